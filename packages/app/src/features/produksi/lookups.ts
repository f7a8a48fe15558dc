import { callOperation } from '@pawon/api-client';
import { api } from '../../lib/client';
import { createLookupFamily } from '../../lib/lookups';

export { productChoices as productOptions } from '../../lib/references';

/** A page of the recipes dialog: products by name, searched on the server by name or code. */
export interface RecipeQuery {
  page: number;
  perPage: number;
  search: string;
}

/**
 * A page of the products with their recipes and what the usable stock can still make (the recipes dialog): at
 * 10,000 products the dialog no longer reads them all to filter in the browser (decision 028).
 */
export const recipePage = createLookupFamily('produksi', 'recipes', (query: RecipeQuery) =>
  callOperation(api, 'produksiRecipeList', {
    body: { page: query.page, perPage: query.perPage, ...(query.search ? { search: query.search } : {}) },
  }),
);

/** One product's recipe with its materials' usable stock (a new run starts from it); `recipe` null: it has none. */
export const recipeOf = createLookupFamily('produksi', 'recipe', async (productId: number) => {
  const answer = await callOperation(api, 'produksiRecipeList', { body: { productId } });
  return { recipe: answer.datas[0] ?? null };
});
