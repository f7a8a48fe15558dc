import { useSetAtom, useStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog, type ReturnFocusTarget } from '@pawon/ui';
import { errorMessage } from '../errors';
import { notifyAtom } from '../feedback';
import { written, type ListSource } from '../query/lists';
import { type Identified } from '../listQuery';
import { t } from '../messages';
import * as S from './resource.styles';

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
}

/**
 * Every delete asks first: `request(record)` opens a confirmation; on yes the record (and whatever went with it)
 * is removed from the list and a toast says so; a refusal (409: in use) is said in the dialog, which stays open,
 * and nothing changes.
 */
export function useDeleteFlow<T extends Identified>(options: DeleteFlowOptions<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const notify = useSetAtom(notifyAtom);
  const store = useStore();

  const confirm = async () => {
    if (!target) return;
    try {
      const ids = await options.remove(target);
      void written(store, options.list, { removed: ids.length > 0 ? ids : [target.id] });
      notify({
        status: 'success',
        title: t('common.deleted'),
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
      confirmLabel={t('common.delete')}
      cancelLabel={t('common.cancel')}
      tone="danger"
      onConfirm={confirm}
      returnFocusTo={options.returnFocusTo}
    />
  );

  return { request: (record: T) => setTarget(record), dialog };
}
