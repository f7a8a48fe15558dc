/** Receivables and payables by age at the end of a day, their files, and a customer's or vendor's statement (./aging.ts, ./payables.ts). */
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/index.js';
import { fileName, sheetStream } from '../platform/spreadsheet.js';
import { exportHeading, sendFile } from '../../routes/files.js';
import type { HandlerGroup } from '../../routes/handler.js';
import { sheet, text } from '../../lib/texts.js';
import { todayOf } from '../stock/materials.routes.js';
import { customerStatement, receivablesAging, receivablesAgingAll, type AgingRow } from './aging.js';
import { payablesAging, payablesAgingAll, vendorStatement, type PayablesRow } from './payables.js';

const money = <Row>(header: string, value: (r: Row) => number) => ({ header, value, kind: 'money' as const });

/**
 * The aging's figures as the file's columns, for customers and vendors alike; what is owed and paid ahead named for
 * each (Piutang and Titipan of a customer, Hutang and Uang muka to a vendor).
 */
const figureColumns = <Row extends AgingRow | PayablesRow>(names: { open: string; credit: string }) => [
  money<Row>(sheet('aging.notDue'), (r) => r.notDue),
  money<Row>(sheet('aging.days1to7'), (r) => r.days1to7),
  money<Row>(sheet('aging.days8to30'), (r) => r.days8to30),
  money<Row>(sheet('aging.days31to60'), (r) => r.days31to60),
  money<Row>(sheet('aging.over60'), (r) => r.over60),
  money<Row>(names.open, (r) => r.open),
  money<Row>(names.credit, (r) => r.credit),
  money<Row>(sheet('aging.balance'), (r) => r.balance),
];

type Totals = Omit<AgingRow, 'customerId' | 'customer' | 'phone'>;

/**
 * An aging as a file (receivables or payables, one layout): every matching row in the screen's order, its name and
 * phone, the figures, and the TOTAL row naming how many.
 */
async function agingFile<Row extends AgingRow | PayablesRow>(
  { db, reply, today }: { db: Db; reply: FastifyReply; today: string },
  options: {
    format: 'xlsx' | 'csv';
    separator: ';' | ',' | undefined;
    data: { date: string; rows: Row[]; totals: Totals };
    title: 'sheet.title.aging' | 'sheet.title.payables';
    name: { header: string; value: (r: Row) => string };
    names: { open: string; credit: string };
    count: 'sheet.customers' | 'sheet.vendors';
    file: string;
  },
) {
  const { format, separator, data, name } = options;
  const { date, rows, totals } = data;
  async function* pages() {
    yield rows;
  }
  const stream = sheetStream<Row>({
    format,
    title: text(options.title, { date }),
    columns: [
      { header: name.header, value: name.value, width: 32 },
      { header: sheet('phone'), value: (r) => r.phone ?? '', width: 16 },
      ...figureColumns<Row>(options.names),
    ],
    pages: pages(),
    totals: [
      [
        'TOTAL',
        text(options.count, { count: rows.length }),
        totals.notDue,
        totals.days1to7,
        totals.days8to30,
        totals.days31to60,
        totals.over60,
        totals.open,
        totals.credit,
        totals.balance,
      ],
    ],
    separator,
    heading: await exportHeading(db),
  });
  return sendFile(reply, format, fileName(`${options.file}-${date}`, format, today), stream);
}

export const agingHandlers: HandlerGroup<
  | 'reportAging'
  | 'reportAgingExport'
  | 'paymentStatement'
  | 'reportPayables'
  | 'reportPayablesExport'
  | 'vendorPaymentStatement'
> = {
  reportAging: async ({ db, body, config }) => receivablesAging(db, todayOf(config), body ?? {}),
  reportAgingExport: async ({ db, body, reply, config }) => {
    const today = todayOf(config);
    const { format = 'xlsx', separator, ...query } = body ?? {};
    return agingFile<AgingRow>(
      { db, reply, today },
      {
        format,
        separator,
        data: await receivablesAgingAll(db, today, query),
        title: 'sheet.title.aging',
        name: { header: sheet('customer'), value: (r) => r.customer },
        names: { open: sheet('aging.open'), credit: sheet('aging.credit') },
        count: 'sheet.customers',
        file: 'umur-piutang',
      },
    );
  },
  paymentStatement: async ({ db, body, config }) => customerStatement(db, todayOf(config), body),
  reportPayables: async ({ db, body, config }) => payablesAging(db, todayOf(config), body ?? {}),
  vendorPaymentStatement: async ({ db, body, config }) => vendorStatement(db, todayOf(config), body),
  // The Hutang screen's aging as a file: every matching vendor in the screen's order, and the TOTAL row.
  reportPayablesExport: async ({ db, body, reply, config }) => {
    const today = todayOf(config);
    const { format = 'xlsx', separator, ...query } = body ?? {};
    return agingFile<PayablesRow>(
      { db, reply, today },
      {
        format,
        separator,
        data: await payablesAgingAll(db, today, query),
        title: 'sheet.title.payables',
        name: { header: sheet('vendor'), value: (r) => r.vendor },
        names: { open: sheet('payables.open'), credit: sheet('payables.credit') },
        count: 'sheet.vendors',
        file: 'umur-hutang',
      },
    );
  },
};
