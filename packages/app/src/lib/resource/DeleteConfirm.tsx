import { ConfirmDialog, type ConfirmDialogProps } from '@pawon/ui';

/**
 * The delete flow's confirmation (`useDeleteFlow`): a chunk of its own, fetched once a list is idle, so that the
 * confirmation's code is not in the first load of every list screen (bench/bundle).
 */
export function DeleteConfirm(props: ConfirmDialogProps) {
  return <ConfirmDialog {...props} />;
}
