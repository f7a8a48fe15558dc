import type { OkOf } from '@pawon/api-client';

/** Every report story shows November 2026 (a fixed range). */
export const SEARCH = '?period=range&from=2026-11-01&to=2026-11-30';
/** The Loading stories' period (December), apart from the others'. */
export const LOADING_SEARCH = '?period=range&from=2026-12-01&to=2026-12-31';
const period = { dateFrom: '2026-11-01', dateTo: '2026-11-30' };

export const salesReport: OkOf<'reportGetReport'> = {
  status: 'success',
  type: 'product',
  period: { from: period.dateFrom, to: period.dateTo },
  datas: [
    {
      productId: 1,
      code: 'BTY',
      name: 'Baso Tahu',
      unit: 'pcs',
      bucket: 'frozen',
      qty: 1_240,
      revenue: 9_300_000,
    },
    {
      productId: 1,
      code: 'BTY',
      name: 'Baso Tahu',
      unit: 'pcs',
      bucket: 'fresh',
      qty: 310,
      revenue: 2_325_000,
    },
    {
      productId: 2,
      code: 'SGS',
      name: 'Siomay Goreng Spesial dengan Saus Kacang Pedas',
      unit: 'pcs',
      bucket: 'frozen',
      qty: 860,
      revenue: 5_160_000,
    },
    {
      productId: 3,
      code: 'KTL',
      name: 'Kue Talam',
      unit: 'kg',
      bucket: 'fresh',
      qty: 12.5,
      revenue: 1_125_000,
    },
    // Goods that came back in the period: a negative row, taken off the totals.
    {
      productId: 1,
      code: 'BTY',
      name: 'Baso Tahu',
      unit: 'pcs',
      bucket: 'frozen',
      qty: -8,
      revenue: -60_000,
      returned: true,
    },
  ],
  totals: {
    orders: 84,
    items: 2_414.5,
    itemRevenue: 17_850_000,
    packaging: 412_000,
    ongkir: 630_000,
    total: 18_892_000,
    returns: 60_000,
    quantities: [
      { unit: 'pcs', qty: 2_410 },
      { unit: 'kg', qty: 12.5 },
    ],
  },
  received: {
    amount: 14_250_000,
    payments: 41,
    byMethod: [
      { method: 'transfer', amount: 9_800_000, payments: 22 },
      { method: 'tunai', amount: 3_950_000, payments: 17 },
      { method: 'qris', amount: 500_000, payments: 2 },
    ],
  },
};

export const emptySalesReport: OkOf<'reportGetReport'> = {
  ...salesReport,
  datas: [],
  totals: { orders: 0, items: 0, itemRevenue: 0, packaging: 0, ongkir: 0, total: 0, quantities: [] },
};

export const expenseReport: OkOf<'reportGetExpenses'> = {
  status: 'success',
  period: { from: period.dateFrom, to: period.dateTo },
  datas: [
    {
      id: 11,
      date: '2026-11-03',
      kind: 'raw',
      material: { id: 1, name: 'Tepung Tapioka', unit: 'kg' },
      vendor: { id: 2, name: 'Toko Bahan Kue Sumber Rejeki' },
      qty: 25,
      unit: 'kg',
      unitPrice: 14_000,
      total: 350_000,
      batchCode: 'TPK-2611',
    },
    {
      id: 12,
      date: '2026-11-05',
      kind: 'packaging',
      material: { id: 3, name: 'Kerdus', unit: 'pcs' },
      vendor: { id: 4, name: 'CV Plastik Jaya' },
      qty: 200,
      unit: 'pcs',
      unitPrice: 1_000,
      total: 200_000,
      batchCode: null,
    },
  ],
  totals: { raw: 350_000, packaging: 200_000, total: 550_000, count: 2 },
  // Opening stock: a lot without a vendor, not a purchase.
  corrections: {
    datas: [
      {
        id: 13,
        date: '2026-11-01',
        kind: 'raw',
        material: { id: 5, name: 'Gula Merah', unit: 'kg' },
        vendor: null,
        qty: 5,
        unit: 'kg',
        unitPrice: 18_000,
        total: 90_000,
        batchCode: null,
      },
    ],
    total: 90_000,
    count: 1,
  },
  // Paid beside bought: Sumber Rejeki in part (two transfers), Plastik Jaya not yet, Telur Makmur a debt from before.
  vendors: {
    datas: [
      {
        vendor: { id: 2, name: 'Toko Bahan Kue Sumber Rejeki' },
        bought: 350_000,
        restocks: 1,
        paid: 300_000,
        payments: 2,
      },
      { vendor: { id: 4, name: 'CV Plastik Jaya' }, bought: 200_000, restocks: 1, paid: 0, payments: 0 },
      { vendor: { id: 6, name: 'UD Telur Makmur' }, bought: 0, restocks: 0, paid: 125_000, payments: 1 },
    ],
    bought: 550_000,
    paid: 425_000,
    payments: 3,
  },
};

export const emptyExpenseReport: OkOf<'reportGetExpenses'> = {
  ...expenseReport,
  datas: [],
  totals: { raw: 0, packaging: 0, total: 0, count: 0 },
  corrections: { datas: [], total: 0, count: 0 },
  vendors: { datas: [], bought: 0, paid: 0, payments: 0 },
};

/** The trace stories start from lot 7 (Tepung Tapioka, TPK-2611) unless they choose one. */
export const TRACE_SEARCH = '?lot=7';

export const lotTrace: OkOf<'reportTrace'> = {
  status: 'success',
  lots: [
    {
      id: 7,
      date: '2026-11-02',
      kind: 'raw',
      material: { id: 1, name: 'Tepung Tapioka', unit: 'kg' },
      vendor: { id: 2, name: 'CV Sumber Pangan' },
      batchCode: 'TPK-2611',
      qty: 50,
      expiryDate: '2027-05-01',
      used: 12.5,
      recalledAt: null,
      recallReason: null,
      heldAt: null,
    },
  ],
  runs: [
    {
      id: 31,
      date: '2026-11-03',
      product: { id: 1, code: 'BTY', name: 'Baso Tahu', unit: 'pcs' },
      qty: 600,
      lotIds: [7],
    },
    {
      id: 34,
      date: '2026-11-05',
      product: { id: 2, code: 'SGS', name: 'Siomay Goreng', unit: 'pcs' },
      qty: 400,
      lotIds: [7],
    },
  ],
  batches: [
    {
      id: 55,
      date: '2026-11-03',
      expiryDate: '2026-12-03',
      // Its run also took chicken whose lot expired first: the batch does not outlive it (issue 39).
      expiryCap: {
        lotId: 9,
        material: { id: 3, name: 'Ayam', unit: 'kg' },
        batchCode: 'AYM-2611',
        expiryDate: '2026-12-03',
      },
      product: { id: 1, code: 'BTY', name: 'Baso Tahu', unit: 'pcs' },
      productionRunId: 31,
      recalledAt: null,
      recallReason: null,
      heldAt: null,
    },
    {
      id: 58,
      date: '2026-11-05',
      expiryDate: null,
      expiryCap: null,
      product: { id: 2, code: 'SGS', name: 'Siomay Goreng', unit: 'pcs' },
      productionRunId: 34,
      recalledAt: null,
      recallReason: null,
      heldAt: null,
    },
  ],
  orders: [
    {
      id: 40,
      number: 'TRX-20261104-0002',
      date: '2026-11-04',
      customer: {
        id: 3,
        name: 'Warung Bu Sari',
        phone: '081234567890',
        category: 'konsumen',
        address: 'Jl. Melati No. 4, Bandung',
      },
      delivery: 'delivered',
      batchIds: [55],
      lotIds: [],
      qty: 40,
    },
    {
      id: 44,
      number: 'TRX-20261106-0001',
      date: '2026-11-06',
      customer: { id: 5, name: 'Toko Frozen Jaya', phone: null, category: 'distributor', address: null },
      delivery: 'pending',
      batchIds: [55, 58],
      lotIds: [],
      qty: 120,
    },
    {
      // Not packed yet: only its packaging came from the traced lot.
      id: 47,
      number: 'TRX-20261107-0003',
      date: '2026-11-07',
      customer: { id: 6, name: 'Bu Ratna', phone: '0812-3114-1518', category: 'konsumen', address: null },
      delivery: 'pending',
      batchIds: [],
      lotIds: [7],
      qty: 0,
    },
  ],
};

export const traceStarts: OkOf<'reportTraceSearch'> = {
  status: 'success',
  datas: [
    {
      kind: 'lot',
      id: 7,
      date: '2026-11-02',
      label: 'Tepung Tapioka · TPK-2611',
      detail: 'Bahan baku · CV Sumber Pangan',
    },
    {
      kind: 'batch',
      id: 55,
      date: '2026-11-03',
      label: 'BTY – Baso Tahu · batch #55',
      detail: 'kedaluwarsa',
      expiryDate: '2026-12-03',
    },
    { kind: 'order', id: 40, date: '2026-11-04', label: 'TRX-20261104-0002', detail: 'Warung Bu Sari' },
  ],
};

/** Gross margin per product in November 2026: Kue Talam sold below its cost. */
export const marginReport: OkOf<'reportGetMargin'> = {
  status: 'success',
  by: 'product',
  period: { from: period.dateFrom, to: period.dateTo },
  datas: [
    {
      key: '1',
      label: 'BTY Baso Tahu',
      code: 'BTY',
      unit: 'pcs',
      qty: 1_542,
      revenue: 11_565_000,
      cost: 7_248_000,
      margin: 4_317_000,
      marginPct: 37.3,
      belowCost: false,
    },
    {
      key: '2',
      label: 'SGS Siomay Goreng Spesial dengan Saus Kacang Pedas',
      code: 'SGS',
      unit: 'pcs',
      qty: 860,
      revenue: 5_160_000,
      cost: 3_526_000,
      margin: 1_634_000,
      marginPct: 31.7,
      belowCost: false,
    },
    {
      key: '3',
      label: 'KTL Kue Talam',
      code: 'KTL',
      unit: 'kg',
      qty: 12.5,
      revenue: 1_125_000,
      cost: 1_287_500,
      margin: -162_500,
      marginPct: -14.4,
      belowCost: true,
    },
  ],
  truncated: false,
  totals: {
    revenue: 18_262_000,
    cost: 12_309_500,
    margin: 5_952_500,
    marginPct: 32.6,
    packaging: 412_000,
    packCost: 248_000,
    belowCost: 1,
    // Two orders of the month not packed yet: their fresh lines are out of the report until packed.
    open: { orders: 2, lines: 3, revenue: 240_000 },
  },
};

/** The same month per day: a row per day with sales (the chart shows the other days empty). */
export const marginByDay: OkOf<'reportGetMargin'> = {
  status: 'success',
  by: 'period',
  grain: 'day',
  period: { from: period.dateFrom, to: period.dateTo },
  datas: [
    {
      key: '2026-11-02',
      label: '2026-11-02',
      orders: 31,
      revenue: 6_840_000,
      cost: 4_512_000,
      margin: 2_328_000,
      marginPct: 34,
      belowCost: false,
    },
    {
      key: '2026-11-03',
      label: '2026-11-03',
      orders: 27,
      revenue: 5_922_000,
      cost: 3_980_500,
      margin: 1_941_500,
      marginPct: 32.8,
      belowCost: false,
    },
    {
      // Returns taken back on a quiet day: less revenue than the cost of what went out.
      key: '2026-11-16',
      label: '2026-11-16',
      orders: 2,
      revenue: 150_000,
      cost: 212_000,
      margin: -62_000,
      marginPct: -41.3,
      belowCost: true,
    },
    {
      key: '2026-11-20',
      label: '2026-11-20',
      orders: 24,
      revenue: 5_350_000,
      cost: 3_605_000,
      margin: 1_745_000,
      marginPct: 32.6,
      belowCost: false,
    },
  ],
  truncated: false,
  // The same totals: the days add up to the month.
  totals: marginReport.totals,
};

/** Per product over more rows than the server answers: the first 1000 only. */
export const marginTruncated: OkOf<'reportGetMargin'> = { ...marginReport, truncated: true };

export const emptyMarginReport: OkOf<'reportGetMargin'> = {
  ...marginReport,
  datas: [],
  totals: {
    revenue: 0,
    cost: 0,
    margin: 0,
    marginPct: null,
    packaging: 0,
    packCost: 0,
    belowCost: 0,
    open: { orders: 0, lines: 0, revenue: 0 },
  },
};

/** The stock valuation stories' day (a fixed date, before any real today of the runs). */
export const VALUATION_DATE = '2026-11-28';
export const VALUATION_SEARCH = `?date=${VALUATION_DATE}`;

/**
 * Stock at the end of 28 November 2026: products (fresh and frozen), raw materials by the gram (unit costs under
 * a rupiah's hundred, with decimals) and packaging; each kind by value, largest first, as the server answers.
 */
export const valuationReport: OkOf<'reportGetValuation'> = {
  status: 'success',
  date: VALUATION_DATE,
  datas: [
    {
      kind: 'product',
      id: 1,
      code: 'BTY',
      name: 'Baso Tahu',
      unit: 'pcs',
      qty: 980,
      fresh: 120,
      frozen: 860,
      value: 4_606_000,
      unitCost: 4_700,
    },
    {
      kind: 'product',
      id: 2,
      code: 'SGS',
      name: 'Siomay Goreng Spesial dengan Saus Kacang Pedas',
      unit: 'pcs',
      qty: 410,
      fresh: 0,
      frozen: 410,
      value: 1_681_000,
      unitCost: 4_100,
    },
    {
      kind: 'product',
      id: 3,
      code: 'KTL',
      name: 'Kue Talam',
      unit: 'kg',
      qty: 6.5,
      fresh: 6.5,
      frozen: 0,
      value: 668_525,
      unitCost: 102_850,
    },
    {
      kind: 'raw',
      id: 1,
      name: 'Daging Ayam Fillet',
      unit: 'gram',
      qty: 42_500,
      value: 2_231_250,
      unitCost: 52.5,
    },
    {
      kind: 'raw',
      id: 2,
      name: 'Tepung Tapioka',
      unit: 'gram',
      qty: 125_000,
      value: 1_562_500,
      unitCost: 12.5,
    },
    { kind: 'raw', id: 4, name: 'Bawang Putih', unit: 'gram', qty: 3_200, value: 134_400, unitCost: 42 },
    {
      kind: 'packaging',
      id: 3,
      name: 'Plastik Vakum 20x30',
      unit: 'pcs',
      qty: 1_850,
      value: 462_500,
      unitCost: 250,
    },
    {
      kind: 'packaging',
      id: 5,
      name: 'Mika Kotak Sedang',
      unit: 'pcs',
      qty: 640,
      value: 307_200,
      unitCost: 480,
    },
  ],
  truncated: false,
  totals: { product: 6_955_525, raw: 3_928_150, packaging: 769_700, total: 11_653_375 },
};

/** The same day, products only (the kind filter): the other kinds count nothing. */
export const valuationProducts: OkOf<'reportGetValuation'> = {
  ...valuationReport,
  datas: valuationReport.datas.filter((r) => r.kind === 'product'),
  totals: { product: 6_955_525, raw: 0, packaging: 0, total: 6_955_525 },
};

/** A day before anything was bought or made. */
export const emptyValuationReport: OkOf<'reportGetValuation'> = {
  ...valuationReport,
  date: '2026-01-02',
  datas: [],
  totals: { product: 0, raw: 0, packaging: 0, total: 0 },
};

/**
 * A large catalogue: 1.200 materials after the products, more than the table draws at once (it renders the rows on
 * screen only), and more on hand than the server answers (`truncated`).
 */
export const longValuationReport: OkOf<'reportGetValuation'> = {
  ...valuationReport,
  datas: [
    ...valuationReport.datas.filter((r) => r.kind === 'product'),
    ...Array.from({ length: 1_200 }, (_, i) => ({
      kind: i < 900 ? ('raw' as const) : ('packaging' as const),
      id: 100 + i,
      name: `${i < 900 ? 'Bumbu' : 'Kemasan'} nomor ${1_200 - i}`,
      unit: 'gram' as const,
      qty: 10_000 - i * 5,
      value: (1_200 - i) * 1_000,
      unitCost: Math.round(((1_200 - i) * 1_000 * 100) / (10_000 - i * 5)) / 100,
    })),
  ],
  truncated: true,
  // Every raw material is in; packaging was cut short (the totals count what was left out).
  totals: { product: 6_955_525, raw: 675_450_000, packaging: 48_000_000, total: 730_405_525 },
};
