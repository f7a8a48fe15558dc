import { callOperation, type DatasOf } from '@pawon/api-client';
import { api } from '../../lib/client';
import { createLookup } from '../../lib/lookups';

export type { ProductChoice as ProductRow } from '../../lib/references';

type Row<K extends Parameters<typeof callOperation>[1]> = DatasOf<K> extends Array<infer R> ? R : never;
export type PackRow = Row<'packagingList'>;
export type AvailableRow = Row<'stockAvailable'>;

/**
 * The order form's packagings (a handful of pack types). Customers and products are searched on the server as the
 * user types (`pickers.ts`), and the stock hints read for the order's products only (`stockHints.ts`).
 */
export const packChoices = createLookup(
  'packaging',
  'choices',
  async () => (await callOperation(api, 'packagingList', { body: { perPage: 'all' } })).datas,
);
