import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { Button, PageHeader, Select } from '@pawon/ui';
import { errorMessage } from '../../lib/errors';
import { notifyAtom } from '../../lib/feedback';
import { FileExportMenu, type ExportChoice, type ExportFormat } from '../../lib/FileExportMenu';
import { fetchFile, saveFile } from '../../lib/files';
import { fieldErrorText } from '../../lib/fieldErrorText';
import { formatDate, formatNumber } from '../../lib/format';
import { useClient } from '../../lib/query/queryClient';
import { PagedReport } from '../../lib/report/PagedReport';
import { oneOf, usePagedReportParams } from '../../lib/report/usePagedReportParams';
import { halalRegisterReports } from './data';
import { HALAL_STATES, halalColumns, type HalalRegisterRow } from './halalColumns';
import { ReportTotals } from './ReportTotals';
import { t } from './messages';
import * as S from './reports.styles';

const NO_SORTS: readonly string[] = [];
/** The register's files: the house's XLSX and CSV, and the server's A4 PDF for an audit. */
const FORMATS: readonly ExportFormat[] = ['xlsx', 'csv', 'pdf'];
const rowKey = (row: HalalRegisterRow) => row.key;

/**
 * Register Halal (decision 057): per product, the raw materials of its recipe with their halal certificate's state
 * on a day, for an SJPH audit. Paged and searched on the server, filtered by state; exported as XLSX or CSV (the
 * house's export) or as the server's A4 PDF (every matching row, for the auditor), and printed from the browser as
 * shown. The state is in the URL.
 */
export default function HalalRegisterScreen() {
  const params = usePagedReportParams({ sorts: NO_SORTS, ascending: NO_SORTS });
  const state = oneOf(HALAL_STATES, params.get('state'));
  const body = { ...params.body, ...(state ? { states: [state] } : {}) };
  const report = useQuery({ ...halalRegisterReports(body), placeholderData: keepPreviousData }, useClient());
  const data = report.data;
  const dateError = fieldErrorText(report.isLoadingError ? report.error : null, 'date');
  const shownDate = formatDate(data?.date ?? params.date);
  const columns = useMemo(() => halalColumns(), []);
  const notify = useSetAtom(notifyAtom);
  const [exporting, setExporting] = useState(false);
  const exportAs = async ({ format, separator }: ExportChoice<ExportFormat>) => {
    setExporting(true);
    try {
      const { page: _page, perPage: _perPage, ...query } = body;
      const file = { format, ...(format === 'csv' ? { separator } : {}) };
      saveFile(
        await fetchFile('reportHalalExport', { body: { ...query, ...file } }, `register-halal.${format}`),
      );
    } catch (error) {
      notify({ status: 'error', title: t('reports.failed'), text: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <S.Stack>
      <PageHeader title={t('reports.halalTitle')} subtitle={t('reports.halalText')} />
      <PagedReport<HalalRegisterRow>
        params={params}
        report={report}
        idPrefix="halal"
        dateField={{ label: t('reports.halalDate'), hint: t('reports.halalDateHint'), error: dateError }}
        searchField={{ label: t('reports.halalSearch'), placeholder: t('reports.halalSearchPlaceholder') }}
        filters={
          <Select
            id="halal-state"
            label={t('reports.halalState')}
            name="state"
            options={(['all', ...HALAL_STATES] as const).map((value) => ({
              value,
              label: value === 'all' ? t('reports.halalAllStates') : t(`reports.halalStates.${value}`),
            }))}
            value={state ?? 'all'}
            onValueChange={({ value }) => params.set({ state: value === 'all' ? null : value, page: null })}
          />
        }
        totals={{
          title: t('reports.halalTotals'),
          subtitle: t('reports.halalAt', { date: shownDate }),
          content: (
            <ReportTotals
              items={HALAL_STATES.map((s) => ({
                label: t(`reports.halalStates.${s}`),
                value: data ? formatNumber(data.totals[s]) : report.isLoadingError ? '–' : null,
              }))}
            />
          ),
          actions: (
            <>
              <FileExportMenu
                trigger={
                  <Button variant="secondary" size="sm" icon="bx-export" loading={exporting}>
                    {t('reports.halalExport')}
                  </Button>
                }
                formats={FORMATS}
                onExport={(choice) => void exportAs(choice)}
              />
              <Button variant="secondary" size="sm" icon="bx-printer" onClick={() => window.print()}>
                {t('reports.halalPrint')}
              </Button>
            </>
          ),
        }}
        caption={t('reports.caption', { title: t('reports.halalTitle'), period: shownDate })}
        columns={columns}
        getRowId={rowKey}
        empty={{ title: t('reports.halalEmpty'), text: t('reports.halalEmptyText') }}
        noMatch={{ title: t('reports.halalNoMatch'), text: t('reports.halalNoMatchText') }}
      />
    </S.Stack>
  );
}
