import { useState } from 'react';
import { Alert, Button, ConfirmDialog, Dialog, EmptyState, StatusBadge } from '@pawon/ui';
import { formatDate, formatTime } from '../../lib/format';
import { offlineMessages as m, t } from '../../lib/offline/messages';
import type { QueuedWrite } from '../../lib/offline/queued';
import * as S from './OfflineViews.styles';

/** `Kamis, 26 Nov 2026 14.05`: when data was fetched, plainly. */
export const fetchedWhen = (at: number) =>
  `${formatDate(at, { weekday: true, month: 'short' })} ${formatTime(at)}`;

/** A new version of the app is installed and waits: the user reloads when it suits them (never silently stale). */
export function UpdateBanner({ onReload }: { onReload: () => void }) {
  return (
    <S.Banner data-testid="update-banner">
      <Alert tone="info">{t('offline.updateAvailable')}</Alert>
      <Button size="sm" icon="bx-refresh" onClick={onReload}>
        {t('offline.reload')}
      </Button>
    </S.Banner>
  );
}

/** Offline: what the screen shows is what was fetched at `fetchedAt` (null: nothing saved yet). */
export function OfflineBanner({ fetchedAt }: { fetchedAt: number | null }) {
  return (
    <S.Banner data-testid="offline-banner">
      <Alert tone="warning">
        {fetchedAt ? t('offline.offlineSince', { when: fetchedWhen(fetchedAt) }) : t('offline.offlineNoData')}
      </Alert>
    </S.Banner>
  );
}

/** What the queue holds, in words: `2 menunggu sinkron · 1 gagal dikirim` (`short`: `2 menunggu · 1 gagal`). */
export function queueCounts(waiting: number, refused: number, short = false): string[] {
  const parts: string[] = [];
  if (waiting)
    parts.push(t(short ? 'offline.count.waitingShort' : 'offline.count.waiting', { count: waiting }));
  if (refused)
    parts.push(t(short ? 'offline.count.refusedShort' : 'offline.count.refused', { count: refused }));
  return parts;
}

/**
 * The top bar's count of writes waiting to sync and refused ones, in words (only the parts that are not zero);
 * shorter words on a phone, the full sentence as its name. Hidden while the queue is empty.
 */
export function SyncButton({
  waiting,
  refused,
  syncing = false,
  onOpen,
}: {
  waiting: number;
  refused: number;
  syncing?: boolean;
  onOpen: () => void;
}) {
  if (waiting + refused === 0) return null;
  const name = t('offline.queueButton', { counts: queueCounts(waiting, refused).join(', ') });
  return (
    <Button
      variant={refused ? 'secondary' : 'text'}
      size="sm"
      icon={refused ? 'bx-error' : 'bx-cloud-upload'}
      loading={syncing}
      aria-label={name}
      title={name}
      data-testid="sync-button"
      data-state={refused ? 'refused' : 'waiting'}
      onClick={onOpen}
    >
      <S.Long aria-hidden="true">{queueCounts(waiting, refused).join(' · ')}</S.Long>
      <S.Short aria-hidden="true">{queueCounts(waiting, refused, true).join(' · ')}</S.Short>
    </Button>
  );
}

export interface SyncPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: readonly QueuedWrite[];
  syncing?: boolean;
  /** The connection is there: "Sinkronkan sekarang" is offered. */
  online: boolean;
  onSync: () => void;
  onResend: (key: string) => void;
  onDiscard: (key: string) => void | Promise<unknown>;
  /** Opens a refused order's or customer's form with what was entered ("Perbaiki"); none for a state change. */
  onCorrect?: (write: QueuedWrite) => void;
}

/** The refused writes a form can correct: a new order, a new customer (a state change is resent or discarded). */
export const correctable = (write: QueuedWrite) =>
  write.state === 'refused' && (write.operation === 'transactionAdd' || write.operation === 'customerAdd');

/**
 * "Antrean sinkron": what waits, what the server refused and why, with "Perbaiki" (a refused order or customer opened
 * in its form), resend and discard (after confirmation).
 */
export function SyncPanel({
  open,
  onOpenChange,
  items,
  syncing = false,
  online,
  onSync,
  onResend,
  onDiscard,
  onCorrect,
}: SyncPanelProps) {
  const [discarding, setDiscarding] = useState<QueuedWrite | null>(null);
  const waiting = items.some((w) => w.state === 'waiting');
  return (
    <>
      <Dialog open={open} onOpenChange={({ open: next }) => onOpenChange(next)} size="md">
        <Dialog.Header description={t('offline.queueDescription')} closeLabel={t('offline.close')}>
          {t('offline.queueTitle')}
        </Dialog.Header>
        <Dialog.Body>
          {items.length === 0 ? (
            <EmptyState icon="bx-check-circle" title={t('offline.queueEmpty')} />
          ) : (
            <S.List aria-label={t('offline.queueTitle')}>
              {items.map((write) => (
                <S.Item key={write.key} data-state={write.state}>
                  <S.ItemHead>
                    <S.ItemTitle>
                      {m.kind(write.operation)}: {write.label}
                    </S.ItemTitle>
                    <StatusBadge tone={write.state === 'refused' ? 'error' : 'warning'}>
                      {write.state === 'refused' ? t('offline.failed') : t('offline.waiting')}
                    </StatusBadge>
                  </S.ItemHead>
                  <S.Meta>{t('offline.madeAt', { when: fetchedWhen(write.createdAt) })}</S.Meta>
                  {write.refusal ? <Alert tone="error">{write.refusal.message}</Alert> : null}
                  {write.state === 'refused' ? (
                    <S.ItemActions>
                      {onCorrect && correctable(write) ? (
                        <Button size="sm" icon="bx-edit" onClick={() => onCorrect(write)}>
                          {t('offline.correct')}
                        </Button>
                      ) : null}
                      <Button
                        size="sm"
                        variant="secondary"
                        icon="bx-send"
                        disabled={!online}
                        onClick={() => onResend(write.key)}
                      >
                        {t('offline.resend')}
                      </Button>
                      <Button size="sm" variant="danger" icon="bx-trash" onClick={() => setDiscarding(write)}>
                        {t('offline.discard')}
                      </Button>
                    </S.ItemActions>
                  ) : null}
                </S.Item>
              ))}
            </S.List>
          )}
        </Dialog.Body>
        {waiting ? (
          <Dialog.Footer>
            <Button icon="bx-sync" loading={syncing} disabled={!online} onClick={onSync}>
              {syncing ? t('offline.syncing') : t('offline.syncNow')}
            </Button>
          </Dialog.Footer>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={({ open: next }) => (next ? undefined : setDiscarding(null))}
        title={t('offline.discardTitle')}
        message={
          discarding
            ? t('offline.discardText', { label: `${m.kind(discarding.operation)}: ${discarding.label}` })
            : ''
        }
        confirmLabel={t('offline.discard')}
        tone="danger"
        icon="bx-trash"
        onConfirm={async () => {
          if (discarding) await onDiscard(discarding.key);
          setDiscarding(null);
        }}
      />
    </>
  );
}
