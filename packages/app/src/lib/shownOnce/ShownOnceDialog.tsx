import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Dialog } from '@pawon/ui';
import * as S from './shownOnce.styles';

/** The words of a shown-once dialog, in the current language (each feature's catalogue). */
export interface ShownOnceText {
  title: string;
  /** That it is shown this once: the dialog's accessible description. */
  description: string;
  /** The value's accessible name (`Token`, `Secret`). */
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
}

export interface ShownOnceDialogProps {
  /** The value shown this once (a token, a signing secret); `null`: nothing to show, the dialog is closed. */
  value: string | null;
  /** Forgets the value: on closing, and on leaving the screen (it is never shown again). */
  onForget: () => void;
  text: ShownOnceText;
  /** How to use it: a line or a few (a link to the API reference) under the value. @default none */
  usage?: ReactNode;
  /** The value's test id (e2e reads it). @default 'shown-once-value' */
  testId?: string;
}

/**
 * A secret the server answers once (an integration token, a webhook's signing secret), shown with a copy button:
 * closing forgets it (only its hash or its first characters stay on the server). A click outside does not close it
 * (the value would be lost to a stray click): the done button, × or Esc.
 */
export function ShownOnceDialog({
  value,
  onForget,
  text,
  usage,
  testId = 'shown-once-value',
}: ShownOnceDialogProps) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const forget = useRef(onForget);
  forget.current = onForget;
  // Leaving the screen forgets the value too: it is never shown again, not even on coming back.
  useEffect(() => () => forget.current(), []);
  const close = () => {
    onForget();
    setCopy('idle');
  };
  const copyValue = async () => {
    if (value === null) return;
    try {
      await navigator.clipboard.writeText(value);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  if (value === null) return null;
  return (
    <Dialog open onOpenChange={({ open }) => !open && close()} size="md" closeOnOutsideClick={false}>
      <Dialog.Header description={text.description}>{text.title}</Dialog.Header>
      <Dialog.Body>
        <S.Shown>
          <S.Value aria-label={text.label} data-testid={testId}>
            {value}
          </S.Value>
          {usage ? <S.Usage>{usage}</S.Usage> : null}
          <div role="status">
            {copy === 'copied' ? <Alert tone="success">{text.copied}</Alert> : null}
            {copy === 'failed' ? <Alert tone="warning">{text.copyFailed}</Alert> : null}
          </div>
        </S.Shown>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" icon="bx-copy" onClick={() => void copyValue()}>
          {text.copy}
        </Button>
        <Button onClick={close}>{text.done}</Button>
      </Dialog.Footer>
    </Dialog>
  );
}
