import styled from 'styled-components';
import { Tabs as RadixTabs } from 'radix-ui';
import { vars } from '../theme/vars';

export const Root = styled(RadixTabs.Root)`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const List = styled(RadixTabs.List)`
  display: flex;
  gap: ${vars.space['1']};
  overflow-x: auto;
  scrollbar-width: thin;
  border-bottom: 1px solid ${vars.color.border};

  &[data-overflow='end'] {
    mask-image: linear-gradient(to right, currentColor calc(100% - 3rem), transparent);
  }
  &[data-overflow='start'] {
    mask-image: linear-gradient(to left, currentColor calc(100% - 3rem), transparent);
  }
  &[data-overflow='both'] {
    mask-image: linear-gradient(
      to right,
      transparent,
      currentColor 3rem,
      currentColor calc(100% - 3rem),
      transparent
    );
  }

  &[data-variant='pill'] {
    gap: ${vars.space['2']};
    border-bottom: 0;
    padding-bottom: ${vars.space['1']};
  }
`;

export const Trigger = styled(RadixTabs.Trigger)`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${vars.space['2']};
  min-height: ${vars.size.controlMd};
  padding: ${vars.space['2']} ${vars.space['4']};
  border: 0;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-weight: ${vars.fontWeight.medium};
  white-space: nowrap;
  cursor: pointer;
  transition:
    color ${vars.duration.fast} ${vars.easing.standard},
    background-color ${vars.duration.fast} ${vars.easing.standard},
    border-color ${vars.duration.fast} ${vars.easing.standard};
  --pawon-icon-size: 1.125rem;

  &:hover:not([data-disabled]) {
    color: ${vars.color.primaryText};
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset 0 0 0 2px ${vars.color.focusRing};
    border-radius: ${vars.radius.sm};
  }
  &[data-state='active'] {
    color: ${vars.color.primaryText};
    border-bottom-color: ${vars.color.primary};
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }

  [data-variant='pill'] > & {
    margin: 0;
    border: 0;
    border-radius: ${vars.radius.md};
  }
  [data-variant='pill'] > &[data-state='active'] {
    background: ${vars.color.primarySolid};
    color: ${vars.color.onPrimary};
    box-shadow: ${vars.shadow.primary};
  }
`;

export const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.375rem;
  height: 1.375rem;
  padding: 0 ${vars.space['1']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.secondarySubtle};
  color: ${vars.color.secondaryText};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
`;

export const Panel = styled(RadixTabs.Content)`
  padding-top: ${vars.space['4']};
  outline: none;

  &:focus-visible {
    box-shadow: 0 0 0 3px ${vars.color.focusRing};
    border-radius: ${vars.radius.sm};
  }
`;
