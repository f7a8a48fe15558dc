import styled from 'styled-components';
import { bubble } from '../Tooltip/Tooltip.styles';
import { vars } from '../theme/vars';

/** The bubble with the reason (ReasonTooltip): the design system's Tooltip bubble, without its positioning engine. */
export const Bubble = styled.span`
  position: fixed;
  ${bubble}
  pointer-events: none;
  animation: pawon-reason-in ${vars.duration.fast} ${vars.easing.decelerate};
  @keyframes pawon-reason-in {
    from {
      opacity: 0;
    }
  }
`;
