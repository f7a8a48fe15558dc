import { sql } from 'drizzle-orm';
import type { Tx } from '../db/index.js';
import { rows } from '../db/query.js';
import type { MigrationLevel } from './format.js';
import { row, text } from '../db/rowShape.js';

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The app's tables (schema public), by name. */
export async function appTables(tx: Tx): Promise<string[]> {
  const found = await rows(
    tx,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    row({ name: text }),
  );
  return found.map((r) => r.name);
}

/** A table's primary key columns, in key order (none: an empty list). */
export async function primaryKey(tx: Tx, table: string): Promise<string[]> {
  const found = await rows(
    tx,
    sql`select a.attname as name
        from pg_index i
        join lateral unnest(i.indkey) with ordinality as k(attnum, n) on true
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
        where i.indrelid = ${`public.${quoteIdent(table)}`}::regclass and i.indisprimary
        order by k.n`,
    row({ name: text }),
  );
  return found.map((r) => r.name);
}

/** The columns a table has, in order. */
export async function columnsOf(tx: Tx, table: string): Promise<string[]> {
  const found = await rows(
    tx,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
    row({ name: text }),
  );
  return found.map((r) => r.name);
}

/** The last migration drizzle applied (its journal lives in the schema `drizzle`). */
export async function migrationLevel(tx: Tx): Promise<MigrationLevel> {
  const found = await rows<{ hash: string; created_at: number | string; count: number | string }>(
    tx,
    sql`select hash, created_at, (select count(*) from drizzle.__drizzle_migrations) as count
        from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1`,
  );
  const last = found[0];
  return last
    ? { hash: last.hash, createdAt: Number(last.created_at), count: Number(last.count) }
    : { hash: '', createdAt: 0, count: 0 };
}

/**
 * The tables in an order that inserts every referenced row before the rows that reference it (foreign keys
 * between tables; a table's references to itself are checked at the end of each statement).
 */
export async function insertOrder(tx: Tx, tables: string[]): Promise<string[]> {
  const edges = await rows(
    tx,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint f
        join pg_class c on c.oid = f.conrelid
        join pg_class p on p.oid = f.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where f.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
    row({ child: text, parent: text }),
  );
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set<string>()]));
  for (const e of edges)
    if (parents.has(e.child) && parents.has(e.parent)) parents.get(e.child)!.add(e.parent);
  const ordered: string[] = [];
  const done = new Set<string>();
  const visiting = new Set<string>();
  const visit = (t: string) => {
    if (done.has(t)) return;
    if (visiting.has(t)) throw new Error(`Foreign keys form a circle through ${t}.`);
    visiting.add(t);
    for (const p of [...parents.get(t)!].sort()) visit(p);
    visiting.delete(t);
    done.add(t);
    ordered.push(t);
  };
  for (const t of [...tables].sort()) visit(t);
  return ordered;
}
