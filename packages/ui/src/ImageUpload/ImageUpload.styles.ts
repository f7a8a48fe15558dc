import styled from 'styled-components';
import { vars } from '../theme';

export const Frame = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['4']};
  min-width: 0;
`;

export const Preview = styled.div`
  position: relative;
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 6.5rem;
  height: 6.5rem;
  overflow: hidden;
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textMuted};
  font-size: 2rem;

  &[data-dragging] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primaryText};
  }
  &[data-invalid] {
    border-color: ${vars.color.error};
  }
  &[data-has-image] {
    border-style: solid;
    border-color: ${vars.color.border};
  }
  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &[data-fit='contain'] > img {
    object-fit: contain;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space['2']};
  min-width: 0;
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
`;

/** The real file input stays in the accessibility tree and tab order but is visually replaced by the label. */
export const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export const PickLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};
  min-height: ${vars.size.controlMd};
  padding: 0 ${vars.space['4']};
  border: 1px solid ${vars.color.primary};
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.primaryText};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  cursor: pointer;

  &:hover {
    background: ${vars.color.primarySubtle};
  }
  input:focus-visible + & {
    box-shadow: 0 0 0 3px ${vars.color.focusRing};
  }
  &[data-disabled] {
    border-color: ${vars.color.border};
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

export const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};
  min-height: ${vars.size.controlMd};
  padding: 0 ${vars.space['3']};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.errorText};
  font: inherit;
  font-size: ${vars.fontSize.md};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${vars.color.errorSubtle};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${vars.color.focusRing};
  }
  &:disabled {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

export const FileName = styled.span`
  max-width: 100%;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
  overflow-wrap: anywhere;
`;
