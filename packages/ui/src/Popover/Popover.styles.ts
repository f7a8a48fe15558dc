import styled from 'styled-components';
import { Popover as RadixPopover } from 'radix-ui';
import { vars } from '../theme/vars';

export const Content = styled(RadixPopover.Content)`
  z-index: ${vars.z.popover};
  width: var(--pawon-popover-width, auto);
  max-width: min(24rem, calc(100vw - 1rem));
  max-height: var(--radix-popover-content-available-height);
  overflow-y: auto;
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
  outline: none;
  overflow-wrap: anywhere;
  animation: pawon-popover-in ${vars.duration.fast} ${vars.easing.decelerate};

  &:focus-visible {
    box-shadow:
      ${vars.shadow.lg},
      0 0 0 3px ${vars.color.focusRing};
  }

  @keyframes pawon-popover-in {
    from {
      opacity: 0;
      transform: translateY(-2px);
    }
  }
`;

export const Title = styled.h2`
  margin: 0 0 ${vars.space['2']};
  color: ${vars.color.textStrong};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
`;

export const Arrow = styled(RadixPopover.Arrow)`
  fill: ${vars.color.surfaceRaised};
`;
