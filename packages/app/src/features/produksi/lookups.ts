import { callOperation, type Schemas } from '@pawon/api-client';
import { api } from '../../lib/client';
import { createLookup } from '../../lib/lookups';

export type MaterialOption = Pick<Schemas['Material'], 'id' | 'name' | 'unit' | 'available' | 'unitPrice'>;

export { productChoices as productOptions } from '../../lib/references';

/**
 * Raw materials with their usable stock. Keyed on `produksi`: a saved or deleted run makes it stale, and the form
 * loads it afresh each time it opens, so "tersedia" is live.
 */
export const rawMaterials = createLookup<MaterialOption[]>('produksi', async () => {
  const answer = await callOperation(api, 'bahanBakuList', { body: { perPage: 'all', sortBy: 'name' } });
  return answer.datas;
});

/** Every product's recipe and what the usable stock can still make (the recipes dialog and the form). */
export const recipes = createLookup<Schemas['Recipe'][]>('produksi', async () => {
  const answer = await callOperation(api, 'produksiRecipeList', { body: {} });
  return answer.datas;
});
