import { sql } from 'drizzle-orm';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { one, rows } from '../src/db/query.js';
import {
  bool,
  checkRows,
  checkingRows,
  int,
  json,
  milli,
  nullable,
  num,
  row,
  stamp,
  text,
  type RowOf,
} from '../src/db/rowShape.js';
import { menus, sessions, users } from '../src/db/schema.js';
import type { Milli } from '../src/lib/quantity.js';
import type { Schemas } from '../src/lib/contract.js';
import { useTestApp } from './helpers.js';

/** Row shapes (decision 046): the row type follows the shape, and test runs check every row against it. */
describe('row shapes', () => {
  const shape = row({
    id: users.id,
    email: users.email,
    phone: users.phone,
    createdAt: users.createdAt,
    level: menus.level,
    n: int,
    total: num,
    qty: milli,
    ok: bool,
    note: text.nullable,
    unit: text<Schemas['Unit']>(),
    at: stamp,
    tags: json<string[]>(),
    revokedAt: nullable(sessions.revokedAt),
    lead: nullable(users.name),
  });
  const good = {
    id: 1,
    email: 'a@b.c',
    phone: null,
    createdAt: '2026-01-02 03:04:05+07',
    level: 'submenu',
    n: 3,
    total: 2.5,
    qty: 1500,
    ok: true,
    note: null,
    unit: 'kg',
    at: '2026-01-02',
    tags: ['a'],
    revokedAt: null,
    lead: 'Ani',
  };

  it('types a row from the schema columns and kinds', () => {
    type Row = RowOf<typeof shape>;
    expectTypeOf<Row['id']>().toEqualTypeOf<number>();
    expectTypeOf<Row['email']>().toEqualTypeOf<string>();
    expectTypeOf<Row['phone']>().toEqualTypeOf<string | null>();
    // Raw SQL answers a timestamp column as text.
    expectTypeOf<Row['createdAt']>().toEqualTypeOf<string>();
    expectTypeOf<Row['level']>().toEqualTypeOf<'header' | 'parent' | 'submenu' | 'action'>();
    expectTypeOf<Row['qty']>().toEqualTypeOf<Milli>();
    expectTypeOf<Row['ok']>().toEqualTypeOf<boolean>();
    expectTypeOf<Row['note']>().toEqualTypeOf<string | null>();
    expectTypeOf<Row['unit']>().toEqualTypeOf<Schemas['Unit']>();
    expectTypeOf<Row['tags']>().toEqualTypeOf<string[]>();
    expectTypeOf<Row['revokedAt']>().toEqualTypeOf<string | null>();
    expectTypeOf<Row['lead']>().toEqualTypeOf<string | null>();
  });

  it('passes good rows', () => {
    expect(() => checkRows(shape, [good, { ...good, phone: '0812', note: 'x', lead: null }])).not.toThrow();
    expect(() => checkRows(shape, [])).not.toThrow();
  });

  it('fails a value of the wrong type, naming the field, the kind and what it got', () => {
    expect(() => checkRows(shape, [{ ...good, n: '3' }])).toThrow('field "n" should be int, got string (3)');
    expect(() => checkRows(shape, [{ ...good, n: 1.5 }])).toThrow('field "n" should be int, got number');
    expect(() => checkRows(shape, [{ ...good, total: Number.NaN }])).toThrow('field "total" should be num');
    expect(() => checkRows(shape, [{ ...good, ok: 1 }])).toThrow('field "ok" should be bool, got integer');
    expect(() => checkRows(shape, [{ ...good, createdAt: new Date() }])).toThrow('field "createdAt"');
    expect(() => checkRows(shape, [{ ...good, level: 'menu' }])).toThrow('field "level"');
  });

  it('fails a missing field and a field the shape does not name', () => {
    const { total: _total, ...missing } = good;
    expect(() => checkRows(shape, [missing])).toThrow('field "total" (num) is missing');
    expect(() => checkRows(shape, [{ ...good, extra: 1 }])).toThrow('field "extra" is not in the shape');
  });

  it('fails null in a field that is not nullable, and passes it where it is', () => {
    expect(() => checkRows(shape, [{ ...good, email: null }])).toThrow('field "email"');
    expect(() => checkRows(shape, [{ ...good, n: null }])).toThrow('field "n" should be int, got null');
    expect(() => checkRows(shape, [{ ...good, tags: null }])).toThrow('field "tags" should be json');
    expect(() => checkRows(shape, [{ ...good, revokedAt: '2026-01-01 00:00:00+07' }])).not.toThrow();
  });

  describe('on the database', () => {
    const t = useTestApp();

    it('are checked in the test runs', () => {
      expect(checkingRows).toBe(true);
    });

    it('check the rows a statement answers', async () => {
      const db = t.database.db;
      const found = await one(
        db,
        sql`select id, email, created_at as "createdAt", count(*) over ()::int as n from users order by id limit 1`,
        row({ id: users.id, email: users.email, createdAt: users.createdAt, n: int }),
      );
      expectTypeOf(found).toEqualTypeOf<
        { id: number; email: string; createdAt: string; n: number } | undefined
      >();
      expect(found?.createdAt).toEqual(expect.any(String));
      // count(*) without a cast is a bigint, read as a number by the drivers' parsers (db/index.ts).
      await expect(rows(db, sql`select count(*) as n from users`, row({ n: int }))).resolves.toHaveLength(1);
      await expect(rows(db, sql`select 'x' as n`, row({ n: int }))).rejects.toThrow(
        'field "n" should be int, got string (x)',
      );
      await expect(rows(db, sql`select 1 as n, 2 as m`, row({ n: int }))).rejects.toThrow('field "m"');
    });
  });
});
