import styled from 'styled-components';
import { vars } from '@pawon/ui';

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  min-width: 0;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
`;

/** The plan's date and days in a row, wrapping on a phone, and a cell's muted second line: the reports' own. */
export { CellNote, Filters } from '../../lib/report/report.styles';

/** A line of text under a section's heading saying how its figures are counted. */
export const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** A name with its flags beside it ("Nonaktif"). */
export const Label = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']};
`;

/** The figure a line comes to (to make), in bold. */
export const Strong = styled.span`
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.textStrong};
  font-variant-numeric: tabular-nums;
`;

/** Why a line comes to its figure: the sentence, then the sum term by term. */
export const Why = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  max-width: 40rem;
  p {
    margin: 0;
  }
`;

export const Sum = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: start;
  gap: ${vars.space['1']} ${vars.space['4']};
  margin: 0;
  /* Each term a div (dt and dd together), laid out by the list's grid. */
  & > div {
    display: contents;
  }
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  & > div[data-total] > * {
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.textStrong};
  }
`;

/** A plain list without bullets (what needs a material, the orders made). */
export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
`;

/** The short materials to choose in "Buat PO", one a line. */
export const Choices = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  legend {
    padding: 0;
    margin-bottom: ${vars.space['2']};
    font-weight: ${vars.fontWeight.medium};
    color: ${vars.color.textStrong};
  }
`;

export const DialogStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
`;

export const Heading = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.textStrong};
`;

/** A section's heading over its table, with how its figures are counted. */
export const SectionHead = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  margin-top: ${vars.space['2']};
  h2 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.textStrong};
  }
`;
