import styled from 'styled-components';
import { DropdownMenu } from 'radix-ui';
import { vars } from '../theme/vars';

export const Content = styled(DropdownMenu.Content)`
  z-index: ${vars.z.popover};
  min-width: 11rem;
  max-width: min(20rem, calc(100vw - 1rem));
  max-height: var(--radix-dropdown-menu-content-available-height);
  overflow-y: auto;
  padding: ${vars.space['2']} 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
  animation: pawon-menu-in ${vars.duration.fast} ${vars.easing.decelerate};

  @keyframes pawon-menu-in {
    from {
      opacity: 0;
      transform: translateY(-2px);
    }
  }
`;

export const Item = styled(DropdownMenu.Item)`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  min-height: 2.25rem;
  padding: ${vars.space['2']} ${vars.space['4']};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.snug};
  cursor: pointer;
  outline: none;
  user-select: none;
  --pawon-icon-size: 1.125rem;

  &[data-highlighted] {
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primaryText};
  }
  &[data-tone='danger'] {
    color: ${vars.color.errorText};
  }
  &[data-tone='danger'][data-highlighted] {
    background: ${vars.color.errorSubtle};
    color: ${vars.color.errorText};
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

export const ItemLabel = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Shortcut = styled.span`
  margin-left: auto;
  padding-left: ${vars.space['4']};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
`;

export const Separator = styled(DropdownMenu.Separator)`
  height: 1px;
  margin: ${vars.space['2']} 0;
  background: ${vars.color.border};
`;

export const Label = styled(DropdownMenu.Label)`
  padding: ${vars.space['1']} ${vars.space['4']};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;
