import styled from 'styled-components';
import { media } from '../theme/tokens';
import { vars } from '../theme/vars';

export const Page = styled.main`
  min-height: 100vh;
  min-height: 100dvh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space['6']} ${vars.space['4']};
  background: ${vars.color.background};
`;

export const Panel = styled.div`
  width: 100%;
  max-width: 28rem;
  display: flex;
  flex-direction: column;
  gap: ${vars.space['6']};
  padding: ${vars.space['10']} ${vars.space['8']};
  background: ${vars.color.surface};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.md};
  ${media.down.sm} {
    padding: ${vars.space['8']} ${vars.space['5']};
  }
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space['2']};
  color: ${vars.color.primaryText};
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  letter-spacing: -0.01em;
`;
