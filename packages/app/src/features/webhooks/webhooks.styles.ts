import styled from 'styled-components';
import { vars } from '@pawon/ui';

export { FormStack, Hint, Section, SectionTitle } from '../../lib/form.styles';

export const Mono = styled.code`
  font-family: ${vars.font.familyMono};
  font-size: ${vars.fontSize.sm};
  white-space: nowrap;
  /* A card (a phone) has no room for it on one line: it wraps, whole, rather than running off the card. */
  @container pawon-table (max-width: 40rem) {
    [data-cards] & {
      min-width: 0;
      white-space: normal;
      overflow-wrap: anywhere;
    }
  }
`;

/** A URL cut at the column's width with an ellipsis; the whole of it in the title. */
export const Url = styled.span`
  display: block;
  max-width: 22rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-family: ${vars.font.familyMono};
  font-size: ${vars.fontSize.sm};
  /* In a card (a phone) the whole URL shows, wrapped: a touch screen has no tooltip for a cut value. */
  @container pawon-table (max-width: 40rem) {
    [data-cards] & {
      max-width: 100%;
      white-space: normal;
      overflow-wrap: anywhere;
    }
  }
`;

/** A cell's two lines: the value, and a muted line under it (since when, the response code). */
export const Lines = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space['1']};
`;

export const Muted = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
  white-space: nowrap;
`;

export const Failing = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.warningText};
  white-space: nowrap;
`;

export const FieldError = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.errorText};
`;

/** The events picker: a group's "all" box over its events, groups side by side as they fit. */
export const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: ${vars.space['3']} ${vars.space['4']};
`;

export const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  min-width: 0;
`;

export const GroupEvents = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  padding-inline-start: ${vars.space['5']};
`;

/** The webhooks turned off, one a line (spans: the alert is a paragraph). */
export const NoticeList = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  margin: ${vars.space['1']} 0;
`;

export const NoticeItem = styled.span`
  display: block;
`;

export const NoticeTitle = styled.strong`
  display: block;
`;

/** The log's toolbar: the status filter. */
export const LogToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space['3']};
  margin-block-end: ${vars.space['3']};
  & > * {
    min-width: 12rem;
  }
`;

/** The first bytes of an answer or the error, in full under the row. */
export const Answer = styled.pre`
  margin: 0;
  padding: ${vars.space['3']};
  max-height: 16rem;
  overflow: auto;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-family: ${vars.font.familyMono};
  font-size: ${vars.fontSize.sm};
  background: ${vars.color.surfaceMuted};
  border-radius: ${vars.radius.md};
`;

export const AnswerStart = styled.span`
  display: block;
  max-width: 16rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-family: ${vars.font.familyMono};
  font-size: ${vars.fontSize.sm};
  @container pawon-table (max-width: 40rem) {
    [data-cards] & {
      max-width: 100%;
    }
  }
`;

export const IdCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['1']};
  @container pawon-table (max-width: 40rem) {
    [data-cards] & {
      max-width: 100%;
    }
  }
`;
