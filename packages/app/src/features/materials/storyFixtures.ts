import type { Schemas } from '@pawon/api-client';
import { listOf } from '../../test/screenStories';
import type { MockHandlers } from '../../test/mockOperations';

/** Typed sample data of the material screens' stories (the contract's shapes: a renamed field does not compile). */
const stamp = { version: 1, createdAt: '2026-11-01T02:00:00Z', updatedAt: '2026-11-20T02:00:00Z' };
const admin = { id: 1, name: 'Admin Pawon' };

const material = (
  id: number,
  name: string,
  unit: Schemas['Unit'],
  unitPrice: number,
  minStock: number,
  available: number,
): Schemas['Material'] => ({
  id,
  kind: 'raw',
  name,
  unit,
  unitPrice,
  minStock,
  packagingType: null,
  packPrice: null,
  description: null,
  shelfLifeDays: null,
  remaining: available,
  available,
  needRestock: available < minStock,
  ...stamp,
});

export const materials: Schemas['Material'][] = [
  // Bought by the sack from its usual vendor (issue 39's purchasing fields); the others have none set.
  {
    ...material(1, 'Tepung Tapioka', 'kg', 16200, 20, 35.94),
    shelfLifeDays: 180,
    preferredVendorId: 1,
    preferredVendor: { id: 1, name: 'Toko Tepung Sejahtera' },
    minOrderQty: 50,
    halalStatus: 'certified',
    halalNumber: 'ID00110000123450124',
    halalIssuer: 'BPJPH',
    halalIssuerName: null,
    halalExpiry: '2028-03-31',
    halalReason: null,
    halalFile: null,
    halalState: 'valid',
  },
  // The halal register's states (decision 057): expiring within 30 days, expired, none yet, not needed.
  {
    ...material(2, 'Ayam', 'kg', 30000, 8, 15.235),
    halalStatus: 'certified',
    halalNumber: 'LPPOM-00150012340519',
    halalIssuer: 'LPPOM',
    halalIssuerName: null,
    halalExpiry: '2026-12-20',
    halalReason: null,
    // Its certificate's file is kept (a PDF, read with the session).
    halalFile: '/api/bahanBaku/halal/file/0123456789abcdef0123456789abcdef.pdf',
    halalState: 'expiring',
  },
  { ...material(3, 'Ikan Tenggiri', 'kg', 85000, 10, 25.65), halalState: 'missing' },
  material(4, 'Bawang Putih', 'kg', 38000, 3, 1.297),
  material(5, 'Tahu Putih', 'pcs', 500, 300, 929),
  material(6, 'Daun Bawang', 'kg', 25000, 1, 0),
];

export const longMaterial: Schemas['Material'] = {
  ...material(
    99,
    'Tepung Tapioka Cap Pak Tani Gunung Super Premium Kemasan Karung Lima Puluh Kilogram',
    'sak',
    950000,
    2,
    1,
  ),
  description: 'Keterangan-yang-sangat-panjang-tanpa-spasi-untuk-menguji-pemotongan-teks-di-tabel',
};

export const packagingMaterials: Schemas['Material'][] = [
  {
    ...material(11, 'Plastik PE 10x20', 'pack', 12000, 5, 14),
    kind: 'packaging',
    packagingType: 'consumable',
  },
  {
    ...material(12, 'Kerdus', 'pcs', 1000, 50, 38),
    kind: 'packaging',
    packagingType: 'pack',
    packPrice: 1500,
  },
  { ...material(13, 'Mika', 'pcs', 400, 100, 260), kind: 'packaging', packagingType: 'pack', packPrice: 700 },
];

export const vendors: Schemas['Vendor'][] = [
  {
    id: 1,
    name: 'Toko Tepung Sejahtera',
    description: null,
    phone: '0812-2000-1001',
    address: 'Bandung',
    paymentTermDays: 14,
    ...stamp,
  },
  {
    id: 2,
    name: 'Pasar Ayam Segar Ciroyom',
    description: null,
    phone: null,
    address: 'Ciroyom, Bandung',
    paymentTermDays: 0,
    ...stamp,
  },
];

const ref = (m: Schemas['Material']) => ({ id: m.id, name: m.name, unit: m.unit });

const restock = (
  id: number,
  m: Schemas['Material'],
  date: string,
  qty: number,
  unitPrice: number,
  used: number,
  extra: Partial<Schemas['Restock']> = {},
): Schemas['Restock'] => ({
  id,
  category: 'restock',
  materialId: m.id,
  material: ref(m),
  vendorId: 1,
  vendor: { id: 1, name: 'Toko Tepung Sejahtera' },
  date,
  qty,
  unitPrice,
  total: Math.round(qty * unitPrice),
  batchCode: null,
  expiryDate: null,
  note: null,
  remaining: qty - used,
  used,
  createdBy: admin,
  ...stamp,
  ...extra,
});

export const restocks: Schemas['Restock'][] = [
  restock(101, materials[0]!, '2026-11-22', 34.9, 15600, 0, {
    batchCode: 'TPK-2211',
    expiryDate: '2027-05-04',
  }),
  restock(102, materials[1]!, '2026-11-20', 7.8, 31100, 2.265, {
    vendorId: 2,
    vendor: { id: 2, name: 'Pasar Ayam Segar Ciroyom' },
    expiryDate: '2026-11-27',
  }),
  restock(103, materials[4]!, '2026-11-19', 384, 500, 384),
  restock(104, materials[3]!, '2026-11-15', 2.7, 39300, 1.403, { note: 'Harga naik karena musim hujan' }),
];

export const longRestock: Schemas['Restock'] = restock(199, longMaterial, '2026-11-21', 1, 950000, 0, {
  note: 'Catatan-yang-sangat-panjang-tanpa-spasi-untuk-menguji-pemotongan-teks-di-tabel-restock',
  batchCode: 'BATCH-PANJANG-SEKALI-0001',
});

const usage = (
  id: number,
  m: Schemas['Material'],
  date: string,
  qty: number,
  reason: Schemas['UsageReason'],
  source: string | null,
  lots: Schemas['UsageLot'][],
): Schemas['Usage'] => ({
  id,
  category: 'used',
  materialId: m.id,
  material: ref(m),
  date,
  qty,
  reason,
  note: null,
  value: lots.reduce((sum, lot) => sum + Math.round(lot.qty * (lot.unitPrice ?? 0)), 0),
  productionRunId: reason === 'production' ? 7 : null,
  transactionId: null,
  source,
  lots,
  createdBy: admin,
  ...stamp,
});

const lot = (
  restockId: number,
  date: string,
  qty: number,
  unitPrice: number,
  expiryDate: string | null = null,
): Schemas['UsageLot'] => ({
  restockId,
  date,
  vendor: 'Toko Tepung Sejahtera',
  batchCode: `L-${restockId}`,
  expiryDate,
  unitPrice,
  qty,
});

export const usages: Schemas['Usage'][] = [
  usage(201, materials[0]!, '2026-11-23', 3.54, 'production', 'Produksi Siomay Goreng Spesial', [
    lot(90, '2026-11-05', 1.04, 15700, '2026-12-01'),
    lot(101, '2026-11-22', 2.5, 15600),
  ]),
  usage(202, materials[1]!, '2026-11-22', 1.2, 'manual', null, [
    lot(102, '2026-11-20', 1.2, 31100, '2026-11-27'),
  ]),
  usage(203, materials[3]!, '2026-11-21', 0.25, 'waste', null, [lot(104, '2026-11-15', 0.25, 39300)]),
];

export const longUsage: Schemas['Usage'] = {
  ...usage(299, longMaterial, '2026-11-21', 0.5, 'manual', null, [lot(199, '2026-11-21', 0.5, 950000)]),
  note: 'Catatan-yang-sangat-panjang-tanpa-spasi-untuk-menguji-pemotongan-teks-di-tabel-pemakaian',
};

export const packagingRestocks: Schemas['Restock'][] = [
  restock(121, packagingMaterials[1]!, '2026-11-19', 200, 700, 162, { batchCode: 'KRD-261119' }),
  restock(122, packagingMaterials[2]!, '2026-11-19', 500, 200, 240),
  restock(123, packagingMaterials[0]!, '2026-11-05', 10, 14700, 0),
];

export const packagingUsages: Schemas['Usage'][] = [
  usage(221, packagingMaterials[1]!, '2026-11-23', 12, 'order', 'Pesanan TRX-20261123-0004', [
    lot(121, '2026-11-19', 12, 700),
  ]),
  usage(222, packagingMaterials[0]!, '2026-11-22', 1, 'manual', null, [lot(123, '2026-11-05', 1, 14700)]),
];

export const logTotals = (rows: Array<Schemas['Restock'] | Schemas['Usage']>): Schemas['LogTotals'] => {
  const byUnit = new Map<Schemas['Unit'], number>();
  for (const row of rows) byUnit.set(row.material.unit, (byUnit.get(row.material.unit) ?? 0) + row.qty);
  return {
    value: rows.reduce((sum, row) => sum + ((row.category === 'restock' ? row.total : row.value) ?? 0), 0),
    quantities: [...byUnit].map(([unit, qty]) => ({ unit, qty: Math.round(qty * 1000) / 1000 })),
  };
};

const stockOf = (
  m: Schemas['Material'],
  extra: Partial<Schemas['MaterialStock']> = {},
): Schemas['MaterialStock'] => ({
  id: m.id,
  kind: m.kind,
  name: m.name,
  unit: m.unit,
  packagingType: m.packagingType,
  unitPrice: m.unitPrice,
  minStock: m.minStock,
  in: m.remaining + 10,
  out: 10,
  remaining: m.remaining,
  expired: 0,
  value: Math.round(m.remaining * (m.unitPrice ?? 0)),
  lots: 2,
  lastRestock: '2026-11-20',
  nextExpiry: null,
  needRestock: m.needRestock,
  avgDailyUse: 0,
  daysLeft: null,
  runsOutOn: null,
  suggestedQty: 0,
  ...extra,
});

export const stock: Schemas['MaterialStock'][] = [
  stockOf(materials[0]!, {
    avgDailyUse: 3.534,
    daysLeft: 10.2,
    runsOutOn: '2026-12-04',
    nextExpiry: '2027-05-04',
  }),
  stockOf(materials[1]!, {
    avgDailyUse: 1.822,
    daysLeft: 8.4,
    runsOutOn: '2026-12-02',
    nextExpiry: '2026-11-27',
  }),
  stockOf(materials[3]!, { avgDailyUse: 0.301, daysLeft: 4.3, runsOutOn: '2026-11-28', suggestedQty: 10.73 }),
  stockOf(
    { ...materials[2]!, remaining: 27.88 },
    { expired: 2.23, avgDailyUse: 2.855, daysLeft: 9, runsOutOn: '2026-12-02' },
  ),
  stockOf(materials[5]!),
];

export const advice: Schemas['MaterialStock'][] = [stock[2]!];

export const packagingStock: Schemas['MaterialStock'][] = packagingMaterials.map((m, i) =>
  stockOf(
    m,
    i === 1
      ? { avgDailyUse: 6.5, daysLeft: 5.8, runsOutOn: '2026-11-29', suggestedQty: 207 }
      : { avgDailyUse: 1, daysLeft: 20, runsOutOn: '2026-12-13' },
  ),
);

export const packagingAdvice: Schemas['MaterialStock'][] = [packagingStock[1]!];

const lotRow = (
  id: number,
  m: Schemas['Material'],
  date: string,
  qty: number,
  used: number,
  expiryDate: string | null,
  daysToExpiry: number | null,
): Schemas['Lot'] => ({
  id,
  recalledAt: null,
  recallReason: null,
  heldAt: null,
  materialId: m.id,
  material: ref(m),
  date,
  vendor: { id: 1, name: 'Toko Tepung Sejahtera' },
  batchCode: `L-${id}`,
  expiryDate,
  qty,
  used,
  remaining: qty - used,
  unitPrice: m.unitPrice ?? 0,
  value: Math.round((qty - used) * (m.unitPrice ?? 0)),
  expired: daysToExpiry !== null && daysToExpiry < 0,
  expiresSoon: daysToExpiry !== null && daysToExpiry >= 0 && daysToExpiry <= 7,
  daysToExpiry,
});

export const lots: Schemas['Lot'][] = [
  lotRow(301, materials[2]!, '2026-10-20', 5, 2.77, '2026-11-20', -4),
  lotRow(302, materials[1]!, '2026-11-20', 7.8, 2.265, '2026-11-27', 3),
  lotRow(303, materials[0]!, '2026-11-22', 34.9, 0, '2027-05-04', 161),
];

export const packagingLots: Schemas['Lot'][] = [
  lotRow(311, packagingMaterials[0]!, '2026-06-01', 10, 4, '2026-11-01', -23),
  lotRow(312, packagingMaterials[0]!, '2026-11-05', 10, 0, '2026-11-27', 3),
  lotRow(313, packagingMaterials[1]!, '2026-11-19', 200, 162, null, null),
];

/** The reference lists every material screen's filters and forms load. */
export const lookupHandlers: MockHandlers = {
  bahanBakuList: () => listOf('bahanBakuList', materials),
  bahanKemasanList: () => listOf('bahanKemasanList', packagingMaterials),
  // Searched by name (the material form's vendor picker), or every vendor (the restock form and filter).
  vendorList: ({ body }) =>
    listOf(
      'vendorList',
      vendors.filter((v) => !body?.search || v.name.toLowerCase().includes(body.search.toLowerCase())),
    ),
  bahanBakuStockLot: ({ path }) => ({
    status: 'success',
    datas: lots.find((l) => l.id === path.id) ?? lots[0]!,
    usages: [
      {
        usageId: 201,
        date: '2026-11-23',
        qty: 1.04,
        reason: 'production',
        note: null,
        productionRunId: 7,
        transactionId: null,
        source: 'Produksi Siomay Goreng Spesial',
      },
      {
        usageId: 203,
        date: '2026-11-21',
        qty: 0.25,
        reason: 'waste',
        note: 'Kemasan sobek',
        productionRunId: null,
        transactionId: null,
        source: null,
      },
    ],
  }),
};
