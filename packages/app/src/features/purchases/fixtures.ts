import type { Schemas } from '@pawon/api-client';
import type { PurchaseOrder } from './form';

type Line = PurchaseOrder['lines'][number];

const tepung: Schemas['PurchaseMaterialRef'] = {
  id: 11,
  name: 'Tepung Tapioka',
  unit: 'kg',
  kind: 'raw',
  shelfLifeDays: 180,
};
const udang: Schemas['PurchaseMaterialRef'] = {
  id: 12,
  name: 'Udang Kupas',
  unit: 'kg',
  kind: 'raw',
  shelfLifeDays: null,
};
const plastik: Schemas['PurchaseMaterialRef'] = {
  id: 31,
  name: 'Plastik Vakum 20x30',
  unit: 'pcs',
  kind: 'packaging',
  shelfLifeDays: null,
};

const line = (
  id: number,
  material: Schemas['PurchaseMaterialRef'],
  qty: number,
  unitPrice: number,
  received = 0,
  expectedDate: string | null = '2026-12-10',
): Line => ({
  id,
  materialId: material.id,
  material,
  qty,
  unitPrice,
  total: Math.round(qty * unitPrice),
  expectedDate,
  received,
});

const order = (
  id: number,
  number: string,
  vendor: PurchaseOrder['vendor'],
  date: string,
  state: PurchaseOrder['state'],
  lines: Line[],
  receivedValue = 0,
): PurchaseOrder => ({
  id,
  version: 1,
  createdAt: `${date}T02:00:00Z`,
  updatedAt: `${date}T02:00:00Z`,
  number,
  vendorId: vendor.id,
  vendor,
  date,
  state,
  note: null,
  total: lines.reduce((sum, l) => sum + l.total, 0),
  receivedValue,
  lines,
  receipts: [],
  sentAt: state === 'draft' ? null : `${date}T03:00:00Z`,
  cancelledAt: state === 'cancelled' ? `${date}T04:00:00Z` : null,
  cancelReason: state === 'cancelled' ? 'Vendor kehabisan stok' : null,
  createdBy: { id: 1, name: 'Admin Pawon' },
});

export const sumberTani: PurchaseOrder['vendor'] = {
  id: 5,
  name: 'CV Sumber Tani',
  phone: '0812-3101-1037',
  address: 'Jl. Raya Cilacap No. 12, Kroya',
};
export const lautBiru: PurchaseOrder['vendor'] = {
  id: 6,
  name: 'UD Laut Biru Segar',
  phone: null,
  address: null,
};

/** A draft, a sent order, a partly received one, a received and a cancelled one. */
export const purchaseRows: PurchaseOrder[] = [
  order(4, 'PO-2026-0004', sumberTani, '2026-12-05', 'draft', [
    line(41, tepung, 50, 12_500),
    line(42, plastik, 1_000, 350, 0, null),
  ]),
  order(3, 'PO-2026-0003', lautBiru, '2026-12-04', 'sent', [line(31, udang, 20, 95_000)]),
  order(2, 'PO-2026-0002', sumberTani, '2026-12-01', 'partial', [line(21, tepung, 100, 12_000, 60)], 720_000),
  order(1, 'PO-2026-0001', lautBiru, '2026-11-20', 'received', [line(11, udang, 10, 90_000, 10)], 900_000),
  order(5, 'PO-2026-0005', sumberTani, '2026-11-18', 'cancelled', [line(51, plastik, 500, 400)]),
];

/** The sent order of Laut Biru. */
export const sentOrder = purchaseRows[1]!;
