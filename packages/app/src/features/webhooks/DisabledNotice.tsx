import { Alert } from '@pawon/ui';
import type { Webhook } from './api';
import { shortTime } from './columns';
import { t } from './messages';
import * as S from './webhooks.styles';

/**
 * Above the list: the webhooks Pawon turned off after their deliveries failed for 3 days, named, and how to turn
 * them back on. Read from the rows on screen (the contract's list has no state filter; a shop has a few webhooks).
 */
export function DisabledNotice({ rows }: { rows: readonly Webhook[] }) {
  const disabled = rows.filter((webhook) => webhook.state === 'disabled');
  if (disabled.length === 0) return null;
  return (
    <Alert tone="warning" data-testid="webhook-disabled-notice">
      <S.NoticeTitle>{t('webhooks.notice.title')}</S.NoticeTitle>
      <S.NoticeList>
        {disabled.map((webhook) => (
          <S.NoticeItem key={webhook.id}>
            {t('webhooks.notice.item', {
              url: webhook.url,
              at: webhook.disabledAt ? shortTime(webhook.disabledAt) : '–',
            })}
            {webhook.disabledReason ? <span> {webhook.disabledReason}</span> : null}
          </S.NoticeItem>
        ))}
      </S.NoticeList>
      <span>{t('webhooks.notice.fix')}</span>
    </Alert>
  );
}
