import styled from 'styled-components';
import { AlertDialog } from 'radix-ui';
import { contentStyles, overlayStyles, titleStyles } from '../Dialog/Dialog.styles';
import { media } from '../theme/tokens';
import { vars } from '../theme/vars';

export const Overlay = styled(AlertDialog.Overlay)`
  ${overlayStyles}
`;

export const Content = styled(AlertDialog.Content)`
  ${contentStyles}
  --pawon-dialog-width: 28rem;
  padding: ${vars.space['6']};
  gap: ${vars.space['4']};
`;

export const Top = styled.div`
  display: flex;
  gap: ${vars.space['4']};
  align-items: flex-start;
`;

export const Badge = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${vars.radius.full};
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primaryText};
  --pawon-icon-size: 1.5rem;

  &[data-tone='danger'] {
    background: ${vars.color.errorSubtle};
    color: ${vars.color.errorText};
  }
`;

export const Title = styled(AlertDialog.Title)`
  ${titleStyles}
`;

export const Message = styled(AlertDialog.Description)`
  margin: ${vars.space['1']} 0 0;
  color: ${vars.color.text};
  overflow-wrap: anywhere;
`;

export const ReasonLabel = styled.label`
  display: grid;
  gap: ${vars.space['1']};
  color: ${vars.color.textStrong};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
`;

export const ReasonInput = styled.textarea`
  width: 100%;
  min-height: 5rem;
  padding: ${vars.space['2']} ${vars.space['3']};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.textStrong};
  font: inherit;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.regular};
  resize: vertical;

  &::placeholder {
    color: ${vars.color.textMuted};
  }
  &:focus {
    outline: none;
    border-color: ${vars.color.primary};
    box-shadow: 0 0 0 3px ${vars.color.focusRing};
  }
  &[aria-invalid='true'] {
    border-color: ${vars.color.error};
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${vars.color.errorText};
  font-size: ${vars.fontSize.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space['3']};

  ${media.down.sm} {
    flex-direction: column-reverse;
    & > * {
      width: 100%;
    }
  }
`;
