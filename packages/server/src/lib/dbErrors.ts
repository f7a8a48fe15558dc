import { AppError, type ErrorCode } from './errors.js';

/**
 * Database errors, in one place: the PostgreSQL error inside whatever wraps it (Drizzle's DrizzleQueryError
 * carries it in `cause`, with the query and its parameters in its own message), the constraint names of the
 * schema mapped to the field and Indonesian message a client sees, and the errors that mean "the database
 * cannot be reached right now" (503).
 */

export interface PgError {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  detail?: string;
  message: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** Every error in a `cause` chain, the outer one first. */
export function causes(err: unknown): unknown[] {
  const out: unknown[] = [];
  let current: unknown = err;
  while (current && typeof current === 'object' && out.length < 8 && !out.includes(current)) {
    out.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return out;
}

/** The PostgreSQL error (with a SQLSTATE code) in the chain, if any. */
export function pgErrorOf(err: unknown): PgError | undefined {
  for (const e of causes(err)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return e as PgError;
  }
  return undefined;
}

/** The constraint an insert or update violated (class 23), if that is what failed. */
export function violatedConstraint(err: unknown): string | undefined {
  const pg = pgErrorOf(err);
  return pg?.code.startsWith('23') ? pg.constraint : undefined;
}

/** A database error carries the query and its parameters somewhere: it must never be logged as it is. */
export function isDatabaseError(err: unknown): boolean {
  return causes(err).some(
    (e) =>
      pgErrorOf(e) !== undefined ||
      (e as { query?: unknown }).query !== undefined ||
      isUnavailableOne(e) ||
      e instanceof PoolBusyError,
  );
}

interface ConstraintInfo {
  field: string;
  /** Duplicate (unique) or missing reference (foreign key, from the referencing side). */
  message: string;
  /** A foreign key refusing a delete of a row still in use. */
  inUse?: string;
}

/** Every named constraint of the schema that a client's input can violate. */
export const CONSTRAINTS: Record<string, ConstraintInfo> = {
  users_email_lower: { field: 'email', message: 'Email sudah dipakai pengguna lain.' },
  users_name_lower: { field: 'name', message: 'Nama sudah dipakai pengguna lain.' },
  auth_groups_name_lower: { field: 'name', message: 'Nama grup sudah dipakai.' },
  positions_code_lower: { field: 'code', message: 'Kode sudah dipakai.' },
  menus_sibling_name: { field: 'name', message: 'Nama menu sudah dipakai di tingkat yang sama.' },
  menus_url: { field: 'url', message: 'URL sudah dipakai menu lain.' },
  group_menus_group_id_menu_id_pk: { field: 'menus', message: 'Menu tidak boleh muncul dua kali.' },
  group_users_group_id_user_id_pk: { field: 'userIds', message: 'Pengguna tidak boleh muncul dua kali.' },
  users_position_id_positions_id_fk: {
    field: 'positionId',
    message: 'Jabatan tidak ditemukan.',
    inUse: 'Jabatan masih dipakai oleh pengguna.',
  },
  group_menus_menu_id_menus_id_fk: { field: 'menus', message: 'Menu tidak ditemukan.' },
  group_menus_group_id_auth_groups_id_fk: { field: 'id', message: 'Grup otorisasi tidak ditemukan.' },
  group_users_user_id_users_id_fk: { field: 'userIds', message: 'Pengguna tidak ditemukan.' },
  group_users_group_id_auth_groups_id_fk: { field: 'groupIds', message: 'Grup otorisasi tidak ditemukan.' },
  menus_parent_id_menus_id_fk: { field: 'parentId', message: 'Menu induk tidak ditemukan.' },
  sessions_user_id_users_id_fk: { field: 'id', message: 'Pengguna tidak ditemukan.' },
  products_category_id_categories_id_fk: {
    field: 'categoryId',
    message: 'Kategori tidak ditemukan.',
    inUse: 'Kategori masih dipakai oleh produk.',
  },
  customers_ongkir_id_ongkir_id_fk: {
    field: 'ongkirId',
    message: 'Ongkir tidak ditemukan.',
    inUse: 'Ongkir masih dipakai oleh customer.',
  },
  customers_phone: { field: 'phone', message: 'Nomor ini sudah dipakai customer lain.' },
  // Stock (issue 10): the services check these first; the constraints hold them against a race or a faulty caller.
  materials_kind_name_lower: { field: 'name', message: 'Nama bahan sudah dipakai.' },
  restocks_material_id_materials_id_fk: {
    field: 'materialId',
    message: 'Bahan tidak ditemukan.',
    inUse: 'Bahan ini sudah memiliki restock.',
  },
  restocks_vendor_id_vendors_id_fk: {
    field: 'vendorId',
    message: 'Vendor tidak ditemukan.',
    inUse: 'Vendor ini tercatat di restock.',
  },
  usages_material_id_materials_id_fk: {
    field: 'materialId',
    message: 'Bahan tidak ditemukan.',
    inUse: 'Bahan ini sudah memiliki penggunaan.',
  },
  usage_lots_restock_id_restocks_id_fk: {
    field: 'id',
    message: 'Lot tidak ditemukan.',
    inUse: 'Lot ini sudah dipakai.',
  },
  recipes_material_id_materials_id_fk: {
    field: 'materialId',
    message: 'Bahan tidak ditemukan.',
    inUse: 'Bahan ini dipakai di resep.',
  },
  restocks_remaining: {
    field: 'qty',
    message: 'Stok lot tidak boleh kurang dari nol atau melebihi jumlahnya.',
  },
  product_batches_stock: { field: 'qty', message: 'Stok batch tidak boleh kurang dari nol.' },
  product_batches_product_id_products_id_fk: {
    field: 'productId',
    message: 'Produk tidak ditemukan.',
    inUse: 'Produk ini masih memiliki batch stok.',
  },
  production_runs_product_id_products_id_fk: {
    field: 'productId',
    message: 'Produk tidak ditemukan.',
    inUse: 'Produk ini sudah diproduksi.',
  },
  product_batches_production_run_id_production_runs_id_fk: {
    field: 'id',
    message: 'Produksi tidak ditemukan.',
    inUse: 'Batch produksi ini masih ada.',
  },
  product_ledger_product_id_products_id_fk: {
    field: 'productId',
    message: 'Produk tidak ditemukan.',
    inUse: 'Produk ini sudah memiliki riwayat stok.',
  },
  // Sales (issue 11).
  transactions_customer_id_customers_id_fk: {
    field: 'customerId',
    message: 'Customer tidak ditemukan.',
    inUse: 'Customer ini sudah memiliki transaksi.',
  },
  transaction_lines_product_id_products_id_fk: {
    field: 'productId',
    message: 'Produk tidak ditemukan.',
    inUse: 'Produk ini sudah dijual dalam transaksi.',
  },
  transaction_packs_material_id_materials_id_fk: {
    field: 'materialId',
    message: 'Kemasan tidak ditemukan.',
    inUse: 'Kemasan ini sudah dipakai dalam transaksi.',
  },
  transaction_batches_batch_id_product_batches_id_fk: {
    field: 'batchId',
    message: 'Batch tidak ditemukan.',
    inUse: 'Batch ini sudah diambil transaksi.',
  },
  // Returns (issue 15): what came back after delivery stays tied to the order, its lines and batches.
  transaction_returns_transaction_id_transactions_id_fk: {
    field: 'transactionId',
    message: 'Transaksi tidak ditemukan.',
    inUse: 'Transaksi ini memiliki retur; hapus returnya dulu.',
  },
  transaction_return_lines_line_id_transaction_lines_id_fk: {
    field: 'lines',
    message: 'Baris transaksi tidak ditemukan.',
    inUse: 'Baris transaksi ini sudah diretur.',
  },
  transaction_return_batches_batch_id_product_batches_id_fk: {
    field: 'batchId',
    message: 'Batch tidak ditemukan.',
    inUse: 'Batch ini menerima barang retur.',
  },
};

/** Adds the constraints a resource declares (the CRUD kit's unique fields) to the map above. */
export function registerConstraint(name: string, info: ConstraintInfo): void {
  CONSTRAINTS[name] ??= info;
}

const DATA_CODES: Record<string, [number, ErrorCode, string]> = {
  '22001': [422, 'validation.maxLength', 'Teks terlalu panjang.'],
  '22003': [422, 'request.numberOutOfRange', 'Angka di luar batas.'],
  '22P02': [422, 'validation.invalid', 'Nilai tidak valid.'],
  '22007': [422, 'validation.format', 'Tanggal tidak valid.'],
  '22008': [422, 'validation.invalid', 'Tanggal di luar batas.'],
  '40001': [409, 'record.busy', 'Data sedang diubah oleh proses lain. Coba lagi.'],
  '40P01': [409, 'record.busy', 'Data sedang diubah oleh proses lain. Coba lagi.'],
};

const withField = (status: number, code: ErrorCode, field: string | undefined, message: string) =>
  new AppError(status, code, message, field ? { errors: { [field]: [message] }, params: { field } } : {});

/**
 * The client error a refused write means: a unique violation → 409, a check or a missing reference → 422,
 * a delete of a row still referenced → 409, each with its field; undefined when it is not a client's error.
 */
export function clientErrorOf(err: unknown): AppError | undefined {
  const pg = pgErrorOf(err);
  if (!pg) return undefined;
  const info = pg.constraint ? CONSTRAINTS[pg.constraint] : undefined;
  switch (pg.code) {
    case '23505':
    case '23P01':
      return withField(409, 'name.duplicate', info?.field, info?.message ?? 'Data yang sama sudah ada.');
    case '23503': {
      // The referenced side: PostgreSQL says the key "is still referenced" (a delete or key change of a row in use).
      const stillUsed = /still referenced/i.test(pg.detail ?? '') || /^update or delete on/i.test(pg.message);
      if (stillUsed)
        return new AppError(409, 'record.inUse', info?.inUse ?? 'Data ini masih dipakai oleh data lain.');
      return withField(
        422,
        'reference.notFound',
        info?.field,
        info?.message ?? 'Data yang dirujuk tidak ditemukan.',
      );
    }
    case '23514':
      return withField(
        422,
        'validation.field',
        info?.field,
        info?.message ?? 'Nilai tidak memenuhi aturan data.',
      );
    case '23502':
      return withField(422, 'validation.required', pg.column, 'Wajib diisi.');
  }
  const data = DATA_CODES[pg.code];
  return data ? new AppError(data[0], data[1], data[2]) : undefined;
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ECONNABORTED',
]);
// node-postgres and pg-pool say these in words, without a code.
const DRIVER_MESSAGES =
  /Connection terminated|connection timeout|timeout expired|Query read timeout|timeout exceeded when trying to connect|is not queryable|Client was closed|Connection ended/i;

function isUnavailableOne(e: unknown): boolean {
  if (!e || typeof e !== 'object') return false;
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return true;
    // connection exceptions, admin/crash shutdown, cannot connect now, statement timeout, too many connections
    if (SQLSTATE.test(code))
      return code.startsWith('08') || ['57P01', '57P02', '57P03', '57014', '53300'].includes(code);
  }
  // Only the driver's own errors, never a wrapper whose message quotes a query.
  const message = (e as { message?: unknown }).message;
  return (
    (e as { query?: unknown }).query === undefined &&
    typeof message === 'string' &&
    DRIVER_MESSAGES.test(message)
  );
}

/** The database is down, unreachable, restarting or not answering in time. */
export function isDatabaseUnavailable(err: unknown): boolean {
  return causes(err).some(isUnavailableOne);
}

export const UNAVAILABLE_MESSAGE = 'Basis data sedang tidak dapat dihubungi. Coba lagi sebentar lagi.';

/**
 * Every connection of the pool was busy for longer than the pool's wait bound (db/pool.ts): the server is
 * overloaded, the database itself answers. A 503 "server sibuk" with Retry-After, not "unreachable".
 */
export class PoolBusyError extends Error {
  readonly code = 'PAWON_POOL_BUSY';
  constructor(
    readonly poolSize: number,
    readonly waitMs: number,
  ) {
    super(`all ${poolSize} database connections stayed busy for ${waitMs} ms`);
    this.name = 'PoolBusyError';
  }
}

/** The pool was saturated (see PoolBusyError), wherever in the chain the error is. */
export function isPoolBusy(err: unknown): boolean {
  return causes(err).some((e) => e instanceof PoolBusyError);
}

/** What may be logged of a database error: its SQLSTATE, constraint, table and column; never text or parameters. */
export function safeDbFields(err: unknown): Record<string, string> {
  const pg = pgErrorOf(err);
  const out: Record<string, string> = {};
  if (pg) {
    out.code = pg.code;
    if (pg.constraint) out.constraint = pg.constraint;
    if (pg.table) out.table = pg.table;
    if (pg.column) out.column = pg.column;
    return out;
  }
  for (const e of causes(err)) {
    if (e instanceof PoolBusyError) return { code: e.code };
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return { code };
    const message = (e as { message?: unknown }).message;
    if (
      (e as { query?: unknown }).query === undefined &&
      typeof message === 'string' &&
      DRIVER_MESSAGES.test(message)
    ) {
      return { code: message.match(DRIVER_MESSAGES)![0] };
    }
  }
  return out;
}
