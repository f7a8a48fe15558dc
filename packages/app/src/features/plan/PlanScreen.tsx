import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { resourceMenus } from '@pawon/api-client/resourceMenus';
import { Button, Card, DataTable, DateField, EmptyState, PageHeader, Select } from '@pawon/ui';
import { errorMessage } from '../../lib/errors';
import { fieldErrorText } from '../../lib/fieldErrorText';
import { formatDate } from '../../lib/format';
import { useClient } from '../../lib/query/queryClient';
import { reasonUnless, RightButton } from '../../lib/resource/RightButton';
import { useRights } from '../../lib/rights';
import { BuyDialog } from './BuyDialog';
import { CreateRunsDialog, runsToCreate } from './CreateRunsDialog';
import {
  PLAN_DAYS_MAX,
  PLAN_MENU,
  productionPlans,
  usePlanParams,
  type PlanLine,
  type PlanMaterial,
} from './data';
import { planLineColumns, PlanWhy } from './lineColumns';
import { MaterialNeeds, needNamesOf, planMaterialColumns } from './materialColumns';
import { t } from './messages';
import * as S from './plan.styles';

/** 1 to 14 days, in the current language. */
const dayOptions = () =>
  Array.from({ length: PLAN_DAYS_MAX }, (_, i) => ({
    value: String(i + 1),
    label: t('plan.daysOption', { n: i + 1 }),
  }));

/**
 * Rencana Produksi (decision 053): per product what to make for the orders of the days from a date (tomorrow
 * unless the URL says), each line's why in its detail; the materials those runs need, short ones first. "Buat
 * rencana produksi" turns the lines into planned runs (started on Produksi); "Buat PO" orders the short materials.
 */
export default function PlanScreen() {
  const { date, days, set } = usePlanParams();
  const rights = useRights(PLAN_MENU);
  const mayBuy = useRights(resourceMenus.purchase).create;
  const plan = useQuery(
    { ...productionPlans({ date, days }), placeholderData: keepPreviousData },
    useClient(),
  );
  const data = plan.data?.datas;
  const [dialog, setDialog] = useState<'runs' | 'buy' | null>(null);
  const dateError = fieldErrorText(plan.isLoadingError ? plan.error : null, 'date');
  const period =
    days === 1
      ? formatDate(date)
      : t('plan.period', { from: formatDate(date), until: formatDate(data?.until ?? date) });
  const lineColumns = useMemo(() => planLineColumns(), []);
  const names = useMemo(() => needNamesOf(data), [data]);
  const materialColumns = useMemo(() => planMaterialColumns(names), [names]);
  const toCreate = data ? runsToCreate(data).lines.length : 0;
  const shortCount = data ? data.materials.filter((m) => m.short > 0).length : 0;
  const error = dateError ? t('plan.fixDate') : plan.isLoadingError ? errorMessage(plan.error) : undefined;
  const retry = dateError ? undefined : () => void plan.refetch();
  const loading = plan.isPending || plan.isPlaceholderData;

  return (
    <S.Stack>
      <PageHeader
        title={t('plan.title')}
        subtitle={t('plan.description')}
        actions={
          <S.Actions>
            {data && data.runs.length > 0 ? (
              <Link to={`${resourceMenus.produksi}?state=planned`}>{t('plan.openProduksi')}</Link>
            ) : null}
            {mayBuy ? (
              <Button
                variant="outline"
                icon="bx-cart-add"
                disabled={!data || shortCount === 0}
                title={data && shortCount === 0 ? t('plan.buyNone') : undefined}
                onClick={() => setDialog('buy')}
              >
                {t('plan.buy')}
              </Button>
            ) : null}
            <RightButton
              icon="bx-calendar-check"
              reason={
                reasonUnless(rights.create, 'create', t('plan.title')) ??
                (data && toCreate === 0 ? t('plan.createRunsNone') : undefined)
              }
              disabled={!data}
              onClick={() => setDialog('runs')}
            >
              {t('plan.createRuns')}
            </RightButton>
          </S.Actions>
        }
      />
      <Card>
        <S.Filters>
          <DateField
            id="plan-date"
            name="date"
            label={t('plan.date')}
            hint={t('plan.dateHint')}
            value={date}
            error={dateError}
            onValueChange={({ value }) => value && set({ date: value })}
          />
          <Select
            id="plan-days"
            name="days"
            label={t('plan.days')}
            options={dayOptions()}
            value={String(days)}
            onValueChange={({ value }) => set({ days: Number(value) })}
          />
        </S.Filters>
      </Card>
      <S.SectionHead>
        <h2>{t('plan.linesTitle')}</h2>
        <S.Note>{t('plan.linesText')}</S.Note>
      </S.SectionHead>
      <DataTable<PlanLine>
        caption={t('plan.linesCaption', { period })}
        columns={lineColumns}
        data={data?.lines ?? []}
        getRowId={(line) => String(line.productId)}
        density="compact"
        virtualize={false}
        renderExpanded={(line) => <PlanWhy line={line} days={days} />}
        expandLabel={(line) => t('plan.why', { name: line.product.name })}
        loading={loading}
        error={error}
        onRetry={retry}
        empty={
          <EmptyState
            icon="bx-calendar"
            title={t('plan.empty')}
            text={t('plan.emptyText', { period })}
            headingLevel="h2"
          />
        }
      />
      <S.SectionHead>
        <h2>{t('plan.materialsTitle')}</h2>
        <S.Note>{t('plan.materialsText')}</S.Note>
      </S.SectionHead>
      <DataTable<PlanMaterial>
        caption={t('plan.materialsCaption', { period })}
        columns={materialColumns}
        data={data?.materials ?? []}
        getRowId={(m) => String(m.material.id)}
        density="compact"
        virtualize={false}
        renderExpanded={(m) => <MaterialNeeds material={m} names={names} />}
        expandLabel={(m) => t('plan.needsOf', { name: m.material.name })}
        loading={loading}
        error={error}
        onRetry={retry}
        empty={
          <EmptyState
            compact
            icon="bx-check-circle"
            title={t('plan.materialsEmpty')}
            text={t('plan.materialsEmptyText')}
            headingLevel="h2"
          />
        }
      />
      {dialog === 'runs' && data ? <CreateRunsDialog plan={data} onClose={() => setDialog(null)} /> : null}
      {dialog === 'buy' && data ? <BuyDialog plan={data} onClose={() => setDialog(null)} /> : null}
    </S.Stack>
  );
}
