import type { OkOf } from '@pawon/api-client';

/** The plan's stories and tests plan the deliveries of 29 November 2026. */
export const PLAN_DATE = '2026-11-29';
export const PLAN_SEARCH = `?date=${PLAN_DATE}`;

const baso = { id: 1, code: 'BSO', name: 'Baso Tahu', unit: 'pcs' } as const;
const siomay = { id: 2, code: 'SMY', name: 'Siomay Ikan', unit: 'pcs' } as const;
const otak = { id: 3, code: 'OTK', name: 'Otak-otak', unit: 'pcs' } as const;

/**
 * Three products for 29 November: Baso Tahu ordered 120 (40 from standing orders; 20 of it frozen), 30 in stock, a
 * minimum of 20, batches of 50: need 110 → 150 to make; Siomay ordered 60, 20 planned already, 50 in stock: covered;
 * Otak-otak (inactive) ordered 10, nothing in stock. Materials: flour short 4,875 kg (a preferred vendor, min. 25 kg),
 * fish short 2 kg (no vendor), trays enough.
 */
export const plan: OkOf<'planProduction'> = {
  status: 'success',
  datas: {
    date: PLAN_DATE,
    days: 1,
    until: PLAN_DATE,
    lines: [
      {
        productId: baso.id,
        product: baso,
        active: true,
        ordered: { fresh: 100, frozen: 20 },
        standing: 40,
        held: 0,
        minimum: 20,
        onHand: { fresh: 30, frozen: 0 },
        expiring: 0,
        planned: 0,
        need: 110,
        batchSize: 50,
        toMake: { fresh: 70, frozen: 80, total: 150 },
      },
      {
        productId: otak.id,
        product: otak,
        active: false,
        ordered: { fresh: 10, frozen: 0 },
        standing: 0,
        held: 0,
        minimum: 0,
        onHand: { fresh: 0, frozen: 0 },
        expiring: 0,
        planned: 0,
        need: 10,
        batchSize: null,
        toMake: { fresh: 10, frozen: 0, total: 10 },
      },
      {
        productId: siomay.id,
        product: siomay,
        active: true,
        ordered: { fresh: 60, frozen: 0 },
        standing: 0,
        held: 0,
        minimum: 0,
        onHand: { fresh: 50, frozen: 0 },
        expiring: 0,
        planned: 20,
        need: -10,
        batchSize: null,
        toMake: { fresh: 0, frozen: 0, total: 0 },
      },
    ],
    runs: [{ id: 31, version: 1, date: PLAN_DATE, productId: siomay.id, product: siomay, qty: 20 }],
    materials: [
      {
        material: { id: 4, name: 'Tepung Tapioka', unit: 'kg' },
        kind: 'raw',
        needed: 18.875,
        onHand: 14,
        onOrder: 0,
        short: 4.875,
        preferredVendorId: 7,
        preferredVendor: { id: 7, name: 'CV Sumber Tani' },
        minOrderQty: 25,
        needs: [
          { date: PLAN_DATE, qty: 2, runId: 31, productId: siomay.id, standingOrders: 0 },
          { date: PLAN_DATE, qty: 16.875, runId: null, productId: baso.id, standingOrders: 0 },
        ],
      },
      {
        material: { id: 6, name: 'Ikan Tenggiri', unit: 'kg' },
        kind: 'raw',
        needed: 6,
        onHand: 4,
        onOrder: 0,
        short: 2,
        preferredVendorId: null,
        preferredVendor: null,
        minOrderQty: null,
        needs: [{ date: PLAN_DATE, qty: 6, runId: null, productId: baso.id, standingOrders: 0 }],
      },
      {
        material: { id: 11, name: 'Mika', unit: 'pcs' },
        kind: 'packaging',
        needed: 4,
        onHand: 100,
        onOrder: 0,
        short: 0,
        preferredVendorId: null,
        preferredVendor: null,
        minOrderQty: null,
        needs: [{ date: PLAN_DATE, qty: 4, runId: null, productId: null, standingOrders: 2 }],
      },
    ],
  },
};

/** Nothing ordered, nothing under its minimum, nothing planned. */
export const emptyPlan: OkOf<'planProduction'> = {
  status: 'success',
  datas: { date: PLAN_DATE, days: 1, until: PLAN_DATE, lines: [], runs: [], materials: [] },
};

/** The plan after "Buat rencana produksi": Baso Tahu's 150 planned, nothing left to make. */
export const plannedPlan: OkOf<'planProduction'> = {
  ...plan,
  datas: {
    ...plan.datas,
    lines: plan.datas.lines.map((l) =>
      l.productId === baso.id
        ? { ...l, planned: 150, need: -40, toMake: { fresh: 0, frozen: 0, total: 0 } }
        : l,
    ),
    runs: [
      ...plan.datas.runs,
      { id: 32, version: 1, date: PLAN_DATE, productId: baso.id, product: baso, qty: 150 },
    ],
  },
};

const stamp = { version: 1, createdAt: '2026-11-28T10:00:00Z', updatedAt: '2026-11-28T10:00:00Z' };

/** "Buat PO": flour ordered from its preferred vendor (its 25 kg minimum), the fish skipped (no vendor). */
export const purchases: OkOf<'planCreatePurchaseOrders'> = {
  status: 'success',
  datas: {
    orders: [
      {
        id: 12,
        ...stamp,
        number: 'PO-2026-0012',
        vendorId: 7,
        vendor: { id: 7, name: 'CV Sumber Tani', phone: '081234567890', address: 'Jl. Raya Bogor 12' },
        date: '2026-11-28',
        state: 'draft',
        note: null,
        total: 250_000,
        receivedValue: 0,
        lines: [],
        receipts: [],
        sentAt: null,
        cancelledAt: null,
        cancelReason: null,
        createdBy: null,
      },
    ],
    skipped: [{ material: { id: 6, name: 'Ikan Tenggiri', unit: 'kg' }, short: 2 }],
  },
};
