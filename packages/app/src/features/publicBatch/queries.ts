import { callOperation, type Schemas } from '@pawon/api-client';
import { api } from '../../lib/client';
import { createLookupFamily } from '../../lib/lookups';

export type PublicBatch = Schemas['PublicBatchResponse']['datas'];

/** What a label's QR shows anyone: four facts of the batch (no session needed). */
export const publicBatch = createLookupFamily(
  'stock',
  'publicBatch',
  async (code: string) => (await callOperation(api, 'publicBatch', { path: { code } })).datas,
);

/** The batch behind a code, for a signed-in user with the stock or trace screen: where to open it in Pawon. */
export const batchByCode = createLookupFamily(
  'stock',
  'byCode',
  async (code: string) => (await callOperation(api, 'stockByCode', { body: { code } })).datas,
);
