/**
 * Labels as PDF (decision 054): pdf-lib draws them in the app's font (Public Sans, embedded and subset through
 * fontkit, so "−18 °C" and Indonesian text print as written) and uqr's QR modules as vector squares. A page is the
 * label's exact physical size (mm × 72 / 25.4 points) on a roll, or A4 with the labels in a grid; nothing is scaled.
 */
import {
  type PDFPage,
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingColor,
} from 'pdf-lib';
import { encode } from 'uqr';
import type { Schemas } from '../../lib/contract.js';
import { A4_MM, createPdf, mm, wrap, type Fonts } from './pdfDocument.js';

export type LabelSize = Schemas['LabelSize'];
export type LabelSheet = NonNullable<Schemas['LabelOptions']['sheet']>;

/** A label's width and height in millimetres. */
export const LABEL_MM: Record<LabelSize, { width: number; height: number }> = {
  '50x30': { width: 50, height: 30 },
  '40x30': { width: 40, height: 30 },
  '100x50': { width: 100, height: 50 },
};
/** An A4 sheet's margin and the gap between its labels. */
const SHEET_MARGIN_MM = 10;
const SHEET_GAP_MM = 2;

/** One line of a label: its text, and whether it is the heading (bold, larger). */
export interface LabelLine {
  text: string;
  heading?: boolean;
  /** Dropped first when the label is too small for every line. */
  optional?: boolean;
}

/** What one label shows: its lines and, when it has one, the text of its QR (a URL). */
export interface LabelContent {
  lines: LabelLine[];
  qr?: string;
}

/** Where each label of a sheet goes: its page's size and the labels' lower-left corners, in points. */
export function sheetLayout(size: LabelSize, sheet: LabelSheet) {
  const label = LABEL_MM[size];
  const slots: Array<[number, number]> = [];
  if (sheet === 'roll') {
    slots.push([0, 0]);
    return { page: { width: mm(label.width), height: mm(label.height) }, slots };
  }
  const columns = Math.floor(
    (A4_MM.width - 2 * SHEET_MARGIN_MM + SHEET_GAP_MM) / (label.width + SHEET_GAP_MM),
  );
  const rows = Math.floor(
    (A4_MM.height - 2 * SHEET_MARGIN_MM + SHEET_GAP_MM) / (label.height + SHEET_GAP_MM),
  );
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++)
      slots.push([
        mm(SHEET_MARGIN_MM + c * (label.width + SHEET_GAP_MM)),
        mm(A4_MM.height - SHEET_MARGIN_MM - (r + 1) * label.height - r * SHEET_GAP_MM),
      ]);
  return { page: { width: mm(A4_MM.width), height: mm(A4_MM.height) }, slots };
}

/** The QR's dark modules, row runs merged, as one filled path (squares of `module` points from the top left). */
function drawQr(page: PDFPage, text: string, x: number, y: number, side: number): void {
  const qr = encode(text, { ecc: 'M', border: 0 });
  const module = side / qr.size;
  const ops = [pushGraphicsState(), setFillingColor(rgb(0, 0, 0))];
  qr.data.forEach((row, r) => {
    let start = -1;
    for (let c = 0; c <= row.length; c++) {
      const dark = c < row.length && row[c];
      if (dark && start < 0) start = c;
      if (!dark && start >= 0) {
        ops.push(rectangle(x + start * module, y + side - (r + 1) * module, (c - start) * module, module));
        start = -1;
      }
    }
  });
  ops.push(fill(), popGraphicsState());
  page.pushOperators(...ops);
}

/** The lines laid out at the largest size (≤ `max`) at which they fit; optional lines dropped if none does. */
function fit(fontsOf: Fonts, lines: LabelLine[], width: number, height: number, max: number) {
  const layout = (all: LabelLine[], size: number) =>
    all.flatMap((line) => {
      const font = line.heading ? fontsOf.bold : fontsOf.regular;
      const at = line.heading ? size * 1.25 : size;
      return wrap(font, line.text, at, width).map((text) => ({ text, font, size: at }));
    });
  const heightOf = (laid: Array<{ size: number }>) => laid.reduce((sum, l) => sum + l.size * 1.18, 0);
  let kept = lines;
  for (;;) {
    for (let size = max; size >= 4; size -= 0.25) {
      const laid = layout(kept, size);
      if (heightOf(laid) <= height) return laid;
    }
    const drop = kept.map((l) => l.optional).lastIndexOf(true);
    if (drop < 0) return layout(kept, 4);
    kept = kept.filter((_, i) => i !== drop);
  }
}

/** One label at (x, y): the lines on the left, the QR (when any) on the right, at the label's full height. */
function drawLabel(
  page: PDFPage,
  fontsOf: Fonts,
  size: LabelSize,
  content: LabelContent,
  x: number,
  y: number,
) {
  const { width, height } = LABEL_MM[size];
  const pad = mm(size === '100x50' ? 3 : 1.5);
  // The QR at the label's height, but never more than 40 % of its width (the text needs the rest).
  const qrSide = content.qr ? Math.min(mm(height) - 2 * pad, mm(width) * 0.4) : 0;
  const textWidth = mm(width) - 2 * pad - (qrSide ? qrSide + pad : 0);
  const laid = fit(fontsOf, content.lines, textWidth, mm(height) - 2 * pad, size === '100x50' ? 10 : 7);
  let top = y + mm(height) - pad;
  for (const line of laid) {
    top -= line.size * 1.18;
    page.drawText(line.text, { x: x + pad, y: top + line.size * 0.22, size: line.size, font: line.font });
  }
  if (content.qr) drawQr(page, content.qr, x + mm(width) - pad - qrSide, y + pad, qrSide);
}

/** `copies` labels of `content` as a PDF: a page per label on a roll, or A4 pages of labels. */
export async function labelPdf(
  content: LabelContent,
  opts: { size: LabelSize; sheet: LabelSheet; copies: number; title: string },
): Promise<Uint8Array> {
  const { doc, fonts: fontsOf } = await createPdf(opts.title);
  const { page: pageSize, slots } = sheetLayout(opts.size, opts.sheet);
  let page: PDFPage | undefined;
  for (let i = 0; i < opts.copies; i++) {
    const slot = i % slots.length;
    if (slot === 0) page = doc.addPage([pageSize.width, pageSize.height]);
    const [x, y] = slots[slot]!;
    drawLabel(page!, fontsOf, opts.size, content, x, y);
  }
  return doc.save();
}
