import styled from 'styled-components';
import { vars } from '../theme';

export const Track = styled.button`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  width: 2.25rem;
  height: 1.25rem;
  margin-top: 0.0625rem;
  padding: 0.125rem;
  border: 0;
  border-radius: ${vars.radius.full};
  background: ${vars.color.borderStrong};
  cursor: pointer;
  transition: background-color ${vars.duration.fast} ${vars.easing.standard};

  &[data-state='checked'] {
    background: ${vars.color.primarySolid};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${vars.color.focusRing};
  }
  &[aria-invalid='true'] {
    box-shadow: 0 0 0 1px ${vars.color.error};
  }
  &:disabled {
    background: ${vars.color.surfaceMuted};
    cursor: not-allowed;
  }
  &:disabled[data-state='checked'] {
    background: ${vars.color.primarySubtle};
  }
`;

export const Thumb = styled.span`
  display: block;
  width: 1rem;
  height: 1rem;
  border-radius: ${vars.radius.full};
  /* White in both themes: a dark thumb on the dark track would disappear. */
  background: ${vars.color.onPrimary};
  box-shadow: ${vars.shadow.sm};
  transition: transform ${vars.duration.fast} ${vars.easing.standard};

  &[data-state='checked'] {
    transform: translateX(1rem);
  }
`;
