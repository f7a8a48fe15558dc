import styled from 'styled-components';
import { vars } from '@pawon/ui';

/** The printed statement's customer and period under the business's heading. */
export const PaperMeta = styled.p`
  display: flex;
  flex-direction: column;
  margin: ${vars.space['2']} 0;
`;

/**
 * The printed entries: date and words, then figures aligned to the end on one line. On a receipt the date and
 * words share the first column (three columns fit 72 mm).
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
  thead th {
    border-bottom: 1px solid #000;
  }
  tr[data-balance] td {
    font-weight: 600;
  }
  tfoot td {
    border-top: 1px solid #000;
  }
  small {
    display: block;
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
