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

/** `text` cut into lines no wider than `width` at `size` (a word longer than the width is cut by characters). */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}
