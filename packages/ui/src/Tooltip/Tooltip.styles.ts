import styled, { css } from 'styled-components';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { vars } from '../theme/vars';

/** The tooltip's bubble: also the reason bubble of a disabled IconButton. */
export const bubble = css`
  z-index: ${vars.z.tooltip};
  max-width: min(20rem, calc(100vw - 1rem));
  padding: ${vars.space['1']} ${vars.space['2']};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceInverse};
  color: ${vars.color.textInverse};
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
  overflow-wrap: anywhere;
  box-shadow: ${vars.shadow.md};
`;

export const Content = styled(RadixTooltip.Content)`
  ${bubble}
  animation: pawon-tooltip-in ${vars.duration.fast} ${vars.easing.decelerate};

  @keyframes pawon-tooltip-in {
    from {
      opacity: 0;
      transform: translateY(2px);
    }
  }
`;

export const Arrow = styled(RadixTooltip.Arrow)`
  fill: ${vars.color.surfaceInverse};
`;
