import styled, { css } from 'styled-components';
import { controlBox } from '../Field/Field.styles';
import { vars } from '../theme';

export const Trigger = styled.button`
  ${controlBox}
  justify-content: space-between;
  gap: ${vars.space['2']};
  width: 100%;
  padding: 0 ${vars.space['2']} 0 ${vars.space['3']};
  font: inherit;
  font-size: ${vars.fontSize.md};
  text-align: start;
  cursor: pointer;

  &:focus-visible {
    outline: none;
    border-color: ${vars.color.primary};
    box-shadow: 0 0 0 3px ${vars.color.focusRing};
  }
  &[aria-invalid='true'] {
    border-color: ${vars.color.error};
  }
  &:disabled {
    background: ${vars.color.background};
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
  & > [data-part='value'] {
    flex: 1 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[data-placeholder] > [data-part='value'] {
    color: ${vars.color.textMuted};
  }
  & > [data-part='chevron'] {
    flex: none;
    color: ${vars.color.textMuted};
    transition: transform ${vars.duration.fast} ${vars.easing.standard};
  }
  &[data-state='open'] > [data-part='chevron'] {
    transform: rotate(180deg);
  }
`;

/** Popup list shared by Select and Combobox. */
export const listPopup = css`
  z-index: ${vars.z.popover};
  min-width: var(--radix-select-trigger-width, var(--radix-popover-trigger-width, 10rem));
  max-height: min(
    20rem,
    var(--radix-select-content-available-height, var(--radix-popover-content-available-height, 20rem))
  );
  overflow: auto;
  padding: ${vars.space['1']};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.lg};
  color: ${vars.color.text};
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.md};
`;

export const Content = styled.div`
  ${listPopup}
`;

/** One option in Select or Combobox; highlighted and selected states come from data attributes. */
export const listItem = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  min-height: 2.25rem;
  padding: ${vars.space['2']} ${vars.space['8']} ${vars.space['2']} ${vars.space['3']};
  border-radius: ${vars.radius.sm};
  outline: none;
  cursor: pointer;
  user-select: none;
  overflow-wrap: anywhere;

  &[data-highlighted] {
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primaryText};
  }
  &[data-state='checked'],
  &[aria-selected='true'] {
    font-weight: ${vars.fontWeight.medium};
  }
  &[data-disabled],
  &[aria-disabled='true'] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
  & > [data-part='check'] {
    position: absolute;
    inset-inline-end: ${vars.space['2']};
    display: inline-flex;
    color: ${vars.color.primaryText};
  }
`;

export const Item = styled.div`
  ${listItem}
`;
