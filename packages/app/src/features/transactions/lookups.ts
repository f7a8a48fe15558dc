import { callOperation, type DatasOf } from '@pawon/api-client';
import { api } from '../../lib/client';
import { createLookup } from '../../lib/lookups';

export type { ProductChoice as ProductRow } from '../../lib/references';

type Row<K extends Parameters<typeof callOperation>[1]> = DatasOf<K> extends Array<infer R> ? R : never;
export type PackRow = Row<'packagingList'>;
export type AvailableRow = Row<'stockAvailable'>;

/**
 * The order form's packagings and stock hints. Customers and products are searched on the server as the user
 * types (`pickers.ts`), never loaded whole.
 */
export const packChoices = createLookup(
  'packaging',
  async () => (await callOperation(api, 'packagingList', { body: { perPage: 'all' } })).datas,
);
// Stock moves with every order: a write to transactions makes these stale.
export const freshStock = createLookup(
  'transaction',
  async () => (await callOperation(api, 'stockAvailable', { path: { category: 'Fresh' } })).datas,
);
export const frozenStock = createLookup(
  'transaction',
  async () => (await callOperation(api, 'stockAvailable', { path: { category: 'Frozen' } })).datas,
);
