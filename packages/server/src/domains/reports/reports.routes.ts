/** The sales and expense reports as files (CSV or XLSX with a TOTAL row), from the same services as the screens. */
import type { Db } from '../../db/index.js';
import type { BodyOf } from '../../lib/contract.js';
import {
  expenseReport,
  salesReport,
  type CustomerReportRow,
  type ExpenseRow,
  type ProductReportRow,
} from './reports.js';
import { BUCKET_LABEL } from '../stock/batches.js';
import { marginPct as marginPctOf } from '../books/costs.js';
import { marginReport, type MarginRow } from './margins.js';
import { trace } from './trace.js';
import { stockValuation, type ValuationRow } from './valuation.js';
import { fileName, quantityTotals, sheetStream, type SheetLine } from '../platform/spreadsheet.js';
import { exportHeading, sendFile, type ExportSpec, type FileOptions } from '../../routes/files.js';
import type { Handler, HandlerContext, HandlerGroup } from '../../routes/handler.js';
import { todayOf } from '../stock/materials.routes.js';

type Row = ProductReportRow | CustomerReportRow;
const KIND: Record<string, string> = { raw: 'Bahan baku', packaging: 'Bahan kemasan' };
const CATEGORY: Record<string, string> = { konsumen: 'Konsumen', distributor: 'Distributor' };

type Spec<Row> = ExportSpec<Row> & { rows: Row[]; footer?: SheetLine[] };

/** Sends a whole report (it is one page) as CSV or XLSX with its TOTAL row. */
function reportFile<
  K extends
    | 'reportExport'
    | 'reportExpensesExport'
    | 'reportTraceExport'
    | 'reportMarginExport'
    | 'reportValuationExport',
  Row,
>(build: (db: Db, today: string, body: BodyOf<K>) => Promise<Spec<Row>>): Handler<K> {
  return (async ({ db, body, reply, config }: HandlerContext<K>) => {
    const today = todayOf(config);
    const { format = 'xlsx', separator } = (body ?? {}) as FileOptions;
    const spec = await build(db, today, body);
    async function* pages() {
      yield spec.rows;
    }
    const stream = sheetStream({
      format,
      title: spec.title,
      columns: spec.columns,
      pages: pages(),
      totals: spec.totals,
      footer: spec.footer,
      separator,
      heading: await exportHeading(db),
    });
    // A report named by its period keeps that date only; the day it was made is added to the others (a trace).
    return sendFile(reply, format, fileName(spec.name, format, today), stream);
  }) as unknown as Handler<K>;
}

/** One line of an exported trace: a lot, a production run, a batch or an order. */
interface TraceLine {
  step: string;
  date: string;
  what: string;
  code: string;
  qty: number | null;
  /** A lot: how much of it went into what was traced (the lot's whole size is `qty`). */
  used: number | null;
  unit: string;
  customer: string;
  phone: string;
  address: string;
  note: string;
}
const DELIVERY: Record<string, string> = { pending: 'Menunggu kirim', delivered: 'Terkirim' };

const MARGIN_TITLE = { product: 'per produk', customer: 'per customer', period: 'per periode' } as const;

const VALUATION_KIND: Record<ValuationRow['kind'], string> = {
  product: 'Produk',
  raw: 'Bahan baku',
  packaging: 'Bahan kemasan',
};

export const reportHandlers: HandlerGroup<
  | 'reportExport'
  | 'reportExpensesExport'
  | 'reportTraceExport'
  | 'reportMarginExport'
  | 'reportValuationExport'
> = {
  reportValuationExport: reportFile<'reportValuationExport', ValuationRow>(async (db, today, body) => {
    const { format: _format, separator: _separator, ...q } = body ?? {};
    const { date, datas, totals } = await stockValuation(db, today, q);
    const kinds = (['product', 'raw', 'packaging'] as const).filter((k) => !q.kind || q.kind === k);
    return {
      rows: datas,
      name: `nilai-persediaan-${q.kind ? `${q.kind}-` : ''}${date}`,
      title: `Nilai persediaan akhir ${date}`,
      columns: [
        { header: 'Jenis', value: (r) => VALUATION_KIND[r.kind] },
        { header: 'Kode', value: (r) => r.code ?? '' },
        { header: 'Nama', value: (r) => r.name, width: 32 },
        { header: 'Segar', value: (r) => r.fresh ?? '', kind: 'number' },
        { header: 'Beku', value: (r) => r.frozen ?? '', kind: 'number' },
        { header: 'Jumlah', value: (r) => r.qty, kind: 'number' },
        { header: 'Satuan', value: (r) => r.unit },
        { header: 'HPP/satuan', value: (r) => r.unitCost ?? '', kind: 'number' },
        { header: 'Nilai', value: (r) => r.value, kind: 'money' },
      ],
      // A label in the first column and the value in the last (the ninth).
      totals: [
        ...kinds.map((k) => [`Subtotal ${VALUATION_KIND[k].toLowerCase()}`, ...Array(7).fill(''), totals[k]]),
        ['TOTAL', ...Array(7).fill(''), totals.total],
      ],
    };
  }),
  reportMarginExport: reportFile<'reportMarginExport', MarginRow>(async (db, today, body) => {
    const { format: _format, separator: _separator, ...q } = body;
    const { datas, totals, period } = await marginReport(db, today, q);
    const pct = (p: number | null) => (p === null ? '' : p);
    return {
      rows: datas,
      name: `laporan-laba-kotor-${q.by}-${period.from}_${period.to}`,
      title: `Laba kotor ${MARGIN_TITLE[q.by]}`,
      columns: [
        {
          header: q.by === 'product' ? 'Produk' : q.by === 'customer' ? 'Customer' : 'Periode',
          value: (r) => r.label,
          width: 32,
        },
        ...(q.by === 'product'
          ? [
              { header: 'Jumlah', value: (r: MarginRow) => r.qty ?? 0, kind: 'number' as const },
              { header: 'Satuan', value: (r: MarginRow) => r.unit ?? '' },
            ]
          : [{ header: 'Transaksi', value: (r: MarginRow) => r.orders ?? 0, kind: 'number' as const }]),
        { header: 'Pendapatan', value: (r) => r.revenue, kind: 'money' },
        { header: 'HPP', value: (r) => r.cost, kind: 'money' },
        { header: 'Laba kotor', value: (r) => r.margin, kind: 'money' },
        { header: 'Margin %', value: (r) => pct(r.marginPct), kind: 'number' },
      ],
      // Product rows leave the packs out: their line comes before the TOTAL of the whole period.
      totals: [
        ...(q.by === 'product'
          ? [
              [
                'Kemasan (paket)',
                '',
                '',
                totals.packaging,
                totals.packCost,
                totals.packaging - totals.packCost,
                pct(marginPctOf(totals.packaging - totals.packCost, totals.packaging)),
              ],
            ]
          : []),
        [
          'TOTAL',
          ...(q.by === 'product' ? ['', ''] : ['']),
          totals.revenue,
          totals.cost,
          totals.margin,
          pct(totals.marginPct),
        ],
      ],
    };
  }),
  reportExport: reportFile<'reportExport', Row>(async (db, today, body) => {
    const { format: _format, separator: _separator, ...q } = body;
    const { datas, totals, period } = await salesReport(db, today, q);
    const suffix = `${period.from}_${period.to}`;
    if (q.type === 'product') {
      return {
        rows: datas,
        name: `laporan-penjualan-produk-${suffix}`,
        title: 'Penjualan per produk',
        columns: [
          { header: 'Kode', value: (r) => (r as ProductReportRow).code },
          { header: 'Produk', value: (r) => (r as ProductReportRow).name, width: 28 },
          {
            header: 'Stok',
            // A returns row (negative amounts) says so, beside the bucket its line was sold from.
            value: (r) =>
              `${(r as ProductReportRow).returned ? 'retur ' : ''}${BUCKET_LABEL[(r as ProductReportRow).bucket]}`,
          },
          { header: 'Jumlah', value: (r) => (r as ProductReportRow).qty, kind: 'number' },
          { header: 'Satuan', value: (r) => (r as ProductReportRow).unit },
          { header: 'Pendapatan', value: (r) => (r as ProductReportRow).revenue, kind: 'money' },
        ],
        totals: quantityTotals({
          width: 6,
          qtyAt: 3,
          unitAt: 4,
          quantities: totals.quantities,
          sums: { 1: `${totals.orders} transaksi`, 5: totals.itemRevenue },
        }),
      };
    }
    return {
      rows: datas,
      name: `laporan-penjualan-customer-${suffix}`,
      title: 'Penjualan per customer',
      columns: [
        { header: 'Customer', value: (r) => (r as CustomerReportRow).name, width: 32 },
        {
          header: 'Kategori',
          value: (r) =>
            `${(r as CustomerReportRow).returned ? 'Retur ' : ''}${CATEGORY[(r as CustomerReportRow).category]}`,
        },
        { header: 'Transaksi', value: (r) => (r as CustomerReportRow).orders, kind: 'number' },
        { header: 'Item', value: (r) => (r as CustomerReportRow).items, kind: 'number' },
        { header: 'Total belanja', value: (r) => (r as CustomerReportRow).total, kind: 'money' },
      ],
      totals: [['TOTAL', '', totals.orders, totals.items, totals.total]],
    };
  }),
  reportExpensesExport: reportFile<'reportExpensesExport', ExpenseRow>(async (db, today, body) => {
    const { format: _format, separator: _separator, ...q } = body ?? {};
    const { datas, totals, period, corrections } = await expenseReport(db, today, q);
    const line = (r: ExpenseRow): SheetLine => [
      r.date,
      KIND[r.kind] ?? r.kind,
      r.material.name,
      '',
      r.qty,
      r.unit,
      r.unitPrice,
      r.total,
    ];
    // Stock corrections are not money spent: a section of their own after the purchases' TOTAL.
    const footer: SheetLine[] = corrections.count
      ? [
          [],
          ['KOREKSI STOK', 'Stok awal dan selisih stok opname: bukan pembelian, tidak termasuk TOTAL'],
          ...corrections.datas.map(line),
          ['TOTAL KOREKSI', `${corrections.count} koreksi`, '', '', '', '', '', corrections.total],
        ]
      : [];
    return {
      footer,
      rows: datas,
      name: `laporan-pengeluaran-${period.from}_${period.to}`,
      title: 'Pengeluaran bahan',
      columns: [
        { header: 'Tanggal', value: (r) => r.date },
        { header: 'Jenis', value: (r) => KIND[r.kind] },
        { header: 'Bahan', value: (r) => r.material.name, width: 24 },
        { header: 'Vendor', value: (r) => r.vendor?.name ?? '', width: 24 },
        { header: 'Jumlah', value: (r) => r.qty, kind: 'number' },
        { header: 'Satuan', value: (r) => r.unit },
        { header: 'Harga satuan', value: (r) => r.unitPrice, kind: 'money' },
        { header: 'Total', value: (r) => r.total, kind: 'money' },
      ],
      // Each kind's money in the Total column (a number), not written into a text cell.
      totals: [
        ['TOTAL bahan baku', KIND.raw!, '', '', '', '', '', totals.raw],
        ['TOTAL bahan kemasan', KIND.packaging!, '', '', '', '', '', totals.packaging],
        ['TOTAL', '', '', '', '', '', '', totals.total],
      ],
    };
  }),
  reportTraceExport: reportFile<'reportTraceExport', TraceLine>(async (db, _today, body) => {
    const { format: _format, separator: _separator, ...target } = body;
    // The export is the trace screen's own (x-menus `/report/trace`): it traces from anything.
    const { lots, runs, batches, orders } = await trace(db, target, 'any');
    const lotCode = new Map(lots.map((l) => [l.id, l.batchCode ?? `lot #${l.id}`]));
    const codes = (ids: number[], prefix: string) =>
      ids.map((id) => lotCode.get(id) ?? `${prefix}${id}`).join(', ');
    const blank = { qty: null, used: null, unit: '', customer: '', phone: '', address: '' };
    const rows: TraceLine[] = [
      ...lots.map((l) => ({
        ...blank,
        step: `Lot ${KIND[l.kind]!.toLowerCase()}`,
        date: l.date,
        what: l.material.name,
        code: l.batchCode ?? `lot #${l.id}`,
        qty: l.qty,
        used: l.used,
        unit: l.material.unit,
        note: [l.vendor?.name, l.expiryDate ? `kedaluwarsa ${l.expiryDate}` : ''].filter(Boolean).join('; '),
      })),
      ...runs.map((r) => ({
        ...blank,
        step: 'Produksi',
        date: r.date,
        what: r.product.name,
        code: `produksi #${r.id}`,
        qty: r.qty,
        unit: r.product.unit,
        note: r.lotIds.length ? `memakai ${codes(r.lotIds, 'lot #')}` : '',
      })),
      ...batches.map((b) => ({
        ...blank,
        step: 'Batch produk',
        date: b.date,
        what: b.product.name,
        code: `batch #${b.id}`,
        unit: b.product.unit,
        note: [
          b.productionRunId ? `dari produksi #${b.productionRunId}` : 'bukan dari produksi',
          b.expiryDate ? `kedaluwarsa ${b.expiryDate}` : '',
        ]
          .filter(Boolean)
          .join('; '),
      })),
      ...orders.map((o) => ({
        step: 'Transaksi',
        date: o.date,
        what: o.batchIds.length ? `dari ${o.batchIds.map((id) => `batch #${id}`).join(', ')}` : 'kemasan',
        code: o.number,
        qty: o.qty || null,
        used: null,
        unit: '',
        customer: o.customer.name,
        phone: o.customer.phone ?? '',
        address: o.customer.address ?? '',
        note: [DELIVERY[o.delivery], o.lotIds.length ? `kemasan dari ${codes(o.lotIds, 'lot #')}` : '']
          .filter(Boolean)
          .join('; '),
      })),
    ];
    const start = target.restockId
      ? `lot-${target.restockId}`
      : target.batchId
        ? `batch-${target.batchId}`
        : `transaksi-${target.transactionId}`;
    const customers = new Set(orders.map((o) => o.customer.id)).size;
    return {
      rows,
      name: `telusur-${start}`,
      title: 'Telusur lot',
      columns: [
        { header: 'Tahap', value: (r) => r.step, width: 18 },
        { header: 'Tanggal', value: (r) => r.date },
        { header: 'Uraian', value: (r) => r.what, width: 28 },
        { header: 'Kode / nomor', value: (r) => r.code, width: 22 },
        { header: 'Jumlah', value: (r) => r.qty, kind: 'number' },
        { header: 'Terpakai', value: (r) => r.used, kind: 'number' },
        { header: 'Satuan', value: (r) => r.unit },
        { header: 'Customer', value: (r) => r.customer, width: 24 },
        { header: 'Telepon', value: (r) => r.phone, width: 16 },
        { header: 'Alamat', value: (r) => r.address, width: 32 },
        { header: 'Keterangan', value: (r) => r.note, width: 36 },
      ],
      totals: [
        [
          'TOTAL',
          '',
          `${lots.length} lot, ${runs.length} produksi, ${batches.length} batch`,
          `${orders.length} transaksi`,
          null,
          null,
          '',
          `${customers} customer`,
          '',
          '',
          '',
        ],
      ],
    };
  }),
};
