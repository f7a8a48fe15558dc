import styled from 'styled-components';
import { vars } from '../theme';

export const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};

  &[data-orientation='horizontal'] {
    flex-flow: row wrap;
    column-gap: ${vars.space['6']};
  }
  /* Centre the options on the label of a horizontal FormLayout row. */
  padding-block: 0.5rem;
`;

export const Radio = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 1.125rem;
  height: 1.125rem;
  margin-top: 0.125rem;
  padding: 0;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface};
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${vars.color.primary};
  }
  &:focus-visible {
    outline: none;
    border-color: ${vars.color.primary};
    box-shadow: 0 0 0 3px ${vars.color.focusRing};
  }
  &[data-state='checked'] {
    border: 0.3125rem solid ${vars.color.primarySolid};
    background: ${vars.color.surface};
  }
  &:disabled {
    border-color: ${vars.color.border};
    background: ${vars.color.surfaceMuted};
    cursor: not-allowed;
  }
`;

export const OptionHint = styled.span`
  display: block;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
`;
