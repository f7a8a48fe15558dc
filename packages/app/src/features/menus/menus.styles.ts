import styled from 'styled-components';
import { vars } from '@pawon/ui';

export const TreeName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};
  max-width: ${vars.size.cellText};
  & > span:last-child {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  &[data-depth='0'] {
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.textStrong};
  }
  &[data-depth='1'] {
    padding-inline-start: ${vars.space['6']};
  }
  &[data-depth='2'] {
    padding-inline-start: ${vars.space['12']};
  }
  /* An action under a submenu. */
  &[data-depth='3'] {
    padding-inline-start: ${vars.space['16']};
  }
  /* As cards (a phone) the tree's indent only costs width: each card stands alone. */
  @container pawon-table (max-width: 40rem) {
    &[data-depth] {
      padding-inline-start: 0;
    }
  }
`;

export const NoIcon = styled.span`
  display: inline-block;
  width: 1.25rem;
`;

/** Inside the confirmation's paragraph: spans shown as a bulleted list (a list element may not sit in a <p>). */
export const ChildList = styled.span`
  display: block;
  margin: ${vars.space['2']} 0 0;
  padding-inline-start: ${vars.space['5']};
  max-height: 12rem;
  overflow: auto;
  & > span {
    display: list-item;
    list-style: disc;
  }
`;

export const IconGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(2.75rem, 1fr));
  gap: ${vars.space['1']};
  max-height: 11rem;
  overflow: auto;
  padding: ${vars.space['1']};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

export const IconPickerRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
`;

export const IconStatus = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;
