/**
 * Recipes: raw material per `standardYield` units of a product (per unit unless set), of which `expectedLossPct` are
 * expected lost (migration 0036). They pre-fill a production run's inputs, start a planned run and give the
 * production plan its materials (`recipeNeed`), and tell how many whole units the usable stock (lots not expired
 * today) can still make: per line ⌊available ÷ what one good unit takes⌋, for the recipe the least.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { and, likePattern, one, paging, rows } from '../../db/query.js';
import type { Schemas } from '../../lib/contract.js';
import { invalid, missingReference } from '../../lib/errors.js';
import { milliText, quantityOf } from '../../lib/quantity.js';
import { audit } from '../platform/audit.js';
import { lockProducts } from '../stock/batches.js';
import type { StockContext } from '../platform/context.js';
import { int, num, row } from '../../db/rowShape.js';

type Recipe = Schemas['Recipe'];

const RECIPE_COLUMNS = sql`p.id as "productId",
  json_build_object('id', p.id, 'code', p.code, 'name', p.name, 'unit', p.unit) as product,
  coalesce(rl.lines, '[]'::json) as lines, rl.can_make as "canMake", p.recipe_yield::float8 as "standardYield",
  p.recipe_loss_pct::float8 as "expectedLossPct"`;

/**
 * What `qty` good units of product `p` take of the material of recipe line `rc` (SQL aliases of products and recipes):
 * qty ÷ (1 − loss) × the line ÷ the yield, up to the next thousandth. The one home of the rule: a planned run started
 * without inputs, the production plan's materials and (for one unit) what the stock can still make.
 */
export const recipeNeed = (qty: SQL) =>
  sql`(ceil(${qty} * rc.qty_per_unit * 1000 / (p.recipe_yield * (1 - p.recipe_loss_pct / 100))) / 1000)`;

const recipeFrom = (today: string, products: SQL) => sql`${products} left join lateral (
    select json_agg(json_build_object('materialId', m.id, 'name', m.name, 'unit', m.unit, 'qtyPerUnit', rc.qty_per_unit,
        'available', a.available, 'canMake', a.can_make) order by lower(m.name), m.id) as lines,
      min(a.can_make) as can_make
    from recipes rc join materials m on m.id = rc.material_id
    cross join lateral (
      select s.available,
        least(floor(s.available * p.recipe_yield * (1 - p.recipe_loss_pct / 100) / rc.qty_per_unit), 2147483647)::int as can_make
      from (select coalesce(sum(r.remaining), 0) as available from restocks r
            where r.material_id = m.id and r.remaining > 0 and r.date <= ${today}::date
              and (r.expiry_date is null or r.expiry_date >= ${today}::date)
              and r.recalled_at is null and r.held_at is null) s
    ) a
    where rc.product_id = p.id) rl on true`;

/**
 * A page of products (or one) by name, with each recipe and what it can still make, and how many products match. The
 * page's products are chosen first, so that the recipes and their stock are read for those rows only (at 10,000
 * products every recipe's lots were summed before the sort).
 */
export async function listRecipes(
  tx: Tx,
  today: string,
  query: Schemas['RecipeListRequest'],
): Promise<{ datas: Recipe[]; total: number }> {
  const like = likePattern(query.search);
  const { limit, offset } = paging(query);
  const where = and(
    query.productId ? sql`p.id = ${query.productId}` : undefined,
    like ? sql`(p.name ilike ${like} or p.code ilike ${like})` : undefined,
  );
  const datas = await rows<Recipe>(
    tx,
    sql`select ${RECIPE_COLUMNS} from ${recipeFrom(
      today,
      sql`(select p.* from products p where ${where} order by lower(p.name), p.id limit ${limit} offset ${offset}) p`,
    )}
        order by lower(p.name), p.id`,
  );
  const count = await one(tx, sql`select count(*)::int as n from products p where ${where}`, row({ n: int }));
  return { datas, total: count?.n ?? 0 };
}

/** A planned run's inputs from its product's recipe for `qty` (thousandths) good units; none without a recipe. */
export async function recipeInputs(
  tx: Tx,
  productId: number,
  qty: number,
): Promise<Array<{ materialId: number; qty: number }>> {
  return rows(
    tx,
    sql`select rc.material_id as "materialId", ${recipeNeed(sql`${milliText(qty)}::numeric`)}::float8 as qty
        from recipes rc join products p on p.id = rc.product_id
        where rc.product_id = ${productId} order by rc.material_id`,
    row({ materialId: int, qty: num }),
  );
}

/**
 * Replaces a product's recipe (no lines removes it); each line a raw material at most once; its yield and expected
 * loss (1 and 0 when left out).
 */
export async function saveRecipe(
  tx: Tx,
  ctx: StockContext,
  input: Schemas['RecipeSaveRequest'],
): Promise<Recipe> {
  const product = (await lockProducts(tx, [input.productId])).get(input.productId);
  if (!product) throw missingReference('productId', 'product');
  const lines = input.lines ?? [];
  const seen = new Map<number, number>();
  const checked = [];
  for (const [index, line] of lines.entries()) {
    const first = seen.get(line.materialId);
    if (first !== undefined)
      throw invalid(`lines.${index}.materialId`, 'production.duplicateMaterial', { line: first + 1 });
    seen.set(line.materialId, index);
    const raw = await one(tx, sql`select 1 from materials where id = ${line.materialId} and kind = 'raw'`);
    if (!raw) throw missingReference(`lines.${index}.materialId`, 'rawMaterial');
    checked.push({
      materialId: line.materialId,
      qty: quantityOf(`lines.${index}.qtyPerUnit`, line.qtyPerUnit, { positive: true }),
    });
  }
  const {
    datas: [before],
  } = await listRecipes(tx, ctx.today, { productId: product.id });
  const lossPct = Math.round((input.expectedLossPct ?? 0) * 100) / 100;
  await tx.execute(
    sql`update products set recipe_yield = ${milliText(quantityOf('standardYield', input.standardYield ?? 1, { positive: true }))}::numeric,
          recipe_loss_pct = ${lossPct} where id = ${product.id}`,
  );
  await tx.execute(sql`delete from recipes where product_id = ${product.id}`);
  if (checked.length) {
    await tx.execute(
      sql`insert into recipes (product_id, material_id, qty_per_unit) values ${sql.join(
        checked.map((l) => sql`(${product.id}, ${l.materialId}, ${milliText(l.qty)}::numeric)`),
        sql`, `,
      )}`,
    );
  }
  const {
    datas: [after],
  } = await listRecipes(tx, ctx.today, { productId: product.id });
  await audit(tx, {
    userId: ctx.userId,
    action: 'update',
    entity: 'recipe',
    entityId: product.id,
    before,
    after,
  });
  return after!;
}
