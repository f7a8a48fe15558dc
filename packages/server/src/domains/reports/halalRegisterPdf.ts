/**
 * The Register Halal as a PDF for an SJPH audit (issue 40): A4 landscape, the business and the register's day and
 * filters on top, then a table per product of its recipe's raw materials. Cells wrap inside their column; rows flow
 * onto further pages, each repeating the table's header row (and the product's row, "lanjutan", when its materials
 * continue), and every page is numbered "Halaman i dari N" with the print time once all are laid out.
 */
import { rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { Schemas } from '../../lib/contract.js';
import { sheet, text } from '../../lib/texts.js';
import { A4_MM, createPdf, mm, wrap, type Fonts } from '../platform/pdfDocument.js';
import { issuerOf } from './halalRegister.js';

type Row = Schemas['HalalRegisterRow'];

/** What the document says besides its rows (all texts already in Indonesian). */
export interface HalalPdfHeading {
  business: { name: string; address: string | null; phone: string | null; halalRequired: boolean };
  /** The register's day, as written (`31 Maret 2028`). */
  date: string;
  /** The filters used, each as written ("Status: Kedaluwarsa"); none: every row. */
  filters: string[];
  /** When it was made, as written, in the business's time zone. */
  printedAt: string;
}

/** The page: A4 across, in points (841.9 × 595.3). */
export const HALAL_PAGE = { width: mm(A4_MM.height), height: mm(A4_MM.width) };
const MARGIN = mm(12);
const FOOTER = 22;
const SIZE = 8.5;
const LINE = SIZE * 1.3;
const PAD = 4;
const GREY = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.75, 0.75, 0.75);
const HEAD_FILL = rgb(0.9, 0.9, 0.9);
const GROUP_FILL = rgb(0.96, 0.96, 0.96);
const STATE_COLOUR: Partial<Record<Schemas['HalalState'], RGB>> = {
  expired: rgb(0.7, 0, 0),
  missing: rgb(0.7, 0, 0),
  expiring: rgb(0.6, 0.35, 0),
};

interface Column {
  header: string;
  /** Its share of the table's width. */
  share: number;
  value: (row: Row, date: (iso: string) => string) => string;
}

const COLUMNS: Column[] = [
  { header: sheet('material'), share: 0.2, value: (r) => r.material.name },
  {
    header: sheet('halalState'),
    share: 0.12,
    value: (r) => text('sheet.halalStates', { state: r.material.state }),
  },
  { header: sheet('halalNumber'), share: 0.17, value: (r) => r.material.halalNumber ?? '–' },
  { header: sheet('halalIssuer'), share: 0.12, value: (r) => issuerOf(r.material) ?? '–' },
  {
    header: sheet('halalExpiry'),
    share: 0.11,
    value: (r, date) => (r.material.halalExpiry ? date(r.material.halalExpiry) : '–'),
  },
  { header: text('pdf.halal.note'), share: 0.28, value: (r) => r.material.halalReason ?? '' },
];

/** A table line laid out: its cells' wrapped lines and its height. */
interface Laid {
  cells: string[][];
  height: number;
}

/** Draws the register page by page; `addRow` flows onto a new page when the row does not fit. */
class RegisterLayout {
  private page!: PDFPage;
  private y = 0;
  private readonly widths: number[];
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: Awaited<ReturnType<typeof createPdf>>['doc'],
    private readonly fonts: Fonts,
    private readonly heading: HalalPdfHeading,
  ) {
    const width = HALAL_PAGE.width - 2 * MARGIN;
    this.widths = COLUMNS.map((c) => c.share * width);
  }

  private text(t: string, x: number, y: number, font: PDFFont, size: number, color = rgb(0, 0, 0)) {
    this.page.drawText(t, { x, y, size, font, color });
  }

  /** Lines of `t` at `size`, wrapped to the page's width, from the current y down. */
  private paragraph(t: string, font: PDFFont, size: number, color = rgb(0, 0, 0)) {
    for (const line of wrap(font, t, size, HALAL_PAGE.width - 2 * MARGIN)) {
      this.y -= size * 1.3;
      this.text(line, MARGIN, this.y + size * 0.25, font, size, color);
    }
  }

  /** A new page: the full heading on the first, a running line on the others; then the table's header row. */
  newPage() {
    this.page = this.doc.addPage([HALAL_PAGE.width, HALAL_PAGE.height]);
    this.pages.push(this.page);
    this.y = HALAL_PAGE.height - MARGIN;
    const { business, date, filters } = this.heading;
    if (this.pages.length === 1) {
      this.paragraph(business.name, this.fonts.bold, 13);
      const contact = [business.address, business.phone].filter((p) => p?.trim()).join(' · ');
      if (contact) this.paragraph(contact, this.fonts.regular, 9, GREY);
      this.paragraph(
        text('pdf.halal.business', { required: String(business.halalRequired) }),
        this.fonts.regular,
        9,
        GREY,
      );
      this.y -= 8;
      this.paragraph(text('pdf.halal.title'), this.fonts.bold, 16);
      this.paragraph(text('pdf.halal.date', { date }), this.fonts.regular, 10);
      this.paragraph(
        text('pdf.halal.filters', {
          filters: filters.length ? filters.join('; ') : text('pdf.halal.noFilter'),
        }),
        this.fonts.regular,
        10,
      );
      this.y -= 8;
    } else {
      this.paragraph(text('pdf.halal.running', { name: business.name, date }), this.fonts.regular, 8, GREY);
      this.y -= 4;
    }
    this.drawLine(
      this.lay(
        COLUMNS.map((c) => c.header),
        this.fonts.bold,
      ),
      this.fonts.bold,
      { fill: HEAD_FILL },
    );
  }

  /** The cells wrapped in their columns (a cell never reaches the next one). */
  private lay(cells: string[], font: PDFFont): Laid {
    const wrapped = cells.map((cell, i) => wrap(font, cell, SIZE, this.widths[i]! - 2 * PAD));
    const lines = Math.max(1, ...wrapped.map((w) => w.length));
    return { cells: wrapped, height: lines * LINE + 2 * PAD };
  }

  private fits(height: number) {
    return this.y - height >= MARGIN + FOOTER;
  }

  /** A table line from the current y down, its cells in `widths`, then a rule under it. */
  private drawLine(
    laid: Laid,
    font: PDFFont,
    opts: { fill?: RGB; colours?: Array<RGB | undefined>; widths?: number[] } = {},
  ) {
    const { fill, colours = [], widths = this.widths } = opts;
    const top = this.y;
    const width = HALAL_PAGE.width - 2 * MARGIN;
    if (fill)
      this.page.drawRectangle({ x: MARGIN, y: top - laid.height, width, height: laid.height, color: fill });
    let x = MARGIN;
    laid.cells.forEach((lines, i) => {
      lines.forEach((line, l) =>
        this.text(line, x + PAD, top - PAD - (l + 1) * LINE + SIZE * 0.3, font, SIZE, colours[i]),
      );
      x += widths[i]!;
    });
    this.y = top - laid.height;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + width, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
  }

  /** The product's row across the table. */
  private groupLine(product: Row['product'], continued: boolean): Laid {
    const name = `${product.name} (${product.code})`;
    const label = continued ? text('pdf.halal.continued', { name }) : name;
    const lines = wrap(this.fonts.bold, label, SIZE, HALAL_PAGE.width - 2 * MARGIN - 2 * PAD);
    return { cells: [lines], height: lines.length * LINE + 2 * PAD };
  }

  private currentProduct: number | undefined;

  /** One material of a product; its product's row first when it starts one (or continues it on a new page). */
  addRow(row: Row, date: (iso: string) => string) {
    const laid = this.lay(
      COLUMNS.map((c) => c.value(row, date)),
      this.fonts.regular,
    );
    const starts = row.product.id !== this.currentProduct;
    const group = this.groupLine(row.product, !starts);
    // A product's row is never left alone at a page's foot: it goes over with its first material, and a product
    // whose materials go on over a page is named again there.
    if (!this.fits((starts ? group.height : 0) + laid.height)) {
      this.newPage();
      this.drawGroup(group);
    } else if (starts) this.drawGroup(group);
    this.currentProduct = row.product.id;
    this.drawLine(laid, this.fonts.regular, { colours: [undefined, STATE_COLOUR[row.material.state]] });
  }

  /** The product's row spans the whole table: one wide cell. */
  private drawGroup(group: Laid) {
    this.drawLine(group, this.fonts.bold, { fill: GROUP_FILL, widths: [HALAL_PAGE.width - 2 * MARGIN] });
  }

  /** The line said when nothing matched. */
  empty() {
    this.y -= 6;
    this.paragraph(text('pdf.halal.empty'), this.fonts.regular, 10, GREY);
  }

  /** Every page's foot: the print time on the left, "Halaman i dari N" on the right. */
  footers() {
    const size = 8;
    this.pages.forEach((page, i) => {
      const y = MARGIN;
      const printed = text('pdf.printed', { time: this.heading.printedAt });
      page.drawText(printed, { x: MARGIN, y, size, font: this.fonts.regular, color: GREY });
      const number = text('pdf.page', { page: i + 1, pages: this.pages.length });
      const width = this.fonts.regular.widthOfTextAtSize(number, size);
      page.drawText(number, {
        x: HALAL_PAGE.width - MARGIN - width,
        y,
        size,
        font: this.fonts.regular,
        color: GREY,
      });
    });
  }
}

/** Rows laid out before the event loop is given a turn. */
const ROWS_PER_TURN = 100;

/** The register's rows, as they come page by page from `pages`, as an A4 landscape PDF. */
export async function halalRegisterPdf(
  heading: HalalPdfHeading,
  pages: AsyncIterable<Row[]>,
  opts: { title: string; date: (iso: string) => string },
): Promise<Uint8Array> {
  const { doc, fonts } = await createPdf(opts.title);
  const layout = new RegisterLayout(doc, fonts, heading);
  layout.newPage();
  let rows = 0;
  for await (const page of pages) {
    for (const row of page) {
      layout.addRow(row, opts.date);
      // Laying out is synchronous work: other requests are let through every few rows of a long register.
      if (++rows % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  }
  if (!rows) layout.empty();
  layout.footers();
  return doc.save();
}
