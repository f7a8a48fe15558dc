/**
 * The business profile ("Profil usaha", issue 16): read by anyone signed in (invoices, receipts and exports are
 * headed with it), changed with the update right of its menu, its phone in the one format of decision 007, its logo
 * through the image upload with its limits. Also: an order's delivery time (`deliveredAt`) for the invoice.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/index.js';
import { businessHeaderLine, getBusinessProfile } from '../src/domains/catalogue/businessProfile.js';
import { crc16 } from '@pawon/api-client/qris';
import { multipart, useTestApp, type Role } from './helpers.js';
import { scratchDatabase } from './support.js';

const t = useTestApp();
const logosDir = () => path.join(t.dataDir, 'uploads', 'business');

async function current(role: Role = 'owner') {
  const res = await t.call(role, 'GET', '/api/business-profile');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().datas;
}

async function uploadLogo(role: Role, file: { filename: string; type: string; data: Buffer }) {
  const mp = multipart({}, { logo: file });
  return t.app.inject({
    method: 'POST',
    url: '/api/business-profile/upload/',
    headers: { ...mp.headers, authorization: `Bearer ${await t.tokenOf(role)}` },
    payload: mp.payload,
  });
}

describe('business profile', () => {
  it('starts seeded, and every signed-in user reads it (not an anonymous one)', async () => {
    for (const role of ['admin', 'owner', 'staff', 'kasir'] as const) {
      const p = await current(role);
      expect(p).toMatchObject({
        id: 1,
        name: 'Pawon',
        invoiceFooter: 'Terima kasih atas pesanan Anda.',
        logo: null,
      });
    }
    expect((await t.call(null, 'GET', '/api/business-profile')).statusCode).toBe(401);
    expect(await getBusinessProfile(t.database.db)).toMatchObject({ id: 1, name: 'Pawon' });
  }, 90_000); // four sign-ins (argon2) on a busy 2-core machine

  it('is a menu of Pengaturan Aplikasi granted to Super Admin and Owner only', async () => {
    const grants = await t.query<{ name: string; update: boolean; header: string }>(sql`
      select g.name, gm.can_update as update, h.name as header from group_menus gm
      join auth_groups g on g.id = gm.group_id join menus m on m.id = gm.menu_id join menus h on h.id = m.parent_id
      where m.url = '/business-profile' order by g.name`);
    expect(grants).toEqual([
      { name: 'Owner', update: true, header: 'Pengaturan Aplikasi' },
      { name: 'Super Admin', update: true, header: 'Pengaturan Aplikasi' },
    ]);
  });

  it('the owner changes it: trimmed, the phone in its one format; the header line names the filled parts', async () => {
    const before = await current();
    const res = await t.call('owner', 'POST', '/api/business-profile/update', {
      version: before.version,
      name: '  Pawon Bu Sari ',
      address: 'Jl. Kopo No. 12, Bandung',
      phone: '+62 812 3456 7890',
      paymentInfo: 'BCA 123-456-7890 a.n. Sari',
      invoiceFooter: 'Barang yang sudah dibeli tidak dapat dikembalikan.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().datas;
    expect(after).toMatchObject({
      name: 'Pawon Bu Sari',
      phone: '0812-3456-7890',
      paymentInfo: 'BCA 123-456-7890 a.n. Sari',
      version: before.version + 1,
    });
    expect(await current('kasir')).toEqual(after);
    expect(businessHeaderLine(after)).toBe('Pawon Bu Sari · Jl. Kopo No. 12, Bandung · 0812-3456-7890');
    // Multipart, as a browser form sends it, clears a field with an empty value.
    const mp = multipart({ version: after.version, name: 'Pawon Bu Sari', address: '' });
    const cleared = await t.app.inject({
      method: 'POST',
      url: '/api/business-profile/update',
      headers: { ...mp.headers, authorization: `Bearer ${await t.tokenOf('owner')}` },
      payload: mp.payload,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().datas.address).toBeNull();
  });

  it('refuses a cashier and Staff (403), extra fields and bad values (422), a stale version (409): nothing changes', async () => {
    const p = await current();
    for (const role of ['kasir', 'staff'] as const) await t.tokenOf(role); // signing in is audited
    const digest = await t.digest();
    for (const role of ['kasir', 'staff'] as const) {
      const res = await t.call(role, 'POST', '/api/business-profile/update', {
        version: p.version,
        name: 'Diambil',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().status).toBe('error');
      expect(
        (await uploadLogo(role, { filename: 'a.png', type: 'image/png', data: Buffer.alloc(10) })).statusCode,
      ).toBe(403);
    }
    const extra = await t.call('owner', 'POST', '/api/business-profile/update', {
      version: p.version,
      name: 'Pawon',
      id: 2,
      logo: 'x.webp',
    });
    expect(extra.statusCode).toBe(422);
    const phone = await t.call('owner', 'POST', '/api/business-profile/update', {
      version: p.version,
      name: 'Pawon',
      phone: '12345',
    });
    expect(phone.statusCode).toBe(422);
    expect(phone.json().errors.phone).toBeDefined();
    // Shaped like a number, but no Indonesian mobile, fixed line or +country number (decision 007).
    const notAPhone = await t.call('owner', 'POST', '/api/business-profile/update', {
      version: p.version,
      name: 'Pawon',
      phone: '5555 1234',
    });
    expect(notAPhone.statusCode).toBe(422);
    expect(notAPhone.json().errors.phone[0]).toMatch(/nomor/i);
    const empty = await t.call('owner', 'POST', '/api/business-profile/update', {
      version: p.version,
      name: '',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.name).toBeDefined();
    const long = await t.call('owner', 'POST', '/api/business-profile/update', {
      version: p.version,
      name: 'Pawon',
      invoiceFooter: 'x'.repeat(201),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.invoiceFooter).toBeDefined();
    const noVersion = await t.call('owner', 'POST', '/api/business-profile/update', { name: 'Pawon' });
    expect(noVersion.statusCode).toBe(422);
    const stale = await t.call('owner', 'POST', '/api/business-profile/update', {
      version: p.version - 1 || p.version + 5,
      name: 'Versi Lama',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().conflict).toMatchObject({ version: p.version, record: { name: p.name } });
    expect(await t.digest()).toBe(digest);
  });

  it('stores a logo as WebP with a thumbnail, replaces and removes it with its files; refuses a fake or huge one', async () => {
    const png = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#205080' } })
      .png()
      .toBuffer();
    const first = await uploadLogo('owner', { filename: 'logo.png', type: 'image/png', data: png });
    expect(first.statusCode, first.body).toBe(200);
    const withLogo = first.json().datas;
    expect(withLogo.logo).toMatch(/^\/api\/files\/business\/[a-f0-9]{32}\.webp$/);
    expect(withLogo.logoThumb).toMatch(/-thumb\.webp$/);
    const image = await t.app.inject({ method: 'GET', url: withLogo.logo });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(300);

    const second = await uploadLogo('owner', { filename: 'logo2.png', type: 'image/png', data: png });
    expect(second.statusCode).toBe(200);
    expect(fs.readdirSync(logosDir()).sort()).toHaveLength(2); // the new logo and its thumbnail only

    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<svg onload=alert(1)>')]);
    const refused = await uploadLogo('owner', { filename: 'x.jpg', type: 'image/jpeg', data: fake });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().errors.logo).toBeDefined();
    const tooBig = await uploadLogo('owner', {
      filename: 'big.png',
      type: 'image/png',
      data: Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 10)]),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().status).toBe('error');
    const none = await t.call('owner', 'POST', '/api/business-profile/upload/', {}, 'multipart');
    expect(none.statusCode).toBe(422);
    expect(fs.readdirSync(logosDir())).toHaveLength(2);

    const p = await current();
    const removed = await t.call('owner', 'POST', '/api/business-profile/update', {
      version: p.version,
      name: p.name,
      removeLogo: true,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().datas).toMatchObject({ logo: null, logoThumb: null });
    expect(fs.readdirSync(logosDir())).toEqual([]);
  });
});

/** A warung's printed static QRIS (its CRC computed apart; qris.test.ts checks the format itself). */
const STATIC_QRIS =
  '00020101021126730021ID.CO.BANKMANDIRI.WWW011893600008000001234502150000000123456780303UMI' +
  '51440014ID.CO.QRIS.WWW0215ID10243123456780303UMI5204581253033605802ID5913PAWON BU SARI' +
  '6012KAB. BANDUNG61054021862070703A0163046C72';

describe('the money settings (issue 38): default term, overdue days that hold orders, the QRIS', () => {
  it('start at a term of 0 days (cash on delivery), a hold after 30 days overdue, no QRIS; everyone reads them', async () => {
    for (const role of ['owner', 'kasir'] as const)
      expect(await current(role)).toMatchObject({
        defaultPaymentTermDays: 0,
        creditHoldOverdueDays: 30,
        qrisPayload: null,
      });
  });

  it('the owner sets them (the QRIS as pasted, trimmed and unwrapped); left out they stay; emptied the QRIS is null', async () => {
    const before = await current();
    const pasted = `  ${STATIC_QRIS.slice(0, 90)}\r\n${STATIC_QRIS.slice(90)}\n`;
    const saved = await t.ok(
      '/api/business-profile/update',
      {
        version: before.version,
        name: before.name,
        defaultPaymentTermDays: 14,
        creditHoldOverdueDays: 45,
        qrisPayload: pasted,
      },
      'owner',
    );
    expect(saved.datas).toMatchObject({
      defaultPaymentTermDays: 14,
      creditHoldOverdueDays: 45,
      qrisPayload: STATIC_QRIS,
      version: before.version + 1,
    });
    expect(await current('kasir')).toEqual(saved.datas);
    const [row] = await t.query<{ qris: string }>(sql`select qris_payload as qris from business_profile`);
    expect(row!.qris).toBe(STATIC_QRIS);

    // A client that does not send them (an older app) changes the rest only.
    const renamed = await t.ok(
      '/api/business-profile/update',
      { version: saved.datas.version, name: 'Pawon Bu Sari' },
      'owner',
    );
    expect(renamed.datas).toMatchObject({
      name: 'Pawon Bu Sari',
      defaultPaymentTermDays: 14,
      creditHoldOverdueDays: 45,
      qrisPayload: STATIC_QRIS,
    });

    // The edges of the range are taken; an empty QRIS clears it, as a browser form sends it too.
    const edges = await t.ok(
      '/api/business-profile/update',
      {
        version: renamed.datas.version,
        name: 'Pawon Bu Sari',
        defaultPaymentTermDays: 365,
        creditHoldOverdueDays: 0,
        qrisPayload: '   ',
      },
      'owner',
    );
    expect(edges.datas).toMatchObject({
      defaultPaymentTermDays: 365,
      creditHoldOverdueDays: 0,
      qrisPayload: null,
    });
    const again = await t.ok(
      '/api/business-profile/update',
      { version: edges.datas.version, name: 'Pawon Bu Sari', qrisPayload: STATIC_QRIS },
      'owner',
    );
    const mp = multipart({
      version: again.datas.version,
      name: 'Pawon Bu Sari',
      qrisPayload: '',
      defaultPaymentTermDays: 7,
    });
    const cleared = await t.app.inject({
      method: 'POST',
      url: '/api/business-profile/update',
      headers: { ...mp.headers, authorization: `Bearer ${await t.tokenOf('owner')}` },
      payload: mp.payload,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().datas).toMatchObject({ qrisPayload: null, defaultPaymentTermDays: 7 });
  });

  it('refuses a payload that is not a usable QRIS on its field with the reason, and days out of range: nothing changes', async () => {
    const now = await current();
    const p = await t.ok(
      '/api/business-profile/update',
      { version: now.version, name: now.name, qrisPayload: STATIC_QRIS },
      'owner',
    );
    expect(p.datas.qrisPayload).toBe(STATIC_QRIS);
    const version = p.datas.version;
    await t.tokenOf('owner');
    const digest = await t.digest();
    const withCrc = (body: string) => `${body}6304${crc16(`${body}6304`)}`;
    const cases: Array<[string, string, RegExp]> = [
      [`${STATIC_QRIS.slice(0, -4)}6C73`, 'crc', /CRC/],
      [STATIC_QRIS.replace('PAWON BU SARI', 'PAWON BU SARA'), 'crc', /tidak cocok/],
      [withCrc(STATIC_QRIS.slice(0, -4 - 4).replace('5802ID', '5802MY')), 'country', /Indonesia/],
      [withCrc(STATIC_QRIS.slice(0, -4 - 4).replace('5303360', '5303458')), 'currency', /rupiah/],
      ['BCA 123-456-7890 a.n. Sari', 'format', /bukan teks QRIS/],
      ['https://pawon.id/bayar', 'format', /000201/],
      [STATIC_QRIS.slice(0, 120), 'length', /terpotong/],
      [withCrc(STATIC_QRIS.slice(0, -4 - 4).replace('010211', '010212')), 'dynamic', /QRIS dinamis/],
    ];
    for (const [payload, rule, message] of cases) {
      const res = await t.call('owner', 'POST', '/api/business-profile/update', {
        version,
        name: 'Diubah',
        qrisPayload: payload,
      });
      expect(res.statusCode, `${rule}: ${res.body}`).toBe(422);
      const body = res.json();
      expect(body.code).toBe('profile.qrisInvalid');
      expect(body.params).toMatchObject({ rule });
      expect(body.fieldCodes.qrisPayload).toEqual({
        code: 'profile.qrisInvalid',
        params: { field: 'qrisPayload', rule },
      });
      expect(body.errors.qrisPayload[0], rule).toMatch(message);
      expect(body.message).toBe(body.errors.qrisPayload[0]);
    }
    for (const [field, value] of [
      ['defaultPaymentTermDays', 366],
      ['defaultPaymentTermDays', -1],
      ['creditHoldOverdueDays', 1.5],
      ['creditHoldOverdueDays', 'tiga puluh'],
      ['qrisPayload', 'x'.repeat(513)],
    ] as const) {
      const res = await t.call('owner', 'POST', '/api/business-profile/update', {
        version,
        name: 'Diubah',
        [field]: value,
      });
      expect(res.statusCode, `${field} ${value}`).toBe(422);
      expect(res.json().errors[field], field).toBeDefined();
    }
    expect(await t.digest()).toBe(digest);
    expect(await current()).toMatchObject({ qrisPayload: STATIC_QRIS, version });
  });
});

describe('an order shows when it was delivered', () => {
  it('deliveredAt is set when an order becomes delivered and cleared when the delivery is undone', async () => {
    const [row] = await t.query<{ id: number }>(sql`
      select id from transactions where delivery = 'pending' and packing = 'packed' order by id limit 1`);
    const [{ version }] = (await t.query<{ version: number }>(
      sql`select version from transactions where id = ${row!.id}`,
    )) as [{ version: number }];
    const started = Date.now();
    const delivered = await t.ok('/api/transaction/status', { id: row!.id, version, delivery: 'delivered' });
    const at = Date.parse(delivered.datas.deliveredAt);
    expect(at).toBeGreaterThanOrEqual(started - 5_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 5_000);
    // A later change of the delivered order keeps the time it was delivered.
    const noted = await t.ok('/api/transaction/update', {
      id: row!.id,
      version: delivered.datas.version,
      note: 'Diterima satpam',
    });
    expect(noted.datas.deliveredAt).toBe(delivered.datas.deliveredAt);
    const undone = await t.ok('/api/transaction/undeliver', {
      id: row!.id,
      version: noted.datas.version,
      reason: 'Salah tandai, belum dikirim',
    });
    expect(undone.datas).toMatchObject({ delivery: 'pending', deliveredAt: null });
  });

  it('the demo orders were delivered at their planned time, never in the future', async () => {
    const [r] = await t.query<{ delivered: number; missing: number; future: number }>(sql`
      select count(*)::int as delivered, count(*) filter (where delivered_at is null)::int as missing,
             count(*) filter (where delivered_at > now())::int as future
      from transactions where delivery = 'delivered'`);
    expect(r!.delivered).toBeGreaterThan(10);
    expect(r).toMatchObject({ missing: 0, future: 0 });
  });
});

describe('migration 0009 on a database seeded before it', () => {
  it('adds the menu under Pengaturan Aplikasi granted to Super Admin and Owner, and the profile row', async () => {
    const scratch = await scratchDatabase(9);
    try {
      await scratch.exec(`
        insert into menus (name, url, icon, level, parent_id, sort_order) values ('Pengaturan Aplikasi', null, 'bx-cog', 'header', null, 70);
        insert into menus (name, url, icon, level, parent_id, sort_order)
          select 'Position Management', '/position-management', 'bx-id-card', 'parent', id, 40 from menus where name = 'Pengaturan Aplikasi';
        insert into auth_groups (name, description) values ('Super Admin', ''), ('Owner', ''), ('Default', '');
        insert into group_menus (group_id, menu_id, can_create, can_update, can_delete)
          select g.id, m.id, true, true, true from auth_groups g cross join menus m where g.name <> 'Default';`);
      const database = await openDatabase({ dataDir: scratch.dataDir, databaseUrl: scratch.url });
      try {
        const menu = (await database.db.execute(sql`
          select m.name, m.sort_order as "sortOrder", h.name as header,
            (select array_agg(g.name order by g.name) from group_menus gm join auth_groups g on g.id = gm.group_id
             where gm.menu_id = m.id) as groups
          from menus m join menus h on h.id = m.parent_id where m.url = '/business-profile'`)) as unknown as {
          rows: Array<Record<string, unknown>>;
        };
        expect(menu.rows).toEqual([
          {
            name: 'Profil Usaha',
            sortOrder: 50,
            header: 'Pengaturan Aplikasi',
            groups: ['Owner', 'Super Admin'],
          },
        ]);
        expect(await getBusinessProfile(database.db)).toMatchObject({ id: 1, name: 'Pawon', version: 1 });
      } finally {
        await database.close();
      }
    } finally {
      await scratch.drop();
    }
  }, 120_000);
});
