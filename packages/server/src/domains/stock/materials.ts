/**
 * Materials: one model for raw materials (bahan baku) and packaging (bahan kemasan), and the pack types (packaging of
 * type `pack`), each a CRUD resource scoped by kind. A material's row answers its stock, which depends on today (what
 * has expired), so the resources are made for a business date.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { one } from '../../db/query.js';
import type { Schemas } from '../../lib/contract.js';
import { conflict } from '../../lib/errors.js';
import { defineCrud, stampColumns, type Crud } from '../platform/crud.js';
import type { MaterialKind } from './lots.js';
import { int, row } from '../../db/rowShape.js';
import { milliText, quantityOf } from '../../lib/quantity.js';
import { ensureExists } from '../catalogue/catalogue.js';
import { halalColumns, halalStateOf, halalValues } from './halal.js';

export type Material = Schemas['Material'];
type MaterialListRequest = Schemas['MaterialListRequest'];

/** What a material of each kind is called, capitalised. */
/** A material's kind as a kind of record (`error.reference.notFound`, `error.record.kind`). */
export const MATERIAL_KIND: Record<MaterialKind, 'rawMaterial' | 'packaging'> = {
  raw: 'rawMaterial',
  packaging: 'packaging',
};

/** The fields every material form sends; packaging adds its type and pack price. */
type AnyMaterialInput = Schemas['MaterialInput'] & {
  packagingType?: 'consumable' | 'pack';
  packPrice?: number | null;
};

const text = (value: string | null | undefined) => value?.trim() || null;

/**
 * Stock per material from its lots: all that remains, and what remains in lots not expired on `today`, nor recalled or
 * held by QC (decision 055).
 */
const stockJoin = (today: string) => sql`left join lateral (
    select sum(r.remaining) as remaining,
           sum(r.remaining) filter (where (r.expiry_date is null or r.expiry_date >= ${today}::date)
             and r.recalled_at is null and r.held_at is null) as available
    from restocks r where r.material_id = m.id and r.remaining > 0) s on true`;

const count = (table: string) => (id: number) =>
  sql`select count(*)::int as n from ${sql.identifier(table)} where material_id = ${id}`;
const named = (m: Material) => ({ name: m.name });
/** Standing orders whose packs are of this material (kept as the order form sends them, orders/standingOrders.ts). */
const inStandingOrders = (id: number) =>
  sql`select count(*)::int as n from standing_orders where packs @> ${JSON.stringify([{ materialId: id }])}::jsonb`;

interface Variant {
  /** Audit entity, and the record's kind in the catalogue when not the entity's (`packaging`, `pack`). */
  entity: string;
  name?: string;
  kind: MaterialKind;
  /** Rows of this resource besides the kind (packs: `m.packaging_type = 'pack'`). */
  scope?: SQL;
  values: (input: AnyMaterialInput) => Record<string, unknown>;
  /** Extra rules before a write (packs orders use stay packs). */
  beforeWrite?: (tx: Tx, input: AnyMaterialInput, before: Material | null) => Promise<void>;
}

/** The CRUD resource of one variant of materials, its rows' stock as of `today`. */
function materialResource(
  variant: Variant,
  today: string,
): Crud<Material, AnyMaterialInput, MaterialListRequest> {
  const { kind, name } = variant;
  const needRestock = sql`coalesce(s.available, 0) < m.min_stock`;
  return defineCrud<Material, AnyMaterialInput, MaterialListRequest>({
    entity: variant.entity,
    name,
    table: 'materials',
    alias: 'm',
    from: sql`materials m ${stockJoin(today)}`,
    scope: variant.scope ? sql`m.kind = ${kind} and ${variant.scope}` : sql`m.kind = ${kind}`,
    columns: sql`${stampColumns('m')}, m.kind, m.name, m.unit, m.unit_price as "unitPrice", m.min_stock::float8 as "minStock",
      m.packaging_type as "packagingType", m.pack_price as "packPrice", m.description, m.shelf_life_days as "shelfLifeDays",
      m.preferred_vendor_id as "preferredVendorId",
      (select json_build_object('id', v.id, 'name', v.name) from vendors v where v.id = m.preferred_vendor_id) as "preferredVendor",
      m.min_order_qty::float8 as "minOrderQty", m.location_id as "locationId", ${halalColumns(today)},
      ${halalStateOf(today)} as "halalState",
      coalesce(s.remaining, 0)::float8 as remaining, coalesce(s.available, 0)::float8 as available, ${needRestock} as "needRestock"`,
    search: [sql`m.name`, sql`m.description`],
    sort: {
      name: sql`lower(m.name)`,
      unit: sql`m.unit`,
      unitPrice: sql`m.unit_price`,
      minStock: sql`m.min_stock`,
      remaining: sql`remaining`,
      updatedAt: sql`m.updated_at`,
    },
    defaultSort: 'name',
    filters: {
      packagingType: (type) => sql`m.packaging_type = ${type}`,
      needRestock: (yes) => (yes ? needRestock : sql`not (${needRestock})`),
      ids: (ids) => sql`m.id = any(${`{${ids.join(',')}}`}::int[])`,
    },
    unique: [
      {
        field: 'name',
        column: 'name',
        index: 'materials_kind_name_lower',
        scope: sql`kind = ${kind}`,
        rule: kind === 'raw' ? 'material.rawName' : 'material.packagingName',
      },
    ],
    values: (input) => ({
      kind,
      name: input.name.trim(),
      unit: input.unit,
      unit_price: input.unitPrice ?? 0,
      min_stock: input.minStock ?? 0,
      description: text(input.description),
      shelf_life_days: input.shelfLifeDays ?? null,
      // Left out: none for a new material, unchanged on an update (a form that does not show them yet).
      ...(input.preferredVendorId !== undefined ? { preferred_vendor_id: input.preferredVendorId } : {}),
      ...(input.minOrderQty !== undefined
        ? {
            min_order_qty:
              input.minOrderQty === null
                ? null
                : milliText(quantityOf('minOrderQty', input.minOrderQty, { positive: true })),
          }
        : {}),
      ...halalValues(kind, input, 'id' in input),
      // Where its lots go (decision 056), kept the same way when left out.
      ...(input.locationId !== undefined ? { location_id: input.locationId } : {}),
      ...variant.values(input),
    }),
    beforeWrite: async (tx, input, before) => {
      await ensureExists(tx, 'vendors', input.preferredVendorId, 'preferredVendorId', 'vendor');
      await ensureExists(tx, 'storage_locations', input.locationId, 'locationId', 'stockLocation');
      if (before && before.unit !== input.unit) {
        const history = await one(
          tx,
          sql`select ((select count(*) from restocks where material_id = ${before.id})
                    + (select count(*) from recipes where material_id = ${before.id}))::int as n`,
          row({ n: int }),
        );
        if (history && history.n > 0)
          throw conflict('material.unitLocked', { name: before.name, unit: before.unit }, ['unit']);
      }
      await variant.beforeWrite?.(tx, input, before);
    },
    inUse: [
      { count: count('restocks'), rule: 'material.restocks', params: named },
      { count: count('usages'), rule: 'material.usages', params: named },
      { count: count('recipes'), rule: 'material.recipes', params: named },
      { count: count('purchase_order_lines'), rule: 'material.purchaseOrders', params: named },
      { count: count('transaction_packs'), rule: 'packaging.orders', params: named },
      { count: inStandingOrders, rule: 'packaging.standingOrders', params: named },
    ],
  });
}

const PACK_SCOPE = sql`m.packaging_type = 'pack'`;

const VARIANTS: Record<MaterialKind | 'pack', Variant> = {
  raw: {
    entity: 'material',
    kind: 'raw',
    values: () => ({ packaging_type: null, pack_price: null }),
  },
  packaging: {
    entity: 'material',
    name: 'packaging',
    kind: 'packaging',
    values: (input) => ({
      packaging_type: input.packagingType,
      pack_price: input.packagingType === 'pack' ? (input.packPrice ?? 0) : null,
    }),
    beforeWrite: async (tx, input, before) => {
      if (before?.packagingType !== 'pack' || input.packagingType === 'pack') return;
      const packs = await one(
        tx,
        sql`select count(*)::int as n from transaction_packs where material_id = ${before.id}`,
        row({ n: int }),
      );
      if (packs && packs.n > 0) {
        throw conflict('material.packInUse', { name: before.name, count: packs.n }, ['packagingType']);
      }
    },
  },
  pack: {
    entity: 'material',
    name: 'pack',
    kind: 'packaging',
    scope: PACK_SCOPE,
    values: (input) => ({ packaging_type: 'pack', pack_price: input.packPrice ?? 0 }),
  },
};

/** The raw materials or packaging materials, their stock as of `today`. */
export const materialsOf = (kind: MaterialKind, today: string) => materialResource(VARIANTS[kind], today);

/** The pack types (packaging of type pack), their stock as of `today`. */
export const packsOf = (today: string) => materialResource(VARIANTS.pack, today);
