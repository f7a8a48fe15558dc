import idTexts from '../../i18n/catalogues/id/offline.json';
import { catalogueArea } from '../../i18n/area';
import type { QueuedOperation } from './queued';

/** The texts of the offline layer (catalogues/<locale>/offline.json). */
export const t = catalogueArea(idTexts);
export const offlineMessages = {
  kind: (operation: QueuedOperation) => t(`offline.kind.${operation}`),
};
