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
import { marginPct as marginPctOf } from '../books/costs.js';
import { marginReport, type MarginRow } from './margins.js';
import { trace } from './trace.js';
import { stockValuation, type ValuationRow } from './valuation.js';
import { fileName, quantityTotals, sheetStream, type SheetLine } from '../platform/spreadsheet.js';
import { exportHeading, sendFile, type ExportSpec, type FileOptions } from '../../routes/files.js';
import { familyHandler, type Handler, type HandlerGroup } from '../../routes/handler.js';
import { todayOf } from '../stock/materials.routes.js';
import { sheet, text } from '../../lib/texts.js';

type Row = ProductReportRow | CustomerReportRow;
const KIND: Record<string, string> = { raw: sheet('rawMaterial'), packaging: sheet('packagingMaterial') };

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
  return familyHandler<K>(async ({ db, body, reply, config }) => {
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
  });
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
  /** A batch: the lot that capped its expiry (decision 050), as the trace screen shows it. */
  cappedBy: string;
  /** A run or a batch: `Ya` when it was made with the halal override (decision 057), else a dash; lots and orders none. */
  halalOverride: string;
}
const DELIVERY: Record<string, string> = { pending: sheet('pending'), delivered: sheet('delivered') };

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
      title: text('sheet.title.valuation', { date }),
      columns: [
        { header: sheet('kind'), value: (r) => text('sheet.productKind', { kind: r.kind }) },
        { header: sheet('code'), value: (r) => r.code ?? '' },
        { header: sheet('name'), value: (r) => r.name, width: 32 },
        { header: sheet('fresh'), value: (r) => r.fresh ?? '', kind: 'number' },
        { header: sheet('frozen'), value: (r) => r.frozen ?? '', kind: 'number' },
        { header: sheet('qty'), value: (r) => r.qty, kind: 'number' },
        { header: sheet('unit'), value: (r) => r.unit },
        { header: sheet('unitCost'), value: (r) => r.unitCost ?? '', kind: 'number' },
        { header: sheet('value'), value: (r) => r.value, kind: 'money' },
      ],
      // A label in the first column and the value in the last (the ninth).
      totals: [
        ...kinds.map((k) => [text('sheet.subtotalOf', { kind: k }), ...Array(7).fill(''), totals[k]]),
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
      title: text('sheet.title.marginBy', { by: q.by }),
      columns: [
        {
          header: sheet(q.by === 'product' ? 'product' : q.by === 'customer' ? 'customer' : 'period'),
          value: (r) => r.label,
          width: 32,
        },
        ...(q.by === 'product'
          ? [
              { header: sheet('qty'), value: (r: MarginRow) => r.qty ?? 0, kind: 'number' as const },
              { header: sheet('unit'), value: (r: MarginRow) => r.unit ?? '' },
            ]
          : [{ header: sheet('orders'), value: (r: MarginRow) => r.orders ?? 0, kind: 'number' as const }]),
        { header: sheet('revenue'), value: (r) => r.revenue, kind: 'money' },
        { header: sheet('cost'), value: (r) => r.cost, kind: 'money' },
        { header: sheet('margin'), value: (r) => r.margin, kind: 'money' },
        { header: sheet('marginPct'), value: (r) => pct(r.marginPct), kind: 'number' },
      ],
      // Product rows leave the packs out: their line comes before the TOTAL of the whole period.
      totals: [
        ...(q.by === 'product'
          ? [
              [
                sheet('packsLine'),
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
        title: sheet('title.salesByProduct'),
        columns: [
          { header: sheet('code'), value: (r) => (r as ProductReportRow).code },
          { header: sheet('product'), value: (r) => (r as ProductReportRow).name, width: 28 },
          {
            header: sheet('stock'),
            // A returns row (negative amounts) says so, beside the bucket its line was sold from.
            value: (r) =>
              text('sheet.bucket', {
                returned: (r as ProductReportRow).returned ? 'yes' : 'no',
                bucket: (r as ProductReportRow).bucket,
              }),
          },
          { header: sheet('qty'), value: (r) => (r as ProductReportRow).qty, kind: 'number' },
          { header: sheet('unit'), value: (r) => (r as ProductReportRow).unit },
          { header: sheet('revenue'), value: (r) => (r as ProductReportRow).revenue, kind: 'money' },
        ],
        totals: quantityTotals({
          width: 6,
          qtyAt: 3,
          unitAt: 4,
          quantities: totals.quantities,
          sums: { 1: text('sheet.orderCountPlain', { count: totals.orders }), 5: totals.itemRevenue },
        }),
      };
    }
    return {
      rows: datas,
      name: `laporan-penjualan-customer-${suffix}`,
      title: sheet('title.salesByCustomer'),
      columns: [
        { header: sheet('customer'), value: (r) => (r as CustomerReportRow).name, width: 32 },
        {
          header: sheet('category'),
          value: (r) =>
            text('sheet.customerCategory', {
              returned: (r as CustomerReportRow).returned ? 'yes' : 'no',
              category: (r as CustomerReportRow).category,
            }),
        },
        { header: sheet('orders'), value: (r) => (r as CustomerReportRow).orders, kind: 'number' },
        { header: sheet('items'), value: (r) => (r as CustomerReportRow).items, kind: 'number' },
        { header: sheet('spent'), value: (r) => (r as CustomerReportRow).total, kind: 'money' },
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
          [sheet('corrections'), sheet('correctionsNote')],
          ...corrections.datas.map(line),
          [
            sheet('correctionsTotal'),
            text('sheet.correctionCount', { count: corrections.count }),
            '',
            '',
            '',
            '',
            '',
            corrections.total,
          ],
        ]
      : [];
    return {
      footer,
      rows: datas,
      name: `laporan-pengeluaran-${period.from}_${period.to}`,
      title: sheet('title.expenses'),
      columns: [
        { header: sheet('date'), value: (r) => r.date },
        { header: sheet('kind'), value: (r) => KIND[r.kind] },
        { header: sheet('material'), value: (r) => r.material.name, width: 24 },
        { header: sheet('vendor'), value: (r) => r.vendor?.name ?? '', width: 24 },
        { header: sheet('qty'), value: (r) => r.qty, kind: 'number' },
        { header: sheet('unit'), value: (r) => r.unit },
        { header: sheet('unitPriceLower'), value: (r) => r.unitPrice, kind: 'money' },
        { header: sheet('total'), value: (r) => r.total, kind: 'money' },
      ],
      // Each kind's money in the Total column (a number), not written into a text cell.
      totals: [
        [sheet('totalRaw'), KIND.raw!, '', '', '', '', '', totals.raw],
        [sheet('totalPackaging'), KIND.packaging!, '', '', '', '', '', totals.packaging],
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
    const blank = {
      qty: null,
      used: null,
      unit: '',
      customer: '',
      phone: '',
      address: '',
      cappedBy: '',
      halalOverride: '',
    };
    const overridden = (yes: boolean) => (yes ? sheet('yes') : '–');
    const rows: TraceLine[] = [
      ...lots.map((l) => ({
        ...blank,
        step: text('sheet.trace.lot', { kind: l.kind }),
        date: l.date,
        what: l.material.name,
        code: l.batchCode ?? `lot #${l.id}`,
        qty: l.qty,
        used: l.used,
        unit: l.material.unit,
        note: [l.vendor?.name, l.expiryDate ? text('sheet.trace.expires', { date: l.expiryDate }) : '']
          .filter(Boolean)
          .join('; '),
      })),
      ...runs.map((r) => ({
        ...blank,
        step: sheet('trace.production'),
        date: r.date,
        what: r.product.name,
        code: text('sheet.trace.productionCode', { id: r.id }),
        qty: r.qty,
        unit: r.product.unit,
        note: r.lotIds.length ? text('sheet.trace.uses', { codes: codes(r.lotIds, 'lot #') }) : '',
        halalOverride: overridden(r.halalOverride ?? false),
      })),
      ...batches.map((b) => ({
        ...blank,
        step: sheet('trace.batch'),
        date: b.date,
        what: b.product.name,
        code: `batch #${b.id}`,
        unit: b.product.unit,
        note: [
          b.productionRunId
            ? text('sheet.trace.fromProduction', { id: b.productionRunId })
            : sheet('trace.notFromProduction'),
          b.expiryDate ? text('sheet.trace.expires', { date: b.expiryDate }) : '',
        ]
          .filter(Boolean)
          .join('; '),
        cappedBy: b.expiryCap
          ? text('sheet.trace.cappedBy', {
              code: b.expiryCap.batchCode ?? `lot #${b.expiryCap.lotId}`,
              material: b.expiryCap.material.name,
              date: b.expiryCap.expiryDate,
            })
          : '',
        halalOverride: overridden(b.halalOverride ?? false),
      })),
      ...orders.map((o) => ({
        step: sheet('trace.order'),
        date: o.date,
        what: o.batchIds.length
          ? text('sheet.trace.fromBatches', { batches: o.batchIds.map((id) => `batch #${id}`).join(', ') })
          : sheet('trace.packagingOnly'),
        code: o.number,
        qty: o.qty || null,
        used: null,
        unit: '',
        customer: o.customer.name,
        phone: o.customer.phone ?? '',
        address: o.customer.address ?? '',
        note: [
          DELIVERY[o.delivery],
          o.lotIds.length ? text('sheet.trace.packagingFrom', { codes: codes(o.lotIds, 'lot #') }) : '',
        ]
          .filter(Boolean)
          .join('; '),
        cappedBy: '',
        halalOverride: '',
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
      title: sheet('title.trace'),
      columns: [
        { header: sheet('step'), value: (r) => r.step, width: 18 },
        { header: sheet('date'), value: (r) => r.date },
        { header: sheet('description'), value: (r) => r.what, width: 28 },
        { header: sheet('codeOrNumber'), value: (r) => r.code, width: 22 },
        { header: sheet('qty'), value: (r) => r.qty, kind: 'number' },
        { header: sheet('used'), value: (r) => r.used, kind: 'number' },
        { header: sheet('unit'), value: (r) => r.unit },
        { header: sheet('customer'), value: (r) => r.customer, width: 24 },
        { header: sheet('phone'), value: (r) => r.phone, width: 16 },
        { header: sheet('address'), value: (r) => r.address, width: 32 },
        { header: sheet('notes'), value: (r) => r.note, width: 36 },
        { header: sheet('halalOverride'), value: (r) => r.halalOverride, width: 14 },
        { header: sheet('expiryCappedBy'), value: (r) => r.cappedBy, width: 36 },
      ],
      totals: [
        [
          'TOTAL',
          '',
          text('sheet.trace.totals', { lots: lots.length, runs: runs.length, batches: batches.length }),
          text('sheet.orderCountPlain', { count: orders.length }),
          null,
          null,
          '',
          text('sheet.customers', { count: customers }),
          '',
          '',
          '',
          '',
          '',
        ],
      ],
    };
  }),
};
