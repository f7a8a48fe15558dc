import styled from 'styled-components';
import { vars } from '../theme';

/** Row of a box (or switch, or radio) and its label. */
export const ChoiceRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space['2']};
  min-width: 0;

  & > label {
    padding-top: 0.0625rem;
    color: ${vars.color.text};
    font-size: ${vars.fontSize.md};
    line-height: 1.375rem;
    overflow-wrap: anywhere;
    cursor: pointer;
  }
  &[data-disabled] > label {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

export const Box = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 1.125rem;
  height: 1.125rem;
  margin-top: 0.125rem;
  padding: 0;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  color: ${vars.color.onPrimary};
  cursor: pointer;
  font-size: 1rem;
  transition: background-color ${vars.duration.fast} ${vars.easing.standard};

  &:hover:not(:disabled) {
    border-color: ${vars.color.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${vars.color.focusRing};
    border-color: ${vars.color.primary};
  }
  &[data-state='checked'],
  &[data-state='indeterminate'] {
    border-color: ${vars.color.primarySolid};
    background: ${vars.color.primarySolid};
  }
  &[aria-invalid='true'] {
    border-color: ${vars.color.error};
  }
  &:disabled {
    border-color: ${vars.color.border};
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;
