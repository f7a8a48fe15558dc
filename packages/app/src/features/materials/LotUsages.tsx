import { useQuery } from '@tanstack/react-query';
import { ErrorState, Skeleton } from '@pawon/ui';
import { errorMessage } from '../../lib/errors';
import { formatDateShort, formatQuantity } from '../../lib/format';
import type { MaterialKind } from './kinds';
import { lotUsages } from './lookups';
import { reasonLabel, t } from './messages';
import * as S from './materials.styles';
import { useClient } from '../../lib/query/queryClient';

/** Every usage a lot fed (production runs, orders, manual use, counts), loaded when its row is opened. */
export function LotUsages({ kind, lotId, unit }: { kind: MaterialKind; lotId: number; unit: string }) {
  const lot = useQuery(lotUsages[kind](lotId), useClient());
  if (lot.isLoadingError)
    return (
      <ErrorState
        compact
        headingLevel="h3"
        text={errorMessage(lot.error)}
        onRetry={() => void lot.refetch()}
      />
    );
  if (!lot.data) return <Skeleton lines={2} />;
  return (
    <S.LotTable>
      <caption>{t('materials.lotUsagesCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('materials.lotUsageColumns.date')}</th>
          <th scope="col">{t('materials.lotUsageColumns.reason')}</th>
          <th scope="col">{t('materials.lotUsageColumns.note')}</th>
          <th scope="col" data-align="end">
            {t('materials.lotUsageColumns.qty')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lot.data.usages.map((usage) => (
          <tr key={usage.usageId}>
            <td>{formatDateShort(usage.date)}</td>
            <td>{usage.source ?? reasonLabel(usage.reason)}</td>
            <td>{usage.note ?? '–'}</td>
            <td data-align="end">{formatQuantity(usage.qty, unit)}</td>
          </tr>
        ))}
      </tbody>
    </S.LotTable>
  );
}
