import { LotListRequest, MaterialStockListRequest } from '@pawon/api-client/constraints';
import { StatusBadge } from '@pawon/ui';
import { formatDateShort, formatQuantity, formatRupiah } from '../../lib/format';
import { defineResource, type Resource } from '../../lib/resource/defineResource';
import { BlockBadge } from '../../lib/recall/BlockBadge';
import { RecallButton } from '../../lib/recall/RecallButton';
import { CountButton } from './CountButton';
import { KINDS, pathOf, type MaterialKind } from './kinds';
import { LotUsages } from './LotUsages';
import { LabelButton } from '../../lib/labels/LabelButton';
import { expiresIn, group, t } from './messages';
import { materialFilter, StockState, WithNote, yesFilter, type Lot, type MaterialStock } from './shared';
import * as S from './materials.styles';

// ---------- Stock: per material and per lot ----------

export function stockResource(kind: MaterialKind): Resource<MaterialStock> {
  const k = KINDS[kind];
  return defineResource<MaterialStock>({
    key: `${k.key}-stock`,
    menu: pathOf(kind, 'stock'),
    operations: { list: k.ops.stockList },
    rules: { query: MaterialStockListRequest },
    text: () => ({
      title: t('materials.stock.title', { title: k.title }),
      singular: t('materials.stock.singular', { noun: k.noun }),
      caption: t('materials.stock.caption', { noun: k.noun }),
      searchPlaceholder: t('materials.list.search', { noun: k.noun }),
      empty: t('materials.stock.empty', { noun: k.noun }),
      emptyText: t('materials.stock.emptyText', { noun: k.noun, title: k.title }),
      labels: {
        ...group('materials.labels'),
        name: t('materials.stock.labels.name'),
        remaining: t('materials.stock.labels.remaining'),
        value: t('materials.stock.labels.value'),
        minStock: t('materials.stock.labels.minStock'),
        avgDailyUse: t('materials.stock.labels.avgDailyUse'),
      },
    }),
    columns: [
      {
        id: 'name',
        cell: (m) => (
          <WithNote
            main={m.name}
            note={
              m.nextExpiry ? t('materials.stock.nextExpiry', { date: formatDateShort(m.nextExpiry) }) : null
            }
          />
        ),
      },
      {
        id: 'remaining',
        kind: 'quantity',
        cell: (m) => (
          <S.Stacked>
            <S.Nowrap>{formatQuantity(m.remaining - m.expired, m.unit)}</S.Nowrap>
            {m.expired > 0 ? (
              <S.Danger>{`+${formatQuantity(m.expired, m.unit)} ${t('materials.expired').toLowerCase()}`}</S.Danger>
            ) : null}
          </S.Stacked>
        ),
      },
      { id: 'minStock', kind: 'quantity', unit: (m) => m.unit },
      { id: 'status', sortable: false, cell: (m) => <StockState needRestock={m.needRestock} /> },
      { id: 'avgDailyUse', kind: 'quantity', sortable: false, unit: (m) => m.unit },
      {
        id: 'daysLeft',
        cell: (m) =>
          m.daysLeft === null ? (
            <S.Muted>{t('materials.neverUsed')}</S.Muted>
          ) : (
            <WithNote
              main={t('materials.days', { days: Math.round(m.daysLeft * 10) / 10 })}
              note={
                m.runsOutOn ? t('materials.advice.runsOut', { date: formatDateShort(m.runsOutOn) }) : null
              }
            />
          ),
      },
      { id: 'value', kind: 'money' },
    ],
    filters: [yesFilter('needRestock', () => t('materials.needRestock'))],
    describe: (m) => m.name,
    extra: {
      rowActions: ({ record }) => <CountButton record={record} kind={kind} />,
      totals: (summary) => {
        const totals = summary['totals'] as { value?: number } | undefined;
        return totals
          ? { name: t('materials.total'), value: formatRupiah(totals.value, { fallback: '–' }) }
          : {};
      },
    },
  });
}

export function lotResource(kind: MaterialKind): Resource<Lot> {
  const k = KINDS[kind];
  return defineResource<Lot>({
    key: `${k.key}-lot`,
    menu: pathOf(kind, 'stock'),
    operations: { list: k.ops.lots },
    rules: { query: LotListRequest },
    text: () => ({
      title: t('materials.lot.title', { title: k.title }),
      singular: t('materials.lot.singular', { noun: k.noun }),
      caption: t('materials.lot.caption', { noun: k.noun }),
      searchPlaceholder: t('materials.lot.search'),
      empty: t('materials.lot.empty'),
      emptyText: t('materials.lot.emptyText'),
      labels: {
        ...group('materials.labels'),
        date: t('materials.lot.labels.date'),
        qty: t('materials.lot.labels.qty'),
        remaining: t('materials.lot.labels.remaining'),
        value: t('materials.lot.labels.value'),
      },
    }),
    columns: [
      {
        id: 'material',
        value: (l) => l.material.name,
        // Recalled or QC-held lots say so under the material (decision 055).
        cell: (l) => (
          <S.Stacked>
            <span>{l.material.name}</span>
            <BlockBadge stock={l} />
          </S.Stacked>
        ),
      },
      { id: 'date', kind: 'date' },
      {
        id: 'vendor',
        sortable: false,
        cell: (l) => <WithNote main={l.vendor?.name ?? t('materials.noVendor')} note={l.batchCode} />,
      },
      { id: 'qty', kind: 'quantity', sortable: false, unit: (l) => l.material.unit },
      {
        id: 'remaining',
        kind: 'quantity',
        cell: (l) => (
          <S.Stacked>
            <S.Nowrap>{formatQuantity(l.remaining, l.material.unit)}</S.Nowrap>
            {l.used > 0 ? (
              <S.Muted>{`${t('materials.labels.used')} ${formatQuantity(l.used, l.material.unit)}`}</S.Muted>
            ) : null}
          </S.Stacked>
        ),
      },
      { id: 'expiryDate', cell: (l) => <ExpiryCell lot={l} /> },
      { id: 'value', kind: 'money', sortable: false },
    ],
    filters: [
      materialFilter(kind),
      yesFilter('expiring', () => t('materials.lot.expiring')),
      {
        name: 'inStock',
        get label() {
          return t('materials.lot.filter');
        },
        get allLabel() {
          return t('materials.lot.filterAll');
        },
        options: [
          {
            value: 'false',
            get label() {
              return t('materials.lot.allLots');
            },
          },
        ],
        parse: (v) => v === 'true',
      },
    ],
    describe: lotName,
    extra: {
      // The lot's internal label (decision 054) and its recall (decision 055).
      rowActions: ({ record }) => (
        <>
          <LabelButton
            target={{
              kind: 'lot',
              material: kind,
              lotId: record.id,
              title: lotName(record),
            }}
          />
          <RecallButton target={{ kind: 'lot', id: record.id, name: lotName(record) }} stock={record} />
        </>
      ),
      expansion: {
        render: (l) => <LotUsages kind={kind} lotId={l.id} unit={l.material.unit} />,
        canExpand: (l) => l.used > 0,
        label: (l) => t('materials.lotUsagesOf', { name: `${l.material.name} ${formatDateShort(l.date)}` }),
      },
      totals: (summary) => {
        const totals = summary['totals'] as { value?: number } | undefined;
        return totals
          ? { material: t('materials.total'), value: formatRupiah(totals.value, { fallback: '–' }) }
          : {};
      },
    },
  });
}

/** A lot as the screens name it: its material and the day it came in. */
const lotName = (l: Lot) => `${l.material.name} ${formatDateShort(l.date)}`;

/** A lot's expiry: red once expired, amber when it expires within 7 days. */
export function ExpiryCell({
  lot,
}: {
  lot: Pick<Lot, 'expiryDate' | 'expired' | 'expiresSoon' | 'daysToExpiry'>;
}) {
  if (!lot.expiryDate) return <S.Muted>–</S.Muted>;
  const date = formatDateShort(lot.expiryDate);
  if (lot.expired)
    return (
      <S.Stacked>
        <span>{date}</span>
        <StatusBadge tone="error">{t('materials.expired')}</StatusBadge>
      </S.Stacked>
    );
  if (lot.expiresSoon)
    return (
      <S.Stacked>
        <span>{date}</span>
        <StatusBadge tone="warning">{expiresIn(lot.daysToExpiry ?? 0)}</StatusBadge>
      </S.Stacked>
    );
  return <span>{date}</span>;
}

/** Every declared material resource, by kind: one factory each, no copies. */
