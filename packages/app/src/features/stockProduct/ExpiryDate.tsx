import { StatusBadge } from '@pawon/ui';
import { addDays, formatDateShort, todayIn } from '../../lib/format';
import { t } from './messages';
import * as S from './stock.styles';

/** The days before an expiry that count as "soon" (as for material lots). */
const SOON_DAYS = 7;

/** A batch's expiry: red once expired, amber when it falls within 7 days of the company's today. */
export function ExpiryDate({ date, expired = false }: { date: string | null; expired?: boolean }) {
  if (!date) return <>–</>;
  const soon = !expired && date <= addDays(todayIn(), SOON_DAYS);
  return (
    <S.Expiry>
      <span>{formatDateShort(date)}</span>
      {expired ? <StatusBadge tone="error">{t('stockProduct.expired')}</StatusBadge> : null}
      {soon ? <StatusBadge tone="warning">{t('stockProduct.expiresSoon')}</StatusBadge> : null}
    </S.Expiry>
  );
}
