import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@pawon/ui';
import { t as tForms } from './formMessages';

export interface DiscardGuard {
  /**
   * What Esc, the close (×) button, a click outside and "Batal" call: a form left as opened closes at once, a changed
   * one asks "Buang perubahan?" first; nothing happens while it saves.
   */
  requestClose: () => void;
  /** The question, rendered inside the dialog it guards (it stacks above it). */
  question: ReactNode;
}

/**
 * The one guard of every form dialog (issue 37: Esc on a filled order lost it): closing a dirty form asks whether to
 * discard what was typed. "Lanjutkan mengisi" (the default focus) keeps the form open as it was; "Buang" closes it.
 * A save closes the dialog without asking (the caller's `onClose`, not `requestClose`).
 */
export function useDiscardGuard({
  dirty,
  busy = false,
  onClose,
  onDiscard,
}: {
  /** The form differs from what it opened with. */
  dirty: boolean;
  /** A save is running: the dialog stays. @default false */
  busy?: boolean;
  onClose: () => void;
  /** After "Buang", before closing (a kept draft goes too). */
  onDiscard?: () => void;
}): DiscardGuard {
  const [asking, setAsking] = useState(false);
  return {
    requestClose: () => {
      if (busy) return;
      if (dirty) setAsking(true);
      else onClose();
    },
    question: (
      <ConfirmDialog
        open={asking}
        onOpenChange={({ open }) => setAsking(open)}
        title={tForms('forms.discard.title')}
        message={tForms('forms.discard.text')}
        confirmLabel={tForms('forms.discard.confirm')}
        cancelLabel={tForms('forms.discard.keep')}
        tone="danger"
        icon="bx-error"
        data-testid="discard-question"
        onConfirm={() => {
          onDiscard?.();
          onClose();
        }}
      />
    ),
  };
}
