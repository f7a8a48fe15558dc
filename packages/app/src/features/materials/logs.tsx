import { callOperation, type Schemas } from '@pawon/api-client';
import { MaterialLogInput, MaterialLogListRequest } from '@pawon/api-client/constraints';
import type { FieldValues } from 'react-hook-form';
import { api } from '../../lib/client';
import { formatDateShort, formatQuantity, formatRupiah, todayIn } from '../../lib/format';
import { defineResource, type Resource, type ResourceText } from '../../lib/resource/defineResource';
import { KINDS, pathOf, type MaterialKind } from './kinds';
import { knownMaterial, materialOptions, vendorOptions } from './lookups';
import { LotUsages } from './LotUsages';
import { choices, group, reasonLabel, t } from './messages';
import { materialFilter, vendorFilter, WithNote, type LogTotals, type Restock, type Usage } from './shared';
import { UsageLots } from './UsageLots';
import * as S from './materials.styles';

// ---------- Restock and usage logs ----------

/** The totals row of a log: every matching row's quantities (one per unit) and value. */
const logTotals = (summary: Readonly<Record<string, unknown>>) => {
  const totals = summary['totals'] as LogTotals | undefined;
  if (!totals) return {};
  return {
    date: t('materials.total'),
    qty: totals.quantities.map((q) => formatQuantity(q.qty, q.unit)).join(' · ') || '0',
    value: formatRupiah(totals.value, { fallback: '–' }),
  };
};

const removeLog =
  (kind: MaterialKind, category: Schemas['LogCategory']) => async (record: { id: number }) => {
    const answer = await callOperation(api, KINDS[kind].ops.logDelete, {
      path: { id: record.id },
      query: { category },
    });
    return [answer.id];
  };

const logText = (kind: MaterialKind, category: Schemas['LogCategory']): ResourceText => {
  const k = KINDS[kind];
  const restock = category === 'restock';
  const log = restock ? 'restock' : 'usage';
  return {
    title: t(`materials.log.${log}.title`, { title: k.title }),
    description: t(`materials.log.${log}.description`),
    singular: t(`materials.log.${log}.singular`, { noun: k.noun }),
    addLabel: t(`materials.log.${log}.add`),
    addTitle: t(`materials.log.${log}.addTitle`, { title: k.title }),
    editTitle: t(`materials.log.${log}.editTitle`, { title: k.title }),
    created: (name: string) => t(`materials.log.${log}.created`, { name }),
    updated: (name: string) => t(`materials.log.${log}.updated`, { name }),
    deleted: (name: string) => t(`materials.log.${log}.deleted`, { name }),
    deleteTitle: t(`materials.log.${log}.deleteTitle`),
    deleteText: (name: string) => t(`materials.log.${log}.deleteText`, { name }),
    searchPlaceholder: t(`materials.log.${log}.search`),
    empty: t(`materials.log.${log}.empty`),
    emptyText: t(`materials.log.${log}.emptyText`),
    labels: {
      ...group('materials.labels'),
      value: t(`materials.log.${log}.value`),
      remaining: t('materials.log.remaining'),
    },
    hints: (restock
      ? { unitPrice: t('materials.unitPriceHint') }
      : { reason: t('materials.reasonHint') }) as Record<string, string>,
    choices: { reason: group('materials.choices.reason') },
  };
};

const describeLog = (r: Restock | Usage) => `${r.material.name} ${formatQuantity(r.qty, r.material.unit)}`;
/** Stock cannot be recorded for a day that has not come yet (the company's today). */
const notAfterToday = (value: unknown) =>
  typeof value === 'string' && value > todayIn() ? t('materials.notAfterToday') : true;
const materialUnit = (values: FieldValues) => knownMaterial(values['materialId'])?.unit;
/** The chosen material's usable stock (lots not expired today), as last loaded. */
const availableHint = (values: FieldValues) => {
  const material = knownMaterial(values['materialId']);
  return material
    ? t('materials.available', { qty: formatQuantity(material.available, material.unit) })
    : undefined;
};

export function restockResource(kind: MaterialKind): Resource<Restock> {
  const k = KINDS[kind];
  return defineResource<Restock>({
    key: `${k.key}-restock`,
    menu: pathOf(kind, 'restock'),
    operations: { list: k.ops.logList, add: k.ops.logAdd, update: k.ops.logUpdate, export: k.ops.logExport },
    rules: { input: MaterialLogInput, query: MaterialLogListRequest },
    fixed: { input: { category: 'restock' }, query: { category: 'restock' } },
    text: () => logText(kind, 'restock'),
    columns: [
      { id: 'date', kind: 'date' },
      { id: 'material', cell: (r) => <WithNote main={r.material.name} note={r.note} /> },
      { id: 'vendor', value: (r) => r.vendor?.name ?? t('materials.noVendor') },
      {
        id: 'qty',
        kind: 'quantity',
        // The unit price under the quantity, so the lot's remainder and expiry stay in view at 1366 px.
        cell: (r) => (
          <S.Stacked>
            <S.Nowrap>{formatQuantity(r.qty, r.material.unit)}</S.Nowrap>
            {/* No price for a user without this kind's restock or stock menu (decision 014, fields owned by menus). */}
            {r.unitPrice === undefined ? null : (
              <S.Muted>
                {t('materials.perUnit', { price: formatRupiah(r.unitPrice), unit: r.material.unit })}
              </S.Muted>
            )}
          </S.Stacked>
        ),
      },
      { id: 'value', kind: 'money', value: (r) => r.total },
      {
        id: 'remaining',
        sortable: false,
        cell: (r) => (
          <S.Stacked>
            <S.Nowrap>{formatQuantity(r.remaining, r.material.unit)}</S.Nowrap>
            {r.used > 0 ? (
              <S.Muted>{`${t('materials.labels.used')} ${formatQuantity(r.used, r.material.unit)}`}</S.Muted>
            ) : null}
          </S.Stacked>
        ),
      },
      {
        id: 'expiryDate',
        sortable: false,
        cell: (r) => (
          <WithNote main={r.expiryDate ? formatDateShort(r.expiryDate) : '–'} note={r.batchCode} />
        ),
      },
    ],
    fields: [
      { name: 'materialId', options: materialOptions[kind] },
      { name: 'vendorId', options: vendorOptions },
      { name: 'date', defaultValue: () => todayIn(), validate: notAfterToday },
      { name: 'qty', kind: 'quantity', unit: materialUnit },
      { name: 'unitPrice', kind: 'money' },
      'batchCode',
      {
        name: 'expiryDate',
        validate: (value, values) =>
          typeof value === 'string' &&
          value &&
          typeof values['date'] === 'string' &&
          values['date'] &&
          value < values['date']
            ? t('materials.expiryAfterDate')
            : true,
      },
      'note',
    ],
    filters: [materialFilter(kind), vendorFilter],
    describe: describeLog,
    extra: {
      period: { defaultPreset: 'month' },
      totals: logTotals,
      remove: removeLog(kind, 'restock'),
      historyEntity: 'restock',
      expansion: {
        render: (r) => <LotUsages kind={kind} lotId={r.id} unit={r.material.unit} />,
        canExpand: (r) => r.used > 0,
        label: (r) => t('materials.lotUsagesOf', { name: describeLog(r) }),
      },
      actionState: (r, action) =>
        action === 'delete' && r.used > 0
          ? { disabled: true, reason: t('materials.lotUsed') }
          : { disabled: false },
    },
    defaultSort: { sortBy: 'date', sortDir: 'desc' },
  });
}

export function usageResource(kind: MaterialKind): Resource<Usage> {
  const k = KINDS[kind];
  const recordedElsewhere = (u: Usage) => u.reason === 'production' || u.reason === 'order';
  return defineResource<Usage>({
    key: `${k.key}-used`,
    menu: pathOf(kind, 'used'),
    operations: { list: k.ops.logList, add: k.ops.logAdd, update: k.ops.logUpdate, export: k.ops.logExport },
    rules: { input: MaterialLogInput, query: MaterialLogListRequest },
    fixed: { input: { category: 'used' }, query: { category: 'used' } },
    text: () => logText(kind, 'used'),
    columns: [
      { id: 'date', kind: 'date' },
      { id: 'material', cell: (u) => <WithNote main={u.material.name} note={u.note} /> },
      { id: 'qty', kind: 'quantity', unit: (u) => u.material.unit },
      {
        id: 'reason',
        sortable: false,
        cell: (u) => <WithNote main={reasonLabel(u.reason)} note={u.source} />,
      },
      { id: 'value', kind: 'money' },
    ],
    fields: [
      { name: 'materialId', options: materialOptions[kind] },
      { name: 'date', defaultValue: () => todayIn(), validate: notAfterToday },
      { name: 'qty', kind: 'quantity', unit: materialUnit, hint: availableHint },
      { name: 'reason', defaultValue: () => 'manual' },
      'note',
    ],
    filters: [
      materialFilter(kind),
      vendorFilter,
      {
        name: 'reason',
        get label() {
          return t('materials.labels.reason');
        },
        get allLabel() {
          return t('materials.allReasons');
        },
        options: () => choices('materials.choices.reason'),
      },
    ],
    describe: describeLog,
    extra: {
      period: { defaultPreset: 'month' },
      totals: logTotals,
      remove: removeLog(kind, 'used'),
      historyEntity: 'usage',
      expansion: {
        render: (u) => <UsageLots usage={u} />,
        canExpand: (u) => u.lots.length > 0,
        label: (u) => t('materials.lotsOf', { name: describeLog(u) }),
      },
      actionState: (u) =>
        recordedElsewhere(u)
          ? {
              disabled: true,
              reason: t('materials.recordedBy', { source: u.source ?? reasonLabel(u.reason) }),
            }
          : { disabled: false },
    },
    defaultSort: { sortBy: 'date', sortDir: 'desc' },
  });
}
