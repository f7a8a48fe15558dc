import styled from 'styled-components';
import { vars } from '@pawon/ui';

// The paper's meta and lines are shared with the other printed papers (lib/print: the purchase order).
export { PaperLines, PaperMeta } from '../../lib/print/paper.styles';

/** The dialog's period (two dates) and paper size, wrapping on a phone. */
export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space['3']} ${vars.space['4']};
  margin-bottom: ${vars.space['3']};
  & > * {
    flex: 1 1 10rem;
    min-width: 0;
  }
`;
