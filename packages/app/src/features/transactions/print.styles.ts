import styled from 'styled-components';
import { vars } from '@pawon/ui';

// The paper is shared with the other printed papers (lib/print: its heading, the customer statement).
export { Paper, Whole } from '../../lib/print/paper.styles';

export const Meta = styled.p`
  display: flex;
  flex-direction: column;
  margin: ${vars.space['2']} 0;
`;

export const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 2px 4px;
    text-align: left;
    vertical-align: top;
  }
  th:not(:first-child),
  td:not(:first-child) {
    text-align: right;
    white-space: nowrap;
  }
  thead th {
    border-bottom: 1px solid #000;
  }
  tr[data-pack] td {
    font-weight: 600;
    padding-top: 6px;
  }
  /* A roll: the words on a line of their own (data-entry), the figures under them, a character's gap between. */
  &[data-roll] {
    th,
    td {
      padding: 0;
    }
    th:not(:first-child),
    td:not(:first-child) {
      padding-left: 1ch;
    }
    tr[data-entry] td {
      padding-top: 1mm;
    }
    tr[data-pack-name] td {
      font-weight: 600;
    }
    tr[data-pack] td {
      padding-top: 0;
    }
  }
`;

export const Sums = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  margin: ${vars.space['2']} 0 0;
  padding-top: ${vars.space['2']};
  border-top: 1px solid #000;
  dd {
    margin: 0;
    padding-left: 1ch;
    text-align: right;
    /* A rupiah figure is read whole: the term beside it wraps instead. */
    white-space: nowrap;
  }
`;

export const Words = styled.p`
  margin: ${vars.space['2']} 0;
  font-style: italic;
`;

/** How to pay (bank account, QRIS). */
export const PayTo = styled.p`
  margin: 0 0 ${vars.space['2']};
  white-space: pre-line;
`;

/** The invoice's QRIS for its balance: the code beside what it pays (under it on a narrow receipt). */
export const Qris = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['3']};
  margin: 0 0 ${vars.space['2']};
  break-inside: avoid;
  span {
    display: flex;
    flex-direction: column;
    gap: ${vars.space['1']};
  }
  [data-layout='80mm'] &,
  [data-layout='58mm'] & {
    flex-direction: column;
    text-align: center;
  }
`;

export const Foot = styled.p`
  margin: 0;
  text-align: center;
`;

/** The recall trace of an order: three short lists. */
export const Trace = styled.div`
  h3 {
    margin: ${vars.space['3']} 0 ${vars.space['1']};
    font-size: ${vars.fontSize.md};
    color: ${vars.color.textStrong};
  }
  ul {
    margin: 0;
    padding-left: ${vars.space['5']};
  }
  li {
    padding: 2px 0;
  }
`;
