import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../theme/vars';

export type AlertTone = 'error' | 'warning' | 'info' | 'success';

export interface AlertProps extends HTMLAttributes<HTMLParagraphElement> {
  /** Colour and meaning. An error is announced at once (`role="alert"`), the others politely (`status`). @default 'error' */
  tone?: AlertTone;
  /** The message. */
  children?: ReactNode;
}

const Root = styled.p`
  margin: 0;
  padding: ${vars.space['3']} ${vars.space['4']};
  border-radius: ${vars.radius.md};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
  overflow-wrap: anywhere;
  &[data-tone='error'] {
    background: ${vars.color.errorSubtle};
    color: ${vars.color.errorText};
  }
  &[data-tone='warning'] {
    background: ${vars.color.warningSubtle};
    color: ${vars.color.warningText};
  }
  &[data-tone='info'] {
    background: ${vars.color.infoSubtle};
    color: ${vars.color.infoText};
  }
  &[data-tone='success'] {
    background: ${vars.color.successSubtle};
    color: ${vars.color.successText};
  }
`;

/** A message inside a form or a panel (a refused sign-in, a registration received), above what it is about. */
export const Alert = forwardRef<HTMLParagraphElement, AlertProps>(function Alert(
  { tone = 'error', role, ...rest },
  ref,
) {
  return <Root ref={ref} data-tone={tone} role={role ?? (tone === 'error' ? 'alert' : 'status')} {...rest} />;
});
