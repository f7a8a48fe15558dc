// @ts-check
/**
 * The sheet worker: reads an import file (XLSX or CSV) off the main thread, within the limits it is given, and
 * answers its rows or why it was refused. Run by the pool of sheetReader.ts (piscina), which caps its memory and
 * time. Plain JavaScript, so that it loads the same under tsx, vitest and compiled JS.
 */
import { parse } from 'csv-parse/sync';
import { refuse, SheetRefusal, Table } from './sheetLimits.mjs';
import { readXlsx } from './sheetXlsx.mjs';

/** @typedef {import('./sheetLimits.mjs').SheetLimits} SheetLimits */
/** @typedef {import('./sheetLimits.mjs').Sheet} Sheet */
/** @typedef {{ status: 413 | 422, rule: string, params: Record<string, number | string> }} Refused */
/** @typedef {Sheet | { refused: Refused, fault?: string }} SheetAnswer */

/**
 * A CSV file's cells, comma or semicolon separated (whichever the first line has more of), UTF-8 with or without
 * BOM. The file is already within the upload limit; rows, columns and cell length are checked record by record.
 */
function readCsv(/** @type {Buffer} */ data, /** @type {SheetLimits} */ limits, grid = false) {
  const text = data.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw refuse.notASheet();
  const delimiter = grid ? gridDelimiter(text) : headerDelimiter(text);
  const table = new Table(limits);
  let row = 0;
  try {
    parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: false,
      // Each record is checked as it is read; nothing is kept but the table's cells.
      on_record: (/** @type {string[]} */ record) => {
        row++;
        record.forEach((value, j) => {
          if (value.length > limits.maxCellChars) throw refuse.cell(limits, row, j + 1);
          table.put(row, j + 1, value);
        });
        return null;
      },
    });
  } catch (err) {
    if (err instanceof SheetRefusal) throw err;
    throw refuse.csv();
  }
  return table;
}

/** An import file's separator: whichever its header line (the first) has more of, comma or semicolon. */
function headerDelimiter(/** @type {string} */ text) {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  return (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/**
 * A file whose header is not the first line (a bank statement): the separator its first 30 lines hold most of,
 * comma, semicolon or tab.
 */
function gridDelimiter(/** @type {string} */ text) {
  const head = text.split(/\r?\n/, 30).join('\n');
  const count = (/** @type {RegExp} */ re) => head.match(re)?.length ?? 0;
  const counts = /** @type {Array<[string, number]>} */ ([
    [',', count(/,/g)],
    [';', count(/;/g)],
    ['\t', count(/\t/g)],
  ]);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

/**
 * @param {{ data: Uint8Array, limits: SheetLimits, columns?: string[], grid?: boolean }} task
 * @returns {SheetAnswer}
 */
export default function readSheetTask({ data, limits, columns, grid = false }) {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const isXlsx = bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b; // a zip: PK
  try {
    const table = isXlsx ? readXlsx(bytes, limits) : readCsv(bytes, limits, grid);
    return grid ? table.grid() : table.sheet(columns);
  } catch (err) {
    if (err instanceof SheetRefusal)
      return { refused: { status: err.status, rule: err.rule, params: err.params } };
    // A file this reader did not foresee: unreadable to the user, the fault kept for the server's log.
    const { rule } = isXlsx ? refuse.xlsx() : refuse.csv();
    return {
      refused: { status: 422, rule, params: {} },
      fault: String(/** @type {Error} */ (err)?.stack ?? err),
    };
  }
}
