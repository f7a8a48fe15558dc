import { StatusBadge, type ColumnDef } from '@pawon/ui';
import { formatDateShort, formatQuantity } from '../../lib/format';
import type { PlanMaterial, PlanNeed, ProductionPlan } from './data';
import { t } from './messages';
import * as S from './plan.styles';

/** The product names a material's needs point at (`needs` name products and runs by id, decision 053). */
export interface NeedNames {
  product: ReadonlyMap<number, string>;
  /** A planned run's product name, by run id. */
  run: ReadonlyMap<number, string>;
}

export function needNamesOf(plan: ProductionPlan | undefined): NeedNames {
  return {
    product: new Map((plan?.lines ?? []).map((l) => [l.productId, l.product.name])),
    run: new Map((plan?.runs ?? []).map((r) => [r.id, r.product.name])),
  };
}

/** What one need is for: a planned run, a line still to make, or the packs of standing orders. */
export function needText(need: PlanNeed, names: NeedNames): string {
  if (need.runId !== null)
    return t('plan.need.run', { product: names.run.get(need.runId) ?? '–', id: need.runId });
  if (need.productId !== null)
    return t('plan.need.line', { product: names.product.get(need.productId) ?? '–' });
  return need.standingOrders > 0
    ? t('plan.need.packs', { n: need.standingOrders })
    : t('plan.need.packsOrders');
}

/** The products (and packs) a material is needed for, each once, in the order of their needs. */
function usedFor(material: PlanMaterial, names: NeedNames): string {
  const seen = new Set<string>();
  for (const need of material.needs) {
    const name =
      need.runId !== null
        ? names.run.get(need.runId)
        : need.productId !== null
          ? names.product.get(need.productId)
          : t('plan.need.packsOrders');
    if (name) seen.add(name);
  }
  return [...seen].join(', ');
}

const amount = (m: PlanMaterial, value: number) => formatQuantity(value, m.material.unit);

const figure = (
  id: string,
  header: string,
  value: (m: PlanMaterial) => number,
): ColumnDef<PlanMaterial, unknown> => ({
  id,
  header,
  enableSorting: false,
  cell: ({ row }) => amount(row.original, value(row.original)),
  meta: { align: 'end', nowrap: true },
});

/**
 * The material requirements: needed, on hand, on order, short (a badge in the danger tone), the preferred vendor
 * with its least order, and what needs it (each need, by day, in the row's detail).
 */
export function planMaterialColumns(names: NeedNames): ColumnDef<PlanMaterial, unknown>[] {
  return [
    {
      id: 'material',
      header: t('plan.col.material'),
      enableSorting: false,
      meta: { grow: true },
      cell: ({ row }) => (
        <>
          {row.original.material.name}
          <S.CellNote>{t(`plan.kind.${row.original.kind}`)}</S.CellNote>
        </>
      ),
    },
    figure('needed', t('plan.col.needed'), (m) => m.needed),
    figure('onHand', t('plan.col.materialOnHand'), (m) => m.onHand),
    figure('onOrder', t('plan.col.onOrder'), (m) => m.onOrder),
    {
      id: 'short',
      header: t('plan.col.short'),
      enableSorting: false,
      meta: { align: 'end', nowrap: true },
      cell: ({ row }) =>
        row.original.short > 0 ? (
          <StatusBadge tone="error">{amount(row.original, row.original.short)}</StatusBadge>
        ) : (
          <StatusBadge tone="success">{t('plan.enough')}</StatusBadge>
        ),
    },
    {
      id: 'vendor',
      header: t('plan.col.vendor'),
      enableSorting: false,
      cell: ({ row }) => {
        const m = row.original;
        return (
          <>
            {m.preferredVendor?.name ?? <S.CellNote as="span">{t('plan.noVendor')}</S.CellNote>}
            {m.minOrderQty !== null ? (
              <S.CellNote>{t('plan.minOrder', { qty: amount(m, m.minOrderQty) })}</S.CellNote>
            ) : null}
          </>
        );
      },
    },
    {
      id: 'usedFor',
      header: t('plan.col.usedFor'),
      enableSorting: false,
      meta: { truncate: true },
      cell: ({ row }) => usedFor(row.original, names),
    },
  ];
}

/** Each need of a material: its day, quantity and what it is for. */
export function MaterialNeeds({ material, names }: { material: PlanMaterial; names: NeedNames }) {
  return (
    <S.List aria-label={t('plan.needsOf', { name: material.material.name })}>
      {material.needs.map((need, i) => (
        <li key={i}>
          {formatDateShort(need.date)} · {amount(material, need.qty)} · {needText(need, names)}
        </li>
      ))}
    </S.List>
  );
}
