import styled from 'styled-components';
import { vars } from '../theme/vars';

/**
 * One static rule set; variant, size and state are attribute selectors (`data-variant`, `data-size`,
 * `data-loading`), so no new class is generated per combination.
 */
export const StyledButton = styled.button`
  --pawon-button-bg: transparent;
  --pawon-button-bg-hover: ${vars.color.surfaceHover};
  --pawon-button-fg: ${vars.color.primaryText};
  --pawon-button-border: transparent;

  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space['2']};
  min-height: ${vars.size.controlMd};
  padding: 0 ${vars.space['5']};
  border: 1px solid var(--pawon-button-border);
  border-radius: ${vars.radius.md};
  background: var(--pawon-button-bg);
  color: var(--pawon-button-fg);
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.tight};
  letter-spacing: 0.01em;
  text-align: center;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${vars.duration.fast} ${vars.easing.standard},
    border-color ${vars.duration.fast} ${vars.easing.standard},
    box-shadow ${vars.duration.fast} ${vars.easing.standard},
    transform ${vars.duration.fast} ${vars.easing.standard};

  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: var(--pawon-button-bg-hover);
  }
  &:active:not(:disabled):not([aria-disabled='true']) {
    transform: translateY(1px);
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${vars.color.focusRing};
  }
  /* Off (disabled, or aria-disabled without loading: an action off for a reason, kept focusable): faded, no hover,
     no press, no glow, and the not-allowed cursor. */
  &:disabled,
  &[aria-disabled='true']:not([data-loading='true']) {
    cursor: not-allowed;
    opacity: 0.6;
    box-shadow: none;
  }
  &[data-loading='true'] {
    cursor: progress;
  }

  &[data-variant='primary'] {
    --pawon-button-bg: ${vars.color.primarySolid};
    --pawon-button-bg-hover: ${vars.color.primarySolidHover};
    --pawon-button-fg: ${vars.color.onPrimary};
    box-shadow: ${vars.shadow.primary};
  }
  &[data-variant='primary']:focus-visible {
    box-shadow: 0 0 0 3px ${vars.color.focusRing};
  }
  /* Enabled: the surface with a neutral border (≥ 3:1 against the page and cards) and strong text, so it reads as a
     button beside a disabled one. Disabled: the flat grey fill without a border, faded (issue 37: "Catat retur" and
     "Ekspor" looked disabled when they were grey). */
  &[data-variant='secondary'] {
    --pawon-button-bg: ${vars.color.surface};
    --pawon-button-bg-hover: ${vars.color.secondarySubtle};
    --pawon-button-fg: ${vars.color.textStrong};
    --pawon-button-border: ${vars.color.secondaryBorder};
  }
  &[data-variant='secondary']:disabled,
  &[data-variant='secondary'][aria-disabled='true']:not([data-loading='true']) {
    --pawon-button-bg: ${vars.color.secondarySubtle};
    --pawon-button-fg: ${vars.color.secondaryText};
    --pawon-button-border: transparent;
  }
  &[data-variant='outline'] {
    --pawon-button-border: ${vars.color.primary};
    --pawon-button-bg-hover: ${vars.color.primarySubtle};
    --pawon-button-fg: ${vars.color.primaryText};
  }
  &[data-variant='text'] {
    --pawon-button-bg-hover: ${vars.color.primarySubtle};
    --pawon-button-fg: ${vars.color.primaryText};
    padding-inline: ${vars.space['3']};
  }
  &[data-variant='danger'] {
    --pawon-button-bg: ${vars.color.errorSolid};
    --pawon-button-bg-hover: ${vars.color.errorSolidHover};
    --pawon-button-fg: ${vars.color.onError};
  }

  &[data-size='sm'] {
    min-height: ${vars.size.controlSm};
    padding-inline: ${vars.space['3']};
    font-size: ${vars.fontSize.sm};
    gap: ${vars.space['1']};
    --pawon-icon-size: 1rem;
  }
  &[data-size='md'] {
    --pawon-icon-size: 1.125rem;
  }
  &[data-size='lg'] {
    min-height: ${vars.size.controlLg};
    padding-inline: ${vars.space['6']};
    font-size: ${vars.fontSize.lg};
    --pawon-icon-size: 1.375rem;
  }
  &[data-full-width='true'] {
    display: flex;
    width: 100%;
  }
`;

export const Spinner = styled.span`
  display: inline-block;
  flex: none;
  width: var(--pawon-icon-size, 1.125rem);
  height: var(--pawon-icon-size, 1.125rem);
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: ${vars.radius.full};
  animation: pawon-button-spin 0.75s linear infinite;

  @keyframes pawon-button-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

export const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;
