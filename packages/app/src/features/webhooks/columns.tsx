import { StatusBadge, type StatusTone } from '@pawon/ui';
import { formatDateTime } from '../../lib/format';
import type { DeliveryStatus, Webhook, WebhookDelivery } from './api';
import { eventLabel } from './events';
import { t } from './messages';
import * as S from './webhooks.styles';

/** Events named in the list's cell before "+n lainnya". */
const SHOWN_EVENTS = 2;

/** A time in the list: `6 Des 2026 10.15` (Asia/Jakarta). */
export const shortTime = (at: string) => formatDateTime(at, { month: 'short' });

/** The URL on one line, cut where the column ends; the whole of it on hover (title) and for screen readers. */
export const urlCell = (webhook: Webhook) => <S.Url title={webhook.url}>{webhook.url}</S.Url>;

/** The events, short: the first ones, the rest counted; every one in the title. */
export function eventsCell(webhook: Webhook) {
  const all = webhook.events.map(eventLabel);
  const rest = all.length - SHOWN_EVENTS;
  return (
    <span title={all.join('\n')}>
      {all.slice(0, SHOWN_EVENTS).join(', ')}
      {rest > 0 ? <S.Muted> {t('webhooks.eventsMore', { n: rest })}</S.Muted> : null}
    </span>
  );
}

const STATE_TONES: Record<Webhook['state'], StatusTone> = {
  active: 'success',
  paused: 'neutral',
  disabled: 'error',
};

/** Aktif / Dijeda / Dinonaktifkan otomatis (since when); an active one failing says since when too. */
export function stateCell(webhook: Webhook) {
  return (
    <S.Lines>
      <StatusBadge tone={STATE_TONES[webhook.state]}>{t(`webhooks.state.${webhook.state}`)}</StatusBadge>
      {webhook.state === 'disabled' && webhook.disabledAt ? (
        <S.Muted>{t('webhooks.stateSince', { at: shortTime(webhook.disabledAt) })}</S.Muted>
      ) : webhook.failingSince ? (
        <S.Failing>{t('webhooks.failingSince', { at: shortTime(webhook.failingSince) })}</S.Failing>
      ) : null}
    </S.Lines>
  );
}

const STATUS_TONES: Record<DeliveryStatus, StatusTone> = {
  pending: 'info',
  delivered: 'success',
  failed: 'warning',
  abandoned: 'error',
};

/** A delivery's status in words: a failed one says when it is tried again. */
export const statusText = (status: DeliveryStatus, nextAttemptAt?: string | null) =>
  status === 'failed' && nextAttemptAt
    ? t('webhooks.status.failedRetry', { at: shortTime(nextAttemptAt) })
    : t(`webhooks.status.${status}`);

export const statusBadge = (status: DeliveryStatus, nextAttemptAt?: string | null) => (
  <StatusBadge tone={STATUS_TONES[status]}>{statusText(status, nextAttemptAt)}</StatusBadge>
);

/** The HTTP status answered, or a dash when none came. */
export const codeText = (code: number | null | undefined) =>
  code === null || code === undefined ? '–' : t('webhooks.httpCode', { code });

/** How long an attempt took: `182 md`. */
export const durationText = (ms: WebhookDelivery['durationMs']) =>
  ms === null ? '–' : t('webhooks.duration', { ms });

/** The last attempt: when, its status and the code answered; "Belum pernah" before any. */
export function lastDeliveryCell(webhook: Webhook) {
  const last = webhook.lastDelivery;
  if (!last) return <S.Muted>{t('webhooks.never')}</S.Muted>;
  return (
    <S.Lines>
      <span>{shortTime(last.at)}</span>
      <S.Lines>
        {statusBadge(last.status)}
        <S.Muted>{codeText(last.responseCode)}</S.Muted>
      </S.Lines>
    </S.Lines>
  );
}
