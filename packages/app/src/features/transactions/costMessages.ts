import idTexts from '../../i18n/catalogues/id/transactionsCosts.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/transactionsCosts.json). */
const tr = catalogueArea(idTexts);
/** An order's cost of goods (HPP) and gross margin, on its detail: for users with "Lihat HPP" only. */
export const costMessages = {
  get title() {
    return tr('transactionsCosts.title');
  },
  get intro() {
    return tr('transactionsCosts.intro');
  },
  table: (n: string) => tr('transactionsCosts.table', { n }),
  summary: (n: string) => tr('transactionsCosts.summary', { n }),
  get unitCost() {
    return tr('transactionsCosts.unitCost');
  },
  get lineCost() {
    return tr('transactionsCosts.lineCost');
  },
  get notTaken() {
    return tr('transactionsCosts.notTaken');
  },
  get notTakenNote() {
    return tr('transactionsCosts.notTakenNote');
  },
  get revenue() {
    return tr('transactionsCosts.revenue');
  },
  get linesCost() {
    return tr('transactionsCosts.linesCost');
  },
  get packsCost() {
    return tr('transactionsCosts.packsCost');
  },
  get returnedCost() {
    return tr('transactionsCosts.returnedCost');
  },
  get totalCost() {
    return tr('transactionsCosts.totalCost');
  },
  get margin() {
    return tr('transactionsCosts.margin');
  },
  get marginPct() {
    return tr('transactionsCosts.marginPct');
  },
  get belowCost() {
    return tr('transactionsCosts.belowCost');
  },
  get loadFailed() {
    return tr('transactionsCosts.loadFailed');
  },
} as const;
