/** The Register Halal, its export (CSV, XLSX or an audit's PDF), and the dashboard's halal warning (decision 057). */
import type { Db } from '../../db/index.js';
import type { BodyOf, Schemas } from '../../lib/contract.js';
import { indonesianDate, indonesianDateTime } from '../../lib/dates.js';
import { sheet, text } from '../../lib/texts.js';
import { exportHeading, sendFile, sendPdf, type ExportSpec } from '../../routes/files.js';
import { familyHandler, type HandlerGroup } from '../../routes/handler.js';
import { getBusinessProfile } from '../catalogue/businessProfile.js';
import { allPages, fileName, sheetStream } from '../platform/spreadsheet.js';
import { todayOf } from '../stock/materials.routes.js';
import { halalExpiring, halalRegister, issuerOf, productLabel, type RegisterQuery } from './halalRegister.js';
import type { HalalPdfHeading } from './halalRegisterPdf.js';
import { invalid } from '../../lib/errors.js';

type Row = Schemas['HalalRegisterRow'];

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

/** The PDF's heading: the business profile, the register's day and the filters of `query`, in words. */
async function pdfHeading(
  db: Db,
  query: RegisterQuery,
  date: string,
  timeZone: string,
): Promise<HalalPdfHeading> {
  const profile = await getBusinessProfile(db);
  const filters: string[] = [];
  if (query.states?.length)
    filters.push(
      text('pdf.halal.filterStates', {
        states: query.states.map((state) => text('sheet.halalStates', { state })).join(', '),
      }),
    );
  if (query.productId !== undefined)
    filters.push(
      text('pdf.halal.filterProduct', {
        name: (await productLabel(db, query.productId)) ?? `#${query.productId}`,
      }),
    );
  if (query.search?.trim()) filters.push(text('pdf.halal.filterSearch', { search: query.search.trim() }));
  return {
    business: {
      name: profile.name,
      address: profile.address,
      phone: profile.phone,
      halalRequired: profile.halalRequired ?? false,
    },
    date: indonesianDate(date),
    filters,
    printedAt: indonesianDateTime(timeZone),
  };
}

export const halalReportHandlers: HandlerGroup<
  'reportHalalList' | 'reportHalalExport' | 'reportHalalExpiring'
> = {
  reportHalalList: async ({ db, body, config }) => halalRegister(db, todayOf(config), body ?? {}),
  /** Every matching row of the register (an SJPH audit's file), read page by page on the same day. */
  reportHalalExport: familyHandler<'reportHalalExport'>(async ({ db, body, reply, config }) => {
    const today = todayOf(config);
    const {
      format = 'xlsx',
      separator,
      sortDir: _sortDir,
      ...query
    } = (body ?? {}) as BodyOf<'reportHalalExport'>;
    const date = query.date ?? today;
    const pages = allPages((page, perPage) =>
      halalRegister(db, today, { ...query, date, page, perPage }).then((p) => p.datas),
    );
    const title = text('sheet.title.halal', { date });
    if (format === 'pdf') {
      // One PDF is built in memory (≈ 1 s per 1,000 rows): a larger register is an XLSX's, or a filter's.
      const { total } = await halalRegister(db, today, { ...query, date, page: 1, perPage: 1 });
      if (total > config.pdfMaxRows)
        throw invalid('format', 'halal.pdfTooLarge', { rows: total, limit: config.pdfMaxRows });
      const heading = await pdfHeading(db, query, date, config.timeZone);
      const { halalRegisterPdf } = await import('./halalRegisterPdf.js'); // with the first PDF (see sendLabels)
      const pdf = await halalRegisterPdf(heading, pages, { title, date: indonesianDate });
      return sendPdf(reply, fileName('register-halal', 'pdf', date), pdf);
    }
    const stream = sheetStream({
      format,
      title,
      columns: COLUMNS,
      pages,
      separator,
      heading: await exportHeading(db),
    });
    return sendFile(reply, format, fileName('register-halal', format, date), stream);
  }),
  reportHalalExpiring: async ({ db, config }) => halalExpiring(db, todayOf(config)),
};
