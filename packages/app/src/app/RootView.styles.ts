import styled from 'styled-components';
import { vars } from '@pawon/ui';

export const NavigationBar = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${vars.z.toast};
`;
