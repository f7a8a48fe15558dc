import styled from 'styled-components';
import { media, vars } from '@pawon/ui';

export { Hint, Section, SectionTitle } from '../../lib/form.styles';

export const Picker = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
`;

export const UserList = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${vars.space['2']} ${vars.space['4']};
  max-height: 16rem;
  overflow: auto;
  padding: ${vars.space['1']};
  /* On a phone the dialog itself scrolls: no second scroll box inside it. */
  ${media.down.sm} {
    max-height: none;
    overflow: visible;
  }
`;

export const UserLabel = styled.span`
  display: inline-flex;
  flex-direction: column;
  min-width: 0;
  max-width: 100%;
  line-height: ${vars.lineHeight.tight};
`;

/** A long email ends in an ellipsis (full address in the title) instead of breaking over lines. */
export const Email = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;
