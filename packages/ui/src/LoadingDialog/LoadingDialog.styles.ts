import styled from 'styled-components';
import { Dialog as RadixDialog } from 'radix-ui';
import { contentStyles } from '../Dialog/Dialog.styles';
import { vars } from '../theme/vars';

export const Card = styled(RadixDialog.Content)`
  ${contentStyles}
  --pawon-dialog-width: ${vars.size.loadingDialog};
  gap: ${vars.space['3']};
  padding: ${vars.space['4']} ${vars.space['5']} ${vars.space['5']};
  background: ${vars.color.primary};
  color: ${vars.color.onPrimary};
  box-shadow: ${vars.shadow.xl};
`;

/** Large bold text: white on #696CFF meets AA for large text (≥ 3:1). */
export const Message = styled(RadixDialog.Title)`
  margin: 0;
  font-size: 1.25rem;
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.snug};
`;

export const Detail = styled(RadixDialog.Description)`
  margin: 0;
  font-size: 1.1875rem;
  font-weight: ${vars.fontWeight.bold};
  opacity: 1;
`;
