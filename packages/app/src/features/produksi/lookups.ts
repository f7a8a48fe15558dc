import { callOperation, type Schemas } from '@pawon/api-client';
import { api } from '../../lib/client';
import { createLookup } from '../../lib/lookups';

export { productChoices as productOptions } from '../../lib/references';

/** Every product's recipe and what the usable stock can still make (the recipes dialog and the form). */
export const recipes = createLookup<Schemas['Recipe'][]>('produksi', 'recipes', async () => {
  const answer = await callOperation(api, 'produksiRecipeList', { body: {} });
  return answer.datas;
});
