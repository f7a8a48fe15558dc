/**
 * What every PDF Pawon makes shares (decision 054): a pdf-lib document in the app's font, Public Sans, embedded and
 * subset through fontkit (so "−18 °C" and Indonesian text print as written; the standard WinAnsi fonts have no
 * U+2212), sizes in millimetres, and text wrapped to a width. Labels (labelPdf.ts) and the Register Halal
 * (reports/halalRegisterPdf.ts) are drawn on it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont } from 'pdf-lib';

/** Points per millimetre: a PDF point is 1/72 inch. */
export const PT_PER_MM = 72 / 25.4;
export const mm = (value: number) => value * PT_PER_MM;

/** An A4 sheet in millimetres, upright. */
export const A4_MM = { width: 210, height: 297 };

const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) =>
  require.resolve(`@fontsource/public-sans/files/public-sans-latin-${weight}-normal.woff`);
let fontBytes: { regular: Uint8Array; bold: Uint8Array } | undefined;
/** The font files, read once per process. */
function fontFiles() {
  fontBytes ??= {
    regular: fs.readFileSync(fontFile(400)),
    bold: fs.readFileSync(fontFile(700)),
  };
  return fontBytes;
}

/** The document's two weights of Public Sans. */
export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A new document titled `title`, made by Pawon, with Public Sans (regular and bold) embedded as subsets. */
export async function createPdf(title: string): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(title);
  doc.setProducer('Pawon');
  doc.setCreator('Pawon');
  const bytes = fontFiles();
  const fonts: Fonts = {
    regular: await doc.embedFont(bytes.regular, { subset: true }),
    bold: await doc.embedFont(bytes.bold, { subset: true }),
  };
  return { doc, fonts };
}

const advances = new WeakMap<PDFFont, Map<string, number>>();
/**
 * The width of `text` at `size` from its characters' advances, each measured once per font. pdf-lib's own measure
 * lays the whole text out through fontkit on every call, which made wrapping a register of thousands of rows take
 * tens of seconds; the sum of advances leaves out kerning, which only ever narrows a line, so a line measured here
 * never prints wider than measured.
 */
export function textWidth(font: PDFFont, text: string, size: number): number {
  let known = advances.get(font);
  if (!known) advances.set(font, (known = new Map()));
  let sum = 0;
  for (const ch of text) {
    let advance = known.get(ch);
    if (advance === undefined) known.set(ch, (advance = font.widthOfTextAtSize(ch, 1000)));
    sum += advance;
  }
  return (sum * size) / 1000;
}

/** `text` cut into lines no wider than `width` at `size` (a word longer than the width is cut by characters). */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(font, next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(font, line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(font, line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}
