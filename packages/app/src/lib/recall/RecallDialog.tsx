import { callOperation } from '@pawon/api-client';
import { Checkbox, ConfirmDialog } from '@pawon/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { api } from '../client';
import { notifyAtom } from '../feedback';
import { t as tCommon } from '../messages';
import { t } from './messages';
import type { RecallAnswer, RecallTarget } from './recall';
import { RecallCustomers } from './RecallCustomers';

export interface RecallDialogProps {
  /** The batch or lot to recall; null keeps the dialog closed. */
  target: RecallTarget | null;
  onClose: () => void;
  /** After the recall, with the server's answer (the lists showing the batch or lot read again). */
  onRecalled: (answer: RecallAnswer) => void;
  /** Where focus goes on close when the control that opened it is gone (a row menu's entry). */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * "Tarik (recall)": asks for the reason and confirms what will be blocked (a lot may take the batches made from it
 * with it), recalls, then lists the customers who received it, each with a WhatsApp message ready.
 */
export function RecallDialog({ target, onClose, onRecalled, returnFocusTo }: RecallDialogProps) {
  const notify = useSetAtom(notifyAtom);
  const [withBatches, setWithBatches] = useState(true);
  const [done, setDone] = useState<{ target: RecallTarget; reason: string; answer: RecallAnswer } | null>(
    null,
  );

  const recall = async ({ reason }: { reason: string }) => {
    if (!target) return;
    const body =
      target.kind === 'batch'
        ? { batchId: target.id, reason: reason.trim() }
        : { restockId: target.id, reason: reason.trim(), withBatches };
    const answer = await callOperation(api, 'stockRecall', { body });
    notify({
      status: 'success',
      title: tCommon('common.saved'),
      text: t('recall.done', { name: target.name }),
    });
    setDone({ target, reason: reason.trim(), answer });
    onRecalled(answer);
  };

  return (
    <>
      <ConfirmDialog
        open={target !== null && done === null}
        onOpenChange={({ open }) => {
          if (open) return;
          setWithBatches(true);
          onClose();
        }}
        returnFocusTo={returnFocusTo}
        tone="danger"
        icon="bx-block"
        title={target ? t('recall.confirmTitle', { name: target.name }) : ''}
        message={
          target ? (
            <>
              {t(target.kind === 'batch' ? 'recall.confirmBatch' : 'recall.confirmLot')}
              {target.kind === 'lot' ? (
                <Checkbox
                  id="recall-with-batches"
                  name="withBatches"
                  label={t('recall.withBatches')}
                  checked={withBatches}
                  onCheckedChange={({ checked }) => setWithBatches(checked === true)}
                />
              ) : null}
            </>
          ) : null
        }
        confirmLabel={t('recall.confirm')}
        reason={{ label: t('recall.reason'), required: true }}
        onConfirm={recall}
        data-testid="recall-confirm"
      />
      <RecallCustomers
        recall={done ? { name: done.target.name, reason: done.reason } : null}
        customers={done?.answer.customers ?? []}
        onClose={() => {
          setDone(null);
          setWithBatches(true);
          onClose();
        }}
      />
    </>
  );
}
