import idTexts from '../../i18n/catalogues/id/transactionsPrint.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/transactionsPrint.json). */
const tr = catalogueArea(idTexts);
/** The business identity and delivery lines of an invoice or receipt (issue 16). */
export const printMessages = {
  get phone() {
    return tr('transactionsPrint.phone');
  },
  get payTo() {
    return tr('transactionsPrint.payTo');
  },
  get deliveredAt() {
    return tr('transactionsPrint.deliveredAt');
  },
  get deliverySchedule() {
    return tr('transactionsPrint.deliverySchedule');
  },
  logo: (name: string) => tr('transactionsPrint.logo', { name }),
} as const;
