/**
 * Every write path records its row (issue 19, decision 030), generated over the contract: each operation that may
 * change data is either called here with a valid request or listed in `UNAUDITED` with the reason it writes no
 * audit row, so a new write operation fails this file until it is one or the other.
 *
 * For each write a valid call must change business data, and every transaction that changed a business table must
 * also have inserted an audit row (test triggers note the transaction of each row written; the audit row's `xmin`
 * is its transaction). Then the same call again with the audit row's commit made to fail: nothing may be left, no
 * data and no audit row (the write and its row are one transaction). The operations that only read (`x-right:
 * view`, not listed) are called with an empty body and must change nothing, or audit what they change.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type Operation } from '../src/openapi.js';
import { multipart, PNG, useTestApp, type Json, type Role } from './helpers.js';
import { sceneBuilder } from './scenes.js';

const t = useTestApp();
const s = sceneBuilder(t, 'Jejak', 'JJK');

/**
 * Tables a write changes that are not business data: who is signed in, and sign-in throttling; and the standing
 * orders' record of each day's run (a day made is written with its order, which is audited; a day refused, with why,
 * changes no business data: orders/standingOrders.ts).
 */
const NOT_BUSINESS = ['audit_log', 'sessions', 'login_attempts', 'standing_order_days'];

/** Writes that record no audit row, and why. */
const UNAUDITED: Readonly<Record<string, string>> = {
  login:
    'a session and failed attempts (throttling) are not business data; a successful sign-in is logged (login)',
  logout: 'ends the session only (not business data); logged as logout',
  sessionList: 'a read: its right is User Management (update) to see another user’s sessions',
  sessionEnd: 'ends sessions only, which are not business data (a restore or password change ends them too)',
  sessionEndOthers: 'ends sessions only, which are not business data',
  backupAdd: 'writes a backup file into the data folder; no table changes',
  webhookTest:
    'sends a test event now: its delivery record is the trace (an attempt, not a change of business data)',
  backupDelete: 'deletes a kept backup file; no table changes',
  backupRestore: 'replaces every table, the audit log included, with the backup’s (the log is the backup’s)',
};

/** Writes whose answer reports each item's outcome: a failed item is not an error answer. */
const PER_ITEM = new Set(['transactionStatusBulk']);

interface Call {
  method?: 'POST' | 'DELETE';
  url: string;
  body?: Json;
  /** Files of a multipart body (the body's fields go along). */
  files?: Record<string, { filename: string; type: string; data: Buffer }>;
  /** @default the admin; null: nobody signed in */
  role?: Role | null;
}

const png = { filename: 'a.png', type: 'image/png', data: PNG };
const csv = (text: string) => ({ filename: 'data.csv', type: 'text/csv', data: Buffer.from(text) });
let seq = 0;
const next = () => ++seq;

const material = async (kind: 'bahanBaku' | 'bahanKemasan', lot = 10) => {
  const n = next();
  const m = (
    await t.ok(`/api/${kind}/add`, {
      name: `Bahan Jejak ${n}`,
      unit: 'kg',
      unitPrice: 1000,
      ...(kind === 'bahanKemasan' ? { packagingType: 'consumable' } : {}),
    })
  ).datas;
  const r = (
    await t.ok(`/api/${kind}/restock/add`, {
      category: 'restock',
      materialId: m.id,
      qty: lot,
      unitPrice: 1000,
    })
  ).datas;
  return { m, r };
};

const order = async (delivered = false) => {
  const p = await s.product(5000, [
    { bucket: 'frozen', qty: 10 },
    { bucket: 'fresh', qty: 10 },
  ]);
  const k = await s.box(1000, [10]);
  const c = await s.customer();
  const o = (
    await t.ok('/api/transaction/add', {
      customerId: c.id,
      ...(delivered ? { date: s.day(-1), payment: 'paid', packing: 'packed', delivery: 'delivered' } : {}),
      packs: [{ materialId: k.id, count: 1, lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 2 }] }],
    })
  ).datas;
  return { o, p, k, c };
};

/** A standing order's body: daily from `start` (a month ahead: no run makes its orders meanwhile). */
const standing = async (start = s.day(30)) => {
  const p = await s.product(5000, [{ bucket: 'frozen', qty: 100 }]);
  const k = await s.box(1000, [100]);
  const c = await s.customer();
  return {
    customerId: c.id,
    packs: [{ materialId: k.id, count: 1, lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 1 }] }],
    everyDays: 1,
    startDate: start,
  };
};

/** A purchase order's body: a vendor of its own, a raw material. */
const purchase = async () => {
  const v = (await t.ok('/api/vendor/add', { name: `Vendor Jejak ${next()}` })).datas;
  const { m } = await material('bahanBaku');
  return { vendorId: v.id, lines: [{ materialId: m.id, qty: 5, unitPrice: 2000 }] };
};

const run = async () => {
  const raw = await material('bahanBaku', 20);
  const p = await s.product(8000, []);
  const made = (
    await t.ok('/api/produksi/add', { productId: p.id, qty: 5, inputs: [{ materialId: raw.m.id, qty: 1 }] })
  ).datas;
  return { raw, p, made };
};

const crud = (tag: string, input: () => Json, path = tag) => ({
  [`${tag}Add`]: async (): Promise<Call> => ({ url: `/api/${path}/add`, body: input() }),
  [`${tag}Update`]: async (): Promise<Call> => {
    const r = (await t.ok(`/api/${path}/add`, input())).datas;
    return { url: `/api/${path}/update`, body: { ...input(), id: r.id, version: r.version } };
  },
  [`${tag}Delete`]: async (): Promise<Call> => {
    const r = (await t.ok(`/api/${path}/add`, input())).datas;
    return { method: 'DELETE', url: `/api/${path}/delete/${r.id}` };
  },
});

/** A valid call of every write operation, with what it needs made first. */
const menuIdOf = async (url: string) =>
  (await t.query<{ id: number }>(sql`select id from menus where url = ${url}`))[0]!.id;

const WRITES: Readonly<Record<string, () => Promise<Call>>> = {
  register: async () => {
    const n = next();
    return {
      url: '/api/register',
      role: null,
      body: { name: `Daftar Jejak ${n}`, email: `daftar-jejak-${n}@pawon.test`, password: 'rahasia-sekali' },
    };
  },
  menuAdd: async () => ({
    url: '/api/menu-management/add',
    body: { name: `Menu Jejak ${next()}`, level: 'header' },
  }),
  menuUpdate: async () => {
    const m = (await t.ok('/api/menu-management/add', { name: `Menu Jejak ${next()}`, level: 'header' }))
      .datas;
    return {
      url: '/api/menu-management/update',
      body: { id: m.id, version: m.version, name: `Menu Jejak ${next()}`, level: 'header' },
    };
  },
  menuDelete: async () => {
    const m = (await t.ok('/api/menu-management/add', { name: `Menu Jejak ${next()}`, level: 'header' }))
      .datas;
    return { url: '/api/menu-management/delete', body: { id: m.id } };
  },
  groupAdd: async () => ({ url: '/api/authorization-group/add', body: { name: `Grup Jejak ${next()}` } }),
  integrationTokenAdd: async () => ({
    url: '/api/integration-token/add',
    body: { name: `Token Jejak ${next()}`, scopes: [{ menuId: await menuIdOf('/items/vendor') }] },
  }),
  webhookAdd: async () => ({
    url: '/api/webhook/add',
    body: { url: `https://93.184.216.34/jejak/${next()}`, events: ['order.created'] },
  }),
  webhookUpdate: async () => {
    const w = (
      await t.ok('/api/webhook/add', { url: `https://93.184.216.34/j/${next()}`, events: ['order.created'] })
    ).datas;
    return {
      url: '/api/webhook/update',
      body: { id: w.id, version: w.version, url: w.url, events: ['order.deleted'] },
    };
  },
  webhookDelete: async () => {
    const w = (
      await t.ok('/api/webhook/add', { url: `https://93.184.216.34/j/${next()}`, events: ['order.created'] })
    ).datas;
    return { url: `/api/webhook/delete/${w.id}` };
  },
  webhookRotateSecret: async () => {
    const w = (
      await t.ok('/api/webhook/add', { url: `https://93.184.216.34/j/${next()}`, events: ['order.created'] })
    ).datas;
    return { url: `/api/webhook/rotate-secret/${w.id}` };
  },
  webhookDeliveryResend: async () => {
    const w = (
      await t.ok('/api/webhook/add', { url: `https://93.184.216.34/j/${next()}`, events: ['order.created'] })
    ).datas;
    const [d] = await t.query<{
      id: number;
    }>(sql`with e as (insert into webhook_events (public_id, type, ordering_key, payload)
        values (${`msg_jejak${next()}`}, 'order.created', 'order:0', '{}'::jsonb) returning id)
      insert into webhook_deliveries (event_id, webhook_id, ordering_key, status) select e.id, ${w.id}, 'order:0', 'abandoned' from e
      returning id::int as id`);
    return { url: `/api/webhook/resend/${d!.id}` };
  },
  integrationTokenDelete: async () => {
    const made = await t.ok('/api/integration-token/add', {
      name: `Token Jejak ${next()}`,
      scopes: [{ menuId: await menuIdOf('/items/vendor') }],
    });
    return { url: `/api/integration-token/revoke/${made.datas.id}` };
  },
  groupUpdate: async () => {
    const g = (await t.ok('/api/authorization-group/add', { name: `Grup Jejak ${next()}` })).datas;
    return {
      url: '/api/authorization-group/update',
      body: { id: g.id, version: g.version, name: `Grup Jejak ${next()}` },
    };
  },
  groupDelete: async () => {
    const g = (await t.ok('/api/authorization-group/add', { name: `Grup Jejak ${next()}` })).datas;
    return { url: '/api/authorization-group/delete', body: { id: g.id } };
  },
  ...crud(
    'user',
    () => {
      const n = next();
      return { name: `Pengguna Jejak ${n}`, email: `jejak-${n}@pawon.test`, password: 'rahasia-sekali' };
    },
    'userApp',
  ),
  userUpdate: async () => {
    const n = next();
    const u = (
      await t.ok('/api/userApp/add', {
        name: `Pengguna Jejak ${n}`,
        email: `jejak-${n}@pawon.test`,
        password: 'rahasia-sekali',
      })
    ).datas;
    return {
      url: '/api/userApp/update',
      body: { id: u.id, version: u.version, name: `Pengguna Jejak ${n} Baru`, email: u.email },
    };
  },
  userNewPassword: async () => {
    const n = next();
    const u = (
      await t.ok('/api/userApp/add', {
        name: `Pengguna Jejak ${n}`,
        email: `jejak-${n}@pawon.test`,
        password: 'rahasia-sekali',
      })
    ).datas;
    return { url: '/api/userApp/newPass/', body: { id: u.id, newPassword: 'rahasia-baru-sekali' } };
  },
  userUploadPhoto: async () => {
    const n = next();
    const u = (
      await t.ok('/api/userApp/add', {
        name: `Pengguna Jejak ${n}`,
        email: `jejak-${n}@pawon.test`,
        password: 'rahasia-sekali',
      })
    ).datas;
    return { url: '/api/userApp/upload/', body: { id: u.id }, files: { photo: png } };
  },
  ...crud('position', () => {
    const n = next();
    return { code: `J${n}`, name: `Jabatan Jejak ${n}` };
  }),
  ...crud('category', () => ({ name: `Kategori Jejak ${next()}` })),
  categoryUpload: async () => {
    const c = (await t.ok('/api/category/add', { name: `Kategori Jejak ${next()}` })).datas;
    return { url: '/api/category/upload/', body: { id: c.id }, files: { image: png } };
  },
  productAdd: async () => {
    const category = (await t.ok('/api/category/list', {})).datas[0].id;
    const n = next();
    return {
      url: '/api/product/add',
      body: { code: `JP${n}`, name: `Produk Jejak ${n}`, categoryId: category, price: 1000, unit: 'pcs' },
    };
  },
  productUpdate: async () => {
    const p = await s.product(1000, []);
    return {
      url: '/api/product/update',
      body: {
        id: p.id,
        version: p.version,
        code: p.code,
        name: p.name,
        categoryId: p.categoryId,
        price: 1500,
        unit: 'pcs',
      },
    };
  },
  productDelete: async () => ({
    method: 'DELETE',
    url: `/api/product/delete/${(await s.product(1000, [])).id}`,
  }),
  productUpload: async () => ({
    url: '/api/product/upload/',
    body: { id: (await s.product(1000, [])).id },
    files: { image: png },
  }),
  productImport: async () => {
    const category = (await t.ok('/api/category/list', {})).datas[0].name;
    const n = next();
    return {
      url: '/api/product/import',
      body: { dryRun: false },
      files: { file: csv(`Kode,Nama,Kategori,Harga,Satuan\nJI${n},Impor Jejak ${n},${category},2000,pcs\n`) },
    };
  },
  ...crud('vendor', () => ({ name: `Vendor Jejak ${next()}` })),
  ...crud('ongkir', () => ({ label: `Zona Jejak ${next()}`, price: 5000 })),
  ...crud('customer', () => ({ name: `Pelanggan Jejak ${next()}`, category: 'konsumen' })),
  ...crud('priceList', () => ({ name: `Daftar Jejak ${next()}` })),
  priceListSetPrices: async () => {
    const list = (await t.ok('/api/priceList/add', { name: `Daftar Jejak ${next()}` })).datas;
    const p = await s.product(5000, []);
    return {
      url: '/api/priceList/setPrices',
      body: { id: list.id, effectiveFrom: s.today, prices: [{ productId: p.id, price: 4500 }] },
    };
  },
  customerImport: async () => {
    const n = next();
    return {
      url: '/api/customer/import',
      body: { dryRun: false },
      files: {
        file: csv(`Nama,Kategori,Telepon\nImpor Jejak ${n},konsumen,0812${String(n).padStart(6, '0')}\n`),
      },
    };
  },
  ...crud('bahanBaku', () => ({ name: `Bahan Jejak ${next()}`, unit: 'kg' })),
  bahanBakuHalalUpload: async () => {
    const n = next();
    const m = (
      await t.ok('/api/bahanBaku/add', {
        name: `Bahan Halal Jejak ${n}`,
        unit: 'kg',
        halalStatus: 'certified',
        halalNumber: `ID0011000099${n}`,
        halalIssuer: 'BPJPH',
        halalExpiry: '2099-12-31',
      })
    ).datas;
    return { url: '/api/bahanBaku/halal/upload', body: { id: m.id }, files: { file: png } };
  },
  ...crud('bahanKemasan', () => ({
    name: `Kemasan Jejak ${next()}`,
    unit: 'pcs',
    packagingType: 'consumable',
  })),
  // Not `Dus Jejak n`: the scenes' boxes are named so, numbered by another counter.
  ...crud('packaging', () => ({ name: `Paket Jejak ${next()}`, unit: 'pcs', packPrice: 1000 })),
  ...Object.fromEntries(
    (['bahanBaku', 'bahanKemasan'] as const).flatMap((kind) => [
      [
        `${kind}RestockAdd`,
        async (): Promise<Call> => {
          const { m } = await material(kind);
          return {
            url: `/api/${kind}/restock/add`,
            body: { category: 'restock', materialId: m.id, qty: 3, unitPrice: 500 },
          };
        },
      ],
      [
        `${kind}RestockUpdate`,
        async (): Promise<Call> => {
          const { m, r } = await material(kind);
          return {
            url: `/api/${kind}/restock/update`,
            body: {
              category: 'restock',
              id: r.id,
              version: r.version,
              materialId: m.id,
              qty: 12,
              unitPrice: 1000,
            },
          };
        },
      ],
      [
        `${kind}RestockDelete`,
        async (): Promise<Call> => {
          const { r } = await material(kind);
          return { method: 'DELETE', url: `/api/${kind}/restock/delete/${r.id}?category=restock` };
        },
      ],
      [
        `${kind}StockCount`,
        async (): Promise<Call> => {
          const { m } = await material(kind);
          return { url: `/api/${kind}/stock/count`, body: { materialId: m.id, counted: 11 } };
        },
      ],
    ]),
  ),
  produksiAdd: async () => {
    const raw = await material('bahanBaku');
    const p = await s.product(8000, []);
    return {
      url: '/api/produksi/add',
      body: { productId: p.id, qty: 5, inputs: [{ materialId: raw.m.id, qty: 1 }] },
    };
  },
  produksiUpdate: async () => {
    const { raw, p, made } = await run();
    return {
      url: '/api/produksi/update',
      body: {
        id: made.id,
        version: made.version,
        productId: p.id,
        qty: 6,
        inputs: [{ materialId: raw.m.id, qty: 2 }],
      },
    };
  },
  produksiDelete: async () => ({ method: 'DELETE', url: `/api/produksi/delete/${(await run()).made.id}` }),
  // A planned run (decision 053): planned, then started as a recording.
  planCreateRuns: async () => ({
    url: '/api/plan/createRuns',
    body: { date: s.today, lines: [{ productId: (await s.product(8000, [])).id, qty: 5 }] },
  }),
  // "Buat PO": a planned run short of its material, bought from the material's preferred vendor.
  planCreatePurchaseOrders: async () => {
    const raw = await material('bahanBaku');
    const v = (await t.ok('/api/vendor/add', { name: `Vendor Jejak ${next()}` })).datas;
    await t.query(sql`update materials set preferred_vendor_id = ${v.id} where id = ${raw.m.id}`);
    const p = await s.product(8000, []);
    await t.ok('/api/produksi/recipe/save', {
      productId: p.id,
      lines: [{ materialId: raw.m.id, qtyPerUnit: 100 }],
    });
    await t.ok('/api/plan/createRuns', { date: s.today, lines: [{ productId: p.id, qty: 5 }] });
    return { url: '/api/plan/createPurchaseOrders', body: { date: s.today, materialIds: [raw.m.id] } };
  },
  produksiStart: async () => {
    const raw = await material('bahanBaku', 20);
    const p = await s.product(8000, []);
    const [planned] = (
      await t.ok('/api/plan/createRuns', { date: s.today, lines: [{ productId: p.id, qty: 5 }] })
    ).datas;
    return {
      url: '/api/produksi/start',
      body: { id: planned.id, version: planned.version, inputs: [{ materialId: raw.m.id, qty: 1 }] },
    };
  },
  produksiRecipeSave: async () => {
    const raw = await material('bahanBaku');
    const p = await s.product(8000, []);
    return {
      url: '/api/produksi/recipe/save',
      body: { productId: p.id, lines: [{ materialId: raw.m.id, qtyPerUnit: 0.2 }] },
    };
  },
  stockAdd: async () => {
    const p = await s.product(3000, []);
    return { url: '/api/stock/add', body: { reason: 'opening', productId: p.id, bucket: 'fresh', qty: 4 } };
  },
  ...crud('stockLocation', () => ({
    name: `Lokasi Jejak ${next()}`,
    kind: 'chiller',
    minTemp: 0,
    maxTemp: 5,
  })),
  stockLocationRecordReading: async () => {
    const l = (
      await t.ok('/api/stockLocation/add', { name: `Lokasi Jejak ${next()}`, kind: 'chiller', maxTemp: 5 })
    ).datas;
    return { url: '/api/stockLocation/recordReading', body: { locationId: l.id, celsius: 9 } };
  },
  stockLocationImportReadings: async () => {
    const l = (
      await t.ok('/api/stockLocation/add', { name: `Lokasi Jejak ${next()}`, kind: 'chiller', maxTemp: 5 })
    ).datas;
    return {
      url: '/api/stockLocation/importReadings',
      body: { dryRun: false, locationId: l.id },
      files: { file: csv('time,temperature\n2026-01-02 08:00,3\n2026-01-02 16:00,9\n') },
    };
  },
  stockLocationMove: async () => {
    const p = await s.product(3000, [{ bucket: 'fresh', qty: 4 }]);
    const batch = (await t.ok('/api/stock/list', { productId: p.id })).datas[0];
    const l = (await t.ok('/api/stockLocation/add', { name: `Lokasi Jejak ${next()}`, kind: 'chiller' }))
      .datas;
    return {
      url: '/api/stockLocation/move',
      body: { kind: 'batch', id: batch.id, bucket: 'fresh', toLocationId: l.id },
    };
  },
  stockUpdate: async () => {
    const p = await s.product(3000, [{ bucket: 'fresh', qty: 4 }]);
    const batch = (await t.ok('/api/stock/list', { productId: p.id })).datas[0];
    return { url: '/api/stock/update', body: { id: batch.id, version: batch.version, to: 'frozen', qty: 1 } };
  },
  transactionAdd: async () => {
    const p = await s.product(5000, [{ bucket: 'frozen', qty: 10 }]);
    const k = await s.box(1000, [10]);
    const c = await s.customer();
    return {
      url: '/api/transaction/add',
      body: {
        customerId: c.id,
        packs: [
          { materialId: k.id, count: 1, lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 2 }] },
        ],
      },
    };
  },
  transactionUpdate: async () => {
    const { o } = await order();
    return {
      url: '/api/transaction/update',
      body: { id: o.id, version: o.version, note: 'Diubah oleh uji jejak' },
    };
  },
  transactionDelete: async () => ({
    method: 'DELETE',
    url: `/api/transaction/delete/${(await order()).o.id}`,
  }),
  transactionDeletePost: async () => ({ url: `/api/transaction/delete/${(await order()).o.id}` }),
  transactionStatus: async () => {
    const { o } = await order();
    return { url: '/api/transaction/status', body: { id: o.id, version: o.version, payment: 'paid' } };
  },
  transactionStatusBulk: async () => {
    const { o } = await order();
    return {
      url: '/api/transaction/status/bulk',
      body: { target: 'paid', orders: [{ id: o.id, version: o.version }] },
    };
  },
  paymentAdd: async () => {
    const { o } = await order();
    return { url: '/api/payment/add', body: { customerId: o.customerId, amount: 1_000, method: 'transfer' } };
  },
  paymentImportConfirm: async () => {
    const { o, c } = await order();
    return {
      url: '/api/payment/import/confirm',
      body: {
        lines: [
          {
            date: s.today,
            description: `TRSF E-BANKING CR ${o.number} ${c.name}`,
            amount: 1_000,
            occurrence: 1,
            orderIds: [o.id],
            rememberName: `Rekening ${o.number}`,
          },
        ],
        remember: {
          headers: [`Tanggal ${o.number}`, 'Berita', 'Jumlah'],
          mapping: { date: `Tanggal ${o.number}`, description: 'Berita', amount: 'Jumlah' },
        },
      },
    };
  },
  paymentReverse: async () => {
    const { o } = await order();
    const paid = await t.ok('/api/payment/add', { customerId: o.customerId, amount: 1_000, method: 'tunai' });
    return { url: `/api/payment/delete/${paid.datas.id}`, body: { reason: 'Salah catat' } };
  },
  transactionUndeliver: async () => {
    const { o } = await order(true);
    return {
      url: '/api/transaction/undeliver',
      body: { id: o.id, version: o.version, reason: 'Salah tandai' },
    };
  },
  transactionReturnAdd: async () => {
    const { o } = await order(true);
    return {
      url: '/api/transaction/return/add',
      body: {
        transactionId: o.id,
        reason: 'Rusak',
        lines: [{ lineId: o.packs[0].lines[0].id, qty: 1, destination: 'waste' }],
      },
    };
  },
  transactionReturnDelete: async () => {
    const { o } = await order(true);
    const after = (
      await t.ok('/api/transaction/return/add', {
        transactionId: o.id,
        reason: 'Rusak',
        lines: [{ lineId: o.packs[0].lines[0].id, qty: 1, destination: 'waste' }],
      })
    ).datas;
    return { method: 'DELETE', url: `/api/transaction/return/delete/${after.returns.at(-1).id}` };
  },
  businessProfileUpdate: async () => {
    const p = (await t.call('admin', 'GET', '/api/business-profile')).json().datas;
    return { url: '/api/business-profile/update', body: { version: p.version, name: `Pawon ${next()}` } };
  },
  businessProfileUpload: async () => ({ url: '/api/business-profile/upload/', files: { logo: png } }),
  standingOrderAdd: async () => ({ url: '/api/standingOrder/add', body: await standing() }),
  standingOrderUpdate: async () => {
    const body = await standing();
    const r = (await t.ok('/api/standingOrder/add', body)).datas;
    return {
      url: '/api/standingOrder/update',
      body: { ...body, id: r.id, version: r.version, everyDays: 2 },
    };
  },
  standingOrderDelete: async () => {
    const r = (await t.ok('/api/standingOrder/add', await standing())).datas;
    return { method: 'DELETE', url: `/api/standingOrder/delete/${r.id}` };
  },
  purchaseAdd: async () => ({ url: '/api/purchase/add', body: await purchase() }),
  purchaseUpdate: async () => {
    const body = await purchase();
    const po = (await t.ok('/api/purchase/add', body)).datas;
    return { url: '/api/purchase/update', body: { ...body, id: po.id, version: po.version, note: 'ubah' } };
  },
  purchaseSend: async () => {
    const po = (await t.ok('/api/purchase/add', await purchase())).datas;
    return { url: `/api/purchase/send/${po.id}`, body: {} };
  },
  purchaseCancel: async () => {
    const po = (await t.ok('/api/purchase/add', await purchase())).datas;
    return { url: `/api/purchase/cancel/${po.id}`, body: { reason: 'batal' } };
  },
  // A receipt writes lots (restocks), the receipt, its bill and the order: all in the audited transaction.
  purchaseReceive: async () => {
    const po = (await t.ok('/api/purchase/add', await purchase())).datas;
    await t.ok(`/api/purchase/send/${po.id}`, {});
    return { url: '/api/purchase/receive', body: { id: po.id, lines: [{ lineId: po.lines[0].id, qty: 2 }] } };
  },
  vendorPaymentAdd: async () => ({
    url: '/api/vendorPayment/add',
    body: { vendorId: (await purchase()).vendorId, amount: 5000, method: 'transfer' },
  }),
  vendorPaymentReverse: async () => {
    const p = (
      await t.ok('/api/vendorPayment/add', {
        vendorId: (await purchase()).vendorId,
        amount: 5000,
        method: 'tunai',
      })
    ).datas;
    return { url: `/api/vendorPayment/delete/${p.id}`, body: { reason: 'salah catat' } };
  },
  // A standing order whose order of today is due: the run makes it (as an order is made, audited).
  standingOrderGenerate: async () => {
    await t.ok('/api/standingOrder/add', await standing(s.today));
    return { url: '/api/standingOrder/generate' };
  },
};

async function send(call: Call) {
  const role = call.role === undefined ? 'admin' : call.role;
  if (!call.files) return t.call(role, call.method ?? 'POST', call.url, call.body);
  const mp = multipart(call.body ?? {}, call.files);
  return t.app.inject({
    method: call.method ?? 'POST',
    url: call.url,
    headers: { ...mp.headers, ...(role ? { authorization: `Bearer ${await t.tokenOf(role)}` } : {}) },
    payload: mp.payload,
  });
}

/** What a call left: the transactions that changed business tables, and those that inserted audit rows. */
async function traces(sinceAudit: number) {
  const writes = await t.query<{ tx: string; tables: string }>(
    sql`select tx::text as tx, string_agg(distinct tbl, ', ') as tables from test_writes
        where tbl <> 'audit_log' group by tx`,
  );
  // The top-level transaction of each audit row (a row written in a savepoint, as an import's, has the savepoint's
  // xmin: the trigger's txid_current() names the transaction that commits it).
  const audits = await t.query<{ tx: string }>(
    sql`select distinct tx::text as tx from test_writes where tbl = 'audit_log'`,
  );
  const rows = await t.query<{ n: number }>(
    sql`select count(*)::int as n from audit_log where id > ${sinceAudit}`,
  );
  return { writes, audits, rows: rows[0]!.n };
}

const lastAudit = async () =>
  (await t.query<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from audit_log`))[0]!.id;

const contract = loadContract();
const mayWrite = (op: Operation) => op.method !== 'GET';

beforeAll(async () => {
  const tables = await t.query<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  await t.query(sql`create table test_writes (tbl text not null, tx bigint not null)`);
  await t.query(sql`create table test_flags (fail boolean not null)`);
  await t.query(sql`insert into test_flags values (false)`);
  await t.query(
    sql.raw(`create function test_note_write() returns trigger language plpgsql as $$
      begin insert into test_writes values (TG_TABLE_NAME, txid_current() % 4294967296); return null; end $$`),
  );
  await t.query(
    sql.raw(`create function test_fail_commit() returns trigger language plpgsql as $$
      begin if (select fail from test_flags) then raise exception 'test: this commit fails'; end if; return null; end $$`),
  );
  for (const { name } of tables) {
    if (NOT_BUSINESS.includes(name) && name !== 'audit_log') continue;
    await t.query(
      sql.raw(`create trigger test_note_write after insert or update or delete on "${name}"
               for each row execute function test_note_write()`),
    );
  }
  await t.query(
    sql.raw(`create constraint trigger test_fail_commit after insert on audit_log deferrable initially deferred
             for each row execute function test_fail_commit()`),
  );
});

afterAll(async () => {
  await t.query(sql`update test_flags set fail = false`).catch(() => undefined);
});

describe('every write records its audit row, in its own transaction', () => {
  it('knows every operation that may write: a valid call, or a reason it writes no audit row', () => {
    const unknown = contract.operations
      .filter((op) => mayWrite(op) && op.access.right !== 'view')
      .map((op) => op.operationId)
      .filter((id) => !WRITES[id] && !UNAUDITED[id]);
    expect(unknown, 'write operations with neither a call here nor a reason in UNAUDITED').toEqual([]);
    const stale = [...Object.keys(WRITES), ...Object.keys(UNAUDITED)].filter(
      (id) => !contract.operations.some((op) => op.operationId === id),
    );
    expect(stale, 'operations listed here that the contract no longer has').toEqual([]);
  });

  const writes = contract.operations.filter((op) => WRITES[op.operationId]);
  it.each(writes.map((op) => [op.operationId]))('%s', async (id) => {
    const recipe = WRITES[id]!;

    const call = await recipe();
    await t.query(sql`delete from test_writes`);
    const since = await lastAudit();
    const res = await send(call);
    expect(res.statusCode, `${id}: ${res.body}`).toBeLessThan(300);
    const done = await traces(since);
    expect(done.writes, `${id} changed no business table`).not.toEqual([]);
    const audited = new Set(done.audits.map((a) => a.tx));
    const unaudited = done.writes.filter((w) => !audited.has(w.tx));
    expect(unaudited, `${id} changed these tables in a transaction without an audit row`).toEqual([]);

    // The same write whose audit row cannot commit leaves nothing.
    const again = await recipe();
    await t.query(sql`delete from test_writes`);
    const before = await lastAudit();
    await t.query(sql`update test_flags set fail = true`);
    const failed = await send(again).finally(() => t.query(sql`update test_flags set fail = false`));
    if (!PER_ITEM.has(id)) expect(failed.statusCode, `${id}: ${failed.body}`).toBeGreaterThanOrEqual(500);
    const left = await traces(before);
    expect(left.writes, `${id} left data behind when its audit row failed`).toEqual([]);
    expect(left.rows).toBe(0);
  });

  const reads = contract.operations.filter(
    (op) =>
      mayWrite(op) && op.access.right === 'view' && !WRITES[op.operationId] && !UNAUDITED[op.operationId],
  );
  it('reads change nothing, or audit what they change', async () => {
    for (const op of reads) {
      const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        name === 'category' ? 'Fresh' : name === 'kind' ? 'products' : '1',
      );
      await t.query(sql`delete from test_writes`);
      const since = await lastAudit();
      await t.call('admin', op.method, url, op.bodyRequired ? {} : undefined);
      const { writes, audits } = await traces(since);
      const audited = new Set(audits.map((a) => a.tx));
      expect(
        writes.filter((w) => !audited.has(w.tx)),
        `${op.operationId} changed data without an audit row`,
      ).toEqual([]);
    }
  });
});
