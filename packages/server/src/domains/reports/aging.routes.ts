/** Receivables by age at the end of a day, its file, and a customer's statement (issue 38, ./aging.ts). */
import { fileName, sheetStream } from '../platform/spreadsheet.js';
import { exportHeading, sendFile } from '../../routes/files.js';
import type { HandlerGroup } from '../../routes/handler.js';
import { sheet, text } from '../../lib/texts.js';
import { todayOf } from '../stock/materials.routes.js';
import { customerStatement, receivablesAging, receivablesAgingAll, type AgingRow } from './aging.js';
import { payablesAging } from './payables.js';

const money = (header: string, value: (r: AgingRow) => number) => ({ header, value, kind: 'money' as const });

export const agingHandlers: HandlerGroup<
  'reportAging' | 'reportAgingExport' | 'paymentStatement' | 'reportPayables'
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
        money(sheet('aging.notDue'), (r) => r.notDue),
        money(sheet('aging.days1to7'), (r) => r.days1to7),
        money(sheet('aging.days8to30'), (r) => r.days8to30),
        money(sheet('aging.days31to60'), (r) => r.days31to60),
        money(sheet('aging.over60'), (r) => r.over60),
        money(sheet('aging.open'), (r) => r.open),
        money(sheet('aging.credit'), (r) => r.credit),
        money(sheet('aging.balance'), (r) => r.balance),
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
};
