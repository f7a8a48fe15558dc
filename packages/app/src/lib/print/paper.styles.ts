import styled from 'styled-components';
import { vars } from '@pawon/ui';

/**
 * The printed page: A4 or a receipt roll (80 or 58 mm), black on white whatever the theme. A roll is laid out at its
 * own width on screen as on paper (the preview is the print), in a monospaced face of 2.5 mm: 1.5 mm a character, so
 * 48 characters a line on 80 mm (72 mm of print) and 32 on 58 mm (48 mm of print), as a thermal printer's own font.
 */
export const Paper = styled.article`
  margin-top: ${vars.space['4']};
  padding: ${vars.space['5']};
  background: #fff;
  color: #000;
  border: 1px solid ${vars.color.border};
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
  &[data-layout='a4'] {
    width: 100%;
    max-width: 180mm;
  }
  &[data-layout='80mm'],
  &[data-layout='58mm'] {
    box-sizing: border-box;
    /* An outline, not a border: the roll's width on screen stays the paper's. */
    border: none;
    outline: 1px solid ${vars.color.border};
    font-family: ${vars.font.familyMono};
    font-size: 2.5mm;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  &[data-layout='80mm'] {
    width: 80mm;
    padding: 3mm 4mm;
  }
  &[data-layout='58mm'] {
    width: 58mm;
    padding: 3mm 5mm;
  }
  @media print {
    border: none;
    outline: none;
    margin: 0;
    /* No page margin above or below (PrintCopy): an A4 paper's own, repeated on each page it runs over. */
    &[data-layout='a4'] {
      max-width: none;
      padding: 15mm 0;
      box-decoration-break: clone;
    }
  }
`;

export const Head = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${vars.space['3']};
  border-bottom: 2px solid #000;
  padding-bottom: ${vars.space['2']};
  strong {
    font-size: 1.25em;
  }
  [data-layout='58mm'] &,
  [data-layout='80mm'] & {
    flex-direction: column;
    align-items: center;
    gap: ${vars.space['1']};
    text-align: center;
  }
`;

/** The business: its logo beside (A4) or above (a receipt) its name, address and phone. */
export const Brand = styled.div`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  gap: ${vars.space['3']};
  min-width: 0;
  [data-layout='58mm'] &,
  [data-layout='80mm'] & {
    flex-direction: column;
    gap: ${vars.space['1']};
  }
`;

/** At most 20 mm tall on A4 (and a third of the head's width), 12 mm on a receipt; never wider than the paper. */
export const Logo = styled.img`
  display: block;
  flex: 0 1 auto;
  min-width: 0;
  max-height: 20mm;
  max-width: min(45mm, 35%);
  object-fit: contain;
  [data-layout='58mm'] &,
  [data-layout='80mm'] & {
    max-height: 12mm;
    max-width: 100%;
  }
`;

export const Identity = styled.div`
  display: flex;
  flex: 1 1 0;
  flex-direction: column;
  min-width: 8em;
  [data-layout='58mm'] &,
  [data-layout='80mm'] & {
    flex: none;
    min-width: 0;
  }
  overflow-wrap: break-word;
`;

/** INVOICE / STRUK. */
export const Kind = styled.span`
  font-weight: 600;
  letter-spacing: 0.05em;
  white-space: nowrap;
`;

/** Text that never breaks across lines (a phone number). */
export const Whole = styled.span`
  white-space: nowrap;
`;

/**
 * The copy that prints: laid out but out of sight on screen (a roll's length is measured from it), alone on the page
 * when printing.
 */
export const PrintRoot = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  width: max-content;
  visibility: hidden;
  pointer-events: none;
  z-index: -1;
  @media print {
    position: static;
    width: auto;
    visibility: visible;
  }
`;

/** What a paper is about under the business's heading: the customer or vendor, the period or the order's dates. */
export const PaperMeta = styled.p`
  display: flex;
  flex-direction: column;
  margin: ${vars.space['2']} 0;
`;

/**
 * A paper's lines (a statement's entries, a purchase order's materials): figures (`data-figure`) on one line,
 * aligned to the end; a receipt's entry words (`data-entry`) on a line of their own above its figures.
 */
export const PaperLines = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 2px 4px;
    text-align: left;
    vertical-align: top;
  }
  th[data-figure],
  td[data-figure] {
    text-align: right;
    white-space: nowrap;
  }
  td[data-figure='date'] {
    text-align: left;
  }
  tr[data-entry] td {
    padding-top: 4px;
    font-size: 0.9em;
  }
  thead th {
    border-bottom: 1px solid #000;
  }
  tr[data-balance] td {
    font-weight: 600;
  }
  tfoot td {
    border-top: 1px solid #000;
  }
`;
