import { AppError, type ErrorCode, type ErrorParams } from './errors.js';
import { errorText } from './texts.js';

/**
 * Database errors, in one place: the PostgreSQL error inside whatever wraps it (Drizzle's DrizzleQueryError
 * carries it in `cause`, with the query and its parameters in its own message), the constraint names of the
 * schema mapped to the field and the case (the catalogue's text) a client sees, and the errors that mean "the database
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
  /** A duplicate (unique) or a broken check: the case's `rule` (`error.name.duplicate.<rule>`…). */
  rule?: string;
  /** A missing reference (foreign key, from the referencing side): the kind of record referenced. */
  kind?: string;
  /** A foreign key refusing a delete of a row still in use: the case's `rule` (`error.record.inUse.<rule>`). */
  inUse?: string;
}

/** Every named constraint of the schema that a client's input can violate. */
export const CONSTRAINTS: Record<string, ConstraintInfo> = {
  users_email_lower: { field: 'email', rule: 'user.email' },
  users_name_lower: { field: 'name', rule: 'user.name' },
  auth_groups_name_lower: { field: 'name', rule: 'group.name' },
  positions_code_lower: { field: 'code', rule: 'position.code' },
  menus_sibling_name: { field: 'name', rule: 'menu.siblingName' },
  menus_url: { field: 'url', rule: 'menu.url' },
  group_menus_group_id_menu_id_pk: { field: 'menus', rule: 'group.menuTwice' },
  group_users_group_id_user_id_pk: { field: 'userIds', rule: 'group.userTwice' },
  users_position_id_positions_id_fk: { field: 'positionId', kind: 'position', inUse: 'position.users' },
  group_menus_menu_id_menus_id_fk: { field: 'menus', kind: 'menu' },
  group_menus_group_id_auth_groups_id_fk: { field: 'id', kind: 'group' },
  group_users_user_id_users_id_fk: { field: 'userIds', kind: 'user' },
  group_users_group_id_auth_groups_id_fk: { field: 'groupIds', kind: 'group' },
  menus_parent_id_menus_id_fk: { field: 'parentId', kind: 'parentMenu' },
  sessions_user_id_users_id_fk: { field: 'id', kind: 'user' },
  products_category_id_categories_id_fk: {
    field: 'categoryId',
    kind: 'category',
    inUse: 'category.products',
  },
  customers_ongkir_id_ongkir_id_fk: { field: 'ongkirId', kind: 'ongkir', inUse: 'ongkir.customers' },
  // Price lists (issue 39): a customer's list, deleted by another user at the same moment.
  customers_price_list_id_fkey: { field: 'priceListId', kind: 'priceList', inUse: 'priceList.customers' },
  customers_phone: { field: 'phone', rule: 'customer.phone' },
  // Stock (issue 10): the services check these first; the constraints hold them against a race or a faulty caller.
  materials_kind_name_lower: { field: 'name', rule: 'material.name' },
  restocks_material_id_materials_id_fk: { field: 'materialId', kind: 'material', inUse: 'material.restocks' },
  restocks_vendor_id_vendors_id_fk: { field: 'vendorId', kind: 'vendor', inUse: 'vendor.restocks' },
  usages_material_id_materials_id_fk: { field: 'materialId', kind: 'material', inUse: 'material.usages' },
  usage_lots_restock_id_restocks_id_fk: { field: 'id', kind: 'lot', inUse: 'lot.used' },
  recipes_material_id_materials_id_fk: { field: 'materialId', kind: 'material', inUse: 'material.recipes' },
  restocks_remaining: { field: 'qty', rule: 'lot.remaining' },
  product_batches_stock: { field: 'qty', rule: 'batch.stock' },
  product_batches_product_id_products_id_fk: {
    field: 'productId',
    kind: 'product',
    inUse: 'product.batches',
  },
  production_runs_product_id_products_id_fk: {
    field: 'productId',
    kind: 'product',
    inUse: 'product.produced',
  },
  product_batches_production_run_id_production_runs_id_fk: {
    field: 'id',
    kind: 'production',
    inUse: 'production.batches',
  },
  product_ledger_product_id_products_id_fk: { field: 'productId', kind: 'product', inUse: 'product.ledger' },
  // Sales (issue 11).
  transactions_customer_id_customers_id_fk: {
    field: 'customerId',
    kind: 'customer',
    inUse: 'customer.orders',
  },
  transaction_lines_product_id_products_id_fk: { field: 'productId', kind: 'product', inUse: 'product.sold' },
  transaction_packs_material_id_materials_id_fk: {
    field: 'materialId',
    kind: 'orderPack',
    inUse: 'packaging.orders',
  },
  transaction_batches_batch_id_product_batches_id_fk: {
    field: 'batchId',
    kind: 'batch',
    inUse: 'batch.orders',
  },
  // Returns (issue 15): what came back after delivery stays tied to the order, its lines and batches.
  transaction_returns_transaction_id_transactions_id_fk: {
    field: 'transactionId',
    kind: 'transaction',
    inUse: 'order.returns',
  },
  transaction_return_lines_line_id_transaction_lines_id_fk: {
    field: 'lines',
    kind: 'transactionLine',
    inUse: 'orderLine.returned',
  },
  transaction_return_batches_batch_id_product_batches_id_fk: {
    field: 'batchId',
    kind: 'batch',
    inUse: 'batch.returns',
  },
};

/** Adds the constraints a resource declares (the CRUD kit's unique fields) to the map above. */
export function registerConstraint(name: string, info: ConstraintInfo): void {
  CONSTRAINTS[name] ??= info;
}

/** Data the database refused as it is (too long, out of range, not a value or date of its type), by SQLSTATE. */
const DATA_CODES: Record<string, [number, ErrorCode, ErrorParams]> = {
  '22001': [422, 'validation.maxLength', { rule: 'database' }],
  '22003': [422, 'request.numberOutOfRange', { rule: 'database' }],
  '22P02': [422, 'validation.invalid', {}],
  '22007': [422, 'validation.format', { rule: 'date' }],
  '22008': [422, 'validation.invalid', { rule: 'date' }],
  '40001': [409, 'record.busy', {}],
  '40P01': [409, 'record.busy', {}],
};

/** A refusal on the constraint's field (when it has one), the field joining the parameters. */
const withField = (status: number, code: ErrorCode, field: string | undefined, params: ErrorParams = {}) =>
  new AppError(status, code, field ? { params: { field, ...params }, fields: [field] } : { params });

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
      // The value is not known here (a race past the service's own check): `null`, "ini" in the text.
      return withField(409, 'name.duplicate', info?.field, {
        rule: info?.rule ?? 'same',
        ...(info?.rule ? { value: null } : {}),
      });
    case '23503': {
      // The referenced side: PostgreSQL says the key "is still referenced" (a delete or key change of a row in use).
      const stillUsed = /still referenced/i.test(pg.detail ?? '') || /^update or delete on/i.test(pg.message);
      if (stillUsed) return new AppError(409, 'record.inUse', { params: { rule: info?.inUse ?? 'any' } });
      return withField(422, 'reference.notFound', info?.field, {
        rule: 'kind',
        ...(info?.kind ? { kind: info.kind } : {}),
      });
    }
    case '23514':
      return withField(422, 'validation.field', info?.field, { rule: info?.rule ?? 'check' });
    case '23502':
      return withField(422, 'validation.required', pg.column);
  }
  const data = DATA_CODES[pg.code];
  return data
    ? new AppError(data[0], data[1], Object.keys(data[2]).length ? { params: data[2] } : {})
    : undefined;
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

/** The unreachable database's message (the catalogue's `error.server.unavailable`). */
export const UNAVAILABLE_MESSAGE = errorText('server.unavailable');

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
