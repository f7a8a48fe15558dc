import styled from 'styled-components';
import { vars } from '../theme';

/** The calendar popup; react-day-picker's own stylesheet is themed through its custom properties. */
export const CalendarPopup = styled.div`
  z-index: ${vars.z.popover};
  padding: ${vars.space['3']};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.lg};
  color: ${vars.color.text};
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.sm};

  .rdp-root {
    --rdp-accent-color: ${vars.color.primarySolid};
    --rdp-accent-background-color: ${vars.color.primarySubtle};
    --rdp-today-color: ${vars.color.primaryText};
    --rdp-day-height: 2.25rem;
    --rdp-day-width: 2.25rem;
    --rdp-day_button-height: 2.125rem;
    --rdp-day_button-width: 2.125rem;
    --rdp-day_button-border-radius: ${vars.radius.md};
    --rdp-nav-height: 2.25rem;
    --rdp-nav_button-height: 2rem;
    --rdp-nav_button-width: 2rem;
    --rdp-weekday-opacity: 1;
    --rdp-outside-opacity: 1;
  }
  .rdp-month_caption {
    color: ${vars.color.textStrong};
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.semibold};
  }
  .rdp-weekday {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.xs};
    font-weight: ${vars.fontWeight.medium};
  }
  .rdp-outside {
    color: ${vars.color.textMuted};
  }
  .rdp-chevron {
    fill: ${vars.color.primaryText};
  }
  .rdp-day_button {
    color: inherit;
    font: inherit;
  }
  .rdp-day_button:hover:not(:disabled) {
    background: ${vars.color.surfaceHover};
  }
  .rdp-day_button:focus-visible {
    outline: 2px solid ${vars.color.primary};
    outline-offset: 1px;
  }
  .rdp-today:not(.rdp-selected) .rdp-day_button {
    font-weight: ${vars.fontWeight.bold};
  }
  .rdp-selected .rdp-day_button {
    border-color: ${vars.color.primarySolid};
    background: ${vars.color.primarySolid};
    color: ${vars.color.onPrimary};
  }
  .rdp-selected {
    font-size: inherit;
    font-weight: ${vars.fontWeight.semibold};
  }
  .rdp-disabled {
    color: ${vars.color.textDisabled};
    opacity: 1;
  }
`;

/** The room of a month grid while the calendar's code loads (its first opening only). */
export const CalendarPlaceholder = styled.div`
  width: calc(7 * 2.25rem);
  height: calc(8 * 2.25rem);
`;
