/** Receivables by age at the end of a day, its file, and a customer's statement (issue 38, ./aging.ts). */
import { fileName, sheetStream } from '../platform/spreadsheet.js';
import { exportHeading, sendFile } from '../../routes/files.js';
import type { HandlerGroup } from '../../routes/handler.js';
import { sheet, text } from '../../lib/texts.js';
import { todayOf } from '../stock/materials.routes.js';
import { customerStatement, receivablesAging, receivablesAgingAll, type AgingRow } from './aging.js';
import { payablesAging, payablesAgingAll, type PayablesRow } from './payables.js';

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

export const agingHandlers: HandlerGroup<
  'reportAging' | 'reportAgingExport' | 'paymentStatement' | 'reportPayables' | 'reportPayablesExport'
> = {
  reportAging: async ({ db, body, config }) => receivablesAging(db, todayOf(config), body ?? {}),
  reportAgingExport: async ({ db, body, reply, config }) => {
    const today = todayOf(config);
    const { format = 'xlsx', separator, ...query } = body ?? {};
    const { date, rows, totals } = await receivablesAgingAll(db, today, query);
    async function* pages() {
      yield rows;
    }
    const stream = sheetStream<AgingRow>({
      format,
      title: text('sheet.title.aging', { date }),
      columns: [
        { header: sheet('customer'), value: (r) => r.customer, width: 32 },
        { header: sheet('phone'), value: (r) => r.phone ?? '', width: 16 },
        ...figureColumns<AgingRow>({ open: sheet('aging.open'), credit: sheet('aging.credit') }),
      ],
      pages: pages(),
      totals: [
        [
          'TOTAL',
          text('sheet.customers', { count: rows.length }),
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
    return sendFile(reply, format, fileName(`umur-piutang-${date}`, format, today), stream);
  },
  paymentStatement: async ({ db, body, config }) => customerStatement(db, todayOf(config), body),
  reportPayables: async ({ db, body, config }) => payablesAging(db, todayOf(config), body ?? {}),
  // The Hutang screen's aging as a file: every matching vendor in the screen's order, and the TOTAL row.
  reportPayablesExport: async ({ db, body, reply, config }) => {
    const today = todayOf(config);
    const { format = 'xlsx', separator, ...query } = body ?? {};
    const { date, rows, totals } = await payablesAgingAll(db, today, query);
    async function* pages() {
      yield rows;
    }
    const stream = sheetStream<PayablesRow>({
      format,
      title: text('sheet.title.payables', { date }),
      columns: [
        { header: sheet('vendor'), value: (r) => r.vendor, width: 32 },
        { header: sheet('phone'), value: (r) => r.phone ?? '', width: 16 },
        ...figureColumns<PayablesRow>({ open: sheet('payables.open'), credit: sheet('payables.credit') }),
      ],
      pages: pages(),
      totals: [
        [
          'TOTAL',
          text('sheet.vendors', { count: rows.length }),
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
    return sendFile(reply, format, fileName(`umur-hutang-${date}`, format, today), stream);
  },
};
