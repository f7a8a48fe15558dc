import { useSetAtom } from 'jotai';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@pawon/ui';
import { errorMessage } from '../errors';
import { notifyAtom } from '../feedback';
import type { Identified, ListAtoms } from '../listAtoms';
import { messages } from '../messages';
import * as S from './resource.styles';

export interface DeleteFlowOptions<T extends Identified> {
  list: ListAtoms<T>;
  remove: (record: T) => Promise<number[]>;
  describe: (record: T) => string;
  title: string;
  /** What deleting means: the sentence of the confirmation. */
  text: (record: T) => ReactNode;
  /** More detail under it (what goes along). */
  details?: ((record: T) => ReactNode) | undefined;
  deleted: (name: string) => string;
}

/**
 * Every delete asks first: `request(record)` opens a confirmation; on yes the record (and whatever went with it)
 * is removed from the list and a toast says so; a refusal (409: in use) stays in the dialog and in a toast, and
 * nothing changes.
 */
export function useDeleteFlow<T extends Identified>(options: DeleteFlowOptions<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const removed = useSetAtom(options.list.removedAtom);
  const notify = useSetAtom(notifyAtom);

  const confirm = async () => {
    if (!target) return;
    try {
      const ids = await options.remove(target);
      removed(ids.length > 0 ? ids : [target.id]);
      notify({ status: 'success', title: messages.deleted, text: options.deleted(options.describe(target)) });
    } catch (error) {
      notify({ status: 'error', title: messages.failed, text: errorMessage(error) });
      // The dialog stays open and shows the message.
      throw new Error(errorMessage(error));
    }
  };

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={({ open }) => {
        if (!open) setTarget(null);
      }}
      title={options.title}
      message={
        target ? (
          <S.ConfirmText>
            <span>{options.text(target)}</span>
            {options.details ? <span>{options.details(target)}</span> : null}
          </S.ConfirmText>
        ) : null
      }
      confirmLabel={messages.delete}
      cancelLabel={messages.cancel}
      tone="danger"
      onConfirm={confirm}
    />
  );

  return { request: (record: T) => setTarget(record), dialog };
}
