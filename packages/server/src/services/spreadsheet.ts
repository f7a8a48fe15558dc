/**
 * Lists as files (CSV or XLSX, streamed page by page so that a 100,000-row export never sits in memory whole) and
 * files as rows (for imports). Headers are Indonesian; money goes out as plain integers (formatted `Rp` in XLSX).
 */
import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { parse } from 'csv-parse/sync';
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
 * Writes rows, as they come from `pages`, into a CSV or XLSX stream. The stream starts at once; each page is
 * written before the next is fetched. A trailing row (a TOTAL) may be given.
 */
export function sheetStream<Row>(opts: {
  format: FileFormat;
  title: string;
  columns: SheetColumn<Row>[];
  pages: AsyncIterable<Row[]>;
  total?: Array<string | number | null>;
}): Readable {
  const { format, columns } = opts;
  if (format === 'csv') {
    const csv = stringify({ header: true, columns: columns.map((c) => c.header), bom: true });
    void (async () => {
      try {
        for await (const page of opts.pages) {
          for (const row of page) {
            if (!csv.write(columns.map((c) => cell(c.value(row)))))
              await new Promise((r) => csv.once('drain', r));
          }
        }
        if (opts.total) csv.write(opts.total);
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

/** A file's rows as header → text (trimmed; empty cells left out), with their row numbers (the header is 1). */
export interface SheetRow {
  row: number;
  values: Record<string, string>;
}

export class SheetError extends Error {}

/** Reads the first sheet of an XLSX file or a CSV file (comma or semicolon separated, UTF-8 with or without BOM). */
export async function readSheet(
  data: Buffer,
  maxRows: number,
): Promise<{ headers: string[]; rows: SheetRow[] }> {
  const isXlsx = data.length > 4 && data[0] === 0x50 && data[1] === 0x4b; // a zip: PK
  let table: string[][];
  if (isXlsx) {
    const book = new ExcelJS.Workbook();
    try {
      await book.xlsx.load(data as unknown as ArrayBuffer);
    } catch {
      throw new SheetError('Berkas XLSX tidak dapat dibaca.');
    }
    const sheet = book.worksheets[0];
    if (!sheet) throw new SheetError('Berkas XLSX tidak berisi lembar kerja.');
    if (sheet.actualRowCount > maxRows + 1)
      throw new SheetError(`Berkas berisi lebih dari ${maxRows} baris.`);
    table = [];
    sheet.eachRow({ includeEmpty: true }, (row, number) => {
      if (number > maxRows + 1) return;
      const values = (row.values as unknown[]).slice(1).map((v) => {
        if (v === null || v === undefined) return '';
        if (typeof v === 'object' && v && 'text' in v) return String((v as { text: unknown }).text);
        if (typeof v === 'object' && v && 'result' in v)
          return String((v as { result: unknown }).result ?? '');
        if (v instanceof Date) return v.toISOString().slice(0, 10);
        return String(v);
      });
      table[number - 1] = values;
    });
    table = Array.from(table, (r) => r ?? []);
  } else {
    const text = data.toString('utf8').replace(/^\uFEFF/, '');
    if (text.includes('\u0000')) throw new SheetError('Berkas harus berupa CSV atau XLSX.');
    const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
    const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
    try {
      table = parse(text, {
        delimiter,
        relax_column_count: true,
        skip_empty_lines: false,
        to_line: maxRows + 2,
      }) as string[][];
    } catch {
      throw new SheetError('Berkas CSV tidak dapat dibaca.');
    }
  }
  const headers = (table[0] ?? []).map((h) => h.trim());
  if (!headers.some(Boolean)) throw new SheetError('Baris pertama berkas harus berisi judul kolom.');
  const rows: SheetRow[] = [];
  for (let i = 1; i < table.length; i++) {
    const cells = table[i] ?? [];
    const values: Record<string, string> = {};
    headers.forEach((h, j) => {
      const v = (cells[j] ?? '').trim();
      if (h && v !== '') values[h] = v;
    });
    if (Object.keys(values).length) rows.push({ row: i + 1, values });
  }
  if (table.length > maxRows + 1) throw new SheetError(`Berkas berisi lebih dari ${maxRows} baris.`);
  return { headers, rows };
}

/** A stream from a finished buffer (an import template). */
export const bufferStream = (buffer: Buffer) => Readable.from(buffer);
