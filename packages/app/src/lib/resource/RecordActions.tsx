import { IconButton, type IconName } from '@pawon/ui';
import { t } from '../messages';

/** A row's edit and delete buttons, each only where the user may use it, named after the record. */
export function RecordActions({
  name,
  onEdit,
  onDelete,
  editReason,
  deleteReason,
  size = 'md',
  deleteAs,
}: {
  /** The record in words (`Owner`), for the buttons' labels. */
  name: string;
  /** Not given: no edit button. */
  onEdit?: (() => void) | undefined;
  /** Not given: no delete button. */
  onDelete?: (() => void) | undefined;
  /** Why the record cannot be edited, if it cannot. */
  editReason?: string | undefined;
  /** Why the record cannot be deleted, if it cannot. */
  deleteReason?: string | undefined;
  /** The buttons' size (`sm` in a compact table). @default 'md' */
  size?: 'sm' | 'md';
  /** The delete button's name and icon when it does not delete (a reversal). @default `Hapus <name>`, a bin */
  deleteAs?: { label: string; icon: IconName } | undefined;
}) {
  return (
    <>
      {onEdit ? (
        <IconButton
          icon="bx-edit"
          size={size}
          label={`${t('common.edit')} ${name}`}
          disabledReason={editReason}
          onClick={onEdit}
        />
      ) : null}
      {onDelete ? (
        <IconButton
          icon={deleteAs?.icon ?? 'bx-trash'}
          size={size}
          variant="text"
          label={deleteAs?.label ?? `${t('common.delete')} ${name}`}
          disabledReason={deleteReason}
          onClick={onDelete}
        />
      ) : null}
    </>
  );
}
