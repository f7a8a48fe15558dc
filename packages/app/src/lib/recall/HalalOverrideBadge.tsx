import { StatusBadge } from '@pawon/ui';
import { t } from './messages';

/**
 * "Override halal" on a production run or a batch of the trace that was made with the halal override (decision 057):
 * a material without a valid halal certificate, allowed by a holder of "Override Halal". Its title says so; a screen
 * that shows it says it in words too (`halalOverrideNote`), for those who cannot hover. Nothing for the others.
 */
export function HalalOverrideBadge({ marked }: { marked: boolean | undefined }) {
  if (!marked) return null;
  return (
    <StatusBadge tone="warning" title={t('recall.badge.halalOverrideTitle')} data-halal-override="true">
      {t('recall.badge.halalOverride')}
    </StatusBadge>
  );
}

/** What "Override halal" means, in a sentence under a list that shows the badge. */
export const halalOverrideNote = () => t('recall.badge.halalOverrideNote');
