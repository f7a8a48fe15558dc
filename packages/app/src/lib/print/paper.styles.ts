import styled from 'styled-components';
import { vars } from '@pawon/ui';

/** The printed page: A4 or a receipt roll (80 or 58 mm), black on white whatever the theme. */
export const Paper = styled.article`
  margin-top: ${vars.space['4']};
  padding: ${vars.space['5']};
  background: #fff;
  color: #000;
  border: 1px solid ${vars.color.border};
  font-size: 0.875rem;
  &[data-layout='a4'] {
    width: 100%;
    max-width: 180mm;
  }
  &[data-layout='80mm'] {
    width: 72mm;
    padding: 2mm;
    font-size: 0.75rem;
  }
  &[data-layout='58mm'] {
    width: 52mm;
    padding: 2mm;
    font-size: 0.6875rem;
  }
  @media print {
    border: none;
    margin: 0;
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

/** The copy that prints: hidden on screen, alone on the page when printing. */
export const PrintRoot = styled.div`
  display: none;
  @media print {
    display: block;
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
