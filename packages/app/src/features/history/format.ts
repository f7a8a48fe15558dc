import type { Schemas } from '@pawon/api-client';
import { formatDate, formatDateTime, formatNumber, formatQuantity, formatRupiah } from '../../lib/format';
import idTexts from '../../i18n/catalogues/id/history.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of the history (catalogues/<locale>/history.json). */
export const tr = catalogueArea(idTexts);
type Key = keyof typeof idTexts & string;

export type HistoryEntry = Schemas['HistoryEntry'];
export type HistoryChange = Schemas['HistoryChange'];
type Value = HistoryChange['before'];

/** A catalogue text by a key made at run time, or undefined when the catalogue has none. */
const known = (key: string): string | undefined => (key in idTexts ? tr(key as Key) : undefined);

/** `minStock` → `Min stock`: a field the catalogue does not name yet still reads as words. */
const words = (key: string) => {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** A field's name in the current language. */
export const fieldName = (key: string): string => known(`history.fields.${key}`) ?? words(key);

/**
 * Where a change is, in words: `Harga`, or `Paket 2 › Baris 1 › Jumlah` for a field of a list's item (a position
 * follows the list's name), with the item's name where the server gave one (`Menu 3 (Data Transaksi) › Hak tambah`).
 */
export function fieldLabel(path: HistoryChange['path'], names?: HistoryChange['names']): string {
  const parts: string[] = [];
  path.forEach((step, i) => {
    if (typeof step === 'number') {
      const list = path[i - 1];
      const name = names?.[i];
      const item = `${formatNumber(step)}${name ? ` (${name})` : ''}`;
      if (typeof list === 'string') parts[parts.length - 1] = `${fieldName(list)} ${item}`;
      else parts.push(tr('history.recordById', { id: step }));
    } else parts.push(fieldName(step));
  });
  return parts.join(' › ');
}

/** A record type in words (`Produk`). */
export const entityName = (entity: string): string => known(`history.entities.${entity}`) ?? words(entity);

/** What was done, in words (`Ubah`). */
export const actionName = (action: string): string => known(`history.actions.${action}`) ?? words(action);

/** The record types the history can be filtered by. */
export const ENTITIES = Object.keys(idTexts)
  .filter((key) => key.startsWith('history.entities.'))
  .map((key) => key.slice('history.entities.'.length));

/** Fields whose values are words of the app (`paid`), shown in the current language. */
const WORDS = new Set([
  'payment',
  'packing',
  'delivery',
  'category',
  'reason',
  'kind',
  'bucket',
  'to',
  'from',
]);

const refName = (v: { id: number | string; name: string | null }) =>
  v.name ?? tr('history.recordById', { id: String(v.id) });

/** One value of a change, as the screen shows it: money in rupiah, dates in the language, references by name. */
export function formatValue(change: Pick<HistoryChange, 'kind' | 'path'>, value: Value): string {
  if (value === null || value === undefined || value === '') return tr('history.empty');
  if (Array.isArray(value)) {
    if (!value.length) return tr('history.empty');
    return value
      .map((v) =>
        v !== null && typeof v === 'object' ? refName(v) : formatValue({ ...change, kind: 'text' }, v),
      )
      .join(', ');
  }
  if (typeof value === 'object') return refName(value);
  switch (change.kind) {
    case 'money':
      return typeof value === 'number' ? formatRupiah(value) : String(value);
    case 'quantity':
      return typeof value === 'number' ? formatQuantity(value) : String(value);
    case 'number':
      return typeof value === 'number' ? formatNumber(value) : String(value);
    case 'date':
      return formatDate(String(value), { fallback: String(value) });
    case 'datetime':
      return formatDateTime(String(value), { fallback: String(value) });
    case 'boolean':
      return value ? tr('history.yes') : tr('history.no');
    case 'image':
      return tr('history.imageSet');
    case 'ref':
      return typeof value === 'number' ? tr('history.recordById', { id: value }) : String(value);
    default: {
      const field = change.path.at(-1);
      const word =
        typeof field === 'string' && WORDS.has(field) ? known(`history.values.${String(value)}`) : undefined;
      return word ?? (typeof value === 'number' ? formatNumber(value) : String(value));
    }
  }
}

/** One change in words: the field, and its value before and after (either `kosong` when there was none). */
export function describeChange(change: HistoryChange): { field: string; before: string; after: string } {
  return {
    field: fieldLabel(change.path, change.names),
    before: formatValue(change, change.before),
    after: formatValue(change, change.after),
  };
}

/** The record of an entry in words: its label (`(sudah dihapus)` when gone), else its type and id. */
export function recordLabel(entry: Pick<HistoryEntry, 'record' | 'entityId'>): string {
  const label =
    entry.record.label ?? (entry.entityId === null ? '' : tr('history.recordById', { id: entry.entityId }));
  return entry.record.exists || !label ? label : tr('history.deletedRecord', { label });
}
