import { useState } from 'react';
import { IconButton } from '@pawon/ui';
import { lazyDialog } from '../lazyDialog';
import type { LabelTarget } from './labels';
import { t } from './messages';

// The dialog (its preview and print) is its own chunk, fetched once the screen is idle.
const LabelDialog = lazyDialog(
  () => import('./LabelDialog').then((module) => module.LabelDialog),
  (props) => props.target !== null,
);

/** A row's "Cetak label" button: opens the label dialog for its batch or lot. */
export function LabelButton({ target }: { target: LabelTarget }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        icon="bx-purchase-tag"
        label={t('labels.button', { name: target.title })}
        onClick={() => setOpen(true)}
      />
      <LabelDialog target={open ? target : null} onClose={() => setOpen(false)} />
    </>
  );
}
