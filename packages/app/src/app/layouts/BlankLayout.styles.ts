import styled from 'styled-components';
import { vars } from '@pawon/ui';

/** The theme switch in the top right corner of the blank pages. */
export const Corner = styled.div`
  position: fixed;
  top: ${vars.space['3']};
  right: ${vars.space['3']};
`;
