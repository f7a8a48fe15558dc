import { callOperation } from '@pawon/api-client';
import { Alert, Button, ConfirmDialog } from '@pawon/ui';
import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { api } from '../../lib/client';
import { notifyAtom } from '../../lib/feedback';
import { formatDateTime } from '../../lib/format';
import { t as tCommon } from '../../lib/messages';
import { t } from './messages';
import { holdReasons, isHeld } from './money';
import type { OrderRecord } from './order';
import { useReleaseHoldBlocked } from './rights';
import * as S from './transactions.styles';

/** "Lepas tahanan": asks for the note the log keeps, then releases the order (its own right). */
export function ReleaseHoldDialog({
  order,
  onChanged,
  trigger,
  open,
  onClose,
  returnFocusTo,
}: {
  order: OrderRecord;
  onChanged: (order: OrderRecord) => void;
  /** The button that opens it (the detail); the row menu opens it controlled (`open`, `onClose`). */
  trigger?: ReactNode;
  open?: boolean;
  onClose?: () => void;
  /** Where focus goes on close when the control that opened it is gone (the row menu's entry). */
  returnFocusTo?: () => HTMLElement | null;
}) {
  const notify = useSetAtom(notifyAtom);
  const release = async ({ reason }: { reason: string }) => {
    const answer = await callOperation(api, 'transactionReleaseHold', {
      body: { id: order.id, version: order.version, note: reason.trim() },
    });
    notify({
      status: 'success',
      title: tCommon('common.saved'),
      text: t('transactions.money.releaseDone', { n: order.number }),
    });
    onChanged(answer.datas);
  };
  return (
    <ConfirmDialog
      trigger={trigger}
      open={open}
      onOpenChange={onClose ? ({ open: next }) => (next ? undefined : onClose()) : undefined}
      returnFocusTo={returnFocusTo}
      tone="primary"
      icon="bx-lock-open"
      title={t('transactions.money.releaseTitle', { n: order.number })}
      message={t('transactions.money.releaseText')}
      confirmLabel={t('transactions.money.release')}
      reason={{ label: t('transactions.money.releaseNote'), required: true }}
      onConfirm={release}
    />
  );
}

/**
 * A held order's banner on its detail: why (over the limit, an order long overdue, with the figures kept when it was
 * held) and "Lepas tahanan" for a user with the right "Lepas Tahanan Kredit" (disabled, saying so, for others). A
 * released hold says who released it, when and why. Nothing for an order never held.
 */
export function CreditHoldSection({
  order,
  onChanged,
}: {
  order: OrderRecord;
  onChanged: (order: OrderRecord) => void;
}) {
  const blocked = useReleaseHoldBlocked();
  const hold = order.creditHold;
  if (!hold) return null;
  const noteId = `hold-${order.id}-right`;
  if (!isHeld(order))
    return (
      <S.Hold>
        <Alert tone="info">
          {t('transactions.money.released', {
            who: hold.releasedBy?.name ?? '–',
            when: hold.releasedAt ? formatDateTime(hold.releasedAt, { month: 'short' }) : '–',
            note: hold.releaseNote ?? '–',
          })}
        </Alert>
      </S.Hold>
    );
  return (
    <S.Hold aria-labelledby={`hold-${order.id}`}>
      <Alert tone="warning">
        <strong id={`hold-${order.id}`}>{t('transactions.money.heldTitle')}</strong>
        {holdReasons(hold).map((reason) => (
          <span key={reason}>{reason}</span>
        ))}
      </Alert>
      <S.ReturnButtons>
        <ReleaseHoldDialog
          order={order}
          onChanged={onChanged}
          trigger={
            <Button
              variant="secondary"
              icon="bx-lock-open"
              disabled={blocked !== null}
              aria-describedby={blocked ? noteId : undefined}
            >
              {t('transactions.money.release')}
            </Button>
          }
        />
      </S.ReturnButtons>
      {blocked ? <S.StateNote id={noteId}>{blocked}</S.StateNote> : null}
    </S.Hold>
  );
}
