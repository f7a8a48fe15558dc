import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { dropDraft, keepDraft, readDraft } from '../offline/drafts';
import { userDataAtom } from '../session';

/** How long typing pauses before what was typed is kept (and at once when the page is hidden or left). */
const KEEP_AFTER_MS = 300;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface FormDraft {
  /** When the draft put back into the form was kept (ms since the epoch), while its note shows. */
  restoredFrom: number | null;
  /** "Buang" or "Buang draf": the draft goes, and the note. */
  discard: () => void;
  /** Saved (or queued offline): nothing is left to keep. */
  saved: () => void;
}

/**
 * Keeps a new record's input on this device while its form is open (issue 37), per signed-in user (`lib/offline/
 * drafts.ts`): once the form differs from what it opened with, a pause in typing keeps it; a form back to its
 * opening values keeps nothing. On the next opening, on this device, the draft is put back over the empty form (the
 * form stays dirty, so closing it asks) and `restoredFrom` says so. Saving or discarding removes it; closing the
 * dialog otherwise, leaving the page or a reload keep it.
 */
export function useFormDraft<V extends FieldValues>(
  form: UseFormReturn<V>,
  { name, open, enabled, initial }: { name: string; open: boolean; enabled: boolean; initial: V },
): FormDraft {
  const userId = useAtomValue(userDataAtom)?.id;
  const active = enabled && open && userId !== undefined;
  const [restoredFrom, setRestoredFrom] = useState<number | null>(null);
  // Nothing is kept (or dropped) before the stored draft has been read: the empty form would replace it.
  const ready = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!active) return;
    let live = true;
    ready.current = false;
    setRestoredFrom(null);
    const keep = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      if (!ready.current) return;
      const values = form.getValues();
      const kept = same(values, initial) ? dropDraft(userId, name) : keepDraft(userId, name, values);
      void kept.catch(() => undefined);
    };
    readDraft<V>(userId, name)
      .then((draft) => {
        if (!live) return;
        // Typed into meanwhile: what is on screen wins (it is kept at the next pause).
        if (draft && same(form.getValues(), initial)) {
          form.reset(draft.values, { keepDefaultValues: true });
          setRestoredFrom(draft.keptAt);
        }
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) ready.current = true;
      });
    const watching = form.watch(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(keep, KEEP_AFTER_MS);
    });
    // A reload or a closed tab does not wait for the pause (only typing still pending is written: a form left
    // untouched here never removes a draft another tab kept meanwhile).
    const pending = () => {
      if (timer.current) keep();
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') pending();
    };
    window.addEventListener('pagehide', pending);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      live = false;
      watching.unsubscribe();
      window.removeEventListener('pagehide', pending);
      document.removeEventListener('visibilitychange', hidden);
      // Closed or left with typing pending: keep it now.
      pending();
    };
  }, [active, userId, name, form, initial]);

  const forget = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setRestoredFrom(null);
    if (enabled && userId !== undefined) void dropDraft(userId, name).catch(() => undefined);
  }, [enabled, userId, name]);

  return { restoredFrom, discard: forget, saved: forget };
}
