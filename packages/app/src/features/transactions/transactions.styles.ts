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

/** One pack of the order: its material and count, then its lines. */
export const Pack = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  padding: ${vars.space['4']};
  margin-bottom: ${vars.space['3']};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

export const PackHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  h3 {
    margin: 0;
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.textStrong};
  }
`;

export const PackFields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${vars.space['3']};
`;

export const LinesLabel = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.textMuted};
`;

export const Line = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 1.2fr) minmax(0, 1.5fr) 2.5rem;
  gap: ${vars.space['3']};
  align-items: start;
  @media (max-width: 40rem) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    /* The product gets the whole width on a phone: two products of one prefix must be told apart. */
    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

export const RemoveCell = styled.div`
  padding-top: 1.75rem;
  @media (max-width: 40rem) {
    /* On a phone the line's remove button is a row of its own at the end; an empty cell (the only line) leaves no gap. */
    grid-column: 1 / -1;
    justify-self: end;
    padding-top: 0;
    &:empty {
      display: none;
    }
  }
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
export const Locked = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** A picker with its action beside it ("Tambah customer"), the action level with the input. */
export const PickerRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space['2']};
  align-items: start;
`;

export const PickerAction = styled.div`
  padding-top: 1.75rem;
`;

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
