import { IconButton } from '@pawon/ui';
import { atom, useAtom, useSetAtom } from 'jotai';
import { lazyDialog } from '../lazyDialog';
import { useRights } from '../rights';
import { t } from './messages';
import { RECALL_RIGHT, type BlockState, type RecallAnswer, type RecallTarget } from './recall';

// The dialog (reason, confirmation, the customers to tell) is its own chunk, fetched once the screen is idle.
const RecallDialog = lazyDialog(
  () => import('./RecallDialog').then((module) => module.RecallDialog),
  (props) => props.target !== null,
);

/** The batch or lot being recalled: a row's "Tarik" sets it, the screen's one `RecallHost` asks and recalls. */
export const recallTargetAtom = atom<RecallTarget | null>(null);

/**
 * "Tarik (recall)" on a batch or lot row: disabled, saying why, without the right "Tarik Produk" or when it is
 * recalled already.
 */
export function RecallButton({ target, stock }: { target: RecallTarget; stock: BlockState }) {
  const allowed = useRights(RECALL_RIGHT).view;
  const open = useSetAtom(recallTargetAtom);
  const why = !allowed ? t('recall.needsRight') : stock.recalledAt ? t('recall.already') : undefined;
  return (
    <IconButton
      icon="bx-block"
      label={t('recall.actionOf', { name: target.name })}
      disabledReason={why}
      onClick={() => open(target)}
      data-testid={`recall-${target.kind}-${target.id}`}
    />
  );
}

/** The screen's recall dialog, for whichever row asked; `onRecalled` reads the screen's lists again. */
export function RecallHost({ onRecalled }: { onRecalled: (answer: RecallAnswer) => void }) {
  const [target, setTarget] = useAtom(recallTargetAtom);
  return <RecallDialog target={target} onClose={() => setTarget(null)} onRecalled={onRecalled} />;
}
