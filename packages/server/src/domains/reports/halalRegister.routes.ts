/** The Register Halal, its export, and the dashboard's halal warning (decision 057). */
import type { Schemas } from '../../lib/contract.js';
import { sheet, text } from '../../lib/texts.js';
import { exportHeading, sendFile, type ExportSpec, type FileOptions } from '../../routes/files.js';
import { familyHandler, type HandlerGroup } from '../../routes/handler.js';
import { allPages, fileName, sheetStream } from '../platform/spreadsheet.js';
import { todayOf } from '../stock/materials.routes.js';
import { halalExpiring, halalRegister, type RegisterQuery } from './halalRegister.js';

type Row = Schemas['HalalRegisterRow'];

const issuerOf = (m: Row['material']) =>
  m.halalIssuer === 'other' ? m.halalIssuerName : m.halalIssuer === 'LPPOM' ? 'LPPOM MUI' : m.halalIssuer;

const COLUMNS: ExportSpec<Row>['columns'] = [
  { header: sheet('code'), value: (r) => r.product.code },
  { header: sheet('product'), value: (r) => r.product.name, width: 24 },
  { header: sheet('material'), value: (r) => r.material.name, width: 24 },
  {
    header: sheet('halalState'),
    value: (r) => text('sheet.halalStates', { state: r.material.state }),
    width: 20,
  },
  { header: sheet('halalNumber'), value: (r) => r.material.halalNumber, width: 22 },
  { header: sheet('halalIssuer'), value: (r) => issuerOf(r.material), width: 18 },
  { header: sheet('halalExpiry'), value: (r) => r.material.halalExpiry },
  { header: sheet('reason'), value: (r) => r.material.halalReason, width: 32 },
];

export const halalReportHandlers: HandlerGroup<
  'reportHalalList' | 'reportHalalExport' | 'reportHalalExpiring'
> = {
  reportHalalList: async ({ db, body, config }) => halalRegister(db, todayOf(config), body ?? {}),
  /** Every matching row of the register (an SJPH audit's file), read page by page on the same day. */
  reportHalalExport: familyHandler<'reportHalalExport'>(async ({ db, body, reply, config }) => {
    const today = todayOf(config);
    const { format = 'xlsx', separator, ...query } = (body ?? {}) as FileOptions & RegisterQuery;
    const date = query.date ?? today;
    const pages = allPages((page, perPage) =>
      halalRegister(db, today, { ...query, date, page, perPage }).then((p) => p.datas),
    );
    const stream = sheetStream({
      format,
      title: text('sheet.title.halal', { date }),
      columns: COLUMNS,
      pages,
      separator,
      heading: await exportHeading(db),
    });
    return sendFile(reply, format, fileName('register-halal', format, date), stream);
  }),
  reportHalalExpiring: async ({ db, config }) => halalExpiring(db, todayOf(config)),
};
