import { StatusBadge } from '@pawon/ui';
import { formatDateTime } from '../format';
import { t } from './messages';
import { blockOf, type BlockState } from './recall';

/** "Ditarik" (with its reason) or "Ditahan QC" (since when) on a batch or lot; nothing for stock that is not blocked. */
export function BlockBadge({ stock }: { stock: BlockState }) {
  const block = blockOf(stock);
  if (!block) return null;
  const title =
    block === 'recalled'
      ? t('recall.badge.recalledTitle', { reason: stock.recallReason ?? '–' })
      : t('recall.badge.heldTitle', { at: formatDateTime(stock.heldAt ?? '') });
  return (
    <StatusBadge tone={block === 'recalled' ? 'error' : 'warning'} title={title} data-block={block}>
      {t(`recall.badge.${block}`)}
    </StatusBadge>
  );
}
