// @ts-check
/**
 * The limits an import file is read within, and the table its cells are gathered into. Plain JavaScript: it runs
 * in the sheet worker (sheetWorker.mjs), which needs no TypeScript loader. See docs/decisions/015-import-limits.md.
 */

/**
 * @typedef {object} SheetLimits
 * @property {number} maxRows Data rows (the header row is not counted).
 * @property {number} maxColumns Columns that hold a value.
 * @property {number} maxCellChars Characters in one cell, before trimming.
 * @property {number} maxInflatedBytes XLSX: bytes of all the parts read, once inflated.
 * @property {number} maxSharedStrings XLSX: entries of the shared strings table.
 */

/** @typedef {{ row: number, values: Record<string, string> }} SheetRow */
/** @typedef {{ headers: string[], rows: SheetRow[] }} Sheet */

/**
 * A file refused: too large for a limit (413) or not readable (422); `rule` names the case and `params` its numbers
 * (the server says it from its catalogue: `error.import.tooLarge.<rule>`, `error.import.unreadable.<rule>`).
 */
export class SheetRefusal extends Error {
  /**
   * @param {413 | 422} status
   * @param {string} rule
   * @param {Record<string, number | string>} [params]
   */
  constructor(status, rule, params = {}) {
    super(rule);
    this.status = status;
    this.rule = rule;
    this.params = params;
  }
}

/** 1 → A, 27 → AA. */
export function columnName(/** @type {number} */ column) {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const MB = 1024 * 1024;

export const refuse = {
  /** @param {SheetLimits} l */
  rows: (l) => new SheetRefusal(413, 'rows', { limit: l.maxRows }),
  /** @param {SheetLimits} l */
  columns: (l) => new SheetRefusal(413, 'columns', { limit: l.maxColumns }),
  /**
   * @param {SheetLimits} l
   * @param {number} [row]
   * @param {number} [column]
   */
  cell: (l, row, column) =>
    row && column
      ? new SheetRefusal(413, 'cellAt', { limit: l.maxCellChars, row, column: columnName(column) })
      : new SheetRefusal(413, 'cell', { limit: l.maxCellChars }),
  /** @param {SheetLimits} l */
  inflated: (l) => new SheetRefusal(413, 'inflated', { limit: Math.round(l.maxInflatedBytes / MB) }),
  /** @param {SheetLimits} l */
  sharedStrings: (l) => new SheetRefusal(413, 'sharedStrings', { limit: l.maxSharedStrings }),
  xlsx: () => new SheetRefusal(422, 'xlsx'),
  noSheet: () => new SheetRefusal(422, 'noSheet'),
  csv: () => new SheetRefusal(422, 'csv'),
  notASheet: () => new SheetRefusal(422, 'notASheet'),
  noHeaders: () => new SheetRefusal(422, 'noHeaders'),
};

/**
 * The cells of a file as they are read: each non-empty (trimmed) value is checked against the row and column
 * limits when it arrives, so a file past a limit stops being read at that cell.
 */
export class Table {
  /** @param {SheetLimits} limits */
  constructor(limits) {
    this.limits = limits;
    /** @type {Map<number, string[]>} */
    this.cells = new Map();
  }

  /**
   * @param {number} row 1 is the header
   * @param {number} column 1 is A
   * @param {string} text untrimmed
   */
  put(row, column, text) {
    const value = text.trim();
    if (value === '') return;
    if (column > this.limits.maxColumns) throw refuse.columns(this.limits);
    if (row > this.limits.maxRows + 1) throw refuse.rows(this.limits);
    let cells = this.cells.get(row);
    if (!cells) this.cells.set(row, (cells = []));
    cells[column - 1] = value;
  }

  /**
   * Row 1 gives the headers; every later row with a value under a header becomes a row of values by header.
   * With `wanted`, only those headers' values are kept (a row with values under other headers only is still a row):
   * less to copy back to the main thread.
   * @param {string[]} [wanted]
   * @returns {Sheet}
   */
  sheet(wanted) {
    const keep = wanted ? new Set(wanted) : undefined;
    const headers = Array.from(this.cells.get(1) ?? [], (h) => h ?? '');
    if (!headers.some(Boolean)) throw refuse.noHeaders();
    const numbers = [...this.cells.keys()].filter((n) => n > 1).sort((a, b) => a - b);
    /** @type {SheetRow[]} */
    const rows = [];
    for (const n of numbers) {
      const cells = /** @type {string[]} */ (this.cells.get(n));
      /** @type {Record<string, string>} */
      const values = {};
      let any = false;
      headers.forEach((h, j) => {
        const v = cells[j];
        if (!h || !v) return;
        any = true;
        // defineProperty: a header named __proto__ is a column like any other.
        if (!keep || keep.has(h))
          Object.defineProperty(values, h, {
            value: v,
            enumerable: true,
            writable: true,
            configurable: true,
          });
      });
      if (any) rows.push({ row: n, values });
    }
    return { headers, rows };
  }

  /**
   * Every row with a value, the first included, its cells by column letter (A, B…): for files whose header row is
   * not the first (a bank statement opens with the account's details). `headers` are the letters of the columns used.
   * @returns {Sheet}
   */
  grid() {
    let width = 0;
    /** @type {SheetRow[]} */
    const rows = [];
    for (const n of [...this.cells.keys()].sort((a, b) => a - b)) {
      const cells = /** @type {string[]} */ (this.cells.get(n));
      /** @type {Record<string, string>} */
      const values = {};
      cells.forEach((v, j) => {
        if (!v) return;
        values[columnName(j + 1)] = v;
        width = Math.max(width, j + 1);
      });
      rows.push({ row: n, values });
    }
    if (!rows.length) throw refuse.noHeaders();
    return { headers: Array.from({ length: width }, (_, j) => columnName(j + 1)), rows };
  }
}
