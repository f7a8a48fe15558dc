/**
 * Bank statement import (issue 38, "Impor mutasi bank"): the exports of KlikBCA, Mandiri and BRI read from their
 * header row, credit lines matched by order number, remembered account name or unique amount, a generated statement
 * of 200 transfers for 200 open orders, re-imports recording nothing twice, rights and bad files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAmount, parseDate, orderNumbersIn, senderNameOf } from '../src/domains/money/bankFormats.js';
import { closeSheetPool } from '../src/domains/platform/sheetReader.js';
import { DEMO, multipart, useTestApp, type Json, type Role } from './helpers.js';
import { sceneBuilder } from './scenes.js';
import { textRow, xlsxOf } from './sheetFiles.js';

const t = useTestApp();
const { ok, post } = t;
const scenes = sceneBuilder(t, 'Mutasi', 'MUT');
afterAll(closeSheetPool);

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A pcs price no seeded order's total is a multiple of, so that balances made here are new amounts. */
const PRICE = 1_013;
let goods: { p: Json; k: Json } | undefined;
const taken = new Set<number>();
let nextPcs = 40;

beforeAll(async () => {
  goods = {
    p: await scenes.product(PRICE, [{ bucket: 'frozen', qty: 500_000 }]),
    k: await scenes.box(0, [500_000]),
  };
  const open = await t.query<{ balance: number }>(
    sql`select distinct balance from transactions where balance > 0`,
  );
  for (const o of open) taken.add(Number(o.balance));
}, 120_000);

/** A number of pcs whose total is no open balance yet (each order its own amount). */
function freshPcs(): number {
  while (taken.has(nextPcs * PRICE)) nextPcs++;
  taken.add(nextPcs * PRICE);
  return nextPcs++;
}

async function order(customerId: number, pcs = freshPcs(), states: Json = {}): Promise<Json> {
  const { p, k } = goods!;
  const res = await post('/api/transaction/add', {
    customerId,
    packs: [{ materialId: k.id, count: 1, lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: pcs }] }],
    ...states,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().datas as Json;
}

async function preview(
  data: Buffer | string,
  opts: { name?: string; mapping?: Json; role?: Role | string } = {},
) {
  const name = opts.name ?? 'mutasi.csv';
  const mp = multipart(opts.mapping ? { mapping: opts.mapping } : {}, {
    file: { filename: name, type: name.endsWith('.csv') ? 'text/csv' : XLSX, data: Buffer.from(data) },
  });
  const role = opts.role ?? 'admin';
  const token = role in DEMO ? await t.tokenOf(role as Role) : role;
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/import/preview',
    headers: { ...mp.headers, authorization: `Bearer ${token}` },
    payload: mp.payload,
  });
}

async function previewOk(data: Buffer | string, opts: { name?: string; mapping?: Json } = {}) {
  const res = await preview(data, opts);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Json;
}

const dmy = (iso: string) => iso.split('-').reverse().join('/');
const quote = (s: string) => `"${s.replaceAll('"', '""')}"`;

/** A Mandiri-shaped statement of the lines given (credit, or debit when `out`). */
function mandiri(lines: Array<{ date?: string; remarks: string; amount: number; out?: boolean }>): string {
  const rows = lines.map((l, i) =>
    [
      '1230001234567',
      `${dmy(l.date ?? scenes.today)} 09:${String(i % 60).padStart(2, '0')}:00`,
      quote(l.remarks),
      `FT${i}`,
      l.out ? quote(l.amount.toLocaleString('en-US', { minimumFractionDigits: 2 })) : '0.00',
      l.out ? '0.00' : quote(l.amount.toLocaleString('en-US', { minimumFractionDigits: 2 })),
      '0.00',
    ].join(','),
  );
  return ['Account No,Posting Date,Remarks,Reference No,Debit,Credit,Balance', ...rows].join('\r\n');
}

/** A line of a preview, to confirm as proposed (its orders, else its customer). */
const asProposed = (l: Json, extra: Json = {}) => ({
  date: l.date,
  description: l.description,
  amount: l.amount,
  occurrence: l.occurrence,
  ...(l.orders.length ? { orderIds: l.orders.map((o: Json) => o.id) } : { customerId: l.customer.id }),
  ...extra,
});

describe('bank formats', () => {
  it('reads amounts and dates as Indonesian banks write them', () => {
    expect(parseAmount('1,500,000.00')).toBe(1_500_000);
    expect(parseAmount('1.500.000,00')).toBe(1_500_000);
    expect(parseAmount('Rp 275.500')).toBe(275_500);
    expect(parseAmount('150000.00')).toBe(150_000);
    expect(parseAmount('-6.500')).toBe(-6_500);
    expect(parseAmount('(6,500.00)')).toBe(-6_500);
    expect(parseAmount('PEND')).toBeNull();
    const thisYear = () => 2025;
    expect(parseDate("'27/12", () => 2024)).toBe('2024-12-27');
    expect(parseDate('03/05/25', thisYear)).toBe('2025-05-03');
    expect(parseDate('01/05/2025 08:15:22', thisYear)).toBe('2025-05-01');
    expect(parseDate('2025-05-01', thisYear)).toBe('2025-05-01');
    expect(parseDate('01 Mei 2025', thisYear)).toBe('2025-05-01');
    expect(parseDate('01-May-25', thisYear)).toBe('2025-05-01');
    expect(parseDate('31/02/2025', thisYear)).toBeNull();
    expect(parseDate('PEND', thisYear)).toBeNull();
    expect(orderNumbersIn('bayar trx 20250502 3 dan TRX-20250430-0007, TRX202505010012')).toEqual([
      'TRX-20250502-0003',
      'TRX-20250430-0007',
      'TRX-20250501-0012',
    ]);
    expect(orderNumbersIn('TRSF E-BANKING CR 0105/FTSCY/WS95031 150000.00')).toEqual([]);
    expect(senderNameOf('TRSF E-BANKING CR 2712/FTSCY/WS95031 150000.00BUDI SANTOSO')).toBe('BUDI SANTOSO');
    expect(senderNameOf('MCM InhouseTrf DARI CV MAJU JAYA')).toBe('CV MAJU JAYA');
  });

  it('knows the KlikBCA CSV: details above the header, dd/mm across a new year, CR/DB, PEND and the footer', async () => {
    const read = await previewOk(fixture('bca-klikbca.csv'));
    expect(read).toMatchObject({
      bank: 'bca',
      headerRow: 7,
      mapping: { date: 'Tanggal Transaksi', description: 'Keterangan', amount: 'Jumlah' },
      counts: { debits: 2 },
    });
    expect(read.lines.map((l: Json) => [l.row, l.date, l.amount, l.senderName])).toEqual([
      [8, '2024-12-27', 150_000, 'BUDI SANTOSO'],
      [10, '2025-01-02', 275_500, 'SITI AMINAH'],
      [11, '2025-01-03', 1_000_000, null],
    ]);
    expect(read.lines[0].description).toBe(
      'TRSF E-BANKING CR 2712/FTSCY/WS95031 150000.00BUDI SANTOSO TRX-20241226-0001',
    );
  });

  it('knows the Mandiri export (Debit and Credit columns) as CSV and as XLSX', async () => {
    const read = await previewOk(fixture('mandiri.csv'));
    expect(read).toMatchObject({ bank: 'mandiri', headerRow: 1, counts: { debits: 1 } });
    expect(read.lines.map((l: Json) => [l.date, l.amount, l.senderName])).toEqual([
      ['2025-05-01', 1_250_000, 'DEWI LESTARI'],
      ['2025-05-02', 480_000, 'CV MAJU JAYA'],
      ['2025-05-03', 75_250, 'HENDRA GUNAWAN'],
    ]);
    const xlsx = xlsxOf({
      rows: [
        textRow(['Account No', 'Posting Date', 'Remarks', 'Debit', 'Credit'], 1),
        '<row r="2"><c r="A2" t="inlineStr"><is><t>1230001234567</t></is></c>' +
          '<c r="B2" t="inlineStr"><is><t>02/05/2025</t></is></c>' +
          '<c r="C2" t="inlineStr"><is><t>TRANSFER DARI LINA MARLINA</t></is></c>' +
          '<c r="D2"><v>0</v></c><c r="E2"><v>321500</v></c></row>',
      ],
    });
    const fromXlsx = await previewOk(xlsx, { name: 'mutasi.xlsx' });
    expect(fromXlsx).toMatchObject({ bank: 'mandiri', lines: [{ date: '2025-05-02', amount: 321_500 }] });
  });

  it('knows the BRI export, semicolon separated with amounts 325.000,00', async () => {
    const read = await previewOk(fixture('bri.csv'));
    expect(read).toMatchObject({
      bank: 'bri',
      headerRow: 5,
      mapping: {
        date: 'Tanggal Transaksi',
        description: 'Uraian Transaksi',
        credit: 'Kredit',
        debit: 'Debet',
      },
      counts: { debits: 1 },
    });
    expect(read.lines.map((l: Json) => [l.date, l.amount])).toEqual([
      ['2025-05-03', 325_000],
      ['2025-05-05', 90_000],
    ]);
  });

  it('asks for a mapping for another layout, uses it, and remembers it once a confirm sends it', async () => {
    const file = [
      'Tgl;Berita;Nominal;Arah',
      `${dmy(scenes.today)};SETORAN KAS TOKO;125.000;K`,
      `${dmy(scenes.today)};BIAYA ADMIN;5.000;D`,
    ].join('\n');
    const unknown = await previewOk(file);
    expect(unknown).toMatchObject({
      bank: null,
      headerRow: 1,
      headers: ['Tgl', 'Berita', 'Nominal', 'Arah'],
    });
    expect(unknown.lines).toEqual([]);
    const mapping = { date: 'Tgl', description: 'Berita', amount: 'Nominal', direction: 'Arah' };
    const mapped = await previewOk(file, { mapping });
    expect(mapped).toMatchObject({ bank: 'custom', remembered: false, counts: { debits: 1, unknown: 1 } });
    expect(mapped.lines[0]).toMatchObject({
      amount: 125_000,
      status: 'unknown',
      description: 'SETORAN KAS TOKO',
    });

    const c = await scenes.customer();
    await ok('/api/payment/import/confirm', {
      lines: [asProposed({ ...mapped.lines[0], orders: [], customer: c })],
      remember: { headers: mapped.headers, mapping },
    });
    const again = await previewOk(file);
    expect(again).toMatchObject({ bank: 'custom', remembered: true, mapping, counts: { duplicate: 1 } });
  });
});

describe('matching', () => {
  it('by order number, remembered name and unique amount; what is unsure waits with its candidates', async () => {
    const [a, b, c, d1, d2, e, f, g] = await Promise.all(Array.from({ length: 8 }, () => scenes.customer()));
    const byNumber = await order(a!.id);
    const byAmount = await order(b!.id);
    const cOne = await order(c!.id);
    const cTwo = await order(c!.id);
    const twinPcs = freshPcs();
    const twin1 = await order(d1!.id, twinPcs);
    const twin2 = await order(d2!.id, twinPcs);
    const twice = await order(e!.id);
    const paid = await order(a!.id, freshPcs(), { payment: 'paid' });
    const compact = byNumber.number.replaceAll('-', '');

    // A name is remembered when a line is confirmed with it.
    const first = await ok('/api/payment/import/confirm', {
      lines: [
        {
          date: scenes.today,
          description: 'TRANSFER DARI RATNA KUSUMA DEWI',
          amount: 1_000,
          occurrence: 1,
          orderIds: [cOne.id],
          rememberName: 'Ratna  Kusuma',
        },
      ],
    });
    expect(first).toMatchObject({ recorded: 1, duplicates: 0 });
    await t.query(
      sql`insert into bank_account_names (customer_id, name) values (${f!.id}, 'ANDI PRATAMA'), (${g!.id}, 'PRATAMA JAYA')`,
    );

    const file = mandiri([
      { remarks: `TRSF E-BANKING CR BAYAR ${compact} SUGENG`, amount: 5_000 },
      { remarks: 'TRANSFER DARI PAK TARNO', amount: byAmount.balance },
      { remarks: 'MCM InhouseTrf DARI RATNA KUSUMA', amount: cTwo.balance },
      { remarks: 'BI-FAST CR RATNA KUSUMA', amount: 777 },
      { remarks: 'SETORAN TUNAI', amount: twin1.balance },
      { remarks: 'TRF DARI ONO', amount: twice.balance },
      { remarks: 'TRF DARI ONI', amount: twice.balance },
      { remarks: `LUNAS ${paid.number}`, amount: 3_000 },
      { remarks: 'TRANSFER DARI ANDI PRATAMA JAYA', amount: 9_999 },
      { remarks: 'TRANSFER ENTAH SIAPA', amount: 123_457 },
      { remarks: 'BIAYA ADMIN', amount: 6_500, out: true },
    ]);
    const read = await previewOk(file);
    const [number, amount, name, nameOnly, twins, same1, same2, closed, names, unknown] =
      read.lines as Json[];
    expect(read.counts).toEqual({ matched: 4, ambiguous: 5, unknown: 1, duplicate: 0, debits: 1 });
    expect(number).toMatchObject({ status: 'matched', matchedBy: 'number', customer: { id: a!.id } });
    expect(number!.orders.map((o: Json) => o.id)).toEqual([byNumber.id]);
    expect(amount).toMatchObject({ status: 'matched', matchedBy: 'amount', orders: [{ id: byAmount.id }] });
    expect(name).toMatchObject({ status: 'matched', matchedBy: 'name', orders: [{ id: cTwo.id }] });
    expect(nameOnly).toMatchObject({
      status: 'matched',
      matchedBy: 'name',
      orders: [],
      customer: { id: c!.id },
    });
    expect(twins).toMatchObject({ status: 'ambiguous', reason: 'manyAmounts' });
    expect(twins!.candidates.map((o: Json) => o.id).sort()).toEqual([twin1.id, twin2.id].sort());
    expect([same1, same2]).toMatchObject([
      { status: 'ambiguous', reason: 'sameOrder', candidates: [{ id: twice.id }] },
      { status: 'ambiguous', reason: 'sameOrder', candidates: [{ id: twice.id }] },
    ]);
    expect(closed).toMatchObject({ status: 'ambiguous', reason: 'orderPaid', customer: { id: a!.id } });
    expect(names).toMatchObject({ status: 'ambiguous', reason: 'manyNames' });
    expect(unknown).toMatchObject({
      status: 'unknown',
      reason: null,
      orders: [],
      candidates: [],
      customer: null,
    });

    // Confirmed as proposed, with a choice for the twins: transfers allocated to those orders.
    const done = await ok('/api/payment/import/confirm', {
      lines: [number, amount, name, nameOnly]
        .map((l) => asProposed(l!))
        .concat([asProposed({ ...twins, orders: [{ id: twin2.id }] })]),
    });
    expect(done).toMatchObject({ recorded: 5, duplicates: 0 });
    const payments = await t.query<Json>(
      sql`select p.method, p.reference, p.amount, p.customer_id as "customerId", p.date::text as date
          from payments p join bank_import_lines l on l.payment_id = p.id where l.fingerprint = ${number!.fingerprint}`,
    );
    expect(payments).toEqual([
      {
        method: 'transfer',
        reference: number!.description,
        amount: 5_000,
        customerId: a!.id,
        date: scenes.today,
      },
    ]);
    const orders = await t.query<Json>(
      sql`select id, paid_amount::int as paid, balance::int as balance from transactions
          where id in (${byNumber.id}, ${byAmount.id}, ${cTwo.id}, ${twin2.id}, ${twin1.id}) order by id`,
    );
    expect(Object.fromEntries(orders.map((o) => [o.id, [o.paid, o.balance]]))).toEqual({
      [byNumber.id]: [5_000, byNumber.balance - 5_000],
      [byAmount.id]: [byAmount.balance, 0],
      [cTwo.id]: [cTwo.balance, 0],
      [twin1.id]: [0, twin1.balance],
      [twin2.id]: [twin2.balance, 0],
    });
    // The customer-only line paid c's oldest open order (cOne, 1,000 paid before).
    expect(
      (await t.query<Json>(sql`select paid_amount::int as paid from transactions where id = ${cOne.id}`))[0],
    ).toEqual({
      paid: 1_777,
    });
  });

  it('matches 200 generated transfers to 200 open orders: at least 190 right, none wrong, the rest wait', async () => {
    const FIRST = ['SARI', 'WATI', 'YUNI', 'TUTI', 'ENDANG', 'RUSMINI', 'WARSIH', 'PAINEM'];
    const LAST = ['RAHAYU', 'LESTARI', 'HANDAYANI', 'PURNAMA', 'ASTUTI'];
    const STRANGERS = ['BAMBANG SUTRISNO', 'JOKO SUSILO', 'HARYANTO', 'SLAMET RIYADI', 'KOMANG ADI'];
    const customers = [];
    for (let i = 0; i < 40; i++) customers.push(await scenes.customer());
    const remembered = customers.map((_, i) => `${FIRST[i % 8]} ${LAST[Math.floor(i / 8)]}`);
    for (const [i, c] of customers.entries())
      await t.query(
        sql`insert into bank_account_names (customer_id, name) values (${c.id}, ${remembered[i]})`,
      );
    const orders: Json[] = [];
    for (let k = 0; k < 200; k++) orders.push(await order(customers[Math.floor(k / 5)]!.id));
    // Five orders of another customer owe what five of them owe: those lines cannot be told apart by amount.
    const decoy = await scenes.customer();
    for (let k = 160; k < 165; k++) await order(decoy.id, orders[k]!.total / PRICE);

    const formats = [
      (n: string) => n,
      (n: string) => n.replaceAll('-', ''),
      (n: string) => n.replaceAll('-', ' ').toLowerCase(),
      (n: string) => `INV/${n.slice(4, 12)}/${Number(n.slice(13))}`,
      (n: string) => n.slice(4),
    ];
    const lines = orders.map((o, k) => {
      const stranger = STRANGERS[k % STRANGERS.length];
      if (k < 120) {
        const amount = k % 2 ? o.balance : o.balance - 1_000 * (1 + (k % 7));
        return {
          remarks: `TRSF E-BANKING CR ${String(k).padStart(4, '0')}/FTSCY/WS9${k} ${amount}.00${stranger} ${formats[k % 5]!(o.number)}`,
          amount,
        };
      }
      if (k < 165) return { remarks: `TRSF E-BANKING CR 0000/FTSCY/WS8${k} ${stranger}`, amount: o.balance };
      const c = Math.floor(k / 5);
      return {
        remarks: `TRANSFER DARI ${remembered[c]} ${k}`,
        amount: k % 5 === 0 ? o.balance - 500 : o.balance,
      };
    });
    const read = await previewOk(mandiri(lines));
    expect(read.lines).toHaveLength(200);
    let right = 0;
    const wrong: Json[] = [];
    read.lines.forEach((l: Json, k: number) => {
      if (l.status !== 'matched') return;
      const o = orders[k]!;
      const ids = l.orders.map((x: Json) => x.id);
      const isRight = ids.length ? ids.length === 1 && ids[0] === o.id : l.customer.id === o.customerId;
      if (isRight) right++;
      else wrong.push({ k, line: l.description, got: ids, want: o.id });
    });
    expect(wrong).toEqual([]);
    expect(right).toBeGreaterThanOrEqual(190);
    const waiting = read.lines.filter((l: Json) => l.status !== 'matched');
    expect(waiting.length).toBe(200 - right);
    expect(right).toBe(195); // all but the five lines whose amount a decoy order owes too
    expect(waiting.every((l: Json) => l.status === 'ambiguous' && l.candidates.length === 2)).toBe(true);

    const matchedLines = read.lines
      .filter((l: Json) => l.status === 'matched')
      .map((l: Json) => asProposed(l));
    const done = await ok('/api/payment/import/confirm', { lines: matchedLines });
    expect(done).toMatchObject({ recorded: right, duplicates: 0 });
    const after = await t.query<Json>(
      sql`select id, paid_amount::int as paid from transactions where id = any(${`{${orders.map((o) => o.id).join(',')}}`}::int[])`,
    );
    const paid = new Map(after.map((o) => [o.id, o.paid]));
    read.lines.forEach((l: Json, k: number) => {
      if (l.status === 'matched') expect(paid.get(orders[k]!.id), l.description).toBe(l.amount);
    });

    // The same statement again: every recorded line is a duplicate, and a confirm records nothing twice.
    const again = await previewOk(mandiri(lines));
    expect(again.counts).toMatchObject({ duplicate: right, matched: 0, ambiguous: 200 - right });
    expect(again.lines.find((l: Json) => l.status === 'duplicate').paymentId).toEqual(
      done.lines[0].paymentId,
    );
    const before = await t.query<Json>(sql`select count(*)::int as n from payments`);
    const twice = await ok('/api/payment/import/confirm', { lines: matchedLines });
    expect(twice).toMatchObject({ recorded: 0, duplicates: right });
    expect(await t.query<Json>(sql`select count(*)::int as n from payments`)).toEqual(before);
  }, 300_000);
});

describe('rights and bad input', () => {
  it('needs /payment: view to read a statement, create to record it', async () => {
    const menus = (await ok('/api/menu-management/menuList', {})).datas as Json[];
    const dashboard = menus.find((m) => m.url === '/dashboard')!;
    const group = (
      await ok('/api/authorization-group/add', {
        name: 'Grup Tanpa Bayar',
        menus: [{ menuId: dashboard.id }],
      })
    ).datas;
    await ok('/api/userApp/add', {
      name: 'Tanpa Pembayaran',
      email: 'tanpa.bayar@pawon.test',
      password: 'tanpa-bayar-1',
      groupIds: [group.id],
    });
    const token = (await t.login('tanpa.bayar@pawon.test', 'tanpa-bayar-1')).json().token as string;
    expect((await preview(fixture('bri.csv'), { role: token })).statusCode).toBe(403);
    const line = { date: scenes.today, description: 'X', amount: 1_000, occurrence: 1, customerId: 1 };
    expect((await t.call(token, 'POST', '/api/payment/import/confirm', { lines: [line] })).statusCode).toBe(
      403,
    );
    expect((await t.call(null, 'POST', '/api/payment/import/confirm', { lines: [line] })).statusCode).toBe(
      401,
    );
    expect((await preview(fixture('bri.csv'), { role: 'kasir' })).statusCode).toBe(200);
  });

  it('answers a bad file or mapping with a 4xx naming the field', async () => {
    const empty = await preview('');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      code: 'import.noFile',
      message: 'Pilih berkas CSV atau XLSX untuk diimpor.',
    });
    const binary = await preview(Buffer.from([0x00, 0x01, 0x02, 0x03]), { name: 'mutasi.pdf' });
    expect(binary.statusCode).toBe(422);
    expect(binary.json()).toMatchObject({
      code: 'import.unreadable',
      message: 'Berkas harus berupa CSV atau XLSX.',
    });
    const noColumn = await preview(fixture('bri.csv'), {
      mapping: { date: 'Tanggal Transaksi', description: 'Uraian Transaksi', amount: 'Nominal' },
    });
    expect(noColumn.statusCode).toBe(422);
    expect(noColumn.json()).toMatchObject({
      code: 'bank.mappingColumn',
      fieldCodes: { 'mapping.amount': { code: 'bank.mappingColumn' } },
      message: 'Berkas tidak memiliki kolom "Nominal" di baris judulnya.',
    });
    const noAmount = await preview(fixture('bri.csv'), {
      mapping: { date: 'Tanggal Transaksi', description: 'Uraian Transaksi' },
    });
    expect(noAmount.json()).toMatchObject({ code: 'bank.mappingAmount' });
    const noLines = await preview('Posting Date,Remarks,Debit,Credit\r\nSaldo,,,\r\n');
    expect(noLines.statusCode).toBe(422);
    expect(noLines.json()).toMatchObject({
      code: 'bank.noLines',
      fieldCodes: { file: { code: 'bank.noLines' } },
    });
    const tooMany = await preview(
      ['Posting Date,Remarks,Debit,Credit', ...Array.from({ length: 10_001 }, () => '01/05/2025,X,0,1')].join(
        '\n',
      ),
    );
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toMatchObject({ code: 'import.tooLarge' });
  });

  it('refuses a line to record without its customer, with another customer’s order or a day to come', async () => {
    const [a, b] = [await scenes.customer(), await scenes.customer()];
    const o = await order(a.id);
    const base = { date: scenes.today, description: 'TRANSFER', amount: 1_000, occurrence: 1 };
    const cases: Array<[Json, string, string]> = [
      [{ ...base }, 'lines.0.customerId', 'bank.noTarget'],
      [{ ...base, orderIds: [o.id], customerId: b.id }, 'lines.0.orderIds', 'bank.orderCustomer'],
      [{ ...base, orderIds: [987_654] }, 'lines.0.orderIds', 'reference.notFound'],
      [{ ...base, customerId: 987_654 }, 'lines.0.customerId', 'reference.notFound'],
      [{ ...base, customerId: a.id, date: scenes.day(1) }, 'lines.0.date', 'date.afterToday'],
    ];
    for (const [line, field, code] of cases) {
      const res = await post('/api/payment/import/confirm', { lines: [line] });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().fieldCodes?.[field], `${field} ${res.body}`).toMatchObject({ code });
    }
    const noNumber = await post('/api/payment/import/confirm', {
      lines: [{ ...base, amount: 0, customerId: a.id }],
    });
    expect(noNumber.statusCode).toBe(422);
    expect(await t.query(sql`select 1 from bank_import_lines where description = 'TRANSFER'`)).toEqual([]);
  });
});
