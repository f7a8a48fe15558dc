import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/index.js';
import { pgErrorOf } from '../src/lib/dbErrors.js';
import { useTestApp } from './helpers.js';
import { runServer, scratchDatabase } from './support.js';

/** Identity rules A (unique user names) and B (one phone format, found however it is typed). */
const t = useTestApp();

type User = { id: number; name: string; email: string; phone: string | null; version: number };
const find = async (search: string) =>
  (await t.call('admin', 'POST', '/api/userApp/listUser', { search })).json().datas as User[];

describe('A: user names are unique, whatever their case', () => {
  it('refuses a duplicate name on create and update with 409 on errors.name', async () => {
    const dup = await t.call('admin', 'POST', '/api/userApp/add', {
      name: 'kasir PAWON',
      email: 'kasir2@pawon.test',
      password: 'kasir-kedua-1',
    });
    expect(dup.statusCode, dup.body).toBe(409);
    expect(dup.json().errors.name).toEqual(['Nama sudah dipakai pengguna lain.']);
    const [staff] = await find('staff@pawon.test');
    const upd = await t.call('admin', 'POST', '/api/userApp/update', {
      id: staff!.id,
      version: staff!.version,
      name: 'ADMIN pawon',
      email: staff!.email,
    });
    expect(upd.statusCode, upd.body).toBe(409);
    expect(upd.json().errors.name).toBeDefined();
    // Keeping one's own name in another case is not a duplicate.
    const own = await t.call('admin', 'POST', '/api/userApp/update', {
      id: staff!.id,
      version: staff!.version,
      name: 'STAF PRODUKSI',
      email: staff!.email,
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('refuses a duplicate name on register (a new email) with 409, and creates nothing', async () => {
    const before = await t.digest();
    const res = await t.call(null, 'POST', '/api/register', {
      name: 'Pemilik pawon',
      email: 'pemilik2@pawon.test',
      password: 'rahasia-sekali',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errors.name).toBeDefined();
    expect(await t.digest()).toBe(before);
  });

  it('has a unique index on lower(name), so a write that skips the check still gets 409 on name', async () => {
    await expect(
      t.query(
        sql`insert into users (name, email, password_hash) values ('KASIR pawon', 'x@pawon.test', 'x')`,
      ),
    ).rejects.toSatisfy((err: unknown) => pgErrorOf(err)?.constraint === 'users_name_lower');
  });
});

describe('B: phone numbers are stored in one format and found however they are typed', () => {
  it.each([
    ['+62 812-1111-2222', '0812-1111-2222'],
    ['62 812 1111 3333', '0812-1111-3333'],
    ['0812 1111 4444', '0812-1111-4444'],
    ['021 5550 1234', '021-5550-1234'],
  ])('stores %s as %s', async (typed, stored) => {
    const res = await t.call('admin', 'POST', '/api/userApp/add', {
      name: `Telepon ${stored}`,
      email: `tel-${stored}@pawon.test`,
      phone: typed,
      password: 'telepon-telepon-1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().datas.phone).toBe(stored);
  });

  it('refuses a number that is not an Indonesian or international one (422 on phone)', async () => {
    const res = await t.call('admin', 'POST', '/api/userApp/add', {
      name: 'Telepon Salah',
      email: 'tel-salah@pawon.test',
      phone: '123456',
      password: 'telepon-telepon-1',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.phone[0]).toMatch(/diawali 0, \+62/);
  });

  it.each([
    '0812-1111-2222',
    '0812 1111 2222',
    '081211112222',
    '+62 812 1111 2222',
    '+6281211112222',
    '812-1111-2222',
    '1111 2222',
  ])('finds the user by %s', async (search) => {
    const found = await find(search);
    expect(found.map((u) => u.phone)).toContain('0812-1111-2222');
  });

  it('normalises the demo users too', async () => {
    const [kasir] = await find('kasir@pawon.test');
    expect(kasir!.phone).toBe('0812-0000-0004');
  });
});

describe('A: the migration to unique names', () => {
  it('stops with a message listing the duplicate names, and the server start prints it plainly', async () => {
    const scratch = await scratchDatabase(1);
    try {
      await scratch.exec(`
        insert into users (name, email, phone, password_hash) values
          ('Budi', 'budi1@pawon.test', null, 'x'), ('budi', 'budi2@pawon.test', null, 'x'),
          ('Sari', 'sari@pawon.test', '+62 812-3456-7890', 'x'), ('Joko', 'joko@pawon.test', '021 555 0123', 'x')`);
      const opened = openDatabase({ dataDir: scratch.dataDir, databaseUrl: scratch.url });
      await expect(opened).rejects.toSatisfy((err: unknown) =>
        /Budi \(id 1\), budi \(id 2\)/.test(pgErrorOf(err)?.message ?? ''),
      );

      const run = await runServer({
        PAWON_DATA_DIR: scratch.dataDir,
        ...(scratch.url ? { DATABASE_URL: scratch.url } : {}),
      });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/Nama pengguna harus unik .*Budi \(id 1\), budi \(id 2\)/);
      expect(run.stderr).not.toMatch(/^\s+at /m);
      expect(run.stdout).not.toMatch(/berjalan/);

      // Renamed, it migrates; the mobile number already stored takes the one format.
      await scratch.exec(`update users set name = 'Budi Santoso' where email = 'budi2@pawon.test'`);
      const database = await openDatabase({ dataDir: scratch.dataDir, databaseUrl: scratch.url });
      const phones = (await database.db.execute(
        sql`select name, phone from users order by id`,
      )) as unknown as { rows: Array<{ name: string; phone: string | null }> };
      await database.close();
      expect(phones.rows.map((r) => r.phone)).toEqual([null, null, '0812-3456-7890', '021 555 0123']);
    } finally {
      await scratch.drop();
    }
  }, 120_000); // a scratch database, two migrations and a server process: slow on a busy 2-core machine
});
