import styled from 'styled-components';
import { vars } from '@pawon/ui';

/** A customer's category with how they pay under it, muted. */
export const CategoryCell = styled.div`
  display: flex;
  flex-direction: column;
  small {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
`;
