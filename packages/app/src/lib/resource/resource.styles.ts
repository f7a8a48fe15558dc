import styled, { css } from 'styled-components';
import { Button, media, vars, visuallyHidden } from '@pawon/ui';

/** Light layout wrappers only: the controls themselves come from @pawon/ui. */
/** The screen's column; the PageHeader brings its own bottom margin. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

/** The search and filters of a toolbar: 16–24rem each, the whole width on a phone. */
const toolbarItems = css`
  & > * {
    flex: 1 1 16rem;
    max-width: 24rem;
  }
  ${media.down.sm} {
    & > * {
      max-width: none;
    }
  }
`;

export const Toolbar = styled.div`
  flex: 1 1 100%;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space['3']};
  ${toolbarItems}
`;

/** The filter selects: part of the toolbar's row on wide screens, folded behind FilterToggle on a phone. */
export const FilterGroup = styled.div`
  && {
    display: contents;
  }
  ${toolbarItems}
  ${media.down.sm} {
    &&[data-open='false'] {
      display: none;
    }
  }
  &&[data-fold='always'][data-open='false'] {
    display: none;
  }
`;

/** The phone's "Filter" button (hidden on wider screens). */
export const FilterToggle = styled.div`
  && {
    display: none;
  }
  &&[data-fold='always'] {
    display: block;
    flex: 0 0 auto;
  }
  ${media.down.sm} {
    && {
      display: block;
      flex: 1 1 100%;
    }
  }
`;

/** A toolbar item that takes the whole row (the period filter). */
export const WideItem = styled.div`
  && {
    flex: 1 1 100%;
    max-width: none;
  }
  ${media.up.lg} {
    &&[data-inline] {
      flex: 0 1 auto;
    }
  }
`;

/** The add button at the end of an embedded list's toolbar. */
export const ToolbarEnd = styled.div`
  && {
    flex: 0 0 auto;
    margin-inline-start: auto;
  }
`;

/** The totals cards above a list; each at least `--totals-min` wide, else they wrap. */
export const Totals = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(var(--totals-min), 1fr));
  gap: ${vars.space['4']};
  margin-bottom: ${vars.space['4']};
`;

/** A short note in a form (what a record holds, a preview of a change), in the warning tone when it warns. */
export const Note = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
  &[data-tone='warning'] {
    color: ${vars.color.warningText};
  }
`;

export const RowActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space['1']};
  white-space: nowrap;
`;

export const CheckboxGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
`;

export const GroupLabel = styled.span`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.textStrong};
`;

export const CheckboxList = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${vars.space['2']} ${vars.space['4']};
`;

export const Muted = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

export const ErrorLine = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.errorText};
`;

export const ConfirmText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
`;

/** The header's actions: export and import beside the add button. */
/** The reason a header action is off, for assistive technology (sighted users get it as the button's title). */
export const HiddenReason = styled.span`
  ${visuallyHidden}
`;

/** A button off for lack of a right: it looks disabled, and stays focusable so its reason can be read. */
export const UnavailableButton = styled(Button)`
  &[data-unavailable='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
  align-items: center;
  /* An action off for lack of a right: it looks disabled, and stays focusable so its reason can be read. */
  & [data-unavailable='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const ImportBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  p {
    margin: 0;
  }
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
`;

export const FileInput = styled.input`
  font: inherit;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text};
  padding: ${vars.space['2']};
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  &:focus-visible {
    outline: 2px solid ${vars.color.primary};
    outline-offset: 2px;
  }
`;

export const ImportResult = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
`;

export const ResultTable = styled.div`
  max-height: 22rem;
  overflow: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${vars.fontSize.sm};
  }
  caption {
    text-align: start;
    padding: ${vars.space['2']} ${vars.space['3']};
    font-weight: ${vars.fontWeight.medium};
    color: ${vars.color.textStrong};
  }
  th,
  td {
    text-align: start;
    vertical-align: top;
    padding: ${vars.space['2']} ${vars.space['3']};
    border-top: 1px solid ${vars.color.border};
  }
  th {
    white-space: nowrap;
    color: ${vars.color.textStrong};
    font-weight: ${vars.fontWeight.medium};
  }
`;

/** A note above a form (a restored draft): apart from the form's first field. */
export const FormNote = styled.div`
  margin-bottom: ${vars.space['4']};
`;
