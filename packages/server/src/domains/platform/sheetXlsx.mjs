// @ts-check
/**
 * The first sheet of an XLSX file, read within limits: the zip's central directory names the parts, and only the
 * few needed (package and workbook relationships, workbook, styles, shared strings, the first sheet) are inflated.
 * Each is inflated by zlib with its output capped at what is left of one budget for all parts, so a zip bomb stops
 * inflating at the cap (20 MB) in a few milliseconds, and is then scanned (sheetXml.mjs) a slice at a time, each
 * cell checked as it closes, so a sheet past the row, column or cell limit stops there. Runs in the sheet worker.
 */
import zlib from 'node:zlib';
import { refuse, SheetRefusal, Table } from './sheetLimits.mjs';
import { attributes, XmlScanner } from './sheetXml.mjs';

/** @typedef {import('./sheetLimits.mjs').SheetLimits} SheetLimits */
/** @typedef {{ name: string, method: number, flags: number, size: number, offset: number }} ZipEntry */
/** @typedef {{ bytes: Uint8Array, entries: Map<string, ZipEntry> }} Zip */
/** @typedef {{ used: number }} Budget inflated bytes read so far, of all parts */
/** @typedef {{ type: string, style: number, value: string, inline: string, hasValue: boolean }} Cell */
/**
 * @typedef {object} XmlHandlers
 * @property {(name: string, raw: string) => void} open the tag's local name and raw attributes (see `attributes`)
 * @property {(name: string) => void} [close]
 * @property {(text: string) => void} [text]
 */

/** Inflated bytes decoded and scanned at a time. */
const SLICE = 1024 * 1024;
/** Thrown by a handler that has read all it needs of a part. */
const STOP = Symbol('stop');
const EXCEL_EPOCH = 25569;
const DAY_MS = 86_400_000;

/** The zip's central directory (no ZIP64, no encryption: an XLSX of 2 MB needs neither). */
function zipOf(/** @type {Uint8Array} */ bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (/** @type {number} */ at) => view.getUint16(at, true);
  const u32 = (/** @type {number} */ at) => view.getUint32(at, true);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (u32(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw refuse.xlsx();
  const count = u16(end + 10);
  let at = u32(end + 16);
  /** @type {Map<string, ZipEntry>} */
  const entries = new Map();
  const names = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || u32(at) !== 0x02014b50) throw refuse.xlsx();
    const nameLength = u16(at + 28);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const entry = {
      name,
      flags: u16(at + 8),
      method: u16(at + 10),
      size: u32(at + 20),
      offset: u32(at + 42),
    };
    entries.set(name.replace(/^\//, '').toLowerCase(), entry);
    at += 46 + nameLength + u16(at + 30) + u16(at + 32);
  }
  return { bytes, entries };
}

/** The compressed bytes of an entry, found through its local header. */
function compressedOf(/** @type {Zip} */ zip, /** @type {ZipEntry} */ entry) {
  const { bytes } = zip;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.offset;
  if (entry.flags & 1 || at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50)
    throw refuse.xlsx();
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.size > bytes.length) throw refuse.xlsx();
  return bytes.subarray(start, start + entry.size);
}

/**
 * The inflated bytes of a part, counted against the budget: zlib stops as soon as its output passes what is left.
 * @param {Zip} zip
 * @param {ZipEntry} entry
 * @param {Budget} budget
 * @param {SheetLimits} limits
 */
function inflated(zip, entry, /** @type {Budget} */ budget, /** @type {SheetLimits} */ limits) {
  const data = compressedOf(zip, entry);
  const room = limits.maxInflatedBytes - budget.used;
  let out;
  if (entry.method === 0) out = data;
  else if (entry.method === 8) {
    try {
      out = zlib.inflateRawSync(data, { maxOutputLength: room + 1 });
    } catch (err) {
      if (/** @type {{ code?: string }} */ (err).code === 'ERR_BUFFER_TOO_LARGE')
        throw refuse.inflated(limits);
      throw refuse.xlsx();
    }
  } else throw refuse.xlsx();
  budget.used += out.length;
  if (budget.used > limits.maxInflatedBytes) throw refuse.inflated(limits);
  return out;
}

/**
 * Scans one part of the zip. Answers false when the part is not there.
 * @param {Zip} zip
 * @param {string} path
 * @param {Budget} budget
 * @param {SheetLimits} limits
 * @param {XmlHandlers} on
 */
function readXml(zip, path, budget, limits, on) {
  const entry = zip.entries.get(path.toLowerCase());
  if (!entry) return false;
  const data = inflated(zip, entry, budget, limits);
  const parser = new XmlScanner({ open: on.open, close: on.close ?? (() => {}), text: on.text });
  const decoder = new TextDecoder();
  try {
    for (let at = 0; at < data.length; at += SLICE) {
      const text = decoder.decode(data.subarray(at, at + SLICE), { stream: true });
      if (text) parser.write(text);
    }
    parser.write(decoder.decode());
    parser.end();
  } catch (err) {
    if (err === STOP) return true;
    if (err instanceof SheetRefusal) throw err;
    throw refuse.xlsx();
  }
  return true;
}

/** `_x000D_` and its kind: the characters XML cannot hold, as Excel writes them. */
const unescape = (/** @type {string} */ text) =>
  text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
    : text;

/** A part's path from a relationship's target, relative to the folder of the part that names it. */
function resolve(/** @type {string} */ base, /** @type {string} */ target) {
  const parts = target.startsWith('/') ? [] : base.split('/').slice(0, -1);
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part && part !== '.') parts.push(part);
  }
  return parts.join('/');
}

const relsOf = (/** @type {string} */ path) => {
  const slash = path.lastIndexOf('/');
  return `${path.slice(0, slash + 1)}_rels/${path.slice(slash + 1)}.rels`;
};

/**
 * The relationships of a part, by id and by type (the type's last segment: officeDocument, sharedStrings…).
 * @returns {{ byId: Map<string, string>, byType: Map<string, string> }}
 */
function relationships(
  /** @type {Zip} */ zip,
  /** @type {string} */ path,
  /** @type {Budget} */ budget,
  /** @type {SheetLimits} */ limits,
) {
  const byId = new Map();
  const byType = new Map();
  readXml(zip, relsOf(path), budget, limits, {
    open(name, raw) {
      if (name !== 'Relationship') return;
      const a = attributes(raw);
      if (!a.Target || a.TargetMode === 'External') return;
      const target = resolve(path, a.Target);
      if (a.Id) byId.set(a.Id, target);
      const type = (a.Type ?? '').split('/').pop() ?? '';
      if (!byType.has(type)) byType.set(type, target);
    },
  });
  return { byId, byType };
}

/** Excel's own date and time formats (14–22, 45–47) and the East Asian ones (27–36, 50–58). */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/** A custom format shows a date when it has a date or time letter outside quotes and brackets (as ExcelJS decides). */
const isDateFormat = (/** @type {string} */ code) =>
  /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** For each cell style (`s`), whether its number format shows a date. */
function dateStyles(
  /** @type {Zip} */ zip,
  /** @type {string | undefined} */ path,
  /** @type {Budget} */ budget,
  /** @type {SheetLimits} */ limits,
) {
  /** @type {boolean[]} */
  const dates = [];
  if (!path) return dates;
  /** @type {Map<number, string>} */
  const custom = new Map();
  /** @type {number[]} */
  const formats = [];
  let inCellXfs = false;
  readXml(zip, path, budget, limits, {
    open(name, raw) {
      if (name === 'numFmt') {
        const a = attributes(raw);
        custom.set(Number(a.numFmtId), a.formatCode ?? '');
      } else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) formats.push(Number(attributes(raw).numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') throw STOP;
    },
  });
  for (const id of formats) {
    const code = custom.get(id);
    dates.push(code !== undefined ? isDateFormat(code) : DATE_FORMAT_IDS.has(id));
  }
  return dates;
}

/** The shared strings table: each `<si>`'s text, its phonetic runs left out. */
function sharedStrings(
  /** @type {Zip} */ zip,
  /** @type {string | undefined} */ path,
  /** @type {Budget} */ budget,
  /** @type {SheetLimits} */ limits,
) {
  /** @type {string[]} */
  const strings = [];
  if (!path) return strings;
  let current = '';
  let inItem = false;
  let inText = false;
  let phonetic = false;
  readXml(zip, path, budget, limits, {
    open(name) {
      if (name === 'si') {
        if (strings.length >= limits.maxSharedStrings) throw refuse.sharedStrings(limits);
        inItem = true;
        current = '';
      } else if (name === 'rPh') phonetic = true;
      else if (name === 't' && inItem && !phonetic) inText = true;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic = false;
      else if (name === 'si') {
        strings.push(unescape(current));
        inItem = false;
      }
    },
    text(t) {
      if (!inText) return;
      current += t;
      if (current.length > limits.maxCellChars) throw refuse.cell(limits);
    },
  });
  return strings;
}

/** "AB12" → 28; undefined when the reference has no column. */
function columnOf(/** @type {string | undefined} */ ref) {
  if (!ref) return undefined;
  let column = 0;
  for (let i = 0; i < ref.length && i < 4; i++) {
    const c = ref.charCodeAt(i) | 0x20;
    if (c < 97 || c > 122) break;
    column = column * 26 + (c - 96);
  }
  return column || undefined;
}

/** A positive integer attribute, or undefined. */
function indexOf(/** @type {string | undefined} */ text) {
  if (text === undefined || !/^\d{1,9}$/.test(text)) return undefined;
  return Number(text);
}

/**
 * A cell's text as ExcelJS gave it: numbers as text, dates as YYYY-MM-DD, booleans as true/false.
 * @param {Cell} cell
 * @param {string[]} strings
 * @param {boolean[]} dates
 * @param {boolean} date1904
 */
function cellText(cell, strings, dates, date1904) {
  const { type, value } = cell;
  switch (type) {
    case 's':
      return strings[Number.parseInt(value, 10)] ?? '';
    case 'inlineStr':
      return cell.hasValue ? value : unescape(cell.inline);
    case 'str':
    case 'e':
      return value;
    case 'b':
      return value === '' ? '' : Number.parseInt(value, 10) !== 0 ? 'true' : 'false';
    case 'd': {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? value : date.toISOString().slice(0, 10);
    }
    default: {
      if (value === '') return '';
      const n = Number.parseFloat(value);
      if (!Number.isFinite(n)) return value;
      if (dates[cell.style]) {
        const date = new Date(Math.round((n - EXCEL_EPOCH + (date1904 ? 1462 : 0)) * DAY_MS));
        if (!Number.isNaN(date.getTime())) return date.toISOString().slice(0, 10);
      }
      return String(n);
    }
  }
}

/**
 * The cells of the first sheet of an XLSX file, within the limits.
 * @param {Uint8Array} bytes
 * @param {SheetLimits} limits
 */
export function readXlsx(bytes, limits) {
  const zip = zipOf(bytes);
  const budget = { used: 0 };
  const book = relationships(zip, '', budget, limits).byType.get('officeDocument') ?? 'xl/workbook.xml';

  let date1904 = false;
  /** @type {string | undefined} */
  let firstSheetId;
  const found = readXml(zip, book, budget, limits, {
    open(name, raw) {
      if (name === 'workbookPr') {
        const { date1904: flag } = attributes(raw);
        date1904 = flag === '1' || flag === 'true';
      } else if (name === 'sheet') {
        firstSheetId = Object.entries(attributes(raw)).find(([k]) => k.endsWith(':id'))?.[1];
        throw STOP;
      }
    },
  });
  if (!found) throw refuse.xlsx();
  const rels = relationships(zip, book, budget, limits);
  const sheetPath = firstSheetId === undefined ? undefined : rels.byId.get(firstSheetId);
  if (!sheetPath || !zip.entries.has(sheetPath.toLowerCase())) throw refuse.noSheet();
  const dates = dateStyles(zip, rels.byType.get('styles'), budget, limits);
  const strings = sharedStrings(zip, rels.byType.get('sharedStrings'), budget, limits);

  const table = new Table(limits);
  let inData = false;
  let row = 0;
  let column = 0;
  /** @type {Cell | null} */
  let cell = null;
  /** @type {'value' | 'inline' | null} */
  let capture = null;
  let phonetic = false;
  const add = (/** @type {string} */ t) => {
    if (!cell || !capture) return;
    const length = (cell[capture] += t).length;
    if (length > limits.maxCellChars) throw refuse.cell(limits, row, column);
  };
  readXml(zip, sheetPath, budget, limits, {
    open(name, raw) {
      if (name === 'sheetData') inData = true;
      if (!inData) return;
      switch (name) {
        case 'row':
          row = indexOf(raw && attributes(raw).r) ?? row + 1;
          column = 0;
          break;
        case 'c': {
          const a = raw ? attributes(raw) : {};
          column = columnOf(a.r) ?? column + 1;
          cell = { type: a.t ?? 'n', style: indexOf(a.s) ?? 0, value: '', inline: '', hasValue: false };
          break;
        }
        case 'v':
          if (cell) {
            cell.hasValue = true;
            capture = 'value';
          }
          break;
        case 'rPh':
          phonetic = true;
          break;
        case 't':
          if (cell && !phonetic) capture = 'inline';
          break;
      }
    },
    close(name) {
      switch (name) {
        case 'v':
        case 't':
          capture = null;
          break;
        case 'rPh':
          phonetic = false;
          break;
        case 'c':
          if (cell) table.put(row, column, cellText(cell, strings, dates, date1904));
          cell = null;
          break;
        case 'sheetData':
          throw STOP;
      }
    },
    text: add,
  });
  return table;
}
