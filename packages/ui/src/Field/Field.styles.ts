import styled, { css } from 'styled-components';
import { visuallyHidden } from '../theme/mixins';
import { vars } from '../theme';

/**
 * Field skin shared by every form control. All states are attribute selectors (`[aria-invalid]`,
 * `[data-disabled]`, `:focus-within`), so no control creates a styled class per state.
 */

/** Label column width in a horizontal FormLayout; a custom property so the layout can change it. */
export const LABEL_WIDTH_VAR = '--pawon-form-label-width';

export const FieldRoot = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  /* Stretched by a grid row beside a taller field (one with a hint), the label and control stay at the top
     instead of spreading apart: fields side by side line up. */
  align-content: start;
  gap: ${vars.space['1']};
  min-width: 0;
  font-family: ${vars.font.family};

  &[data-orientation='horizontal'] {
    grid-template-columns: var(${LABEL_WIDTH_VAR}, 12rem) minmax(0, 1fr);
    column-gap: ${vars.space['6']};
  }
  &[data-orientation='horizontal'] > [data-part='label'] {
    grid-row: 1 / span 3;
    padding-top: calc((${vars.size.controlMd} - 1.25rem) / 2);
  }
  &[data-orientation='horizontal'] > :not([data-part='label']) {
    grid-column: 2;
  }
  /* FormLayout is an inline-size container: collapse to one column when it is narrow. */
  @container pawon-form (max-width: 36rem) {
    &[data-orientation='horizontal'] {
      grid-template-columns: minmax(0, 1fr);
    }
    &[data-orientation='horizontal'] > [data-part='label'] {
      grid-row: auto;
      padding-top: 0;
    }
    &[data-orientation='horizontal'] > :not([data-part='label']) {
      grid-column: 1;
    }
  }
`;

export const Label = styled.label`
  display: block;
  color: ${vars.color.textStrong};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  line-height: 1.25rem;
  overflow-wrap: anywhere;

  &[data-disabled] {
    color: ${vars.color.textDisabled};
  }
`;

export const RequiredMark = styled.span`
  margin-inline-start: 0.125rem;
  color: ${vars.color.errorText};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
  line-height: 1.125rem;
  overflow-wrap: anywhere;
`;

export const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space['1']};
  margin: 0;
  color: ${vars.color.errorText};
  font-size: ${vars.fontSize.xs};
  line-height: 1.125rem;
  overflow-wrap: anywhere;
`;

/** The outlined box text-like controls sit in; adornments (Rp, buttons, icons) sit inside it. */
export const controlBox = css`
  display: flex;
  align-items: center;
  min-width: 0;
  min-height: ${vars.size.controlMd};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  transition:
    border-color ${vars.duration.fast} ${vars.easing.standard},
    box-shadow ${vars.duration.fast} ${vars.easing.standard};

  &:hover:not([data-disabled]) {
    border-color: ${vars.color.borderStrong};
  }
  &:focus-within:not([data-disabled]),
  &[data-focused] {
    border-color: ${vars.color.primary};
    box-shadow: 0 0 0 3px ${vars.color.focusRing};
  }
  &[data-invalid],
  &[data-invalid]:hover {
    border-color: ${vars.color.error};
  }
  &[data-invalid]:focus-within {
    box-shadow: 0 0 0 3px ${vars.color.errorSubtle};
  }
  &[data-disabled] {
    background: ${vars.color.background};
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

export const ControlBox = styled.div`
  ${controlBox}
`;

/** The bare input inside a ControlBox. */
export const inputReset = css`
  flex: 1 1 auto;
  width: 100%;
  min-width: 0;
  margin: 0;
  padding: calc(${vars.space['2']} - 1px) ${vars.space['3']};
  border: 0;
  outline: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${vars.fontSize.md};
  line-height: 1.375rem;

  &::placeholder {
    color: ${vars.color.textMuted};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${vars.color.textDisabled};
  }
  &[data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

export const Input = styled.input`
  ${inputReset}
`;

/** Text or icon before or after the input (`Rp`, `kg`, a toggle button). */
export const Adornment = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${vars.space['1']};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  white-space: nowrap;

  &[data-side='start'] {
    padding-inline-start: ${vars.space['3']};
  }
  &[data-side='end'] {
    padding-inline-end: ${vars.space['3']};
  }
  &[data-side='end'][data-interactive] {
    padding-inline-end: ${vars.space['1']};
  }
`;

/** A small square button inside a ControlBox (show password, open calendar, clear). */
export const AdornmentButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.875rem;
  height: 1.875rem;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.textMuted};
  font-size: 1.25rem;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${vars.color.surfaceHover};
    color: ${vars.color.text};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.primary};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${vars.color.textDisabled};
  }
`;

/** Screen-reader-only text. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
