import styled from 'styled-components';
import { media, vars } from '@pawon/ui';

/** The banners above the screen: each a line of text and, for the update, its button. */
export const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']} ${vars.space['3']};
  margin-bottom: ${vars.space['4']};
  & > p {
    flex: 1 1 16rem;
  }
`;

export const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space['3']};
`;

export const Item = styled.li`
  display: grid;
  gap: ${vars.space['2']};
  padding: ${vars.space['3']};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

export const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']};
  justify-content: space-between;
`;

export const ItemTitle = styled.strong`
  font-weight: ${vars.fontWeight.semibold};
`;

export const Meta = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const ItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
`;

/** The count in words at most widths; on a phone the short words (`2 menunggu · 1 gagal`) keep the bar on one line. */
export const Long = styled.span`
  ${media.down.sm} {
    display: none;
  }
`;

export const Short = styled.span`
  display: none;
  ${media.down.sm} {
    display: inline;
  }
`;
