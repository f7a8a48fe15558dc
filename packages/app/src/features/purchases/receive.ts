import { ApiError, type BodyOf } from '@pawon/api-client';
import { openQty, type PurchaseOrder } from './form';

/** One order line in the receive form: numbers null while empty. */
export interface ReceiveLineValues {
  lineId: number;
  qty: number | null;
  batchCode: string;
  /** Empty: the server proposes it from the material's shelf life. */
  expiryDate: string | null;
  unitPrice: number | null;
}

export interface ReceiveValues {
  date: string | null;
  note: string;
  lines: ReceiveLineValues[];
}

/** Each line still open, its quantity what is left to arrive and its price the order's. */
export function receiveDefaults(order: PurchaseOrder, today: string): ReceiveValues {
  return {
    date: today,
    note: '',
    lines: order.lines
      .filter((l) => openQty(l) > 0)
      .map((l) => ({
        lineId: l.id,
        qty: openQty(l),
        batchCode: '',
        expiryDate: null,
        unitPrice: l.unitPrice,
      })),
  };
}

/**
 * The receive body: only the lines with a quantity, and the form index of each line sent (the server names errors
 * by the body's `lines.N`). An empty expiry is left out, for the server to propose it.
 */
export function receiveBody(
  order: PurchaseOrder,
  values: ReceiveValues,
  confirmOverReceipt: boolean,
): { body: BodyOf<'purchaseReceive'>; formIndex: number[] } {
  const formIndex: number[] = [];
  const lines = values.lines.flatMap((l, i) => {
    if (!l.qty || l.qty <= 0) return [];
    formIndex.push(i);
    return [
      {
        lineId: l.lineId,
        qty: l.qty,
        ...(l.unitPrice !== null ? { unitPrice: l.unitPrice } : {}),
        ...(l.batchCode.trim() ? { batchCode: l.batchCode.trim() } : {}),
        ...(l.expiryDate ? { expiryDate: l.expiryDate } : {}),
      },
    ];
  });
  return {
    body: {
      id: order.id,
      version: order.version,
      ...(values.date ? { date: values.date } : {}),
      note: values.note.trim() || null,
      lines,
      ...(confirmOverReceipt ? { confirmOverReceipt: true } : {}),
    },
    formIndex,
  };
}

/** A body field (`lines.2.qty`) as the form's (`lines.<form index>.qty`), or the name unchanged. */
export const formFieldOf = (name: string, formIndex: readonly number[]): string =>
  name.replace(/^lines\.(\d+)\./, (whole, n: string) => {
    const at = formIndex[Number(n)];
    return at === undefined ? whole : `lines.${at}.`;
  });

/** Whether a refusal is a line received beyond its tolerance, which the user may confirm. */
export const isOverReceipt = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.code === 'purchase.overReceipt' ||
    Object.values(error.fieldCodes).some((c) => c.code === 'purchase.overReceipt'));
