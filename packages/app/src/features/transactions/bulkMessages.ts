import type { BulkResult, BulkTarget } from './bulk';
import idTexts from '../../i18n/catalogues/id/transactionsBulk.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/transactionsBulk.json). */
export const t = catalogueArea(idTexts);

type BulkOutcome = BulkResult['outcome'];

/** The state a bulk move gives, as the word its sentences use. */
const state = (target: BulkTarget) => t(`transactionsBulk.state.${target}`);

/** The sentences of the order list's bulk actions that depend on the move. */
export const bulkMessages = {
  previewTitle: (target: BulkTarget) => t('transactionsBulk.previewTitle', { state: state(target) }),
  /** "12 pesanan akan ditandai dikemas; 3 sudah dikemas dilewati; 1 ditolak." */
  preview: (target: BulkTarget, moved: number, skipped: number, refused: number) =>
    [
      t('transactionsBulk.previewMoved', { moved, state: state(target) }),
      skipped ? t('transactionsBulk.previewSkipped', { skipped, state: state(target) }) : '',
      refused ? t('transactionsBulk.refused', { refused }) : '',
    ]
      .filter(Boolean)
      .join('; ') + '.',
  nothingToMove: (target: BulkTarget) => t('transactionsBulk.nothingToMove', { state: state(target) }),
  confirm: (target: BulkTarget, n: number) => t('transactionsBulk.confirm', { n, state: state(target) }),
  /** The hold before a bulk move is sent: nothing has reached the server yet. */
  holding: (target: BulkTarget, n: number, seconds: number) =>
    t('transactionsBulk.holding', { n, seconds, state: state(target) }),
  sending: (target: BulkTarget, n: number) => t('transactionsBulk.sending', { n, state: state(target) }),
  /** A group of orders by outcome, with its count: "Akan ditandai dikemas (12)", "Dilewati, sudah dikemas (3)". */
  group: (target: BulkTarget, outcome: BulkOutcome, n: number, dryRun: boolean) =>
    t(`transactionsBulk.group.${dryRun ? 'preview' : 'results'}.${outcome}`, { n, state: state(target) }),
  /** What an undo during the hold left alone: nothing was sent. */
  undone: (target: BulkTarget, n: number) => t('transactionsBulk.undoneWhat', { n, state: state(target) }),
  resultsTitle: (target: BulkTarget) => t('transactionsBulk.resultsTitle', { state: state(target) }),
  resultsSummary: (target: BulkTarget, moved: number, skipped: number, refused: number) =>
    [
      t('transactionsBulk.resultsMoved', { moved, state: state(target) }),
      skipped ? t('transactionsBulk.resultsSkipped', { skipped }) : '',
      refused ? t('transactionsBulk.refused', { refused }) : '',
    ]
      .filter(Boolean)
      .join('; ') + '.',
};
