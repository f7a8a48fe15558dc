/**
 * Bank statement files (issue 38, "Impor mutasi bank"): where the header row is, which bank's export it is, and the
 * credit lines under it (date, description, amount). Pure: the file is read by the sheet worker (platform/sheetReader,
 * within the import limits), the matching to orders is bankImport.ts's.
 *
 * The exports known by their header row:
 * - KlikBCA (CSV): a few lines of account details, then `Tanggal Transaksi, Keterangan, Cabang, Jumlah, , Saldo`; the
 *   date is `dd/mm` (the year is the period's, in the details above), the amount `1,500,000.00` followed by CR or DB
 *   (in the cell or the next one), a pending line dated `PEND`.
 * - Mandiri internet banking: `Posting Date, Remarks, …, Debit, Credit` (two amount columns).
 * - BRI internet banking: `Tanggal Transaksi, Uraian Transaksi, Teller, Debet, Kredit, Saldo`.
 */
import { createHash } from 'node:crypto';
import type { Schemas } from '../../lib/contract.js';

export type BankName = Schemas['BankName'];
export type Mapping = Schemas['BankImportMapping'];

/** A row of the file: its number and its cells by column (0 is A). */
export interface GridRow {
  row: number;
  cells: string[];
}

/** A credit line (money in). */
export interface StatementLine {
  row: number;
  date: string;
  description: string;
  amount: number;
}

export interface Statement {
  bank: BankName | null;
  headerRow: number | null;
  headers: string[];
  mapping: Mapping | null;
  credits: StatementLine[];
  debits: number;
}

/** A mapping names a column the header row does not have (the field of the mapping, and the header asked for). */
export class MissingColumn extends Error {
  constructor(
    readonly field: keyof Mapping,
    readonly column: string,
  ) {
    super(`no column ${column}`);
  }
}

/** The rows searched for the header row. */
export const HEADER_ROWS = 30;
/** A description is kept to this many characters (the contract's and the fingerprint's). */
export const DESCRIPTION_CHARS = 1000;

const norm = (text: string | undefined) =>
  (text ?? '').toLowerCase().replace(/[.:]/g, ' ').replace(/\s+/g, ' ').trim();

/** A header row's key for its remembered mapping: its cells, normalized, joined by '|'. */
export const headerKey = (cells: readonly string[]) => {
  const names = cells.map(norm);
  while (names.length && !names[names.length - 1]) names.pop();
  return names.join('|');
};

/** The columns named `names` (first found) in a header row. */
const find = (headers: string[], ...names: string[]) => headers.find((h) => names.includes(norm(h)));

/** The known exports, each by the header names it must have. */
const PRESETS: Array<{ bank: BankName; detect(headers: string[]): Mapping | undefined }> = [
  {
    bank: 'bri',
    detect(h) {
      const date = find(h, 'tanggal transaksi', 'tanggal', 'tgl transaksi');
      const description = find(h, 'uraian transaksi', 'uraian');
      const credit = find(h, 'kredit');
      const debit = find(h, 'debet', 'debit');
      return date && description && credit && debit ? { date, description, credit, debit } : undefined;
    },
  },
  {
    bank: 'mandiri',
    detect(h) {
      const date = find(h, 'posting date', 'tanggal posting');
      const description = find(h, 'remarks', 'description', 'keterangan');
      const credit = find(h, 'credit', 'kredit');
      const debit = find(h, 'debit', 'debet');
      return date && description && credit && debit ? { date, description, credit, debit } : undefined;
    },
  },
  {
    bank: 'bca',
    detect(h) {
      const date = find(h, 'tanggal transaksi', 'tanggal');
      const description = find(h, 'keterangan');
      const amount = find(h, 'jumlah', 'mutasi');
      const known = find(h, 'cabang', 'saldo');
      return date && description && amount && known ? { date, description, amount } : undefined;
    },
  },
];

/** Cells of a row as an array (0 is column A), from the sheet reader's letters. */
export function gridRow(row: number, values: Record<string, string>): GridRow {
  const cells: string[] = [];
  for (const [letter, value] of Object.entries(values)) {
    let n = 0;
    for (const ch of letter) n = n * 26 + (ch.charCodeAt(0) - 64);
    cells[n - 1] = value;
  }
  return { row, cells: Array.from(cells, (c) => c ?? '') };
}

const indexOf = (headers: string[], name: string | undefined) =>
  name === undefined ? -1 : headers.findIndex((h) => norm(h) === norm(name));

/**
 * Finds the header row and the mapping: `asked` (the user's) in the first row that has its date column; else a row
 * with a remembered mapping (`remembered`, by `headerKey`); else a known bank's. Without any, the row that looks
 * most like a header (the most cells among the first rows) is answered with no mapping.
 */
export function findHeader(
  grid: GridRow[],
  asked: Mapping | undefined,
  remembered: Map<string, Mapping>,
): { row: GridRow | undefined; bank: BankName | null; mapping: Mapping | null; remembered: boolean } {
  const top = grid.slice(0, HEADER_ROWS);
  if (asked) {
    const row = top.find((r) => indexOf(r.cells, asked.date) >= 0);
    if (!row) throw new MissingColumn('date', asked.date);
    for (const field of ['description', 'amount', 'direction', 'credit', 'debit'] as const) {
      const column = asked[field];
      if (column !== undefined && indexOf(row.cells, column) < 0) throw new MissingColumn(field, column);
    }
    return { row, bank: 'custom', mapping: asked, remembered: false };
  }
  for (const row of top) {
    const mapping = remembered.get(headerKey(row.cells));
    if (mapping) return { row, bank: 'custom', mapping, remembered: true };
  }
  for (const row of top)
    for (const preset of PRESETS) {
      const mapping = preset.detect(row.cells);
      if (mapping) return { row, bank: preset.bank, mapping, remembered: false };
    }
  const widest = top.reduce<GridRow | undefined>(
    (best, r) => (r.cells.filter(Boolean).length > (best?.cells.filter(Boolean).length ?? 0) ? r : best),
    undefined,
  );
  return { row: widest, bank: null, mapping: null, remembered: false };
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  mei: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  agu: 8,
  agt: 8,
  agus: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  okt: 10,
  nov: 11,
  nop: 11,
  dec: 12,
  des: 12,
};

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 100) year += 2000;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  if (year < 2000 || year > 2100) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A statement's date: `2024-05-01` (XLSX dates), `01/05/2024`, `01-05-24`, `01.05.2024` (day first, as Indonesian
 * banks write it; month first only when the day cannot be a month), `01 Mei 2024`, `01-May-24`, a time after any of
 * them; `01/05` takes its year from `yearOf`. Anything else (a `PEND` line, a footer) is not a date: null.
 */
export function parseDate(text: string, yearOf: (month: number) => number): string | null {
  const t = text.trim().replace(/^'/, '');
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(t);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{2}|\d{4}))?(?:\s.*)?$/.exec(t);
  if (m) {
    let [day, month] = [Number(m[1]), Number(m[2])];
    if (month > 12 && day <= 12) [day, month] = [month, day];
    return isoDate(m[3] ? Number(m[3]) : yearOf(month), month, day);
  }
  m = /^(\d{1,2})[\s/.-]+([A-Za-z]{3,9})[\s/.-]+(\d{2}|\d{4})(?:\s.*)?$/.exec(t);
  if (m) {
    const month = MONTHS[m[2]!.toLowerCase().slice(0, 4)] ?? MONTHS[m[2]!.toLowerCase().slice(0, 3)];
    return month ? isoDate(Number(m[3]), month, Number(m[1])) : null;
  }
  return null;
}

/**
 * An amount as banks write it: `1,500,000.00`, `1.500.000,00`, `1500000`, `Rp 1.500.000`, `-150.000`, `(150.000)`.
 * One separator followed by exactly three digits groups thousands; otherwise the last separator is the decimal one.
 * Null when it is not an amount.
 */
export function parseAmount(text: string): number | null {
  let t = text.replace(/\s|rp\.?|idr/gi, '').replace(/^'/, '');
  let negative = false;
  if (/^\(.*\)$/.test(t)) [negative, t] = [true, t.slice(1, -1)];
  if (t.startsWith('-')) [negative, t] = [true, t.slice(1)];
  else if (t.endsWith('-')) [negative, t] = [true, t.slice(0, -1)];
  else if (t.startsWith('+')) t = t.slice(1);
  if (!/^\d[\d.,]*$/.test(t)) return null;
  const dot = t.lastIndexOf('.');
  const comma = t.lastIndexOf(',');
  let whole = t;
  let fraction = '';
  if (dot >= 0 && comma >= 0) {
    const at = Math.max(dot, comma);
    [whole, fraction] = [t.slice(0, at), t.slice(at + 1)];
  } else if (dot >= 0 || comma >= 0) {
    const parts = t.split(dot >= 0 ? '.' : ',');
    if (parts.length === 2 && parts[1]!.length !== 3) [whole, fraction] = [parts[0]!, parts[1]!];
  }
  whole = whole.replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction)) return null;
  const value = Number(whole) + (fraction ? Number(`0.${fraction}`) : 0);
  return negative ? -value : value;
}

/** A mark of money in or out: CR/DB (BCA), K/D, Kredit/Debet… */
function markOf(text: string | undefined): 'in' | 'out' | undefined {
  const t = norm(text).replace(/\s/g, '');
  if (['cr', 'c', 'k', 'kr', 'kredit', 'credit'].includes(t)) return 'in';
  if (['db', 'd', 'dr', 'debet', 'debit'].includes(t)) return 'out';
  return undefined;
}

/** An amount cell with its mark, if any, in it: `1,500,000.00 CR`. */
function markedAmount(text: string): { value: number | null; mark?: 'in' | 'out' } {
  const m = /^(.*?\d)\s*(CR|DB|DR|KR|K|D)$/i.exec(text.trim());
  if (m && m[1]) return { value: parseAmount(m[1]), mark: markOf(m[2]) };
  return { value: parseAmount(text) };
}

/** The year of a `dd/mm` date: the statement's period (a full date above the header row), else this year's. */
function yearOfRows(before: GridRow[], today: string): (month: number) => number {
  for (const r of before)
    for (const cell of r.cells) {
      const m = /(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(cell);
      if (m) {
        const [startMonth, startYear] = [Number(m[2]), Number(m[3])];
        return (month) => (month < startMonth ? startYear + 1 : startYear);
      }
    }
  const [year, thisMonth] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return (month) => (month > thisMonth ? year - 1 : year);
}

/** Whitespace collapsed, cut to what is kept. */
export const cleanDescription = (text: string) =>
  text.replace(/^'/, '').replace(/\s+/g, ' ').trim().slice(0, DESCRIPTION_CHARS);

/**
 * The credit lines of a statement under its header row, and how many debit lines were left out. A row without a
 * date (a pending line, a footer's totals) or an amount is not a line.
 */
export function readLines(grid: GridRow[], header: GridRow, mapping: Mapping, today: string) {
  const col = (name: string | undefined) => indexOf(header.cells, name);
  const [date, description, amount, direction, credit, debit] = [
    col(mapping.date),
    col(mapping.description),
    col(mapping.amount),
    col(mapping.direction),
    col(mapping.credit),
    col(mapping.debit),
  ];
  const yearOf = yearOfRows(
    grid.filter((r) => r.row < header.row),
    today,
  );
  const credits: StatementLine[] = [];
  let debits = 0;
  for (const r of grid) {
    if (r.row <= header.row) continue;
    const day = parseDate(r.cells[date] ?? '', yearOf);
    if (!day) continue;
    let value: number | null = null;
    let mark: 'in' | 'out' | undefined;
    if (credit >= 0) {
      const inAmount = parseAmount(r.cells[credit] ?? '') ?? 0;
      const outAmount = debit >= 0 ? (parseAmount(r.cells[debit] ?? '') ?? 0) : 0;
      if (Math.abs(inAmount) > 0) [value, mark] = [Math.abs(inAmount), 'in'];
      else if (Math.abs(outAmount) > 0) [value, mark] = [Math.abs(outAmount), 'out'];
    } else if (amount >= 0) {
      const cell = markedAmount(r.cells[amount] ?? '');
      value = cell.value;
      mark =
        cell.mark ??
        markOf(direction >= 0 ? r.cells[direction] : r.cells[amount + 1]) ??
        (value !== null && value < 0 ? 'out' : 'in');
      if (value !== null) value = Math.abs(value);
    }
    const rupiah = value === null ? 0 : Math.round(value);
    if (rupiah <= 0) continue;
    if (mark === 'out') {
      debits++;
      continue;
    }
    credits.push({
      row: r.row,
      date: day,
      description: cleanDescription(r.cells[description] ?? '') || '-',
      amount: rupiah,
    });
  }
  return { credits, debits };
}

/** Upper case, letters and digits only, single spaces: how names and descriptions are compared. */
export const nameKey = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

/**
 * A line's fingerprint: its date, amount, description (case and spacing aside) and its occurrence among identical
 * lines of the file (two transfers alike on one day stay two); the same file read again gives the same ones.
 */
export const fingerprintOf = (line: {
  date: string;
  amount: number;
  description: string;
  occurrence: number;
}) =>
  createHash('sha256')
    .update(
      `${line.date}|${line.amount}|${cleanDescription(line.description).toUpperCase()}|${line.occurrence}`,
    )
    .digest('hex');

/** Each line's occurrence among the lines of the file with its date, amount and description (1 for the first). */
export function occurrences(lines: StatementLine[]): number[] {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    const key = `${l.date}|${l.amount}|${l.description.toUpperCase()}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n;
  });
}

/**
 * Order numbers (`TRX-YYYYMMDD-NNNN`) a description may hold, as the sender typed them: with or without `TRX`, with
 * dashes, spaces, dots or slashes between the parts or none; each answered in the app's own form.
 */
export function orderNumbersIn(description: string): string[] {
  const found = new Set<string>();
  const re =
    /(?<![0-9])(?:TRX)?[\s\-_./:#]*(20\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[\s\-_./]*(\d{1,6})(?![0-9])/gi;
  for (const m of description.toUpperCase().matchAll(re))
    found.add(`TRX-${m[1]}${m[2]}${m[3]}-${m[4]!.padStart(4, '0')}`);
  return [...found];
}

/** Words of a transfer's description that are the bank's, not the sender's name. */
const NOISE = new Set(
  (
    'TRSF E BANKING CR DB TRANSFER TRF TRX DARI KE FROM TO MCM INHOUSETRF INHOUSE NBMB IBNK IBIZ BIFAST BI FAST ' +
    'SKN RTGS SETORAN SETOR TUNAI KREDIT DEBET BYR BAYAR PEMBAYARAN INV INVOICE ATM MBANKING MB IB ONLINE ' +
    'SWITCHING PRIMA LINK ATMB ESB OTHER BANK BANK BCA BRI MANDIRI BNI KLIKBCA LIVIN BRIMO QRIS NO REF BERITA'
  ).split(' '),
);

/**
 * The sender's name as far as a description tells it (a guess the user may correct before it is remembered): the
 * first run of two or more words that are neither the bank's words nor hold a digit.
 */
export function senderNameOf(description: string): string | null {
  const runs: string[][] = [[]];
  const words = description
    .toUpperCase()
    .replace(/(\d)([A-Z])/g, '$1 $2')
    .split(/\s+/);
  for (const word of words) {
    const clean = word.replace(/[^A-Z]/g, '');
    if (!clean || /\d/.test(word) || NOISE.has(clean) || clean.length < 2) {
      if (runs[runs.length - 1]!.length) runs.push([]);
      continue;
    }
    runs[runs.length - 1]!.push(clean);
  }
  const run = runs.find((r) => r.length >= 2) ?? runs.find((r) => r.length === 1 && r[0]!.length >= 3);
  return run ? run.join(' ').slice(0, 100) : null;
}
