import styled from 'styled-components';
import { media, vars } from '@pawon/ui';

/** A form's fields one under the other, and fields side by side: every feature's own forms look alike. */
export { FieldRow as Row, FormStack as Form } from '../../lib/form.styles';

/** A line's fields: the material wide, the numbers beside it, wrapping on a phone. */
export const LineFields = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 2fr) repeat(3, minmax(8rem, 1fr));
  gap: ${vars.space['3']};
  align-items: start;
  ${media.down.sm} {
    grid-template-columns: 1fr 1fr;
    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

export const Total = styled.p`
  margin: 0;
  text-align: end;
  color: ${vars.color.textStrong};
  font-weight: ${vars.fontWeight.semibold};
`;

/** Two lines in a cell: the value, then a muted detail. */
export const Stacked = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Strong = styled.span`
  color: ${vars.color.textStrong};
  font-weight: ${vars.fontWeight.medium};
`;

export const Muted = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

/** One order line in the receive dialog. */
export const ReceiveLine = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: ${vars.space['3']};
  margin: 0;
  padding: ${vars.space['3']};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  & > legend {
    padding: 0 ${vars.space['1']};
    color: ${vars.color.textStrong};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

export const LineInfo = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;
