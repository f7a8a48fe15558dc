import type { BodyOf } from '@pawon/api-client';
import type { RecordOf } from '../../lib/resource/defineResource';
import { todayIn } from '../../lib/format';
import type { PurchaseMaterial } from './search';

export type PurchaseOrder = RecordOf<'purchaseList'>;
export type PurchaseState = PurchaseOrder['state'];

/** One line of the form: pickers hold ids as text, numbers are null while empty. */
export interface PurchaseLineValues {
  materialId: string;
  qty: number | null;
  /** Empty: the server takes the material's reference price. */
  unitPrice: number | null;
  expectedDate: string | null;
}

export interface PurchaseValues {
  vendorId: string;
  date: string | null;
  note: string;
  lines: PurchaseLineValues[];
}

/** How many lines an order takes (the contract's maxItems). */
export const MAX_LINES = 100;

export const emptyLine = (): PurchaseLineValues => ({
  materialId: '',
  qty: null,
  unitPrice: null,
  expectedDate: null,
});

export function toFormValues(record: PurchaseOrder | null, today: string = todayIn()): PurchaseValues {
  if (!record) return { vendorId: '', date: today, note: '', lines: [emptyLine()] };
  return {
    vendorId: String(record.vendorId),
    date: record.date,
    note: record.note ?? '',
    lines: record.lines.map((l) => ({
      materialId: String(l.materialId),
      qty: l.qty,
      unitPrice: l.unitPrice,
      expectedDate: l.expectedDate,
    })),
  };
}

/** The add body (the kit adds id and version to an update); the lines in the form's order, so `lines.N` errors land. */
export function toBody(values: PurchaseValues): BodyOf<'purchaseAdd'> {
  return {
    vendorId: Number(values.vendorId),
    ...(values.date ? { date: values.date } : {}),
    note: values.note.trim() || null,
    lines: values.lines.map((l) => ({
      materialId: Number(l.materialId),
      qty: l.qty ?? 0,
      ...(l.unitPrice !== null ? { unitPrice: l.unitPrice } : {}),
      expectedDate: l.expectedDate || null,
    })),
  };
}

/** The line number (from 1) that already holds line `index`'s material, if one does. */
export function duplicateOf(lines: readonly PurchaseLineValues[], index: number): number | undefined {
  const id = lines[index]?.materialId;
  if (!id) return undefined;
  const at = lines.findIndex((l, i) => i < index && l.materialId === id);
  return at >= 0 ? at + 1 : undefined;
}

/** The materials an order names, by id (the form shows them before any search). */
export const materialsOf = (record: PurchaseOrder | null): Map<number, PurchaseMaterial> =>
  new Map((record?.lines ?? []).map((l) => [l.materialId, { ...l.material, unitPrice: l.unitPrice }]));

/** The earliest expected date of the lines not fully received, for the list. */
export function expectedOf(record: PurchaseOrder): string | null {
  const dates = record.lines
    .filter((l) => l.received < l.qty && l.expectedDate)
    .map((l) => l.expectedDate!)
    .sort();
  return dates[0] ?? record.lines.map((l) => l.expectedDate).find(Boolean) ?? null;
}

/** What is still to arrive on a line (never below 0). */
export const openQty = (line: PurchaseOrder['lines'][number]): number =>
  Math.max(0, Math.round((line.qty - line.received) * 1000) / 1000);

export const isEditable = (state: PurchaseState) => state === 'draft';
export const isReceivable = (state: PurchaseState) => state === 'sent' || state === 'partial';
export const isCancellable = (state: PurchaseState) =>
  state === 'draft' || state === 'sent' || state === 'partial';
