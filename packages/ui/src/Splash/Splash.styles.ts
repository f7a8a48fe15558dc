import styled from 'styled-components';
import { vars } from '../theme/vars';

export const SplashRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space['4']};
  min-height: 100%;
  padding: ${vars.space['6']};
  background: ${vars.color.background};
  color: ${vars.color.textMuted};

  &[data-fullscreen='true'] {
    position: fixed;
    inset: 0;
    z-index: ${vars.z.overlay};
  }
`;

export const SplashLabel = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.md};
`;
