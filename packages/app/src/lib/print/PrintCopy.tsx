import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createGlobalStyle } from 'styled-components';
import { PrintRoot } from './paper.styles';

/** A printed paper's size: an A4 page or a receipt roll. */
export type PaperLayout = 'a4' | '80mm' | '58mm';

/** CSS millimetres per CSS pixel (96 px to the inch, on screen and on paper alike). */
const MM_PER_PX = 25.4 / 96;
/** Roll left over below the last line: rounding, and a printer's tear bar. */
const ROLL_SLACK_MM = 6;
/** Chromium's page is at most 200 inches long: a longer roll (many receipts at once) goes on in another page. */
const ROLL_MAX_MM = 5000;

/**
 * The page a roll prints on: the roll's width, and the papers' own height (measured on screen, where the copy is laid
 * out at the roll's width). Chromium does not honour `size: 80mm auto`: it drops the rule and prints on Letter.
 */
export function rollPageHeight(heightPx: number): number {
  return Math.min(ROLL_MAX_MM, Math.ceil(heightPx * MM_PER_PX) + ROLL_SLACK_MM);
}

/**
 * When printing, only the papers (a copy at the top of the body) show, at their own page size. No page margin at the
 * top or bottom: Chromium then offers no header or footer (title, URL, date, page number) to print there; the
 * papers pad themselves instead (paper.styles).
 */
const PrintOnly = createGlobalStyle<{ $layout: PaperLayout; $rollMm: number }>`
  @media print {
    @page {
      size: ${({ $layout, $rollMm }) => ($layout === 'a4' ? 'A4' : `${$layout} ${$rollMm}mm`)};
      margin: ${({ $layout }) => ($layout === 'a4' ? '0 15mm' : '0')};
    }
    html,
    body {
      background: #fff !important;
    }
    body > *:not([data-print-root]) {
      display: none !important;
    }
    /* Several papers (the order list's "Cetak semua"): one A4 page each. */
    [data-print-root] > [data-layout='a4'] + [data-layout='a4'] {
      break-before: page;
    }
  }
`;

/**
 * The copy of `children` (papers) that the browser prints: out of sight on screen (laid out, so that a roll's length
 * is known), alone on the page at `layout`'s size when printing. Shown while a print dialog is open; `window.print()`
 * prints it.
 */
export function PrintCopy({ layout, children }: { layout: PaperLayout; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  // An A4 roll until measured: never shorter than a receipt fits on.
  const [rollMm, setRollMm] = useState(297);
  useLayoutEffect(() => {
    const element = root.current;
    if (!element || layout === 'a4') return;
    const measure = () => setRollMm(rollPageHeight(element.getBoundingClientRect().height));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [layout]);
  return (
    <>
      <PrintOnly $layout={layout} $rollMm={rollMm} />
      {createPortal(
        <PrintRoot ref={root} data-print-root data-roll-mm={layout === 'a4' ? undefined : rollMm}>
          {children}
        </PrintRoot>,
        document.body,
      )}
    </>
  );
}
