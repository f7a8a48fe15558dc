import styled from 'styled-components';
import { vars } from '@pawon/ui';

/** The printed statement's customer and period under the business's heading. */
export const PaperMeta = styled.p`
  display: flex;
  flex-direction: column;
  margin: ${vars.space['2']} 0;
`;

/**
 * The printed entries: figures (and an A4 line's date) on one line, figures aligned to the end; a receipt's entry
 * words on a line of their own above its figures.
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

/** The dialog's period (two dates) and paper size, wrapping on a phone. */
export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space['3']} ${vars.space['4']};
  margin-bottom: ${vars.space['3']};
  & > * {
    flex: 1 1 10rem;
    min-width: 0;
  }
`;
