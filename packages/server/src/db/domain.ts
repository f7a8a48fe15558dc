/**
 * The business tables of domain.md: catalogue, customers, materials with their lots, production, product stock
 * and sales. Money is integer rupiah (bigint), quantities numeric(14,3), business dates `date` in the company's
 * time zone. Stock never goes negative: the checks below hold it even against a faulty service.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema.js';

const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const version = { version: integer('version').notNull().default(1) };
const money = (name: string) => bigint(name, { mode: 'number' });
const qty = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });

export const UNITS = ['pcs', 'kg', 'gram', 'liter', 'ml', 'box', 'dus', 'pack', 'sak'] as const;
const unitCheck = (column: string) => sql.raw(`${column} in (${UNITS.map((u) => `'${u}'`).join(', ')})`);

// ---------- catalogue ----------

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    /** Stored image file name (uploads/categories). */
    image: text('image'),
    ...version,
    ...stamps,
  },
  (t) => [uniqueIndex('categories_name_lower').on(sql`lower(${t.name})`)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    image: text('image'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    price: money('price').notNull(),
    unit: text('unit').notNull(),
    minStock: qty('min_stock').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /**
     * Labour and overhead added to a production run's cost (HPP, migration 0018): `overheadCost` rupiah per unit made
     * (`overheadPer` 'unit') or per run ('run'). Copied onto each run when it is recorded or edited.
     */
    overheadCost: money('overhead_cost').notNull().default(0),
    overheadPer: text('overhead_per').notNull().default('unit'),
    /** Made in batches of this size: the production plan rounds up to it (migration 0036). Null: any qty. */
    batchSize: qty('batch_size'),
    /** The recipe's lines are per this many units, of which `recipeLossPct` % are expected lost (migration 0036). */
    recipeYield: qty('recipe_yield').notNull().default(1),
    recipeLossPct: numeric('recipe_loss_pct', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /**
     * What its label says (migration 0038, decision 054): the food permit (`pirt` P-IRT or `md` BPOM MD) and its
     * number, the halal certificate number, the net weight of a pack, and how it is kept (null: by the batch's stock).
     */
    permitKind: text('permit_kind'),
    permitNumber: text('permit_number'),
    halalNumber: text('halal_number'),
    netWeight: qty('net_weight'),
    netWeightUnit: text('net_weight_unit'),
    storageInstruction: text('storage_instruction'),
    /** Where its fresh and its frozen stock are put unless said otherwise (migration 0040). */
    freshLocationId: integer('fresh_location_id').references(() => storageLocations.id, {
      onDelete: 'set null',
    }),
    frozenLocationId: integer('frozen_location_id').references(() => storageLocations.id, {
      onDelete: 'set null',
    }),
    ...version,
    ...stamps,
  },
  (t) => [
    uniqueIndex('products_code_lower').on(sql`lower(${t.code})`),
    index('products_category').on(t.categoryId),
    check('products_price', sql`${t.price} >= 0`),
    check('products_min_stock', sql`${t.minStock} >= 0`),
    check('products_overhead', sql`${t.overheadCost} >= 0 and ${t.overheadPer} in ('unit', 'run')`),
    check('products_unit', unitCheck('unit')),
    check('products_permit', sql`(${t.permitKind} is null) = (${t.permitNumber} is null)`),
    check('products_net_weight', sql`(${t.netWeight} is null) = (${t.netWeightUnit} is null)`),
  ],
);

export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    phone: text('phone'),
    address: text('address'),
    ...version,
    ...stamps,
  },
  (t) => [uniqueIndex('vendors_name_lower').on(sql`lower(${t.name})`)],
);

// ---------- shipping and customers ----------

/**
 * Kemendagri regions (provinces `32`, regencies `32.73`, districts `32.73.05`), copied at start from the region
 * data package the server ships with, so that lists can show, search and sort by region names.
 */
export const regions = pgTable(
  'regions',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    parentCode: text('parent_code'),
  },
  (t) => [index('regions_parent').on(t.parentCode)],
);

export const ongkir = pgTable(
  'ongkir',
  {
    id: serial('id').primaryKey(),
    label: text('label').notNull(),
    price: money('price').notNull(),
    description: text('description'),
    ...version,
    ...stamps,
  },
  (t) => [
    uniqueIndex('ongkir_label_lower').on(sql`lower(${t.label})`),
    check('ongkir_price', sql`${t.price} >= 0`),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Normalised (see lib/phone.ts). */
    phone: text('phone'),
    category: text('category').notNull(),
    /** Kemendagri codes: `32`, `32.73`, `32.73.05`. */
    provinceCode: text('province_code'),
    regencyCode: text('regency_code'),
    districtCode: text('district_code'),
    address: text('address'),
    landmark: text('landmark'),
    ongkirId: integer('ongkir_id').references(() => ongkir.id, { onDelete: 'restrict' }),
    ...version,
    ...stamps,
  },
  (t) => [
    uniqueIndex('customers_phone')
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
    index('customers_name_lower').on(sql`lower(${t.name})`),
    // The order list (decision 017): sorted by customer, and searched by a substring of the name or the phone.
    index('customers_name_lower_id').on(sql`lower(${t.name})`, t.id),
    index('customers_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('customers_phone_digits_trgm').using(
      'gin',
      sql`(regexp_replace(${t.phone}, '[^0-9]', '', 'g')) gin_trgm_ops`,
    ),
    // The customer search (decision 021): one index per side of its UNION.
    index('customers_address_trgm').using('gin', t.address.op('gin_trgm_ops')),
    index('customers_landmark_trgm').using('gin', t.landmark.op('gin_trgm_ops')),
    index('customers_regency').on(t.regencyCode),
    index('customers_district').on(t.districtCode),
    index('customers_ongkir').on(t.ongkirId),
    index('customers_region').on(t.provinceCode, t.regencyCode),
    check('customers_category', sql`${t.category} in ('konsumen', 'distributor')`),
  ],
);

// ---------- materials (bahan baku and bahan kemasan) ----------

// ---------- storage (decision 056) ----------

/** "Lokasi Simpan": a freezer, a chiller or a dry store, with the temperatures it must stay within (migration 0040). */
export const storageLocations = pgTable(
  'storage_locations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** `freezer`, `chiller` or `dry`. */
    kind: text('kind').notNull(),
    minTemp: numeric('min_temp', { precision: 5, scale: 1, mode: 'number' }),
    maxTemp: numeric('max_temp', { precision: 5, scale: 1, mode: 'number' }),
    active: boolean('active').notNull().default(true),
    description: text('description'),
    ...version,
    ...stamps,
  },
  (t) => [
    uniqueIndex('storage_locations_name_lower').on(sql`lower(${t.name})`),
    check('storage_locations_kind', sql`${t.kind} in ('freezer', 'chiller', 'dry')`),
    check(
      'storage_locations_temps',
      sql`${t.minTemp} is null or ${t.maxTemp} is null or ${t.minTemp} <= ${t.maxTemp}`,
    ),
  ],
);

export const materials = pgTable(
  'materials',
  {
    id: serial('id').primaryKey(),
    /** `raw` (bahan baku) or `packaging` (bahan kemasan). */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    /** Reference price per unit. */
    unitPrice: money('unit_price').notNull().default(0),
    /** The restock threshold. */
    minStock: qty('min_stock').notNull().default(0),
    /** Packaging only: `consumable` (bags, labels) or `pack` (the box or tray an order is sold in). */
    packagingType: text('packaging_type'),
    /** A pack's price charged to the customer per pack. */
    packPrice: money('pack_price'),
    description: text('description'),
    /** Who it is usually bought from, and the least it is bought in (the plan's purchase orders, migration 0036). */
    preferredVendorId: integer('preferred_vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    minOrderQty: qty('min_order_qty'),
    /**
     * Halal (raw materials, migration 0041): `certified` (number, issuer BPJPH/LPPOM/other with its name, expiry, the
     * certificate's stored file), `notNeeded` (with the reason), or null (nothing known: a run needs the override).
     */
    halalStatus: text('halal_status'),
    halalNumber: text('halal_number'),
    halalIssuer: text('halal_issuer'),
    halalIssuerName: text('halal_issuer_name'),
    halalExpiry: date('halal_expiry', { mode: 'string' }),
    halalFile: text('halal_file'),
    halalReason: text('halal_reason'),
    /** Where its lots are put unless said otherwise (migration 0040). */
    locationId: integer('location_id').references(() => storageLocations.id, { onDelete: 'set null' }),
    ...version,
    ...stamps,
  },
  (t) => [
    index('materials_halal_expiry')
      .on(t.halalExpiry, t.id)
      .where(sql`${t.halalStatus} = 'certified'`),
    uniqueIndex('materials_kind_name_lower').on(t.kind, sql`lower(${t.name})`),
    check('materials_kind', sql`${t.kind} in ('raw', 'packaging')`),
    check(
      'materials_packaging_type',
      sql`(${t.kind} = 'raw' and ${t.packagingType} is null) or (${t.kind} = 'packaging' and ${t.packagingType} in ('consumable', 'pack'))`,
    ),
    check(
      'materials_pack_price',
      sql`${t.packPrice} is null or (${t.packagingType} = 'pack' and ${t.packPrice} >= 0)`,
    ),
    check('materials_unit', unitCheck('unit')),
    check('materials_amounts', sql`${t.unitPrice} >= 0 and ${t.minStock} >= 0`),
  ],
);

/** A restock (stock in) is one lot: `remaining` is what its later usages have not taken yet. */
export const restocks = pgTable(
  'restocks',
  {
    id: serial('id').primaryKey(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'restrict' }),
    /** Null for a stock-count correction. */
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'restrict' }),
    date: date('date', { mode: 'string' }).notNull(),
    qty: qty('qty').notNull(),
    unitPrice: money('unit_price').notNull(),
    total: money('total').notNull(),
    batchCode: text('batch_code'),
    expiryDate: date('expiry_date', { mode: 'string' }),
    note: text('note'),
    remaining: qty('remaining').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Recalled ("ditarik", migration 0037): used by nothing again; why and by whom. */
    recalledAt: timestamp('recalled_at', { withTimezone: true, mode: 'string' }),
    recallReason: text('recall_reason'),
    recalledBy: integer('recalled_by').references(() => users.id, { onDelete: 'set null' }),
    /** On a quality hold since (migration 0037): used by nothing until released. */
    heldAt: timestamp('held_at', { withTimezone: true, mode: 'string' }),
    /** Where it is kept (migration 0040): set on insert from the material's default by a trigger. */
    locationId: integer('location_id').references(() => storageLocations.id, { onDelete: 'set null' }),
    ...version,
    ...stamps,
  },
  (t) => [
    index('restocks_location_open')
      .on(t.locationId)
      .where(sql`${t.remaining} > 0`),
    index('restocks_held')
      .on(t.heldAt)
      .where(sql`${t.heldAt} is not null`),
    // Migration 0016 adds INCLUDE (qty, remaining, unit_price): a material's stock sums read the index alone.
    index('restocks_material_fefo').on(t.materialId, t.expiryDate, t.date, t.id),
    // The lots that still hold something, first-expiring first: what a usage takes from and what a material's
    // stock adds up. Migration 0011 adds INCLUDE (remaining) for an index-only sum.
    index('restocks_material_open')
      .on(t.materialId, t.expiryDate, t.date, t.id)
      .where(sql`${t.remaining} > 0`),
    index('restocks_vendor').on(t.vendorId),
    // Migration 0020 adds INCLUDE (material_id, qty, unit_price): a stock valuation's lots of part of a month.
    index('restocks_date').on(t.date),
    check('restocks_qty', sql`${t.qty} > 0 and ${t.unitPrice} >= 0 and ${t.total} >= 0`),
    check('restocks_remaining', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.qty}`),
    check('restocks_recall', sql`(${t.recalledAt} is null) = (${t.recallReason} is null)`),
  ],
);

/** Stock out: what a usage took, lot by lot, is in `usage_lots`. */
export const usages = pgTable(
  'usages',
  {
    id: serial('id').primaryKey(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'restrict' }),
    date: date('date', { mode: 'string' }).notNull(),
    qty: qty('qty').notNull(),
    note: text('note'),
    /** `manual`, `production`, `order`, `count` (stock count) or `waste`. */
    reason: text('reason').notNull().default('manual'),
    productionRunId: integer('production_run_id').references(() => productionRuns.id, {
      onDelete: 'cascade',
    }),
    transactionId: integer('transaction_id').references(() => transactions.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * What the usage took is worth, in rupiah: Σ over its lots of qty × the lot's unit price, rounded. Written with
     * the allocation (domains/stock/lots.ts) and by migration 0017's trigger when a lot's price is corrected.
     */
    value: bigint('value', { mode: 'number' }).notNull().default(0),
    ...version,
    ...stamps,
  },
  (t) => [
    // Migration 0016 adds INCLUDE (qty): the last 30 days' use per material from the index alone.
    index('usages_material').on(t.materialId, t.date),
    // Migration 0020 adds INCLUDE (material_id, qty, value): a stock valuation's usages of part of a month.
    index('usages_date').on(t.date),
    // Stok berisiko (decision 052): the last 28 days of use per material, demand only. Migration 0035 adds INCLUDE
    // (material_id, qty).
    index('usages_use_date')
      .on(t.date)
      .where(sql`${t.reason} in ('production', 'order', 'manual')`),
    uniqueIndex('usages_run_material')
      .on(t.productionRunId, t.materialId)
      .where(sql`${t.productionRunId} is not null`),
    index('usages_transaction').on(t.transactionId),
    check('usages_qty', sql`${t.qty} > 0`),
    check('usages_reason', sql`${t.reason} in ('manual', 'production', 'order', 'count', 'waste')`),
  ],
);

export const usageLots = pgTable(
  'usage_lots',
  {
    usageId: integer('usage_id')
      .notNull()
      .references(() => usages.id, { onDelete: 'cascade' }),
    restockId: integer('restock_id')
      .notNull()
      .references(() => restocks.id, { onDelete: 'restrict' }),
    qty: qty('qty').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.usageId, t.restockId] }),
    index('usage_lots_restock').on(t.restockId),
    check('usage_lots_qty', sql`${t.qty} > 0`),
  ],
);

// ---------- production and product stock ----------

/** Raw material per unit of product, pre-filling a production run's inputs. */
export const recipes = pgTable(
  'recipes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'restrict' }),
    qtyPerUnit: qty('qty_per_unit').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.materialId] }),
    check('recipes_qty', sql`${t.qtyPerUnit} > 0`),
  ],
);

export const productionRuns = pgTable(
  'production_runs',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    qty: qty('qty').notNull(),
    unit: text('unit').notNull(),
    /** qty × the product's price at the time. */
    value: money('value').notNull(),
    /** Σ of its usages' values (what its inputs took from the lots is worth): kept by migration 0018's triggers. */
    materialCost: money('material_cost').notNull().default(0),
    /** Labour and overhead: the product's `overheadCost` per unit × qty, or per run, when recorded or edited. */
    overheadCost: money('overhead_cost').notNull().default(0),
    /** The batch's expiry: the earliest of `expiryGiven` and the expiry dates of the lots taken (migration 0033). */
    expiryDate: date('expiry_date', { mode: 'string' }),
    /** The expiry the producer gave. */
    expiryGiven: date('expiry_given', { mode: 'string' }),
    /** The lot whose expiry set `expiryDate`, or null when the one given stands. */
    expiryCappedByLotId: integer('expiry_capped_by_lot_id').references(() => restocks.id, {
      onDelete: 'set null',
    }),
    note: text('note'),
    /**
     * `recorded` (its inputs taken, its batch made) or `planned` (the production plan: no usage, no batch, no cost,
     * read by nothing but the plan until started; migration 0036).
     */
    state: text('state').notNull().default('recorded'),
    /**
     * The halal override (migration 0041): who allowed the run although a material had no valid certificate on its
     * date, when, why, and which materials; null when none was needed.
     */
    halalOverride: jsonb('halal_override'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...version,
    ...stamps,
  },
  (t) => [
    index('production_runs_date').on(t.date),
    index('production_runs_planned')
      .on(t.date, t.productId)
      .where(sql`${t.state} = 'planned'`),
    index('production_runs_product').on(t.productId),
    index('production_runs_expiry_cap')
      .on(t.expiryCappedByLotId)
      .where(sql`${t.expiryCappedByLotId} is not null`),
    check('production_runs_qty', sql`${t.qty} > 0`),
  ],
);

/** Product stock, per batch and bucket; a run makes one batch (fresh = qty). */
export const productBatches = pgTable(
  'product_batches',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** Null for opening stock entered as an adjustment. */
    productionRunId: integer('production_run_id').references(() => productionRuns.id, {
      onDelete: 'restrict',
    }),
    date: date('date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    fresh: qty('fresh').notNull().default(0),
    frozen: qty('frozen').notNull().default(0),
    /**
     * Cost of one unit (HPP): its run's (material + overhead cost) ÷ qty, kept by migration 0018's triggers; for
     * opening stock, the cost of the product's latest run batch when it was entered (0 without one).
     */
    unitCost: numeric('unit_cost', { precision: 20, scale: 6, mode: 'number' }).notNull().default(0),
    /** What the label's QR names (migration 0037): 32 random hex digits, never the id. */
    publicCode: text('public_code')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** Recalled ("ditarik", migration 0037): taken by nothing again; why and by whom. */
    recalledAt: timestamp('recalled_at', { withTimezone: true, mode: 'string' }),
    recallReason: text('recall_reason'),
    recalledBy: integer('recalled_by').references(() => users.id, { onDelete: 'set null' }),
    /** On a quality hold since (migration 0037): taken by nothing until released. */
    heldAt: timestamp('held_at', { withTimezone: true, mode: 'string' }),
    /** Where its fresh and its frozen parts are kept (migration 0040): set on insert from the product's defaults. */
    freshLocationId: integer('fresh_location_id').references(() => storageLocations.id, {
      onDelete: 'set null',
    }),
    frozenLocationId: integer('frozen_location_id').references(() => storageLocations.id, {
      onDelete: 'set null',
    }),
    ...version,
    ...stamps,
  },
  (t) => [
    index('product_batches_fresh_location')
      .on(t.freshLocationId)
      .where(sql`${t.fresh} > 0`),
    index('product_batches_frozen_location')
      .on(t.frozenLocationId)
      .where(sql`${t.frozen} > 0`),
    index('product_batches_held')
      .on(t.heldAt)
      .where(sql`${t.heldAt} is not null`),
    index('product_batches_product').on(t.productId, t.date, t.id),
    // A product's batches holding stock, oldest first: what a sale takes from (planTake) and what can be sold
    // (availableStock). Migration 0011 adds INCLUDE (fresh, frozen, expiry_date) for an index-only read.
    index('product_batches_stocked_product')
      .on(t.productId, t.date, t.id)
      .where(sql`${t.fresh} > 0 or ${t.frozen} > 0`),
    // stock/list (decision 021): its sorts, ending in the id.
    index('product_batches_date_id').on(t.date, t.id),
    index('product_batches_stocked_date_id')
      .on(t.date, t.id)
      .where(sql`${t.fresh} > 0 or ${t.frozen} > 0`),
    index('product_batches_expiry_asc').on(t.expiryDate.asc().nullsLast(), t.id),
    index('product_batches_expiry_desc').on(t.expiryDate.desc().nullsLast(), t.id.desc()),
    uniqueIndex('product_batches_run')
      .on(t.productionRunId)
      .where(sql`${t.productionRunId} is not null`),
    check('product_batches_stock', sql`${t.fresh} >= 0 and ${t.frozen} >= 0`),
    uniqueIndex('product_batches_public_code').on(t.publicCode),
    check('product_batches_recall', sql`(${t.recalledAt} is null) = (${t.recallReason} is null)`),
  ],
);

/** Every change of product stock: batch, bucket, ± qty, why, and what caused it. */
export const productLedger = pgTable(
  'product_ledger',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => productBatches.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    bucket: text('bucket').notNull(),
    qty: qty('qty').notNull(),
    /** `production`, `opening`, `count`, `waste`, `move`, `sale`, `return`. */
    reason: text('reason').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note'),
    productionRunId: integer('production_run_id').references(() => productionRuns.id, {
      onDelete: 'set null',
    }),
    transactionId: integer('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_ledger_product').on(t.productId, t.at),
    index('product_ledger_batch').on(t.batchId),
    // Stock valuation at a date (report/getValuation): the moves of part of a month, per batch, from the index
    // alone. Migration 0020 adds INCLUDE (batch_id, product_id, bucket, qty).
    index('product_ledger_date').on(t.date),
    // Stok berisiko (decision 052): the last 28 days of sales per product. Migration 0035 adds INCLUDE (product_id, qty).
    index('product_ledger_use_date')
      .on(t.date)
      .where(sql`${t.reason} in ('sale', 'return')`),
    check('product_ledger_bucket', sql`${t.bucket} in ('fresh', 'frozen')`),
    check('product_ledger_qty', sql`${t.qty} <> 0`),
    check(
      'product_ledger_reason',
      sql`${t.reason} in ('production', 'opening', 'count', 'waste', 'move', 'sale', 'return')`,
    ),
  ],
);

// ---------- sales ----------

/**
 * What each product's stock changed by in a month, and what that change is worth at its batches' unit costs: Σ of its
 * ledger rows of the month (fresh, frozen) and of qty × the batch's unit cost (decision 040). Kept by migration 0020's
 * triggers on `product_ledger` and on `product_batches.unit_cost`, in the transaction of every write;
 * `rebuild_stock_value_months()` makes it again after a bulk load. The stock valuation at a day adds up the months
 * before it and reads the ledger of part of one month only.
 */
export const productValueMonths = pgTable(
  'product_value_months',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    fresh: numeric('fresh', { precision: 16, scale: 3, mode: 'number' }).notNull().default(0),
    frozen: numeric('frozen', { precision: 16, scale: 3, mode: 'number' }).notNull().default(0),
    value: numeric('value', { precision: 24, scale: 6, mode: 'number' }).notNull().default(0),
  },
  // Migration 0020 adds INCLUDE (product_id, fresh, frozen, value) to the month index: the months before a day from it.
  (t) => [primaryKey({ columns: [t.productId, t.month] }), index('product_value_months_month').on(t.month)],
);

/**
 * `product_value_months` added up per year (`year` is its 1 January), by the same triggers: a day far from its
 * year's start reads a few years' rows and at most six months' rather than every month before it (decision 040).
 */
export const productValueYears = pgTable(
  'product_value_years',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    year: date('year', { mode: 'string' }).notNull(),
    fresh: numeric('fresh', { precision: 16, scale: 3, mode: 'number' }).notNull().default(0),
    frozen: numeric('frozen', { precision: 16, scale: 3, mode: 'number' }).notNull().default(0),
    value: numeric('value', { precision: 24, scale: 6, mode: 'number' }).notNull().default(0),
  },
  // Migration 0020 adds INCLUDE (product_id, fresh, frozen, value) to the year index.
  (t) => [primaryKey({ columns: [t.productId, t.year] }), index('product_value_years_year').on(t.year)],
);

/**
 * Per material and month: Σ of its lots dated in the month (qty, qty × unit price) less Σ of its usages (qty, value)
 * (decision 040). Kept by migration 0020's triggers on `restocks` and `usages`; `rebuild_stock_value_months()` makes
 * it again after a bulk load.
 */
export const materialValueMonths = pgTable(
  'material_value_months',
  {
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    qty: numeric('qty', { precision: 16, scale: 3, mode: 'number' }).notNull().default(0),
    value: numeric('value', { precision: 24, scale: 6, mode: 'number' }).notNull().default(0),
  },
  // Migration 0020 adds INCLUDE (material_id, qty, value) to the month index.
  (t) => [primaryKey({ columns: [t.materialId, t.month] }), index('material_value_months_month').on(t.month)],
);

/** The last order number of each business day, for `TRX-YYYYMMDD-NNNN` without duplicates. */
export const transactionCounters = pgTable('transaction_counters', {
  day: date('day', { mode: 'string' }).primaryKey(),
  last: integer('last').notNull(),
});

export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliveryTime: time('delivery_time'),
    payment: text('payment').notNull().default('unpaid'),
    packing: text('packing').notNull().default('unpacked'),
    delivery: text('delivery').notNull().default('pending'),
    /** The day the order was packed: its fresh lines were taken from batches made by then. Null while unpacked. */
    packedDate: date('packed_date', { mode: 'string' }),
    /** A copy of the customer's bracket price when the order was made. */
    ongkir: money('ongkir').notNull().default(0),
    itemSubtotal: money('item_subtotal').notNull(),
    packagingSubtotal: money('packaging_subtotal').notNull(),
    total: money('total').notNull(),
    itemCount: qty('item_count').notNull(),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...version,
    ...stamps,
  },
  (t) => [
    uniqueIndex('transactions_number').on(t.number),
    // The order list (decision 017): each sort and state filter ends in the id, for keyset pages from either end.
    index('transactions_date_id').on(t.date, t.id),
    index('transactions_customer_date_id').on(t.customerId, t.date, t.id),
    index('transactions_delivery_date_id').on(t.delivery, t.date, t.id),
    index('transactions_payment_date_id').on(t.payment, t.date, t.id),
    index('transactions_packing_date_id').on(t.packing, t.date, t.id),
    index('transactions_total_id').on(t.total, t.id),
    index('transactions_updated_id').on(t.updatedAt, t.id),
    index('transactions_delivery_day_asc').on(t.deliveryDate.asc().nullsLast(), t.id),
    index('transactions_delivery_day_desc').on(t.deliveryDate.desc().nullsLast(), t.id.desc()),
    index('transactions_number_trgm').using('gin', t.number.op('gin_trgm_ops')),
    index('transactions_note_trgm').using('gin', t.note.op('gin_trgm_ops')),
    check('transactions_payment', sql`${t.payment} in ('paid', 'unpaid')`),
    check('transactions_packing', sql`${t.packing} in ('packed', 'unpacked')`),
    check('transactions_delivery_state', sql`${t.delivery} in ('pending', 'delivered')`),
    check('transactions_packed_date', sql`(${t.packing} = 'packed') = (${t.packedDate} is not null)`),
    index('transactions_date_payment').on(t.date, t.payment),
    check(
      'transactions_amounts',
      sql`${t.ongkir} >= 0 and ${t.itemSubtotal} >= 0 and ${t.packagingSubtotal} >= 0 and ${t.total} >= 0`,
    ),
  ],
);

/**
 * Orders, their total and item count per day and state: the order list's unfiltered and date-filtered figures
 * (decision 017). Kept by the trigger `transactions_state_days` in the transaction of every write to `transactions`;
 * `rebuild_transaction_state_days()` makes it again after a bulk load.
 */
export const transactionStateDays = pgTable(
  'transaction_state_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    payment: text('payment').notNull(),
    packing: text('packing').notNull(),
    delivery: text('delivery').notNull(),
    orders: integer('orders').notNull(),
    total: money('total').notNull(),
    itemCount: numeric('item_count', { precision: 16, scale: 3, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'transaction_state_days_pk', columns: [t.day, t.payment, t.packing, t.delivery] }),
  ],
);

/**
 * The same per product: the orders holding a product (one line or more), their total and item count per day and
 * state, for the order list filtered by product (decision 035). An order counts once under each of its products.
 * Kept by triggers on `transactions` (its states, date or amounts change; before it is deleted) and on
 * `transaction_lines` (an order gains or loses its last line of a product), in the transaction of every write;
 * `rebuild_transaction_product_days()` makes it again after a bulk load.
 */
export const transactionProductDays = pgTable(
  'transaction_product_days',
  {
    productId: integer('product_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    payment: text('payment').notNull(),
    packing: text('packing').notNull(),
    delivery: text('delivery').notNull(),
    orders: integer('orders').notNull(),
    total: money('total').notNull(),
    itemCount: numeric('item_count', { precision: 16, scale: 3, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'transaction_product_days_pk',
      columns: [t.productId, t.day, t.payment, t.packing, t.delivery],
    }),
  ],
);

/**
 * Per product: its batches, those with stock, and the fresh and frozen they hold (decision 021), for the count and
 * totals of stock/list without a search, bucket or date filter. Kept by a trigger on `product_batches` in the
 * transaction of every write (migration 0010); `rebuild_product_stock_totals()` makes it again after a bulk load.
 */
export const productStockTotals = pgTable('product_stock_totals', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  batches: integer('batches').notNull(),
  stocked: integer('stocked').notNull(),
  fresh: numeric('fresh', { precision: 16, scale: 3, mode: 'number' }).notNull(),
  frozen: numeric('frozen', { precision: 16, scale: 3, mode: 'number' }).notNull(),
});

/** A pack of an order: a `pack` material × count, with its lines. */
export const transactionPacks = pgTable(
  'transaction_packs',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'restrict' }),
    count: integer('count').notNull(),
    /** Copied from the pack material when the order was made. */
    packPrice: money('pack_price').notNull(),
    subtotal: money('subtotal').notNull(),
  },
  (t) => [
    index('transaction_packs_transaction').on(t.transactionId),
    // What a line's (pack, order) refers to: the order id a line carries is its pack's, by constraint.
    uniqueIndex('transaction_packs_id_transaction').on(t.id, t.transactionId),
    check('transaction_packs_count', sql`${t.count} > 0`),
  ],
);

export const transactionLines = pgTable(
  'transaction_lines',
  {
    id: serial('id').primaryKey(),
    packId: integer('pack_id').notNull(),
    /**
     * The pack's order, copied when the line is written and held to it by the (pack, order) foreign key: the order
     * list's product filter reads a product's orders from `transaction_lines_product_order` alone, without joining
     * every pack (docs/decisions/028-product-filter-stock-table-and-order-writes.md).
     */
    transactionId: integer('transaction_id').notNull(),
    position: integer('position').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    bucket: text('bucket').notNull(),
    qtyPerPack: qty('qty_per_pack').notNull(),
    /** Copied from the product when the order was made. */
    unitPrice: money('unit_price').notNull(),
  },
  (t) => [
    index('transaction_lines_pack').on(t.packId),
    index('transaction_lines_product_order').on(t.productId, t.transactionId),
    foreignKey({
      name: 'transaction_lines_pack_order_fk',
      columns: [t.packId, t.transactionId],
      foreignColumns: [transactionPacks.id, transactionPacks.transactionId],
    }).onDelete('cascade'),
    check('transaction_lines_bucket', sql`${t.bucket} in ('fresh', 'frozen')`),
    check('transaction_lines_qty', sql`${t.qtyPerPack} > 0 and ${t.unitPrice} >= 0`),
  ],
);

/** What an order took from each product batch, so that a delete or an edit returns exactly that. */
export const transactionBatches = pgTable(
  'transaction_batches',
  {
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => transactionLines.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => productBatches.id, { onDelete: 'restrict' }),
    bucket: text('bucket').notNull(),
    qty: qty('qty').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lineId, t.batchId, t.bucket] }),
    index('transaction_batches_transaction').on(t.transactionId),
    index('transaction_batches_batch').on(t.batchId),
    check('transaction_batches_qty', sql`${t.qty} > 0`),
  ],
);

// ---------- returns ----------

/**
 * Goods that came back after delivery (retur): a record against a delivered order, on its own date, with a reason.
 * Its lines say how much of which order line came back and where it went (a bucket, or waste); its value is what it
 * takes off the order's sales on that date.
 */
export const transactionReturns = pgTable(
  'transaction_returns',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'restrict' }),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    /** Σ of the lines' values: qty × the order line's unit price. */
    value: money('value').notNull(),
    itemCount: qty('item_count').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...stamps,
  },
  (t) => [
    index('transaction_returns_transaction').on(t.transactionId),
    index('transaction_returns_date').on(t.date, t.id),
    check('transaction_returns_amounts', sql`${t.value} >= 0 and ${t.itemCount} > 0`),
  ],
);

export const transactionReturnLines = pgTable(
  'transaction_return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => transactionReturns.id, { onDelete: 'cascade' }),
    /** Restrict: an order line with returns cannot be rewritten (a delivered order's packs do not change). */
    lineId: integer('line_id')
      .notNull()
      .references(() => transactionLines.id, { onDelete: 'restrict' }),
    qty: qty('qty').notNull(),
    /** `fresh` or `frozen`: back into that bucket of the batches the line came from; `waste`: written off. */
    destination: text('destination').notNull(),
    value: money('value').notNull(),
  },
  (t) => [
    index('transaction_return_lines_return').on(t.returnId),
    index('transaction_return_lines_line').on(t.lineId),
    check('transaction_return_lines_qty', sql`${t.qty} > 0 and ${t.value} >= 0`),
    check('transaction_return_lines_destination', sql`${t.destination} in ('fresh', 'frozen', 'waste')`),
  ],
);

/** What a return line put back into each batch, so that deleting the return takes exactly that out again. */
export const transactionReturnBatches = pgTable(
  'transaction_return_batches',
  {
    returnLineId: integer('return_line_id')
      .notNull()
      .references(() => transactionReturnLines.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => productBatches.id, { onDelete: 'restrict' }),
    bucket: text('bucket').notNull(),
    qty: qty('qty').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.returnLineId, t.batchId] }),
    index('transaction_return_batches_batch').on(t.batchId),
    check('transaction_return_batches_bucket', sql`${t.bucket} in ('fresh', 'frozen')`),
    check('transaction_return_batches_qty', sql`${t.qty} > 0`),
  ],
);

// ---------- report summaries (decision 018) ----------

/**
 * Sums for the reports and the dashboard per period: `grain` 'd' (period = the day), 'm' (its month's first day) or
 * 'y' (its year's first day), so that any period reads whole years, whole months and the days at its ends. Kept by
 * the services in the transaction of each write (domains/books/reportSummaries.ts); `rebuild_report_summaries()`
 * (migration 0008) recomputes them. A row whose counts are all zero is deleted.
 */
const grainKey = {
  grain: text('grain').notNull(),
  period: date('period', { mode: 'string' }).notNull(),
};
const sum = (name: string) => numeric(name, { mode: 'number' });

/**
 * Orders and returns per period and payment state (returns by their own date, under their order's state); payment
 * `*` holds both states, so that a period without a payment filter is one row per key.
 */
export const salesSummary = pgTable(
  'sales_summary',
  {
    ...grainKey,
    payment: text('payment').notNull(),
    orders: integer('orders').notNull(),
    items: sum('items').notNull(),
    itemRevenue: money('item_revenue').notNull(),
    packaging: money('packaging').notNull(),
    ongkir: money('ongkir').notNull(),
    total: money('total').notNull(),
    returnCount: integer('return_count').notNull(),
    returnItems: sum('return_items').notNull(),
    returnValue: money('return_value').notNull(),
    /** Cost of goods (HPP) of its orders (lines and packs), and what their returns gave back. */
    cost: money('cost').notNull().default(0),
    returnCost: money('return_cost').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'sales_summary_pk', columns: [t.grain, t.period, t.payment] }),
    check('sales_summary_grain', sql`${t.grain} in ('d', 'm', 'y')`),
  ],
);

/** The same per customer. */
export const salesCustomerSummary = pgTable(
  'sales_customer_summary',
  {
    ...grainKey,
    payment: text('payment').notNull(),
    customerId: integer('customer_id').notNull(),
    orders: integer('orders').notNull(),
    items: sum('items').notNull(),
    total: money('total').notNull(),
    returnCount: integer('return_count').notNull(),
    returnItems: sum('return_items').notNull(),
    returnValue: money('return_value').notNull(),
    ongkir: money('ongkir').notNull().default(0),
    cost: money('cost').notNull().default(0),
    returnCost: money('return_cost').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'sales_customer_summary_pk', columns: [t.grain, t.period, t.payment, t.customerId] }),
    // A single period's top customers in amount order, and those with returns by returned value.
    index('sales_customer_summary_total').on(t.grain, t.period, t.payment, t.total),
    // The margin report's read of a period per customer (migration 0018 adds INCLUDE of its sums: index-only).
    index('sales_customer_summary_margin').on(t.grain, t.period, t.payment),
    index('sales_customer_summary_returned')
      .on(t.grain, t.period, t.payment, t.returnValue)
      .where(sql`${t.returnCount} > 0`),
    check('sales_customer_summary_grain', sql`${t.grain} in ('d', 'm', 'y')`),
  ],
);

/** Order lines (qty = qty per pack × packs; revenue rounded per line) and return lines per product and bucket. */
export const salesProductSummary = pgTable(
  'sales_product_summary',
  {
    ...grainKey,
    payment: text('payment').notNull(),
    productId: integer('product_id').notNull(),
    bucket: text('bucket').notNull(),
    lines: integer('lines').notNull(),
    qty: sum('qty').notNull(),
    revenue: money('revenue').notNull(),
    returnLines: integer('return_lines').notNull(),
    returnQty: sum('return_qty').notNull(),
    returnValue: money('return_value').notNull(),
    cost: money('cost').notNull().default(0),
    returnCost: money('return_cost').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'sales_product_summary_pk',
      columns: [t.grain, t.period, t.payment, t.productId, t.bucket],
    }),
    index('sales_product_summary_revenue').on(t.grain, t.period, t.payment, t.revenue),
    // The margin report's read of a period per product (migration 0018 adds INCLUDE of its sums: index-only).
    index('sales_product_summary_margin').on(t.grain, t.period, t.payment),
    index('sales_product_summary_returned')
      .on(t.grain, t.period, t.payment, t.returnValue)
      .where(sql`${t.returnLines} > 0`),
    check('sales_product_summary_grain', sql`${t.grain} in ('d', 'm', 'y')`),
  ],
);

/** Restocks per kind: purchases (with a vendor) apart from stock corrections (without). */
export const expenseSummary = pgTable(
  'expense_summary',
  {
    ...grainKey,
    kind: text('kind').notNull(),
    purchase: boolean('purchase').notNull(),
    restocks: integer('restocks').notNull(),
    total: money('total').notNull(),
  },
  (t) => [
    primaryKey({ name: 'expense_summary_pk', columns: [t.grain, t.period, t.kind, t.purchase] }),
    check('expense_summary_grain', sql`${t.grain} in ('d', 'm', 'y')`),
  ],
);

// ---------- storage moves, temperatures and quality holds (decision 056, migration 0040) ----------

/** A lot, or one bucket of a batch, moved whole from one location to another. */
export const stockLocationMoves = pgTable(
  'stock_location_moves',
  {
    id: serial('id').primaryKey(),
    restockId: integer('restock_id').references(() => restocks.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id').references(() => productBatches.id, { onDelete: 'cascade' }),
    bucket: text('bucket'),
    qty: qty('qty').notNull(),
    fromLocationId: integer('from_location_id').references(() => storageLocations.id, {
      onDelete: 'set null',
    }),
    toLocationId: integer('to_location_id').references(() => storageLocations.id, { onDelete: 'set null' }),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_location_moves_from').on(t.fromLocationId, t.at),
    index('stock_location_moves_to').on(t.toLocationId, t.at),
    index('stock_location_moves_restock')
      .on(t.restockId)
      .where(sql`${t.restockId} is not null`),
    index('stock_location_moves_batch')
      .on(t.batchId)
      .where(sql`${t.batchId} is not null`),
    check('stock_location_moves_qty', sql`${t.qty} > 0`),
    check('stock_location_moves_bucket', sql`${t.bucket} in ('fresh', 'frozen')`),
    check(
      'stock_location_moves_what',
      sql`(${t.restockId} is not null and ${t.batchId} is null and ${t.bucket} is null) or (${t.restockId} is null and ${t.batchId} is not null and ${t.bucket} is not null)`,
    ),
  ],
);

/** A temperature reading of a location, by hand or from a logger's file; one per location and moment. */
export const temperatureReadings = pgTable(
  'temperature_readings',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => storageLocations.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
    celsius: numeric('celsius', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    /** `manual` or `import`. */
    source: text('source').notNull().default('manual'),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('temperature_readings_location_at').on(t.locationId, t.at),
    check('temperature_readings_celsius', sql`${t.celsius} between -80 and 80`),
    check('temperature_readings_source', sql`${t.source} in ('manual', 'import')`),
  ],
);

/** A hold on a location's stock: a reading outside its limits (`limit`) or too long without one (`gap`). */
export const stockHolds = pgTable(
  'stock_holds',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => storageLocations.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    readingId: integer('reading_id').references(() => temperatureReadings.id, { onDelete: 'set null' }),
    celsius: numeric('celsius', { precision: 5, scale: 1, mode: 'number' }),
    lastReadingAt: timestamp('last_reading_at', { withTimezone: true, mode: 'string' }),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('stock_holds_open_location')
      .on(t.locationId)
      .where(sql`${t.closedAt} is null`),
    index('stock_holds_location').on(t.locationId, t.openedAt),
    check('stock_holds_reason', sql`${t.reason} in ('limit', 'gap')`),
  ],
);

/** A lot or batch a hold took, and what QC decided for it ("Rilis QC"): accepted or discarded, with a note. */
export const stockHoldItems = pgTable(
  'stock_hold_items',
  {
    id: serial('id').primaryKey(),
    holdId: integer('hold_id')
      .notNull()
      .references(() => stockHolds.id, { onDelete: 'cascade' }),
    restockId: integer('restock_id').references(() => restocks.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id').references(() => productBatches.id, { onDelete: 'cascade' }),
    /** Null while undecided; `accept` or `discard`. */
    decision: text('decision'),
    note: text('note'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('stock_hold_items_open_restock')
      .on(t.holdId, t.restockId)
      .where(sql`${t.decision} is null and ${t.restockId} is not null`),
    uniqueIndex('stock_hold_items_open_batch')
      .on(t.holdId, t.batchId)
      .where(sql`${t.decision} is null and ${t.batchId} is not null`),
    index('stock_hold_items_hold').on(t.holdId),
    index('stock_hold_items_restock')
      .on(t.restockId)
      .where(sql`${t.restockId} is not null`),
    index('stock_hold_items_batch')
      .on(t.batchId)
      .where(sql`${t.batchId} is not null`),
    check('stock_hold_items_decision', sql`${t.decision} in ('accept', 'discard')`),
    check('stock_hold_items_what', sql`(${t.restockId} is null) <> (${t.batchId} is null)`),
    check(
      'stock_hold_items_decided',
      sql`(${t.decision} is null) = (${t.decidedAt} is null) and (${t.decision} is null or ${t.note} is not null)`,
    ),
  ],
);
