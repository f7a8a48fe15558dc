/**
 * Imports at volume (issue 42): the rows are matched, checked and written set-based (`crud.writeMany`), and the rows a
 * rule may refuse go one by one. The answers must be those of the one-by-one path: the same row results and field
 * errors for duplicates inside the file and against the database, all or nothing, one audit row per record.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index.js';
import { customers } from '../src/domains/catalogue/customers.js';
import type { Crud, ListQuery, Stored } from '../src/domains/platform/crud.js';
import { findByKey, runImport, type ImportPlan } from '../src/domains/platform/importer.js';
import { multipart, useTestApp, type Json } from './helpers.js';

const t = useTestApp();

type CustomerInput = Parameters<typeof customers.create>[2];

async function upload(rows: string[], dryRun: boolean) {
  const data = Buffer.from(['Nama,Telepon,Kategori,Provinsi,Kabupaten/Kota,Ongkir', ...rows].join('\n'));
  const mp = multipart({ dryRun }, { file: { filename: 'c.csv', type: 'text/csv', data } });
  return t.app.inject({
    method: 'POST',
    url: '/api/customer/import',
    headers: { ...mp.headers, authorization: `Bearer ${await t.tokenOf('admin')}` },
    payload: mp.payload,
  });
}

const phoneOf = (i: number) => `0877 ${String(1_000_000 + i).slice(1, 4)}-${String(1_000_000 + i).slice(4)}`;
const normalised = (i: number) =>
  `0877-${String(1_000_000 + i).slice(1, 4)}-${String(1_000_000 + i).slice(4)}`;

/** The CRUD kit without its set-based path: every row one by one, as imports were written before issue 42. */
const oneByOne = <Row extends Stored, Input, Q extends ListQuery>(
  crud: Crud<Row, Input, Q>,
): Crud<Row, Input, Q> => ({
  ...crud,
  writeMany: async (_tx, _actor, items) => items.map(() => false),
});

const auditCount = async () =>
  (await t.query<{ n: number }>(sql`select count(*)::int as n from audit_log where entity = 'customer'`))[0]!
    .n;

describe('a large customer import', () => {
  it('reports duplicates inside the file, updates what the database holds, refuses bad names on every row, all or nothing', async () => {
    const seeded = (await t.ok('/api/customer/list', { perPage: 200 })).datas as Json[];
    const withPhone = seeded.filter((c) => c.phone).slice(0, 5);
    expect(withPhone.length).toBe(5);
    const ongkir = ((await t.ok('/api/ongkir/list', { perPage: 'all' })).datas as Json[])[0]!.label as string;
    const n = 3000;
    const rows = Array.from(
      { length: n },
      (_, i) => `Warung Besar ${i},${phoneOf(i)},konsumen,Jawa Barat,Kota Bandung,${ongkir}`,
    );
    // The first 5 rows are the database's customers (updated), row 1002 repeats row 11's phone, every 500th row
    // names an ongkir there is not.
    withPhone.forEach((c, k) => (rows[k] = `${c.name} Baru,${c.phone},${c.category},,,`));
    rows[1000] = `Kembar,${phoneOf(9)},konsumen,,,`;
    for (let i = 499; i < n; i += 500) rows[i] = `Jauh ${i},${phoneOf(i)},konsumen,,,Ke Bulan`;
    const before = await auditCount();

    const dry = await upload(rows, true);
    expect(dry.statusCode, dry.body).toBe(200);
    const body = dry.json();
    expect(body).toMatchObject({ dryRun: true, applied: false, added: n - 5 - 1 - 6, updated: 5, failed: 7 });
    expect(body.rows).toHaveLength(n);
    expect(body.rows[0]).toEqual({
      row: 2,
      action: 'update',
      key: withPhone[0]!.phone,
      name: `${withPhone[0]!.name} Baru`,
    });
    expect(body.rows[5]).toEqual({ row: 7, action: 'add', key: normalised(5), name: 'Warung Besar 5' });
    expect(body.rows[1000]).toMatchObject({
      row: 1002,
      action: 'error',
      errors: { baris: ['Sama dengan baris 11.'] },
    });
    const far = body.rows.filter((r: Json) => String(r.name).startsWith('Jauh'));
    expect(far).toHaveLength(6);
    for (const r of far) expect(r.errors).toEqual({ ongkirId: ['Ongkir "Ke Bulan" tidak ada.'] });

    // Refused as a whole: nothing written, no audit.
    const refused = await upload(rows, false);
    expect(refused.json()).toMatchObject({ applied: false, failed: 7 });
    expect((await t.ok('/api/customer/list', { search: 'Warung Besar' })).total).toBe(0);
    expect(await auditCount()).toBe(before);

    const clean = rows.map((r, i) =>
      i === 1000 || (i + 1) % 500 === 0 ? `Ganti ${i},${phoneOf(i)},konsumen,,,` : r,
    );
    const applied = await upload(clean, false);
    expect(applied.json()).toMatchObject({ applied: true, added: n - 5, updated: 5, failed: 0 });
    expect((await t.ok('/api/customer/list', { search: 'Warung Besar', perPage: 1 })).total).toBe(n - 5 - 7);
    expect(await auditCount()).toBe(before + n);
    const updated = (await t.ok('/api/customer/list', { search: `${withPhone[0]!.name} Baru` })).datas[0];
    expect(updated).toMatchObject({ id: withPhone[0]!.id, version: withPhone[0]!.version + 1 });
    const audit = await t.query<{ before: Json; after: Json; action: string }>(
      sql`select before, after, action from audit_log where entity = 'customer' and entity_id = ${withPhone[0]!.id} order by id desc limit 1`,
    );
    expect(audit[0]).toMatchObject({
      action: 'update',
      before: { name: withPhone[0]!.name },
      after: updated,
    });
    const added = (await t.ok('/api/customer/list', { search: 'Warung Besar 2998' })).datas[0];
    expect(added).toMatchObject({
      phone: normalised(2998),
      ongkir: { label: ongkir },
      regency: { name: 'Kota Bandung' },
    });
  });

  it('answers as one row at a time did: uniqueness against the database and inside the rows, references, checks', async () => {
    const db = t.database.db as Db;
    const seeded = ((await t.ok('/api/customer/list', { perPage: 200 })).datas as Json[]).filter(
      (c) => c.phone,
    );
    const ongkirId = ((await t.ok('/api/ongkir/list', { perPage: 'all' })).datas as Json[])[0]!.id as number;
    const plan = (i: number, input: Partial<CustomerInput>): ImportPlan<CustomerInput> => ({
      row: i + 2,
      key: input.phone ?? null,
      name: input.name ?? null,
      input: {
        name: `Pelanggan ${i}`,
        category: 'konsumen',
        phone: normalised(100_000 + i),
        ongkirId,
        ...input,
      },
    });
    const plans = Array.from({ length: 400 }, (_, i) => plan(i, {}));
    plans[3] = plan(3, { phone: seeded[0]!.phone }); // taken in the database (as a new record)
    // Row 200's phone again: the first adds; the second updates what it added, or is refused when nothing is matched.
    plans[10] = plan(10, { phone: normalised(100_200) });
    plans[20] = plan(20, { ongkirId: 999_999 });
    plans[30] = plan(30, { provinceCode: '99' });
    plans[40] = plan(40, { regencyCode: '32.73', provinceCode: '32' });
    plans[41] = plan(41, { phone: '12' });
    plans[50] = plan(50, { phone: seeded[1]!.phone, name: 'Dapat nomor lama' }); // matched: an update
    const actor = { userId: 1 };
    const byPhone = findByKey<CustomerInput>('customers', 'phone', (c) => c.phone);
    // Every row as new (no match): a phone the database holds is a duplicate, not an update.
    const asNew = async (_tx: unknown, inputs: CustomerInput[]) => inputs.map(() => undefined);
    for (const find of [byPhone, asNew]) {
      const bulk = await runImport(db, actor, customers, plans, { dryRun: true, find });
      const single = await runImport(db, actor, oneByOne(customers), plans, { dryRun: true, find });
      expect(bulk).toEqual(single);
      expect(bulk.rows[10]!.action).toBe('add');
      if (find === byPhone) expect(bulk.rows[200]!.action).toBe('update');
      else expect(bulk.rows[200]!.errors?.phone).toBeDefined();
      expect(bulk.rows[20]!.errors?.ongkirId).toBeDefined();
      expect(bulk.rows[30]!.errors?.provinceCode).toBeDefined();
      expect(bulk.rows[41]!.errors?.phone).toBeDefined();
      expect(bulk.rows[3]!.action).toBe(find === byPhone ? 'update' : 'error');
      expect(bulk.rows[50]!.action).toBe(find === byPhone ? 'update' : 'error');
      expect(bulk.failed).toBe(find === byPhone ? 3 : 6);
    }

    // Written: the same records and audit rows either way (ids, versions and times aside).
    const clean = plans.filter((_, i) => ![20, 30, 41, 200].includes(i));
    const written = async (crud: typeof customers) => {
      const mark = (
        await t.query<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from audit_log`)
      )[0]!.id;
      let seen: Json[] = [];
      await db
        .transaction(async (tx) => {
          const result = await runImport(tx as unknown as Db, actor, crud, clean, {
            dryRun: false,
            find: byPhone,
          });
          expect(result).toMatchObject({ applied: true, failed: 0, updated: 2, added: clean.length - 2 });
          seen = await tx
            .execute(
              sql`select action, entity, user_id, before, after from audit_log where id > ${mark} order by id`,
            )
            .then((r) => (r as unknown as { rows: Json[] }).rows);
          tx.rollback();
        })
        .catch((err: unknown) => {
          if (!String(err).includes('Rollback')) throw err;
        });
      const plain = (v: Json | null) =>
        v &&
        Object.fromEntries(Object.entries(v).filter(([k]) => !['id', 'createdAt', 'updatedAt'].includes(k)));
      return seen.map((a) => ({ ...a, before: plain(a.before), after: plain(a.after) }));
    };
    const bulkAudit = await written(customers);
    expect(bulkAudit).toHaveLength(clean.length);
    expect(bulkAudit).toEqual(await written(oneByOne(customers)));
  });
});
