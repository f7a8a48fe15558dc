/** Categories, products, vendors and shipping brackets: plain resources on the CRUD kit. */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { one } from '../../db/query.js';
import { invalid, missingReference, notFound } from '../../lib/errors.js';
import type { Schemas } from '../../lib/contract.js';
import { PhoneError, normalizePhone } from '../../lib/phone.js';
import { audit } from '../platform/audit.js';
import { ensureCostRight } from '../books/costs.js';
import { defineCrud, stampColumns, type Actor } from '../platform/crud.js';
import { sheet } from '../../lib/texts.js';
import { milliText, quantityOf } from '../../lib/quantity.js';
import { row as rowShape, text as textKind } from '../../db/rowShape.js';

/** The URL of a stored image and of its thumbnail, from its file name column. */
export const imageColumns = (kind: 'categories' | 'products', column: SQL) => sql`
  case when ${column} is null then null else ${`/api/files/${kind}/`} || ${column} end as image,
  case when ${column} is null then null else ${`/api/files/${kind}/`} || regexp_replace(${column}, '\\.webp$', '-thumb.webp') end as "imageThumb"`;

/** A phone number in its stored form, or 422 on the field. */
export function phoneValue(raw: string | null | undefined, field = 'phone'): string | null {
  try {
    return normalizePhone(raw);
  } catch (err) {
    if (err instanceof PhoneError) throw invalid(field, 'phone.invalid', { reason: err.reason });
    throw err;
  }
}

/** 422 on `field` when the referenced row does not exist. */
export async function ensureExists(
  tx: Tx,
  table: string,
  id: number | null | undefined,
  field: string,
  kind: string,
) {
  if (id === null || id === undefined) return;
  const found = await one(tx, sql`select 1 from ${sql.identifier(table)} where id = ${id}`);
  if (!found) throw missingReference(field, kind);
}

const count = (table: string, column: string) => (id: number) =>
  sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`;

const text = (value: string | null | undefined) => value?.trim() || null;

export const categories = defineCrud<
  Schemas['Category'],
  Schemas['CategoryInput'],
  Schemas['CategoryListRequest']
>({
  entity: 'category',
  table: 'categories',
  alias: 'c',
  from: sql`categories c`,
  columns: sql`${stampColumns('c')}, c.name, c.description, ${imageColumns('categories', sql`c.image`)},
    (select count(*)::int from products p where p.category_id = c.id) as "productCount"`,
  search: [sql`c.name`, sql`c.description`],
  sort: { name: sql`lower(c.name)`, productCount: sql`"productCount"`, updatedAt: sql`c.updated_at` },
  defaultSort: 'name',
  unique: [{ field: 'name', column: 'name', rule: 'category.name' }],
  values: (c) => ({ name: c.name.trim(), description: text(c.description) }),
  inUse: [
    {
      count: count('products', 'category_id'),
      rule: 'category.products',
      params: (c) => ({ name: c.name }),
    },
  ],
});

/** A product's stock (every batch, fresh + frozen) from the per-product totals the batches keep (decision 021). */
const totalStock = sql`coalesce((select t.fresh + t.frozen from product_stock_totals t where t.product_id = p.id), 0)`;

const stockOf = (bucket: 'fresh' | 'frozen') =>
  sql.raw(`coalesce((select sum(b.${bucket}) from product_batches b where b.product_id = p.id), 0)::float8`);

/** The label's fields of a product input (migration 0038): each left out stays as it is (a form or import without it). */
function labelValues(p: Schemas['ProductInput']): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (p.permitKind !== undefined) values.permit_kind = p.permitKind;
  if (p.permitNumber !== undefined) values.permit_number = text(p.permitNumber);
  if (p.halalNumber !== undefined) values.halal_number = text(p.halalNumber);
  if (p.netWeight !== undefined)
    values.net_weight =
      p.netWeight === null ? null : milliText(quantityOf('netWeight', p.netWeight, { positive: true }));
  if (p.netWeightUnit !== undefined) values.net_weight_unit = p.netWeightUnit;
  if (p.storageInstruction !== undefined) values.storage_instruction = text(p.storageInstruction);
  return values;
}

/**
 * A permit's kind goes with its number, a net weight with its unit: both or neither, as they will stand after the
 * write (a field left out keeps the stored one). The one missing is the field refused.
 */
function checkLabelPairs(p: Schemas['ProductInput'], before: Schemas['Product'] | null): void {
  const after = <K extends keyof Schemas['ProductInput'] & keyof Schemas['Product']>(key: K) => {
    const value = p[key] !== undefined ? p[key] : (before?.[key] ?? null);
    return typeof value === 'string' ? value.trim() || null : (value ?? null);
  };
  const pairs = [
    ['permitKind', 'permitNumber'],
    ['netWeight', 'netWeightUnit'],
  ] as const;
  for (const [a, b] of pairs) {
    const [va, vb] = [after(a), after(b)];
    if (va !== null && vb === null) throw invalid(b, 'validation.required');
    if (va === null && vb !== null) throw invalid(a, 'validation.required');
  }
}

export const products = defineCrud<
  Schemas['Product'],
  Schemas['ProductInput'],
  Schemas['ProductListRequest']
>({
  entity: 'product',
  table: 'products',
  alias: 'p',
  from: sql`products p join categories c on c.id = p.category_id`,
  columns: sql`${stampColumns('p')}, p.code, p.name, p.description, ${imageColumns('products', sql`p.image`)},
    p.category_id as "categoryId", json_build_object('id', c.id, 'name', c.name) as category, p.price, p.unit,
    p.min_stock::float8 as "minStock", p.active, ${stockOf('fresh')} as fresh, ${stockOf('frozen')} as frozen,
    p.overhead_cost as "overheadCost", p.overhead_per as "overheadPer", p.batch_size::float8 as "batchSize",
    p.permit_kind as "permitKind", p.permit_number as "permitNumber", p.halal_number as "halalNumber",
    p.net_weight::float8 as "netWeight", p.net_weight_unit as "netWeightUnit",
    p.storage_instruction as "storageInstruction",
    p.fresh_location_id as "freshLocationId", p.frozen_location_id as "frozenLocationId"`,
  search: [sql`p.code`, sql`p.name`, sql`p.description`, sql`c.name`],
  sort: {
    code: sql`lower(p.code)`,
    name: sql`lower(p.name)`,
    category: sql`lower(c.name)`,
    price: sql`p.price`,
    // Not the output columns (an expression of aliases is not allowed in ORDER BY: this answered 500 before).
    stock: totalStock,
    updatedAt: sql`p.updated_at`,
  },
  defaultSort: 'name',
  filters: {
    categoryId: (id) => sql`p.category_id = ${id}`,
    active: (active) => sql`p.active = ${active}`,
    belowMinimum: (yes) => {
      const below = sql`${totalStock} < p.min_stock`;
      return yes ? below : sql`not (${below})`;
    },
  },
  unique: [{ field: 'code', column: 'code', rule: 'product.code' }],
  values: (p) => ({
    code: p.code.trim().toUpperCase(),
    name: p.name.trim(),
    description: text(p.description),
    category_id: p.categoryId,
    price: p.price,
    unit: p.unit,
    min_stock: p.minStock ?? 0,
    active: p.active ?? true,
    // Left out: the column's default for a new product, unchanged on an update (a form without the cost right).
    ...(p.overheadCost !== undefined ? { overhead_cost: p.overheadCost } : {}),
    ...(p.overheadPer !== undefined ? { overhead_per: p.overheadPer } : {}),
    // Left out: none for a new product, unchanged on an update (a form that does not show it yet).
    ...(p.batchSize !== undefined
      ? {
          batch_size:
            p.batchSize === null ? null : milliText(quantityOf('batchSize', p.batchSize, { positive: true })),
        }
      : {}),
    ...labelValues(p),
    // Where new stock goes (decision 056), kept the same way when left out.
    ...(p.freshLocationId !== undefined ? { fresh_location_id: p.freshLocationId } : {}),
    ...(p.frozenLocationId !== undefined ? { frozen_location_id: p.frozenLocationId } : {}),
  }),
  check: (p, before, actor) => {
    if (p.overheadCost !== undefined || p.overheadPer !== undefined) ensureCostRight(actor);
    checkLabelPairs(p, before);
  },
  references: [
    { field: 'categoryId', table: 'categories', kind: 'category', id: (p) => p.categoryId },
    {
      field: 'freshLocationId',
      table: 'storage_locations',
      kind: 'stockLocation',
      id: (p) => p.freshLocationId,
    },
    {
      field: 'frozenLocationId',
      table: 'storage_locations',
      kind: 'stockLocation',
      id: (p) => p.frozenLocationId,
    },
  ],
  inUse: [
    {
      // Runs recorded: the product's history (its batches, costs and trace stand on them).
      count: (id) =>
        sql`select count(*)::int as n from production_runs where product_id = ${id} and state <> 'planned'`,
      rule: 'product.produced',
      params: (p) => ({ name: p.name }),
    },
    {
      // Runs only planned took nothing (decision 053) but are someone's plan, and their rows are production's to
      // delete (with its audit): the refusal says so, and what to do, instead of "already produced".
      count: (id) =>
        sql`select count(*)::int as n from production_runs where product_id = ${id} and state = 'planned'`,
      rule: 'product.planned',
      params: (p) => ({ name: p.name }),
    },
    {
      count: count('transaction_lines', 'product_id'),
      rule: 'product.sold',
      params: (p) => ({ name: p.name }),
    },
    {
      count: count('product_batches', 'product_id'),
      rule: 'product.batches',
      params: (p) => ({ name: p.name }),
    },
    {
      // In a standing order's packs (kept as the order form sends them, orders/standingOrders.ts).
      count: (id) =>
        sql`select count(*)::int as n from standing_orders where packs @> ${JSON.stringify([{ lines: [{ productId: id }] }])}::jsonb`,
      rule: 'product.standingOrders',
      params: (p) => ({ name: p.name }),
    },
  ],
});

export const vendors = defineCrud<Schemas['Vendor'], Schemas['VendorInput'], Schemas['VendorListRequest']>({
  entity: 'vendor',
  table: 'vendors',
  alias: 'v',
  columns: sql`${stampColumns('v')}, v.name, v.description, v.phone, v.address, v.payment_term_days as "paymentTermDays"`,
  search: [sql`v.name`, sql`v.description`, sql`v.address`],
  phone: sql`v.phone`,
  sort: { name: sql`lower(v.name)`, updatedAt: sql`v.updated_at` },
  defaultSort: 'name',
  unique: [{ field: 'name', column: 'name', rule: 'vendor.name' }],
  values: (v) => ({
    name: v.name.trim(),
    description: text(v.description),
    phone: phoneValue(v.phone),
    address: text(v.address),
    payment_term_days: v.paymentTermDays ?? 0,
  }),
  inUse: [
    {
      count: count('restocks', 'vendor_id'),
      rule: 'vendor.restocks',
      params: (v) => ({ name: v.name }),
    },
    {
      count: count('purchase_orders', 'vendor_id'),
      rule: 'vendor.purchaseOrders',
      params: (v) => ({ name: v.name }),
    },
    {
      count: count('vendor_payments', 'vendor_id'),
      rule: 'vendor.vendorPayments',
      params: (v) => ({ name: v.name }),
    },
  ],
  file: ['name', 'phone', 'address', 'description'],
});

export const ongkir = defineCrud<Schemas['Ongkir'], Schemas['OngkirInput'], Schemas['OngkirListRequest']>({
  entity: 'ongkir',
  table: 'ongkir',
  alias: 'o',
  from: sql`ongkir o`,
  columns: sql`${stampColumns('o')}, o.label, o.price, o.description,
    (select count(*)::int from customers c where c.ongkir_id = o.id) as "customerCount"`,
  search: [sql`o.label`, sql`o.description`],
  sort: { label: sql`lower(o.label)`, price: sql`o.price`, customerCount: sql`"customerCount"` },
  defaultSort: 'price',
  unique: [{ field: 'label', column: 'label', rule: 'ongkir.label' }],
  values: (o) => ({ label: o.label.trim(), price: o.price, description: text(o.description) }),
  inUse: [
    {
      count: count('customers', 'ongkir_id'),
      rule: 'ongkir.customers',
      params: (o) => ({ name: o.label }),
    },
  ],
  file: {
    name: 'ongkir',
    title: sheet('title.ongkir'),
    columns: [
      { header: sheet('label'), value: (o) => o.label, width: 20 },
      { header: sheet('rate'), value: (o) => o.price, kind: 'money' },
      { header: sheet('notes'), value: (o) => o.description, width: 40 },
      { header: sheet('customerCount'), value: (o) => o.customerCount, kind: 'number' },
    ],
  },
});

/** The plain resources here by contract tag: each one's list, add, update, delete and export (routes/index.ts). */
export const plainResources = { vendor: vendors, ongkir };

/**
 * Points a category or product at a newly stored image; answers the file it replaced (to remove after the
 * commit). The row is locked, its version bumped and the change audited.
 */
export async function setImage(
  tx: Tx,
  actor: Actor,
  crud: typeof categories | typeof products,
  id: number,
  name: string,
): Promise<string | null> {
  const { table, entity } = crud.spec;
  const row = await one(
    tx,
    sql`select image from ${sql.identifier(table)} where id = ${id} for update`,
    rowShape({ image: textKind.nullable }),
  );
  if (!row) throw notFound(crud.spec.entity, crud.spec.name);
  await tx.execute(
    sql`update ${sql.identifier(table)} set image = ${name}, version = version + 1, updated_at = now() where id = ${id}`,
  );
  await audit(tx, {
    userId: actor.userId,
    action: 'upload',
    entity,
    entityId: id,
    before: { image: row.image },
    after: { image: name },
  });
  return row.image;
}

/** The stored image file of a category or product, for removing it with the record. */
export async function imageOf(tx: Tx, table: 'categories' | 'products', id: number): Promise<string | null> {
  return (
    (
      await one(
        tx,
        sql`select image from ${sql.identifier(table)} where id = ${id}`,
        rowShape({ image: textKind.nullable }),
      )
    )?.image ?? null
  );
}
