import styled from 'styled-components';
import { vars } from '@pawon/ui';

/** The packs of a form: a fieldset without a frame, disabled as a whole (a delivered order). */
export const Packs = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
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

/** Under the chosen customer: the shelf life they ask for, which may leave stock short (a line of its own). */
export const ShelfLifeHint = styled.span`
  display: block;
  color: ${vars.color.warningText};
  font-weight: ${vars.fontWeight.medium};
`;
