import { useAtom, useAtomValue, useStore } from 'jotai';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { browserOfflineAtom, offlineAtom } from '../../lib/offline/connection';
import {
  discard,
  queueAtom,
  refusedCountAtom,
  resend,
  syncingAtom,
  syncNow,
  syncPanelOpenAtom,
  waitingCountAtom,
} from '../../lib/offline/writes';
import { queryClientOf } from '../../lib/query/queryClient';
import type { AppStore } from '../../lib/store';
import { OfflineBanner, SyncButton, SyncPanel, UpdateBanner } from './OfflineViews';
import { updateReadyAtom } from './updateReady';
import { startOfflineRuntime } from './runtime';
import type { QueuedWrite } from '../../lib/offline/queued';
import type { CorrectionForm } from './CorrectWrite';

/**
 * When the data on screen was fetched: the oldest answer among the queries a screen shows now (null when none has
 * data). Follows the query cache.
 */
function useShownSince(store: AppStore): number | null {
  const cache = queryClientOf(store).getQueryCache();
  return useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => {
      let oldest: number | null = null;
      for (const query of cache.getAll()) {
        if (query.getObserversCount() === 0 || query.state.data === undefined) continue;
        const at = query.state.dataUpdatedAt;
        if (at && (oldest === null || at < oldest)) oldest = at;
      }
      return oldest;
    },
  );
}

/** Above the screen: the update prompt, and offline the age of what is shown. Starts the offline runtime. */
export function OfflineBanners() {
  const store = useStore();
  useEffect(() => startOfflineRuntime(store), [store]);
  const offline = useAtomValue(offlineAtom);
  const reload = useAtomValue(updateReadyAtom);
  const since = useShownSince(store);
  return (
    <>
      {reload ? <UpdateBanner onReload={reload} /> : null}
      {offline ? <OfflineBanner fetchedAt={since} /> : null}
    </>
  );
}

/** In the top bar: the queue's count, opening "Antrean sinkron" (a list's queued row opens it too). */
export function SyncStatus() {
  const store = useStore();
  const [open, setOpen] = useAtom(syncPanelOpenAtom);
  // The refused write being corrected in its form (the panel closes while the form is open).
  const [correcting, setCorrecting] = useState<{
    form: CorrectionForm;
    write: { key: string; body: unknown; reason?: string };
  } | null>(null);
  const correct = async (write: QueuedWrite) => {
    const form = await (await import('./CorrectWrite')).loadCorrection(write.operation);
    if (!form) return;
    setOpen(false);
    setCorrecting({
      form,
      write: {
        key: write.key,
        body: write.body,
        ...(write.refusal ? { reason: write.refusal.message } : {}),
      },
    });
  };
  const items = useAtomValue(queueAtom);
  const waiting = useAtomValue(waitingCountAtom);
  const refused = useAtomValue(refusedCountAtom);
  const syncing = useAtomValue(syncingAtom);
  // A weak signal (a request that failed while the browser thinks it is online) still lets the user try now.
  const offline = useAtomValue(browserOfflineAtom);
  return (
    <>
      <SyncButton waiting={waiting} refused={refused} syncing={syncing} onOpen={() => setOpen(true)} />
      {open ? (
        <SyncPanel
          open={open}
          onOpenChange={setOpen}
          items={items}
          syncing={syncing}
          online={!offline}
          onSync={() => void syncNow(store)}
          onResend={(key) => void resend(store, key)}
          onDiscard={(key) => discard(store, key)}
          onCorrect={(write) => void correct(write)}
        />
      ) : null}
      {correcting ? (
        // "Perbaiki" (decision 039): the form opens as a new record with what was entered; its save is a new write
        // that takes the refused one out of the queue once sent or queued.
        <correcting.form.Form onClose={() => setCorrecting(null)} correcting={correcting.write} />
      ) : null}
    </>
  );
}
