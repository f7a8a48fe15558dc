import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createGlobalStyle } from 'styled-components';
import { PrintRoot } from './paper.styles';

/** A printed paper's size: an A4 page or a receipt roll. */
export type PaperLayout = 'a4' | '80mm' | '58mm';

/** When printing, only the papers (a copy at the top of the body) show, at their own page size. */
const PrintOnly = createGlobalStyle<{ $layout: PaperLayout }>`
  @media print {
    @page {
      size: ${({ $layout }) => ($layout === 'a4' ? 'A4' : `${$layout} auto`)};
      margin: ${({ $layout }) => ($layout === 'a4' ? '15mm' : '3mm')};
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
 * The copy of `children` (papers) that the browser prints: hidden on screen, alone on the page at `layout`'s size
 * when printing. Shown while a print dialog is open; `window.print()` prints it.
 */
export function PrintCopy({ layout, children }: { layout: PaperLayout; children: ReactNode }) {
  return (
    <>
      <PrintOnly $layout={layout} />
      {createPortal(<PrintRoot data-print-root>{children}</PrintRoot>, document.body)}
    </>
  );
}
