import { useSetAtom, useStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import type { ReturnFocusTarget } from '@pawon/ui';
import { errorMessage } from '../errors';
import { lazyDialog } from '../lazyDialog';
import { notifyAtom } from '../feedback';
import { written, type ListSource } from '../query/lists';
import { type Identified } from '../listQuery';
import { t } from '../messages';
import type { ResourceReversal } from './types';
import * as S from './resource.styles';

// Its own chunk, fetched when the list is idle: it opens at once, and is not in every list's first load.
const ConfirmDialog = lazyDialog(() => import('./DeleteConfirm').then((module) => module.DeleteConfirm));

export interface DeleteFlowOptions<T extends Identified> {
  list: ListSource<T>;
  remove: (record: T) => Promise<number[]>;
  describe: (record: T) => string;
  title: string;
  /** What deleting means: the sentence of the confirmation. */
  text: (record: T) => ReactNode;
  /** More detail under it (what goes along). */
  details?: ((record: T) => ReactNode) | undefined;
  deleted: (name: string) => string;
  /** Called after a delete (e.g. to refresh the signed-in user's own menus). */
  afterDelete?: ((record: T) => void) | undefined;
  /** Where focus goes once the deleted row (and its button) is gone. */
  returnFocusTo?: ReturnFocusTarget;
  /** The record stays, marked, with a reason the user must give (a payment reversed): `remove` is not called. */
  reversal?: ResourceReversal<T> | undefined;
}

/**
 * Every delete asks first: `request(record)` opens a confirmation; on yes the record (and whatever went with it)
 * is removed from the list (a reversal: asked why, and the record, marked, stays in its place) and a toast says so; a refusal (409: in use) is said in the dialog, which stays open,
 * and nothing changes.
 */
export function useDeleteFlow<T extends Identified>(options: DeleteFlowOptions<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const notify = useSetAtom(notifyAtom);
  const store = useStore();

  const { reversal } = options;
  const confirm = async ({ reason }: { reason: string }) => {
    if (!target) return;
    // Said in the dialog, which stays open, before anything is sent.
    if (reversal && reason.trim().length < reversal.minLength) throw new Error(reversal.tooShort);
    try {
      if (reversal) {
        const updated = await reversal.reverse(target, reason.trim());
        void written(store, options.list, { updated });
      } else {
        const ids = await options.remove(target);
        void written(store, options.list, { removed: ids.length > 0 ? ids : [target.id] });
      }
      notify({
        status: 'success',
        title: reversal ? reversal.doneTitle : t('common.deleted'),
        text: options.deleted(options.describe(target)),
      });
      options.afterDelete?.(target);
    } catch (error) {
      // Shown once: the dialog stays open and says why (no toast on top of it).
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
      confirmLabel={reversal ? reversal.confirmLabel : t('common.delete')}
      reason={reversal ? { label: reversal.reasonLabel, required: true } : false}
      cancelLabel={t('common.cancel')}
      tone="danger"
      onConfirm={confirm}
      returnFocusTo={options.returnFocusTo}
    />
  );

  return { request: (record: T) => setTarget(record), dialog };
}
