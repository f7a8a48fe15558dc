// Timestamps leave SQL as ISO 8601 text (to_json(ts)#>>'{}'): both drivers hand raw timestamps back as Postgres text.
import { createHash } from 'node:crypto';
import { is, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from './index.js';
import { checkRows, checkingRows, type Fields, type RowOf, type RowShape } from './rowShape.js';

/**
 * Raw SQL's rows, the same on PGlite and node-postgres. With a row shape (db/rowShape.ts, decision 046) the rows are
 * typed by it and, in test runs, checked against it; without one the caller names their type as a type argument,
 * unchecked (scripts/weight.mjs counts those).
 */
export interface RowsOf {
  <F extends Fields>(tx: Tx, query: SQL, shape: RowShape<F>): Promise<Array<RowOf<RowShape<F>>>>;
  <T>(tx: Tx, query: SQL): Promise<T[]>;
}
/** The first row (or undefined), as `RowsOf`. */
export interface OneOf {
  <F extends Fields>(tx: Tx, query: SQL, shape: RowShape<F>): Promise<RowOf<RowShape<F>> | undefined>;
  <T>(tx: Tx, query: SQL): Promise<T | undefined>;
}

/**
 * The rows of what drizzle's `execute` answers on either driver (`{ rows }`), checked against the shape when checks
 * are on. Typed `never[]`: the overloads of `RowsOf` give them their type (the shape's, or the caller's unchecked).
 */
function rowsIn(result: unknown, shape: RowShape<Fields> | undefined): never[] {
  if (!result || typeof result !== 'object' || !('rows' in result) || !Array.isArray(result.rows)) {
    throw new Error('The database answered no rows');
  }
  if (checkingRows && shape) checkRows(shape, result.rows);
  return result.rows as never[];
}

async function executed(tx: Tx, query: SQL, shape?: RowShape<Fields>): Promise<never[]> {
  return rowsIn(await tx.execute(query), shape);
}

export const rows: RowsOf = executed;

export const one: OneOf = async (tx: Tx, query: SQL, shape?: RowShape<Fields>) =>
  (await executed(tx, query, shape))[0];

/** Turns a statement into its text and parameters, as the handle's own dialect does (Pawon sets no casing). */
const dialect = new PgDialect();

/**
 * `rows` as a named prepared statement on PostgreSQL: each pooled connection parses the text once and keeps its plan
 * (a generic one once PostgreSQL finds it as good), where `rows` parses and plans on every call. For the few hot
 * statements of the order writes, whose text is one of a handful (every value a parameter): each distinct text stays
 * prepared on each connection for its life. On PGlite the same as `rows`.
 */
async function prepared(tx: Tx, query: SQL, shape?: RowShape<Fields>): Promise<never[]> {
  const session = tx._.session;
  if (!is(session, NodePgSession)) return executed(tx, query, shape);
  const built = dialect.sqlToQuery(query);
  const name = `pawon_${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
  return rowsIn(await session.prepareQuery(built, undefined, name, false).execute(), shape);
}

export const preparedRows: RowsOf = prepared;

export const preparedOne: OneOf = async (tx: Tx, query: SQL, shape?: RowShape<Fields>) =>
  (await prepared(tx, query, shape))[0];

export interface PageParams {
  page?: number;
  perPage?: number | 'all';
}

export const ALL_CAP = 1000;

/** LIMIT and OFFSET for a list request: pages from 1, 25 a page by default, `all` capped. */
export function paging(p: PageParams): { page: number; perPage: number; limit: number; offset: number } {
  const perPage = p.perPage === 'all' ? ALL_CAP : (p.perPage ?? 25);
  const page = p.perPage === 'all' ? 1 : (p.page ?? 1);
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage };
}

/** Escapes LIKE wildcards so a search for `50%` means the text `50%`. */
export function likePattern(search: string | undefined): string | undefined {
  const s = search?.trim();
  if (!s) return undefined;
  return `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `a and b and …` over the conditions given; `true` when none. */
export function and(...conditions: Array<SQL | undefined | false | ''>): SQL {
  const list = conditions.filter((c): c is SQL => Boolean(c));
  return list.length ? sql.join(list, sql` and `) : sql`true`;
}

/** `(1, 2, 3)` for `in`; callers make sure the list is not empty. */
export function inList(values: Array<number | string>): SQL {
  return sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}
