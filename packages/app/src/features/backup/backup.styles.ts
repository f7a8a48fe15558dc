import styled from 'styled-components';
import { vars } from '@pawon/ui';

/** Light layout wrappers only: the controls come from @pawon/ui. */
export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['3']};
`;

export const Note = styled.p`
  margin: ${vars.space['4']} 0 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;
