import styled from 'styled-components';
import { vars } from '@pawon/ui';

/** The customer's money position: label and figure pairs in a row that wraps. */
export const Credit = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${vars.space['2']} ${vars.space['4']};
  margin: 0;
  padding: ${vars.space['3']};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  dt {
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  [data-tone='error'] {
    color: ${vars.color.errorText};
  }
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${vars.space['3']} ${vars.space['4']};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  h3 {
    margin: 0;
    font-size: ${vars.fontSize.md};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** The allocations the server would make: a small table that scrolls sideways on a phone. */
export const Allocations = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: ${vars.space['1']} ${vars.space['2']};
    border-bottom: 1px solid ${vars.color.border};
    text-align: start;
    white-space: nowrap;
  }
  th {
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.textMuted};
    font-weight: 600;
  }
  [data-align='end'] {
    text-align: end;
  }
  tfoot td {
    font-weight: 600;
    border-bottom: none;
  }
`;

export const ErrorLine = styled.p`
  margin: 0;
  color: ${vars.color.errorText};
  font-size: ${vars.fontSize.sm};
`;

/** A row's allocations: one order a line. */
export const AllocationList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    margin-top: ${vars.space['1']};
  }
  /* An order's number and its amount each stay whole; the line breaks between them. */
  li > span {
    white-space: nowrap;
  }
`;

/** A payment's method with its reference (a transfer's bank reference, a note) under it, cut to the column. */
export const MethodCell = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  small {
    overflow: hidden;
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const StateCell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space['1']};
  small {
    color: ${vars.color.textMuted};
    white-space: normal;
  }
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
`;

/** The receipt's facts: label and value, one pair a line. */
export const ReceiptFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space['1']} ${vars.space['3']};
  margin: ${vars.space['3']} 0;
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  [data-layout='58mm'] &,
  [data-layout='80mm'] & {
    grid-template-columns: 1fr;
    gap: 0;
    dd {
      margin-bottom: ${vars.space['1']};
    }
  }
`;

export const ReceiptAmount = styled.dd`
  font-size: 1.25em;
  font-weight: 700;
  white-space: nowrap;
`;

export const ReceiptSign = styled.p`
  margin: ${vars.space['4']} 0 0;
  text-align: end;
`;

export const ReversedStamp = styled.p`
  margin: ${vars.space['2']} 0 0;
  padding: ${vars.space['1']};
  border: 2px solid #000;
  text-align: center;
  font-weight: 700;
  letter-spacing: 0.1em;
`;
