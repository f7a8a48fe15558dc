import { useState, type ReactNode } from 'react';
import { IconButton, type IconName } from '@pawon/ui';
import { errorMessage } from '../errors';
import { lazyDialog } from '../lazyDialog';
import { t } from '../messages';
import * as S from './resource.styles';

// The delete flow's confirmation chunk (DeleteConfirm), fetched when the list is idle.
const ConfirmDialog = lazyDialog(() => import('./DeleteConfirm').then((module) => module.DeleteConfirm));

export interface ConfirmActionButtonProps {
  icon: IconName;
  /** The button's accessible name, naming the record (`Cabut token Toko Online`). */
  label: string;
  /** Why the action is off (a right: `reasonUnless(…)`, or the record's state), if it is. */
  disabledReason?: string | undefined;
  /** The question (`Cabut token?`). */
  title: string;
  /** What the action does, naming the record. */
  message: ReactNode;
  confirmLabel: string;
  /** @default 'danger' */
  tone?: 'danger' | 'primary';
  /** The button's size (`sm` in a compact table). @default 'md' */
  size?: 'sm' | 'md';
  /** Does the action once confirmed; a failure is said in the dialog, which stays open. */
  onConfirm: () => Promise<void>;
}

/**
 * A row's action that asks first (revoke a token, rotate a webhook's secret): an icon button, then the kit's
 * confirmation (the delete flow's dialog and chunk) naming the record; a refusal is said in the dialog.
 */
export function ConfirmActionButton({
  icon,
  label,
  disabledReason,
  title,
  message,
  confirmLabel,
  tone = 'danger',
  size = 'md',
  onConfirm,
}: ConfirmActionButtonProps) {
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      await onConfirm();
    } catch (error) {
      // Said in the dialog, which stays open.
      throw new Error(errorMessage(error));
    }
  };
  return (
    <>
      <IconButton
        icon={icon}
        size={size}
        label={label}
        disabledReason={disabledReason}
        onClick={() => setOpen(true)}
      />
      <ConfirmDialog
        open={open}
        onOpenChange={({ open: next }) => setOpen(next)}
        title={title}
        message={
          <S.ConfirmText>
            <span>{message}</span>
          </S.ConfirmText>
        }
        confirmLabel={confirmLabel}
        cancelLabel={t('common.cancel')}
        tone={tone}
        onConfirm={confirm}
      />
    </>
  );
}
