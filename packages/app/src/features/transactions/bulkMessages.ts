import type { BulkTarget } from './bulk';
import idTexts from '../../i18n/catalogues/id/transactionsBulk.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/transactionsBulk.json). */
const tr = catalogueArea(idTexts);

const STATE: Record<BulkTarget, string> = {
  get paid() {
    return tr('transactionsBulk.state.paid');
  },
  get packed() {
    return tr('transactionsBulk.state.packed');
  },
  get delivered() {
    return tr('transactionsBulk.state.delivered');
  },
};

/** Text of the order list's bulk actions (Indonesian). */
export const bulkMessages = {
  get bar() {
    return tr('transactionsBulk.bar');
  },
  chosen: (n: string) => tr('transactionsBulk.chosen', { n }),
  allChosen: (n: string) => tr('transactionsBulk.allChosen', { n }),
  selectAll: (n: string) => tr('transactionsBulk.selectAll', { n }),
  overCap: (cap: string) => tr('transactionsBulk.overCap', { cap }),
  get clear() {
    return tr('transactionsBulk.clear');
  },
  mark: {
    get paid() {
      return tr('transactionsBulk.mark.paid');
    },
    get packed() {
      return tr('transactionsBulk.mark.packed');
    },
    get delivered() {
      return tr('transactionsBulk.mark.delivered');
    },
  } as Record<BulkTarget, string>,
  get print() {
    return tr('transactionsBulk.print');
  },
  get printOnlyChosen() {
    return tr('transactionsBulk.printOnlyChosen');
  },
  get export() {
    return tr('transactionsBulk.export');
  },
  exported: (name: string) => tr('transactionsBulk.exported', { name }),
  previewTitle: (target: BulkTarget) => tr('transactionsBulk.previewTitle', { state: STATE[target] }),
  get previewLoading() {
    return tr('transactionsBulk.previewLoading');
  },
  /** "12 pesanan akan ditandai dikemas; 3 sudah dikemas dilewati; 1 ditolak." */
  preview: (target: BulkTarget, moved: number, skipped: number, refused: number) =>
    [
      tr('transactionsBulk.previewMoved', { moved, state: STATE[target] }),
      skipped ? tr('transactionsBulk.previewSkipped', { skipped, state: STATE[target] }) : '',
      refused ? tr('transactionsBulk.refused', { refused }) : '',
    ]
      .filter(Boolean)
      .join('; ') + '.',
  get packingTakesStock() {
    return tr('transactionsBulk.packingTakesStock');
  },
  nothingToMove: (target: BulkTarget) => tr('transactionsBulk.nothingToMove', { state: STATE[target] }),
  get refusedTitle() {
    return tr('transactionsBulk.refusedTitle');
  },
  confirm: (target: BulkTarget, n: number) => tr('transactionsBulk.confirm', { n, state: STATE[target] }),
  get cancel() {
    return tr('transactionsBulk.cancel');
  },
  /** The hold before a bulk move is sent: nothing has reached the server yet. */
  holding: (target: BulkTarget, n: number, seconds: number) =>
    tr('transactionsBulk.holding', { n, seconds, state: STATE[target] }),
  get undo() {
    return tr('transactionsBulk.undo');
  },
  get undone() {
    return tr('transactionsBulk.undone');
  },
  sending: (target: BulkTarget, n: number) => tr('transactionsBulk.sending', { n, state: STATE[target] }),
  resultsTitle: (target: BulkTarget) => tr('transactionsBulk.resultsTitle', { state: STATE[target] }),
  resultsSummary: (target: BulkTarget, moved: number, skipped: number, refused: number) =>
    [
      tr('transactionsBulk.resultsMoved', { moved, state: STATE[target] }),
      skipped ? tr('transactionsBulk.resultsSkipped', { skipped }) : '',
      refused ? tr('transactionsBulk.refused', { refused }) : '',
    ]
      .filter(Boolean)
      .join('; ') + '.',
  get resultsTable() {
    return tr('transactionsBulk.resultsTable');
  },
  columns: {
    get number() {
      return tr('transactionsBulk.columns.number');
    },
    get outcome() {
      return tr('transactionsBulk.columns.outcome');
    },
    get message() {
      return tr('transactionsBulk.columns.message');
    },
  },
  outcome: {
    get moved() {
      return tr('transactionsBulk.outcome.moved');
    },
    get skipped() {
      return tr('transactionsBulk.outcome.skipped');
    },
    get refused() {
      return tr('transactionsBulk.outcome.refused');
    },
  },
  unknownOrder: (id: number) => tr('transactionsBulk.unknownOrder', { id }),
  get close() {
    return tr('transactionsBulk.close');
  },
};
