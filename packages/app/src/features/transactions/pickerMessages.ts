import idTexts from '../../i18n/catalogues/id/transactionsPicker.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/transactionsPicker.json). */
const tr = catalogueArea(idTexts);
/** Text of the order form's customer and product pickers (Indonesian). */
export const pickerMessages = {
  get customerPlaceholder() {
    return tr('transactionsPicker.customerPlaceholder');
  },
  get productPlaceholder() {
    return tr('transactionsPicker.productPlaceholder');
  },
  get searching() {
    return tr('transactionsPicker.searching');
  },
  get noCustomer() {
    return tr('transactionsPicker.noCustomer');
  },
  get noProduct() {
    return tr('transactionsPicker.noProduct');
  },
  get failed() {
    return tr('transactionsPicker.failed');
  },
  /** The last row of a first page that is not all: the rest is found by typing more. */
  more: (n: string) => tr('transactionsPicker.more', { n }),
  get addCustomer() {
    return tr('transactionsPicker.addCustomer');
  },
  get addCustomerDenied() {
    return tr('transactionsPicker.addCustomerDenied');
  },
  customerChosen: (name: string) => tr('transactionsPicker.customerChosen', { name }),
};
