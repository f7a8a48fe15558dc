/**
 * Spreadsheet files built by hand for the import tests: a valid XLSX zip whose parts may repeat a unit of text any
 * number of times. Each unit is deflated once and its compressed bytes repeated (a full flush makes each copy stand
 * alone), so a sheet of 100 MiB costs about 100 KiB and a few milliseconds: the zip bombs are made here, never
 * committed.
 */
import zlib from 'node:zlib';

/** Text once, or a unit repeated `times` times. Keep units large (≥ 1 KiB): each copy is one block. */
export type Segment = string | { unit: string; times: number };

const SPREADSHEET = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const REL_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

function deflate(segments: Segment[]) {
  const blocks: Buffer[] = [];
  let crc = 0;
  let size = 0;
  for (const segment of segments) {
    const [text, times] = typeof segment === 'string' ? [segment, 1] : [segment.unit, segment.times];
    const data = Buffer.from(text);
    // Not final and byte-aligned, with no reference to what came before: copies can be laid end to end.
    const block = zlib.deflateRawSync(data, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
    for (let i = 0; i < times; i++) {
      blocks.push(block);
      crc = zlib.crc32(data, crc);
    }
    size += data.length * times;
  }
  blocks.push(Buffer.from([0x03, 0x00])); // an empty final block
  return { data: Buffer.concat(blocks), crc, size };
}

/** A zip of deflated entries (sizes and CRCs in the headers, no data descriptors). */
export function zipOf(files: Array<{ name: string; segments: Segment[] }>): Buffer {
  const out: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const { data, crc, size } = deflate(file.segments);
    const name = Buffer.from(file.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc >>> 0, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    out.push(local, name, data);
    central.push(entry, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, directory, end]);
}

/**
 * An XLSX file of one sheet: `rows` are the XML inside `<sheetData>`, `strings` (when given) the `<si>` items of
 * the shared strings table.
 */
export function xlsxOf(opts: { rows: Segment[]; strings?: Segment[] }): Buffer {
  const withStrings = opts.strings !== undefined;
  return zipOf([
    {
      name: '[Content_Types].xml',
      segments: [
        `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          (withStrings
            ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
            : '') +
          '</Types>',
      ],
    },
    {
      name: '_rels/.rels',
      segments: [
        `${XML}<Relationships xmlns="${RELATIONSHIPS}">` +
          `<Relationship Id="rId1" Type="${REL_TYPE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ],
    },
    {
      name: 'xl/workbook.xml',
      segments: [
        `${XML}<workbook xmlns="${SPREADSHEET}" xmlns:r="${REL_TYPE}">` +
          '<sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ],
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      segments: [
        `${XML}<Relationships xmlns="${RELATIONSHIPS}">` +
          `<Relationship Id="rId1" Type="${REL_TYPE}/worksheet" Target="worksheets/sheet1.xml"/>` +
          (withStrings
            ? `<Relationship Id="rId2" Type="${REL_TYPE}/sharedStrings" Target="sharedStrings.xml"/>`
            : '') +
          '</Relationships>',
      ],
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      segments: [
        `${XML}<worksheet xmlns="${SPREADSHEET}"><sheetData>`,
        ...opts.rows,
        '</sheetData></worksheet>',
      ],
    },
    ...(withStrings
      ? [
          {
            name: 'xl/sharedStrings.xml',
            segments: [`${XML}<sst xmlns="${SPREADSHEET}">`, ...opts.strings!, '</sst>'],
          },
        ]
      : []),
  ]);
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** 1 → A, 27 → AA. */
const columnName = (n: number): string =>
  n > 26
    ? columnName(Math.floor((n - 1) / 26)) + columnName(((n - 1) % 26) + 1)
    : String.fromCharCode(64 + n);

/** A cell of inline text; with its reference when given (else its column comes from its place in the row). */
export const textCell = (text: string, ref?: string) =>
  `<c${ref ? ` r="${ref}"` : ''} t="inlineStr"><is><t>${escape(text)}</t></is></c>`;

/**
 * A row of inline texts; numbered when `row` is given (as Excel writes them, and as ExcelJS needs), else its number
 * comes from its place in the sheet (as a repeated bomb's rows must).
 */
export const textRow = (texts: string[], row?: number) =>
  row
    ? `<row r="${row}">${texts.map((t, i) => textCell(t, `${columnName(i + 1)}${row}`)).join('')}</row>`
    : `<row>${texts.map((t) => textCell(t)).join('')}</row>`;

/** The product import's header row. */
export const PRODUCT_HEADERS = ['Kode', 'Nama', 'Kategori', 'Harga', 'Satuan', 'Stok Minimum', 'Aktif'];

/** `text` `count` times, grouped into units of about 1 MiB (each unit is deflated once). */
export function copies(text: string, count: number): Segment[] {
  const perUnit = Math.max(1, Math.floor((1024 * 1024) / text.length));
  const segments: Segment[] = [];
  const whole = Math.floor(count / perUnit);
  if (whole) segments.push({ unit: text.repeat(perUnit), times: whole });
  if (count % perUnit) segments.push(text.repeat(count % perUnit));
  return segments;
}

/** `text` repeated to `size` bytes (rounded up to whole copies). */
export const repeated = (text: string, size: number): Segment[] =>
  copies(text, Math.ceil(size / text.length));
