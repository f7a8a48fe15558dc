import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';
import { Overlay } from '../Dialog/Dialog.styles';
import { Progress } from '../Progress/Progress';
import { usePortalContainer } from '../theme/ThemeProvider';
import { Card, Detail, Message } from './LoadingDialog.styles';
import { progressDefaults } from '../UiLabels/defaults/progress';
import { useUiLabelGroup } from '../UiLabels/useUiLabelGroup';

export interface LoadingDialogProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Content>,
  'title' | 'children'
> {
  /** Shown or hidden (controlled: the app toggles it around long operations). */
  open: boolean;
  /** Main text (spec: "Please stand by", in English). @default 'Please stand by' */
  message?: ReactNode;
  /** Language of `message`, for screen readers. @default 'en' */
  messageLang?: string;
  /** Optional second line (e.g. "Menyimpan transaksi…"). @default undefined */
  detail?: ReactNode;
}

/**
 * A blocking, modal loading card: primary-coloured, 300 px wide, "Please stand by" with an indeterminate bar.
 * It cannot be dismissed by the user (Escape and outside clicks are ignored); the app closes it.
 */
export function LoadingDialog({
  open,
  message: messageProp,
  messageLang = 'en',
  detail,
  style,
  ...rest
}: LoadingDialogProps) {
  const labels = useUiLabelGroup('progress', progressDefaults);
  const message = messageProp ?? labels.standBy;
  const container = usePortalContainer();
  return (
    <RadixDialog.Root open={open}>
      <RadixDialog.Portal container={container}>
        <Overlay data-layer={0} />
        <Card
          data-loading-dialog=""
          aria-busy="true"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          style={{ '--pawon-layer': 0, ...style } as CSSProperties}
          {...(detail ? {} : { 'aria-describedby': undefined })}
          {...rest}
        >
          <Message lang={messageLang}>{message}</Message>
          {detail ? <Detail>{detail}</Detail> : null}
          <Progress tone="current" label={typeof message === 'string' ? message : labels.loading} />
        </Card>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
LoadingDialog.displayName = 'LoadingDialog';
