import { LotListRequest, MaterialStockListRequest } from '@pawon/api-client/constraints';
import { StatusBadge } from '@pawon/ui';
import { formatDateShort, formatQuantity, formatRupiah } from '../../lib/format';
import { defineResource, type Resource } from '../../lib/resource/defineResource';
import { CountButton } from './CountButton';
import { KINDS, pathOf, type MaterialKind } from './kinds';
import { LotUsages } from './LotUsages';
import { say, text } from './messages';
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
      title: say('materials.stock.title', { title: k.title }),
      singular: say('materials.stock.singular', { noun: k.noun }),
      caption: say('materials.stock.caption', { noun: k.noun }),
      searchPlaceholder: say('materials.list.search', { noun: k.noun }),
      empty: say('materials.stock.empty', { noun: k.noun }),
      emptyText: say('materials.stock.emptyText', { noun: k.noun, title: k.title }),
      labels: {
        ...text.labels,
        name: say('materials.stock.labels.name'),
        remaining: say('materials.stock.labels.remaining'),
        value: say('materials.stock.labels.value'),
        minStock: say('materials.stock.labels.minStock'),
        avgDailyUse: say('materials.stock.labels.avgDailyUse'),
      },
    }),
    columns: [
      {
        id: 'name',
        cell: (m) => (
          <WithNote
            main={m.name}
            note={
              m.nextExpiry ? say('materials.stock.nextExpiry', { date: formatDateShort(m.nextExpiry) }) : null
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
              <S.Danger>{`+${formatQuantity(m.expired, m.unit)} ${text.expired.toLowerCase()}`}</S.Danger>
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
            <S.Muted>{text.neverUsed}</S.Muted>
          ) : (
            <WithNote
              main={text.days(m.daysLeft)}
              note={m.runsOutOn ? `habis ±${formatDateShort(m.runsOutOn)}` : null}
            />
          ),
      },
      { id: 'value', kind: 'money' },
    ],
    filters: [yesFilter('needRestock', text.needRestock)],
    describe: (m) => m.name,
    extra: {
      rowActions: ({ record }) => <CountButton record={record} kind={kind} />,
      totals: (summary) => {
        const totals = summary['totals'] as { value?: number } | undefined;
        return totals ? { name: text.total, value: formatRupiah(totals.value, { fallback: '–' }) } : {};
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
      title: say('materials.lot.title', { title: k.title }),
      singular: say('materials.lot.singular', { noun: k.noun }),
      caption: say('materials.lot.caption', { noun: k.noun }),
      searchPlaceholder: say('materials.lot.search'),
      empty: say('materials.lot.empty'),
      emptyText: say('materials.lot.emptyText'),
      labels: {
        ...text.labels,
        date: say('materials.lot.labels.date'),
        qty: say('materials.lot.labels.qty'),
        remaining: say('materials.lot.labels.remaining'),
        value: say('materials.lot.labels.value'),
      },
    }),
    columns: [
      { id: 'material', value: (l) => l.material.name },
      { id: 'date', kind: 'date' },
      {
        id: 'vendor',
        sortable: false,
        cell: (l) => <WithNote main={l.vendor?.name ?? text.noVendor} note={l.batchCode} />,
      },
      { id: 'qty', kind: 'quantity', sortable: false, unit: (l) => l.material.unit },
      {
        id: 'remaining',
        kind: 'quantity',
        cell: (l) => (
          <S.Stacked>
            <S.Nowrap>{formatQuantity(l.remaining, l.material.unit)}</S.Nowrap>
            {l.used > 0 ? (
              <S.Muted>{`${text.labels.used} ${formatQuantity(l.used, l.material.unit)}`}</S.Muted>
            ) : null}
          </S.Stacked>
        ),
      },
      { id: 'expiryDate', cell: (l) => <ExpiryCell lot={l} /> },
      { id: 'value', kind: 'money', sortable: false },
    ],
    filters: [
      materialFilter(kind),
      yesFilter('expiring', say('materials.lot.expiring')),
      {
        name: 'inStock',
        get label() {
          return say('materials.lot.filter');
        },
        get allLabel() {
          return say('materials.lot.filterAll');
        },
        options: [
          {
            value: 'false',
            get label() {
              return say('materials.lot.allLots');
            },
          },
        ],
        parse: (v) => v === 'true',
      },
    ],
    describe: (l) => `${l.material.name} ${formatDateShort(l.date)}`,
    extra: {
      expansion: {
        render: (l) => <LotUsages kind={kind} lotId={l.id} unit={l.material.unit} />,
        canExpand: (l) => l.used > 0,
        label: (l) => text.lotUsagesOf(`${l.material.name} ${formatDateShort(l.date)}`),
      },
      totals: (summary) => {
        const totals = summary['totals'] as { value?: number } | undefined;
        return totals ? { material: text.total, value: formatRupiah(totals.value, { fallback: '–' }) } : {};
      },
    },
  });
}

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
        <StatusBadge tone="error">{text.expired}</StatusBadge>
      </S.Stacked>
    );
  if (lot.expiresSoon)
    return (
      <S.Stacked>
        <span>{date}</span>
        <StatusBadge tone="warning">{text.expiresIn(lot.daysToExpiry ?? 0)}</StatusBadge>
      </S.Stacked>
    );
  return <span>{date}</span>;
}

/** Every declared material resource, by kind: one factory each, no copies. */
