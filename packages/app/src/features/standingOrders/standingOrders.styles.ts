import styled from 'styled-components';
import { media, vars, visuallyHidden } from '@pawon/ui';

/** A form's fields one under the other, and fields side by side: every feature's own forms look alike. */
export { FieldRow as Row, FormStack as Form } from '../../lib/form.styles';

/** Two lines in a cell: the value, then a muted detail. */
export const Stacked = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Strong = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${vars.color.textStrong};
  font-weight: ${vars.fontWeight.medium};
`;

export const Muted = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

export const Badges = styled.div`
  line-height: 1.625rem;
  & > * + * {
    margin-inline-start: ${vars.space['1']};
  }
`;

/** The toolbar's own buttons, at its end. */
export const ToolbarEnd = styled.div`
  && {
    flex: 0 0 auto;
    max-width: none;
    margin-inline-start: auto;
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space['2']};
  }
  ${media.down.sm} {
    && {
      flex: 1 1 100%;
    }
  }
`;

/** A part of the form with its heading (the schedule, the packs). */
export const Section = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  min-width: 0;
  margin: 0;
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  & > legend {
    padding: 0 ${vars.space['1']};
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.textStrong};
  }
`;

/** The seven weekday toggles on one line (wrapping on a phone). */
export const Weekdays = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
`;

export const GroupLabel = styled.span`
  display: block;
  margin-bottom: ${vars.space['1']};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.textStrong};
`;

/** A weekday as a toggle button: pressed is filled with the primary colour. */
export const DayToggle = styled.button`
  min-width: 3.25rem;
  min-height: 2.5rem;
  padding: 0 ${vars.space['3']};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  font-weight: ${vars.fontWeight.medium};
  cursor: pointer;
  &:hover {
    background: ${vars.color.surfaceHover};
  }
  &[aria-pressed='true'] {
    border-color: ${vars.color.primarySolid};
    background: ${vars.color.primarySolid};
    color: ${vars.color.onPrimary};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

export const FieldError = styled.p`
  margin: ${vars.space['1']} 0 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.errorText};
`;

export const Hint = styled.p`
  margin: ${vars.space['1']} 0 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

/** The day-off picker: the date field and its add button on one line. */
export const SkipAdd = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 16rem) auto;
  gap: ${vars.space['2']};
  align-items: start;
  & > button {
    margin-top: 1.75rem;
  }
`;

/** The days off, each a chip with its remove button. */
export const SkipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['1']};
    padding-inline-start: ${vars.space['3']};
    border-radius: ${vars.radius.full};
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.textStrong};
    font-size: ${vars.fontSize.sm};
  }
  & > li[data-invalid] {
    background: ${vars.color.errorSubtle};
  }
`;

/** "Pesanan berikutnya": the preview of the schedule, under it. */
export const Preview = styled.p`
  margin: 0;
  padding: ${vars.space['3']} ${vars.space['4']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.text};
  strong {
    color: ${vars.color.textStrong};
  }
`;

/** A failed day's reason in a run row: the error colour, and said in words ("Gagal: …"), not by colour alone. */
export const Failed = styled.span`
  color: ${vars.color.errorText};
`;

export const RunsFilter = styled.div`
  margin-bottom: ${vars.space['3']};
`;
