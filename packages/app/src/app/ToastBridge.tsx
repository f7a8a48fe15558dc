import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useToast } from '@pawon/ui';
import { pendingToastsAtom } from '../lib/feedback';

/** Hands the toasts asked for through the global atom to the design system's toast provider. */
export function ToastBridge() {
  const toast = useToast();
  const [pending, setPending] = useAtom(pendingToastsAtom);
  useEffect(() => {
    if (pending.length === 0) return;
    for (const { id: _id, ...request } of pending) {
      toast.show(
        request.duration === undefined
          ? { title: request.title, text: request.text, status: request.status }
          : request,
      );
    }
    setPending([]);
  }, [pending, setPending, toast]);
  return null;
}
