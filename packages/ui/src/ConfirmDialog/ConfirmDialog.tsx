import { AlertDialog } from 'radix-ui';
import {
  useId,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { Button } from '../Button/Button';
import { useDialogLayer } from '../Dialog/Dialog';
import { Icon, type IconName } from '../Icon/Icon';
import { useControllableState } from '../hooks/useControllableState';
import { usePortalContainer } from '../theme/ThemeProvider';
import { requiredDefaults } from '../UiLabels/defaults/required';
import { useUiLabelGroup, useUiLabels } from '../UiLabels/useUiLabels';
import * as S from './ConfirmDialog.styles';
import { useReturnFocus, type ReturnFocusTarget } from '../Dialog/useReturnFocus';

export interface ConfirmReasonOptions {
  /** Label of the reason field. @default the labels' `confirm.reason` ('Alasan') */
  label?: string;
  /** Placeholder of the reason field. @default the labels' `confirm.reasonPlaceholder` ('Tuliskan alasannya') */
  placeholder?: string;
  /** A reason must be written before confirming. @default false */
  required?: boolean;
}

export interface ConfirmDialogProps extends Omit<
  ComponentPropsWithoutRef<typeof AlertDialog.Content>,
  'title' | 'children' | 'onEscapeKeyDown'
> {
  /** Controlled open state. @default undefined */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with `{ open }` when it opens or closes. @default undefined */
  onOpenChange?: (event: { open: boolean }) => void;
  /** Element that opens it (`asChild`). @default undefined */
  trigger?: ReactNode;
  /** Question in the heading. @default the labels' `confirm.title` ('Hapus data ini?') */
  title?: ReactNode;
  /** Consequences, under the heading. @default the labels' `confirm.message` */
  message?: ReactNode;
  /** Label of the confirm button. @default the labels' `confirm.confirm` ('Hapus') */
  confirmLabel?: string;
  /** Label of the cancel button. @default the labels' `confirm.cancel` ('Batal') */
  cancelLabel?: string;
  /** `danger` for destructive actions (red button), `primary` otherwise. @default 'danger' */
  tone?: 'danger' | 'primary';
  /** Boxicons name in the badge. @default 'bx-trash' for danger, 'bx-help-circle' for primary */
  icon?: IconName;
  /** Ask for a reason (`true` or options); it is passed to `onConfirm`. @default false */
  reason?: boolean | ConfirmReasonOptions;
  /**
   * Called on confirm with `{ reason }`. May return a promise: the button shows a spinner until it settles; on
   * success the dialog closes, on failure it stays open and shows the error message.
   */
  onConfirm: (event: { reason: string }) => void | Promise<unknown>;
  /** Message shown when `onConfirm` fails without a message of its own. @default the labels' `confirm.failure` */
  failureMessage?: string;
  /**
   * Where focus goes on close when the control that opened it is gone (after a delete, the row's button). Focus
   * otherwise returns to that control. @default undefined (the page)
   */
  returnFocusTo?: ReturnFocusTarget;
}

/** A confirmation (Radix AlertDialog): for deletions, with an optional reason and an async confirm. */
export function ConfirmDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title: titleProp,
  message: messageProp,
  confirmLabel: confirmProp,
  cancelLabel: cancelProp,
  tone = 'danger',
  icon,
  reason = false,
  onConfirm,
  failureMessage: failureProp,
  returnFocusTo,
  style,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...rest
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus(returnFocusTo);
  const labels = useUiLabels().confirm;
  const required = useUiLabelGroup('required', requiredDefaults);
  const title = titleProp ?? labels.title;
  const message = messageProp ?? labels.message;
  const confirmLabel = confirmProp ?? labels.confirm;
  const cancelLabel = cancelProp ?? labels.cancel;
  const failureMessage = failureProp ?? labels.failure;
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange ? (next: boolean) => onOpenChange({ open: next }) : undefined,
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reasonText, setReasonText] = useState('');
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const container = usePortalContainer();
  const layer = useDialogLayer() + 1;
  const reasonId = useId();
  const errorId = useId();
  const reasonOptions: ConfirmReasonOptions | null = reason === false ? null : reason === true ? {} : reason;

  const changeOpen = (next: boolean) => {
    if (busy && !next) return;
    if (next) {
      setError(null);
      setReasonText('');
    }
    setOpen(next);
  };

  const confirm = async () => {
    if (busy) return;
    const text = reasonText.trim();
    if (reasonOptions?.required && text === '') {
      setError(labels.reasonRequired(reasonOptions.label ?? labels.reason));
      reasonRef.current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onConfirm({ reason: text });
      setBusy(false);
      setOpen(false);
    } catch (caught) {
      setBusy(false);
      setError(caught instanceof Error && caught.message ? caught.message : failureMessage);
    }
  };

  return (
    <AlertDialog.Root open={isOpen} onOpenChange={changeOpen}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal container={container}>
        <S.Overlay data-layer={layer} style={{ '--pawon-layer': layer } as CSSProperties} />
        <S.Content
          data-layer={layer}
          data-tone={tone}
          aria-busy={busy || undefined}
          style={{ '--pawon-layer': layer, ...style } as CSSProperties}
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
          onOpenAutoFocus={(event) => {
            returnFocus.onOpen();
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (!event.defaultPrevented) returnFocus.onClose(event);
          }}
          {...rest}
        >
          <S.Top>
            <S.Badge data-tone={tone} aria-hidden="true">
              <Icon name={icon ?? (tone === 'danger' ? 'bx-trash' : 'bx-help-circle')} />
            </S.Badge>
            <div style={{ minWidth: 0 }}>
              <S.Title>{title}</S.Title>
              <S.Message>{message}</S.Message>
            </div>
          </S.Top>
          {reasonOptions ? (
            <S.ReasonLabel htmlFor={reasonId}>
              {reasonOptions.label ?? labels.reason}{' '}
              {reasonOptions.required ? required.required : required.optional}
              <S.ReasonInput
                id={reasonId}
                name="reason"
                ref={reasonRef}
                value={reasonText}
                placeholder={reasonOptions.placeholder ?? labels.reasonPlaceholder}
                required={reasonOptions.required}
                aria-invalid={
                  error !== null && reasonOptions.required && reasonText.trim() === '' ? true : undefined
                }
                aria-describedby={error ? errorId : undefined}
                disabled={busy}
                onChange={(event) => setReasonText(event.target.value)}
              />
            </S.ReasonLabel>
          ) : null}
          {error ? (
            <S.ErrorText id={errorId} role="alert">
              {error}
            </S.ErrorText>
          ) : null}
          <S.Actions>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant={tone === 'danger' ? 'danger' : 'primary'}
              loading={busy}
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </Button>
          </S.Actions>
        </S.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
ConfirmDialog.displayName = 'ConfirmDialog';
