/** The order list's bulk actions: the contract's calls and what the bar sends (docs/decisions/020-bulk-order-actions.md). */
import { callOperation, type BodyOf, type OkOf } from '@pawon/api-client';
import { api } from '../../lib/client';
import { fetchFile, type ApiFile, type CsvSeparator } from '../../lib/files';
import type { ListQuery } from '../../lib/listQuery';
import type { OrderRecord } from './order';

export type BulkRequest = NonNullable<BodyOf<'transactionStatusBulk'>>;
export type BulkTarget = BulkRequest['target'];
export type BulkAnswer = Omit<OkOf<'transactionStatusBulk'>, 'status' | 'message'>;
export type BulkResult = BulkAnswer['results'][number];

/** The server moves at most this many orders in one call (listed or matching the filter). */
export const BULK_CAP = 500;

/** How long a confirmed move waits, with "Batalkan", before it is sent. */
export const HOLD_SECONDS = 5;

const FIELD = { paid: 'payment', packed: 'packing', delivered: 'delivery' } as const;

/** The order is already in the target state (the server skips it). */
export const alreadyThere = (order: OrderRecord, target: BulkTarget) => order[FIELD[target]] === target;

/** What the bulk call is about: the chosen orders with their versions, or the list's search and filters. */
export type BulkChoice = { orders: OrderRecord[] } | { query: ListQuery };

/** The list's search, filters and sort as the bulk call's (and the export's) filter: no paging. */
export function filterOf(query: ListQuery): NonNullable<BulkRequest['filter']> {
  return {
    ...(query.search ? { search: query.search } : {}),
    ...(query.sortBy ? { sortBy: query.sortBy as never } : {}),
    ...(query.sortDir ? { sortDir: query.sortDir } : {}),
    ...Object.fromEntries(Object.entries(query.filters ?? {}).filter(([, v]) => v !== undefined)),
  };
}

const bodyOf = (choice: BulkChoice, target: BulkTarget, dryRun: boolean): BulkRequest =>
  'orders' in choice
    ? { target, dryRun, orders: choice.orders.map((o) => ({ id: o.id, version: o.version })) }
    : { target, dryRun, filter: filterOf(choice.query) };

/** The preview: every move tried and rolled back on the server. */
export async function previewBulk(choice: BulkChoice, target: BulkTarget): Promise<BulkAnswer> {
  return callOperation(api, 'transactionStatusBulk', { body: bodyOf(choice, target, true) });
}

/**
 * The confirmed move: exactly the orders the preview listed (not skipped), at the versions it read, so that what
 * moves is what was confirmed; an order changed since is refused on its row.
 */
export async function applyBulk(preview: BulkAnswer, target: BulkTarget): Promise<BulkAnswer> {
  const orders = preview.results
    .filter((r) => r.outcome !== 'skipped' && r.version !== null)
    .map((r) => ({ id: r.id, version: r.version! }));
  if (!orders.length) return { dryRun: false, moved: 0, skipped: 0, refused: 0, results: [] };
  return callOperation(api, 'transactionStatusBulk', { body: { target, orders } });
}

/**
 * What happened to every order the preview listed: the run's row where it was sent, else the preview's (the skipped
 * ones, already in the state, are not sent), so that the result names the skipped orders too. In the preview's order.
 */
export function outcomeOfAll(preview: BulkAnswer, answer: BulkAnswer): BulkAnswer {
  const sent = new Map(answer.results.map((r) => [r.id, r]));
  const results = preview.results.map((r) => sent.get(r.id) ?? r);
  const count = (outcome: BulkResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
  return {
    dryRun: false,
    moved: count('moved'),
    skipped: count('skipped'),
    refused: count('refused'),
    results,
  };
}

/** The rows of one outcome, and how many of the moved ones a delivery packs first (taking their fresh stock). */
export const rowsOf = (answer: BulkAnswer, outcome: BulkResult['outcome']) =>
  answer.results.filter((r) => r.outcome === outcome);
export const packedOnDelivery = (answer: BulkAnswer) =>
  answer.results.filter((r) => r.outcome === 'moved' && r.packsToo).length;

/** The chosen orders as a spreadsheet (the order export with their ids), one row per order or per line. */
export function exportChosen(
  orders: OrderRecord[],
  format: 'xlsx' | 'csv',
  rows: 'order' | 'line',
  separator: CsvSeparator,
): Promise<ApiFile> {
  return fetchFile(
    'transactionExport',
    { body: { ids: orders.map((o) => o.id), format, rows, ...(format === 'csv' ? { separator } : {}) } },
    `transaksi-pilihan.${format}`,
  );
}
