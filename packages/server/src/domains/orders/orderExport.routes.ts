/**
 * The export of the order list (issue 16): every order matching the list's search, filters and sort (or the rows
 * chosen on the list, `ids`), one row per order or one per pack and per line, as CSV or XLSX with TOTAL rows. The orders are read
 * page by page through the list's keyset (decision 017), so the file streams at a million orders; more than
 * `EXPORT_LIMITS.orders` matching orders are refused before anything is written.
 */
import { stockContext } from '../stock/materials.routes.js';
import { packSums } from '@pawon/api-client/pricing';
import type { Schemas } from '../../lib/contract.js';
import { AppError } from '../../lib/errors.js';
import { withDefaults } from '../../lib/validation.js';
import { orderExport } from './orderList.js';
import type { Transaction } from './sales.js';
import {
  fileName,
  quantityTotals,
  sheetStream,
  type SheetColumn,
  type SheetLine,
} from '../platform/spreadsheet.js';
import { exportHeading, sendFile } from '../../routes/files.js';
import type { HandlerGroup } from '../../routes/handler.js';
import { todayOf } from '../stock/materials.routes.js';
import { sheet, text } from '../../lib/texts.js';

export const EXPORT_LIMITS = {
  /** More orders than a spreadsheet is useful for (and than an export should hold the server for). */
  orders: 100_000,
  /** Orders read (and held) at a time. */
  pageSize: 500,
};

type ExportRequest = Schemas['TransactionExportRequest'];
type Pack = Transaction['packs'][number];
type Line = Pack['lines'][number];
/**
 * One row of the per-line file: a pack's own row (`line` null: its packaging, price per pack and count × packPrice,
 * as the order detail, the invoice and the receipt show it, issue 37), or one of its lines, with its order.
 */
interface OrderLine {
  order: Transaction;
  pack: Pack;
  line: Line | null;
}

/** A pack's amount: count × packPrice, by the pricing rule the order was priced with (its goods are the lines). */
const packagingOf = (pack: Pack) =>
  packSums({ count: pack.count, packPrice: pack.packPrice, lines: [] }).packaging;

const PAYMENT = { paid: sheet('paid'), unpaid: sheet('unpaid') } as const;
const PACKING = { packed: sheet('packed'), unpacked: sheet('unpacked') } as const;
const DELIVERY = { pending: sheet('pending'), delivered: sheet('delivered') } as const;

const returnedValue = (o: Transaction) => (o.returns ?? []).reduce((sum, r) => sum + r.value, 0);

/** The columns every row of an order shows, per order or per line. */
const orderColumns = <Row>(of: (row: Row) => Transaction): SheetColumn<Row>[] => [
  { header: sheet('number'), value: (r) => of(r).number, width: 22 },
  { header: sheet('date'), value: (r) => of(r).date },
  { header: sheet('customer'), value: (r) => of(r).customer.name, width: 28 },
  { header: sheet('phone'), value: (r) => of(r).customer.phone, width: 16 },
  { header: sheet('payment'), value: (r) => PAYMENT[of(r).payment] },
  { header: sheet('packing'), value: (r) => PACKING[of(r).packing], width: 14 },
  { header: sheet('delivery'), value: (r) => DELIVERY[of(r).delivery], width: 15 },
];

const ORDER_COLUMNS: SheetColumn<Transaction>[] = [
  ...orderColumns((o: Transaction) => o),
  { header: sheet('deliveryDate'), value: (o) => o.deliveryDate, width: 13 },
  { header: sheet('deliveryTime'), value: (o) => o.deliveryTime },
  { header: sheet('address'), value: (o) => o.customer.address, width: 32 },
  { header: sheet('itemCount'), value: (o) => o.itemCount, kind: 'number' },
  { header: sheet('itemSubtotal'), value: (o) => o.itemSubtotal, kind: 'money', width: 16 },
  { header: sheet('packaging'), value: (o) => o.packagingSubtotal, kind: 'money' },
  { header: sheet('ongkir'), value: (o) => o.ongkir, kind: 'money' },
  { header: sheet('total'), value: (o) => o.total, kind: 'money', width: 16 },
  { header: sheet('returned'), value: (o) => returnedValue(o), kind: 'money' },
  { header: sheet('note'), value: (o) => o.note, width: 32 },
  { header: sheet('createdBy'), value: (o) => o.createdBy?.name, width: 18 },
];

const LINE_COLUMNS: SheetColumn<OrderLine>[] = [
  ...orderColumns((r: OrderLine) => r.order),
  { header: sheet('packaging'), value: (r) => r.pack.material.name, width: 20 },
  { header: sheet('packCount'), value: (r) => r.pack.count, kind: 'number' },
  { header: sheet('code'), value: (r) => r.line?.product.code },
  { header: sheet('product'), value: (r) => r.line?.product.name, width: 28 },
  {
    header: sheet('stock'),
    value: (r) => (r.line ? text('sheet.bucket', { returned: 'no', bucket: r.line.bucket }) : undefined),
  },
  { header: sheet('qty'), value: (r) => r.line?.qty, kind: 'number' },
  { header: sheet('unit'), value: (r) => r.line?.product.unit },
  {
    header: sheet('unitPrice'),
    value: (r) => (r.line ? r.line.unitPrice : r.pack.packPrice),
    kind: 'money',
    width: 14,
  },
  {
    header: sheet('subtotal'),
    value: (r) => (r.line ? r.line.subtotal : packagingOf(r.pack)),
    kind: 'money',
    width: 16,
  },
];
const at = (columns: SheetColumn<never>[], header: string) => columns.findIndex((c) => c.header === header);

/** Σ of the order's money and item count, kept while the rows stream. */
function orderSums() {
  const sum = { orders: 0, items: 0, itemSubtotal: 0, packaging: 0, ongkir: 0, total: 0, returned: 0 };
  const columns = ORDER_COLUMNS as SheetColumn<never>[];
  return {
    add(o: Transaction) {
      sum.orders++;
      sum.items += o.itemCount;
      sum.itemSubtotal += o.itemSubtotal;
      sum.packaging += o.packagingSubtotal;
      sum.ongkir += o.ongkir;
      sum.total += o.total;
      sum.returned += returnedValue(o);
    },
    line(): SheetLine {
      const row: SheetLine = ORDER_COLUMNS.map(() => '');
      row[0] = 'TOTAL';
      row[at(columns, sheet('customer'))] = text('sheet.orderCount', { count: sum.orders });
      // Float sums of thousandths (1.5 kg + …) rounded back to the quantities' own precision.
      row[at(columns, sheet('itemCount'))] = Math.round(sum.items * 1000) / 1000;
      row[at(columns, sheet('itemSubtotal'))] = sum.itemSubtotal;
      row[at(columns, sheet('packaging'))] = sum.packaging;
      row[at(columns, sheet('ongkir'))] = sum.ongkir;
      row[at(columns, sheet('total'))] = sum.total;
      row[at(columns, sheet('returned'))] = sum.returned;
      return row;
    },
  };
}

/** Σ of the lines' quantities by unit, and of the rows' subtotals (packs and lines: the orders' items + packaging). */
function lineSums() {
  const byUnit = new Map<string, number>();
  let subtotal = 0;
  const orders = new Set<number>();
  const columns = LINE_COLUMNS as SheetColumn<never>[];
  return {
    add(r: OrderLine) {
      orders.add(r.order.id);
      if (!r.line) {
        subtotal += packagingOf(r.pack);
        return;
      }
      byUnit.set(r.line.product.unit, (byUnit.get(r.line.product.unit) ?? 0) + Math.round(r.line.qty * 1000));
      subtotal += r.line.subtotal;
    },
    lines(): SheetLine[] {
      return quantityTotals({
        width: LINE_COLUMNS.length,
        qtyAt: at(columns, sheet('qty')),
        unitAt: at(columns, sheet('unit')),
        quantities: [...byUnit].map(([unit, milli]) => ({ unit, qty: milli / 1000 })),
        sums: {
          [at(columns, sheet('customer'))]: text('sheet.orderCount', { count: orders.size }),
          [at(columns, sheet('subtotal'))]: subtotal,
        },
      });
    },
  };
}

export const orderExportHandlers: HandlerGroup<'transactionExport'> = {
  transactionExport: async ({ db, body, reply, config, caller }) => {
    const {
      format = 'xlsx',
      separator,
      rows = 'order',
      ...query
    } = withDefaults<ExportRequest>('TransactionExportRequest', body ?? {});
    const today = stockContext(caller, config).today;
    const { matching, pages } = await orderExport(db, { ...query, today }, EXPORT_LIMITS.pageSize);
    if (matching > EXPORT_LIMITS.orders)
      throw new AppError(422, 'export.tooMany', { params: { matching, max: EXPORT_LIMITS.orders } });
    const heading = await exportHeading(db);
    // The TOTAL rows are known once the last page is written: sheetStream reads them after the pages.
    const totals: SheetLine[] = [];
    const perOrder = rows === 'order';
    const stream = perOrder
      ? sheetStream({
          format,
          separator,
          title: sheet('title.orders'),
          columns: ORDER_COLUMNS,
          totals,
          heading,
          pages: (async function* () {
            const sums = orderSums();
            for await (const page of pages()) {
              page.forEach(sums.add);
              yield page;
            }
            totals.push(sums.line());
          })(),
        })
      : sheetStream({
          format,
          separator,
          title: sheet('title.orderLines'),
          columns: LINE_COLUMNS,
          totals,
          heading,
          pages: (async function* () {
            const sums = lineSums();
            for await (const page of pages()) {
              const lines = page.flatMap((order) =>
                order.packs.flatMap((pack): OrderLine[] => [
                  { order, pack, line: null },
                  ...pack.lines.map((line) => ({ order, pack, line })),
                ]),
              );
              lines.forEach(sums.add);
              yield lines;
            }
            totals.push(...sums.lines());
          })(),
        });
    const name = perOrder ? 'transaksi' : 'transaksi-per-item';
    return sendFile(reply, format, fileName(name, format, todayOf(config)), stream);
  },
};
