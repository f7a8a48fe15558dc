import styled from 'styled-components';
import { controlBox, inputReset } from '../Field/Field.styles';
import { vars } from '../theme';

export const StyledTextarea = styled.textarea`
  ${inputReset}
  ${controlBox}
  display: block;
  padding: calc(${vars.space['2']} - 1px) ${vars.space['3']};
  min-height: 5.5rem;
  resize: vertical;

  &:focus-visible {
    border-color: ${vars.color.primary};
    box-shadow: 0 0 0 3px ${vars.color.focusRing};
  }
  &[aria-invalid='true'] {
    border-color: ${vars.color.error};
  }
  &:disabled {
    background: ${vars.color.background};
  }
`;

export const Counter = styled.span`
  justify-self: end;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
  font-variant-numeric: tabular-nums;

  &[data-over] {
    color: ${vars.color.errorText};
  }
`;
