import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PageHeader, Select } from '@pawon/ui';
import { formatDate, formatNumber, formatRupiah } from '../../lib/format';
import { useClient } from '../../lib/query/queryClient';
import { PagedReport } from '../../lib/report/PagedReport';
import { oneOf, usePagedReportParams } from '../../lib/report/usePagedReportParams';
import { stockAtRiskReports } from './data';
import { fieldErrorText } from '../../lib/fieldErrorText';
import { ReportTotals } from './ReportTotals';
import { t } from './messages';
import * as S from './reports.styles';
import {
  STOCK_AT_RISK_KINDS,
  STOCK_AT_RISK_SORTS,
  riskRowKey,
  stockAtRiskColumns,
  type StockAtRiskRow,
} from './stockAtRiskColumns';

/**
 * Stok Berisiko (decision 052): the batches and lots that their last 28 days of use will not empty before they
 * expire, with what that stock cost. Paged, sorted and searched on the server; the state is in the URL.
 */
export default function StockAtRiskReportScreen() {
  const params = usePagedReportParams({ sorts: STOCK_AT_RISK_SORTS, ascending: ['expiryDate', 'name'] });
  const kind = oneOf(STOCK_AT_RISK_KINDS, params.get('kind'));
  // The last answer stays under a progress bar while the next is asked (another page, a search typed).
  const report = useQuery(
    {
      ...stockAtRiskReports({ ...params.body, ...(kind ? { kind } : {}) }),
      placeholderData: keepPreviousData,
    },
    useClient(),
  );
  const data = report.data;
  const dateError = fieldErrorText(report.isLoadingError ? report.error : null, 'date');
  const shownDate = formatDate(data?.date ?? params.date);
  const columns = useMemo(() => stockAtRiskColumns(), []);
  const missing = report.isLoadingError ? '–' : null;

  return (
    <S.Stack>
      <PageHeader title={t('reports.riskTitle')} subtitle={t('reports.riskText')} />
      <PagedReport<StockAtRiskRow>
        params={params}
        report={report}
        idPrefix="risk"
        dateField={{ label: t('reports.riskDate'), hint: t('reports.riskDateHint'), error: dateError }}
        searchField={{ label: t('reports.riskSearch'), placeholder: t('reports.riskSearchPlaceholder') }}
        filters={
          <Select
            id="risk-kind"
            label={t('reports.riskKind')}
            name="kind"
            options={(['all', ...STOCK_AT_RISK_KINDS] as const).map((value) => ({
              value,
              label: t(`reports.riskKinds.${value}`),
            }))}
            value={kind ?? 'all'}
            onValueChange={({ value }) => params.set({ kind: value === 'all' ? null : value, page: null })}
          />
        }
        totals={{
          title: t('reports.riskTotals'),
          subtitle: t('reports.riskAt', { date: shownDate }),
          content: (
            <>
              <ReportTotals
                items={[
                  {
                    label: t('reports.riskValue'),
                    value: data ? formatRupiah(data.totals.valueAtRisk) : missing,
                  },
                  { label: t('reports.riskRows'), value: data ? formatNumber(data.total) : missing },
                  {
                    label: t('reports.riskExpiredValue'),
                    value: data
                      ? t('reports.riskExpiredOf', {
                          value: formatRupiah(data.totals.expiredValue),
                          count: data.totals.expired,
                        })
                      : missing,
                  },
                ]}
              />
              <S.TotalsNote>{t('reports.riskHow')}</S.TotalsNote>
            </>
          ),
        }}
        caption={t('reports.caption', { title: t('reports.riskTitle'), period: shownDate })}
        columns={columns}
        getRowId={riskRowKey}
        fixDate={t('reports.riskFixDate')}
        empty={{ title: t('reports.riskEmpty'), text: t('reports.riskEmptyText') }}
        noMatch={{ title: t('reports.riskNoMatch'), text: t('reports.riskNoMatchText') }}
      />
    </S.Stack>
  );
}
