import { callOperation, type OkOf } from '@pawon/api-client';
import { ErrorState, Skeleton } from '@pawon/ui';
import { useEffect, useState } from 'react';
import { api } from '../../lib/client';
import { errorMessage } from '../../lib/errors';
import { formatDateShort, formatQuantity } from '../../lib/format';
import { KINDS, type MaterialKind } from './kinds';
import { reasonLabel, text } from './messages';
import * as S from './materials.styles';

type LotDetail = OkOf<'bahanBakuStockLot'>;

/** Every usage a lot fed (production runs, orders, manual use, counts), loaded when its row is opened. */
export function LotUsages({ kind, lotId, unit }: { kind: MaterialKind; lotId: number; unit: string }) {
  const [state, setState] = useState<{ data: LotDetail | null; error: unknown }>({ data: null, error: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    callOperation(api, KINDS[kind].ops.lot, { path: { id: lotId } }).then(
      (data) => live && setState({ data, error: null }),
      (error: unknown) => live && setState({ data: null, error }),
    );
    return () => {
      live = false;
    };
  }, [kind, lotId, attempt]);

  if (state.error)
    return (
      <ErrorState
        compact
        headingLevel="h3"
        text={errorMessage(state.error)}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  if (!state.data) return <Skeleton lines={2} />;
  const c = text.lotUsageColumns;
  return (
    <S.LotTable>
      <caption>{text.lotUsagesCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{c.date}</th>
          <th scope="col">{c.reason}</th>
          <th scope="col">{c.note}</th>
          <th scope="col" data-align="end">
            {c.qty}
          </th>
        </tr>
      </thead>
      <tbody>
        {state.data.usages.map((usage) => (
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
