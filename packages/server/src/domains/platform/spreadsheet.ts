/**
 * Lists as files (CSV or XLSX, streamed page by page so that a 100,000-row export never sits in memory whole) and
 * files as rows (for imports). Headers are Indonesian; money goes out as plain integers (formatted `Rp` in XLSX).
 */
import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

export type FileFormat = 'csv' | 'xlsx';

/**
 * The separator of a CSV file's cells: `,` (RFC 4180) or `;`, what Excel under Indonesian regional settings expects
 * (it opens a `,` file in one column). With `;` decimals are written with a comma, as those settings read them.
 */
export type CsvSeparator = ',' | ';';

/** One column of an exported list or an import template. */
export interface SheetColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
  /** `money` is shown as `Rp 1.234.567` in XLSX; `number` keeps up to 3 decimals. @default 'text' */
  kind?: 'text' | 'money' | 'number';
  /** Column width in characters (XLSX). */
  width?: number;
}

export const CONTENT_TYPE: Record<FileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const HAS_DATE = /\d{4}-\d{2}-\d{2}/;

/**
 * `produk-2026-11-23.xlsx` (or `.pdf`, a report's printable file): the day it was made is added to a name that has no date of its own; a name that already
 * says its period (`laporan-penjualan-produk-2026-03-01_2026-03-31`) is not given a second date.
 */
export const fileName = (base: string, format: FileFormat | 'pdf', date?: string) =>
  `${date && !HAS_DATE.test(base) ? `${base}-${date}` : base}.${format}`;

const cell = (value: string | number | boolean | null | undefined) => (value === undefined ? null : value);

/**
 * What makes a spreadsheet read a CSV text cell as a formula when it comes first (OWASP, CSV Injection): `=`, `+`,
 * `-`, `@`, tab and carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A CSV text cell that cannot run as a formula: one that starts like one gets a leading `'`, as OWASP recommends.
 * Only text is touched: numbers are written as numbers (a refund of -5000 stays -5000). Every CSV that Pawon
 * writes passes its text cells through here (sheetStream's `cast.string`); XLSX cells are typed, so text stays
 * text there.
 */
export const neutraliseFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** A row written as it is (a TOTAL, or a section after it). */
export type SheetLine = Array<string | number | null>;

/**
 * The TOTAL rows of quantities in several units, each number in the quantity column (`qtyAt`) and its unit in the
 * unit column (`unitAt`), never `77 pcs` as text in a number column. One unit: one TOTAL row with the quantity and
 * the other sums (`sums`, by column). Several: a `TOTAL <unit>` row per unit, then the `TOTAL` row of the other sums.
 * None (an empty period): one TOTAL row with a quantity of 0.
 */
export function quantityTotals(opts: {
  width: number;
  qtyAt: number;
  unitAt: number;
  quantities: Array<{ unit: string; qty: number }>;
  sums?: Record<number, string | number | null | undefined>;
}): SheetLine[] {
  const line = (label: string, cells: Record<number, string | number | null | undefined>): SheetLine => {
    const row: SheetLine = Array.from({ length: opts.width }, () => '');
    row[0] = label;
    for (const [at, value] of Object.entries(cells)) row[Number(at)] = value ?? null;
    return row;
  };
  const sums = opts.sums ?? {};
  const [only, ...more] = opts.quantities;
  // Nothing matched: the TOTAL is a zero quantity (in no unit), not a blank a spreadsheet cannot add.
  if (!only) return [line('TOTAL', { ...sums, [opts.qtyAt]: 0 })];
  if (!more.length) return [line('TOTAL', { ...sums, [opts.qtyAt]: only.qty, [opts.unitAt]: only.unit })];
  return [
    ...opts.quantities.map((q) => line(`TOTAL ${q.unit}`, { [opts.qtyAt]: q.qty, [opts.unitAt]: q.unit })),
    line('TOTAL', sums),
  ];
}

/** Text for an XLSX page header: `&` starts a code there, so it is doubled; at most 120 characters a side. */
const headerText = (text: string) => text.slice(0, 120).replace(/&/g, '&&');

/** A number as a CSV cell: with `;` as separator the decimal mark is a comma (`1,5`), as such settings read it. */
const csvNumber = (separator: CsvSeparator) =>
  separator === ';' ? (n: number) => String(n).replace('.', ',') : (n: number) => String(n);

/**
 * Writes rows, as they come from `pages`, into a CSV or XLSX stream. The stream starts at once; each page is
 * written before the next is fetched. A trailing row (a TOTAL) may be given, and lines after it (a section apart,
 * such as the stock corrections of the expense report).
 */
export function sheetStream<Row>(opts: {
  format: FileFormat;
  title: string;
  columns: SheetColumn<Row>[];
  pages: AsyncIterable<Row[]>;
  /** TOTAL rows after the data (bold in XLSX). */
  totals?: SheetLine[];
  footer?: SheetLine[];
  /** CSV only. @default ',' */
  separator?: CsvSeparator;
  /**
   * XLSX only: who the file is from (the business profile's line), printed in the page header of every page beside
   * the sheet's title. Not a row: the header stays row 1, so the file reads back like any list. A CSV has no room
   * for it without breaking the tools that read it.
   */
  heading?: string;
}): Readable {
  const { format, columns } = opts;
  if (format === 'csv') {
    const separator = opts.separator ?? ',';
    const csv = stringify({
      header: true,
      columns: columns.map((c) => c.header),
      bom: true,
      delimiter: separator,
      // Quotes, commas and line breaks inside a value are quoted by csv-stringify (RFC 4180), so no value can
      // open a cell of its own; each cell's start is neutralised here.
      cast: { string: neutraliseFormula, number: csvNumber(separator) },
    });
    void (async () => {
      try {
        for await (const page of opts.pages) {
          for (const row of page) {
            if (!csv.write(columns.map((c) => cell(c.value(row)))))
              await new Promise((r) => csv.once('drain', r));
          }
        }
        for (const line of opts.totals ?? []) csv.write(line);
        for (const line of opts.footer ?? []) csv.write(line);
        csv.end();
      } catch (err) {
        csv.destroy(err as Error);
      }
    })();
    return csv;
  }
  const out = new PassThrough();
  void (async () => {
    try {
      // Loaded with the first workbook, not with the server (≈0.3 s of every start-up and test file).
      const { default: ExcelJS } = await import('exceljs');
      const book = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: out,
        useStyles: true,
        useSharedStrings: false,
      });
      const sheet = book.addWorksheet(opts.title.slice(0, 31), {
        views: [{ state: 'frozen', ySplit: 1 }],
        ...(opts.heading
          ? { headerFooter: { oddHeader: `&L${headerText(opts.heading)}&R${headerText(opts.title)}` } }
          : {}),
      });
      sheet.columns = columns.map((c) => ({
        header: c.header,
        width: c.width ?? Math.max(12, c.header.length + 2),
        style:
          c.kind === 'money' ? { numFmt: '"Rp" #,##0' } : c.kind === 'number' ? { numFmt: '#,##0.###' } : {},
      }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      for await (const page of opts.pages) {
        for (const row of page) sheet.addRow(columns.map((c) => cell(c.value(row)))).commit();
      }
      for (const line of opts.totals ?? []) {
        const total = sheet.addRow(line);
        total.font = { bold: true };
        total.commit();
      }
      for (const line of opts.footer ?? []) sheet.addRow(line).commit();
      sheet.commit();
      await book.commit();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}

/** Pages of a list, fetched one after another until a short one. */
export async function* allPages<Row>(
  fetch: (page: number, perPage: number) => Promise<Row[]>,
  perPage = 500,
): AsyncIterable<Row[]> {
  for (let page = 1; ; page++) {
    const rows = await fetch(page, perPage);
    if (rows.length) yield rows;
    if (rows.length < perPage) return;
  }
}

/** Reading import files lives in sheetReader.ts (a worker thread, within hard limits). */
export { readSheet, SheetError, type SheetRow } from './sheetReader.js';

/** A stream from a finished buffer (an import template). */
export const bufferStream = (buffer: Buffer) => Readable.from(buffer);

/** A column of an export file. */
export interface ExportColumn<Row> extends SheetColumn<Row> {
  /**
   * The field of the list's rows it shows, when the contract marks that field `x-owned-by`: the column and its TOTAL
   * cell are left out for a caller whose menus do not own it, as the list's JSON answer leaves the field out.
   */
  field?: string;
}

/** What an export file holds: its name, sheet title, columns and, optionally, TOTAL rows (numbers in number columns). */
export interface ExportSpec<Row> {
  name: string;
  title: string;
  columns: ExportColumn<Row>[];
  totals?: SheetLine[];
}
