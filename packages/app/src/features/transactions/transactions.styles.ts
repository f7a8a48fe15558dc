import styled from 'styled-components';
import { vars } from '@pawon/ui';

export const Form = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${vars.space['4']};
`;

export const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space['1']} ${vars.space['4']};
  margin: 0;
  padding: ${vars.space['4']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  /* Body text: muted text is not readable enough on the muted surface. */
  dt {
    color: ${vars.color.text};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const Note = styled.p`
  grid-column: 1 / -1;
  margin: ${vars.space['1']} 0 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

export const Actions = styled.span`
  display: inline-flex;
  gap: ${vars.space['1']};
`;

/** The read-only view of an order: facts, then its packs and lines. */
/** Under the customer of an order a standing order made: "Dari langganan", small and muted. */
export const FromStandingOrder = styled.span`
  display: flex;
  align-items: center;
  gap: ${vars.space['1']};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space['2']} ${vars.space['4']};
  margin: 0 0 ${vars.space['4']};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

export const DetailLines = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${vars.space['2']};
    text-align: left;
    border-bottom: 1px solid ${vars.color.border};
  }
  th:not(:first-child),
  td:not(:first-child) {
    text-align: right;
    white-space: nowrap;
  }
  tr[data-pack] td {
    font-weight: 600;
  }
`;

/**
 * A row's three states, one badge each, inline: on one line in the table (a nowrap cell), wrapping in a phone's
 * card.
 */
export const States = styled.div`
  line-height: 1.625rem;
  & > * + * {
    margin-inline-start: ${vars.space['1']};
  }
`;

/** A short note in muted text (why an action is off). */
export const StateNote = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
  white-space: nowrap;
`;

/** The returns section of the order's detail: under the totals, set apart by a rule. */
export const Returns = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  margin-top: ${vars.space['4']};
  padding-top: ${vars.space['4']};
  border-top: 1px solid ${vars.color.border};
  h3 {
    margin: 0;
    font-size: ${vars.fontSize.md};
  }
  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;

/**
 * The cost of goods section of the order's detail (for users with "Lihat HPP"), set apart like the returns; a loss
 * (margin below zero) in the danger colour, beside words that say so.
 */
export const Costs = styled(Returns)`
  dd[data-tone='danger'] {
    color: ${vars.color.errorText};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

/** Outlined, not shaded: muted notes inside stay readable (contrast) on the dialog's own surface. */
export const ReturnForm = styled.form`
  padding: ${vars.space['4']};
  border-radius: ${vars.radius.md};
  border: 1px solid ${vars.color.border};
`;

/** One order line of the return form: its name and balance, then quantity and destination side by side. */
export const ReturnLine = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${vars.space['2']} ${vars.space['3']};
`;

export const ReturnLineName = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
  align-items: baseline;
  font-weight: 600;
`;

export const ReturnButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
  justify-content: flex-end;
`;

/** The packs of the order form: a plain group, disabled as a whole once the order is delivered. */
/** A held order's banner on its detail: the title and each reason on a line of its own, the release under it. */
export const Hold = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  margin: 0 0 ${vars.space['4']};
  p > strong,
  p > span {
    display: block;
  }
`;

/** Under the order's customer: their money in one line, and the credit warning with each reason on a line. */
export const CreditNote = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  margin-top: calc(-1 * ${vars.space['2']});
  p > strong,
  p > span {
    display: block;
  }
`;
