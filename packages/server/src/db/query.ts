// Timestamps leave SQL as ISO 8601 text (to_json(ts)#>>'{}'): both drivers hand raw timestamps back as Postgres text.
import { createHash } from 'node:crypto';
import { is, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import type { Tx } from './index.js';

/** Runs raw SQL and returns its rows, the same on PGlite and node-postgres. */
export async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function one<T>(tx: Tx, query: SQL): Promise<T | undefined> {
  return (await rows<T>(tx, query))[0];
}

interface Session {
  session: NodePgSession<Record<string, never>, never>;
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
}

/**
 * `rows` as a named prepared statement on PostgreSQL: each pooled connection parses the text once and keeps its plan
 * (a generic one once PostgreSQL finds it as good), where `rows` parses and plans on every call. For the few hot
 * statements of the order writes, whose text is one of a handful (every value a parameter): each distinct text stays
 * prepared on each connection for its life. On PGlite the same as `rows`.
 */
export async function preparedRows<T>(tx: Tx, query: SQL): Promise<T[]> {
  const { session, dialect } = tx as unknown as Session;
  if (!is(session, NodePgSession)) return rows<T>(tx, query);
  const built = dialect.sqlToQuery(query);
  const name = `pawon_${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
  const result = (await session.prepareQuery(built, undefined, name, false).execute()) as unknown as {
    rows: T[];
  };
  return result.rows;
}

export async function preparedOne<T>(tx: Tx, query: SQL): Promise<T | undefined> {
  return (await preparedRows<T>(tx, query))[0];
}

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
