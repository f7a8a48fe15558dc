import idTexts from '../../i18n/catalogues/id/offline.json';
import { catalogueArea } from '../../i18n/area';
import type { QueuedOperation } from './queued';

/** The texts of the offline layer (catalogues/<locale>/offline.json). */
const tr = catalogueArea(idTexts);
export const offlineMessages = {
  offlineSince: (when: string) => tr('offline.offlineSince', { when }),
  get offlineNoData() {
    return tr('offline.offlineNoData');
  },
  get queuedTitle() {
    return tr('offline.queuedTitle');
  },
  queuedText: (what: string) => tr('offline.queuedText', { what }),
  queuedCustomer: (name: string) => tr('offline.queuedCustomer', { name }),
  synced: (count: number) => tr('offline.synced', { count }),
  refusedTitle: (count: number) => tr('offline.refusedTitle', { count }),
  get refusedText() {
    return tr('offline.refusedText');
  },
  queueButton: (waiting: number, refused: number) => tr('offline.queueButton', { waiting, refused }),
  get queueTitle() {
    return tr('offline.queueTitle');
  },
  get queueDescription() {
    return tr('offline.queueDescription');
  },
  get queueEmpty() {
    return tr('offline.queueEmpty');
  },
  get waiting() {
    return tr('offline.waiting');
  },
  get refused() {
    return tr('offline.refused');
  },
  madeAt: (when: string) => tr('offline.madeAt', { when }),
  get syncNow() {
    return tr('offline.syncNow');
  },
  get syncing() {
    return tr('offline.syncing');
  },
  get resend() {
    return tr('offline.resend');
  },
  get correct() {
    return tr('offline.correct');
  },
  get discard() {
    return tr('offline.discard');
  },
  get discardTitle() {
    return tr('offline.discardTitle');
  },
  discardText: (label: string) => tr('offline.discardText', { label }),
  get close() {
    return tr('offline.close');
  },
  kind: (operation: QueuedOperation) => tr(`offline.kind.${operation}`),
  orderLabel: (customer: string, packs: number) => tr('offline.orderLabel', { customer, packs }),
  statusLabel: (number: string, state: string) => tr('offline.statusLabel', { number, state }),
  get updateAvailable() {
    return tr('offline.updateAvailable');
  },
  get reload() {
    return tr('offline.reload');
  },
};
