import styled from 'styled-components';
import { media } from '../theme/tokens';
import { vars } from '../theme/vars';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.z.topbar};
  display: flex;
  align-items: center;
  gap: ${vars.space['3']};
  min-height: ${vars.size.topbar};
  padding: ${vars.space['2']} ${vars.space['6']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.md};

  &[data-sticky='false'] {
    position: relative;
  }
  ${media.down.md} {
    padding-inline: ${vars.space['3']};
    gap: ${vars.space['2']};
  }
`;

export const MenuSlot = styled.div`
  display: none;
  ${media.down.lg} {
    display: block;
  }
`;

export const Left = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  min-width: 0;
`;

export const Search = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  min-width: 0;
`;

export const Right = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  margin-left: auto;
`;
