/**
 * Lists as files (CSV or XLSX, streamed page by page so that a 100,000-row export never sits in memory whole) and
 * files as rows (for imports). Headers are Indonesian; money goes out as plain integers (formatted `Rp` in XLSX).
 */
import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';

export type FileFormat = 'csv' | 'xlsx';

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

/** `produk-2026-11-23.xlsx` */
export const fileName = (base: string, format: FileFormat, date: string) => `${base}-${date}.${format}`;

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
 * Writes rows, as they come from `pages`, into a CSV or XLSX stream. The stream starts at once; each page is
 * written before the next is fetched. A trailing row (a TOTAL) may be given, and lines after it (a section apart,
 * such as the stock corrections of the expense report).
 */
export function sheetStream<Row>(opts: {
  format: FileFormat;
  title: string;
  columns: SheetColumn<Row>[];
  pages: AsyncIterable<Row[]>;
  total?: SheetLine;
  footer?: SheetLine[];
}): Readable {
  const { format, columns } = opts;
  if (format === 'csv') {
    const csv = stringify({
      header: true,
      columns: columns.map((c) => c.header),
      bom: true,
      // Quotes, commas and line breaks inside a value are quoted by csv-stringify (RFC 4180), so no value can
      // open a cell of its own; each cell's start is neutralised here.
      cast: { string: neutraliseFormula },
    });
    void (async () => {
      try {
        for await (const page of opts.pages) {
          for (const row of page) {
            if (!csv.write(columns.map((c) => cell(c.value(row)))))
              await new Promise((r) => csv.once('drain', r));
          }
        }
        if (opts.total) csv.write(opts.total);
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
      const book = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: out,
        useStyles: true,
        useSharedStrings: false,
      });
      const sheet = book.addWorksheet(opts.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
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
      if (opts.total) {
        const total = sheet.addRow(opts.total);
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
