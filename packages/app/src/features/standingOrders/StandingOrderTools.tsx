import { callOperation } from '@pawon/api-client';
import { useSetAtom, useStore } from 'jotai';
import { useState } from 'react';
import { Button } from '@pawon/ui';
import { api } from '../../lib/client';
import { errorMessage } from '../../lib/errors';
import { notifyAtom } from '../../lib/feedback';
import { lazyDialog } from '../../lib/lazyDialog';
import { t as tCommon } from '../../lib/messages';
import { written } from '../../lib/query/lists';
import { reasonUnless, RightButton } from '../../lib/resource/RightButton';
import type { ResourceDescriptor } from '../../lib/resource/types';
import { useRights } from '../../lib/rights';
import type { StandingOrderRecord, StandingOrderValues } from './form';
import { t } from './messages';
import * as S from './standingOrders.styles';

// The run history is its own chunk, fetched once the list is idle.
export const RunsDialog = lazyDialog(() => import('./RunsDialog').then((module) => module.RunsDialog));

/**
 * The list's own actions: "Riwayat pembuatan" of every standing order, and "Buat pesanan sekarang" (what the daily
 * run does, at once; needs the create right), which says how many orders it made and how many days failed. The
 * orders it made are new rows of Data Transaksi, their stock taken: the write makes those stale (`resourceTable`).
 */
export function StandingOrderTools({
  list,
}: {
  list: ResourceDescriptor<StandingOrderRecord, StandingOrderValues>;
}) {
  const store = useStore();
  const notify = useSetAtom(notifyAtom);
  const rights = useRights(list.menuUrl);
  const [busy, setBusy] = useState(false);
  const [showRuns, setShowRuns] = useState(false);
  const generate = async () => {
    setBusy(true);
    try {
      const { datas } = await callOperation(api, 'standingOrderGenerate', {});
      void written(store, list.list, null, { reload: true });
      notify({
        status: datas.failed > 0 ? 'warning' : 'success',
        title: t('standingOrders.generate.title'),
        text: t('standingOrders.generate.done', { created: datas.created, failed: datas.failed }),
      });
    } catch (error) {
      notify({ status: 'error', title: tCommon('common.failed'), text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <S.ToolbarEnd>
      <Button variant="outline" icon="bx-list-check" onClick={() => setShowRuns(true)}>
        {t('standingOrders.runs.button')}
      </Button>
      <RightButton
        variant="outline"
        icon="bx-play-circle"
        loading={busy}
        reason={reasonUnless(rights.create, 'create', list.messages.title)}
        onClick={() => void generate()}
      >
        {t('standingOrders.generate.button')}
      </RightButton>
      <RunsDialog open={showRuns} onClose={() => setShowRuns(false)} standingOrder={null} />
    </S.ToolbarEnd>
  );
}
