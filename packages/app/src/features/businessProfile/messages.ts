import idTexts from '../../i18n/catalogues/id/businessProfile.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/businessProfile.json). */
const tr = catalogueArea(idTexts);
export const businessProfileMessages = {
  get title() {
    return tr('businessProfile.title');
  },
  get description() {
    return tr('businessProfile.description');
  },
  get formTitle() {
    return tr('businessProfile.formTitle');
  },
  get name() {
    return tr('businessProfile.name');
  },
  get address() {
    return tr('businessProfile.address');
  },
  get phone() {
    return tr('businessProfile.phone');
  },
  get logo() {
    return tr('businessProfile.logo');
  },
  get logoHint() {
    return tr('businessProfile.logoHint');
  },
  get logoPick() {
    return tr('businessProfile.logoPick');
  },
  get logoRemove() {
    return tr('businessProfile.logoRemove');
  },
  get logoDiscard() {
    return tr('businessProfile.logoDiscard');
  },
  get logoWillBeRemoved() {
    return tr('businessProfile.logoWillBeRemoved');
  },
  get paymentInfo() {
    return tr('businessProfile.paymentInfo');
  },
  get paymentInfoHint() {
    return tr('businessProfile.paymentInfoHint');
  },
  get invoiceFooter() {
    return tr('businessProfile.invoiceFooter');
  },
  get invoiceFooterHint() {
    return tr('businessProfile.invoiceFooterHint');
  },
  get save() {
    return tr('businessProfile.save');
  },
  get discard() {
    return tr('businessProfile.discard');
  },
  get saved() {
    return tr('businessProfile.saved');
  },
  get logoSaved() {
    return tr('businessProfile.logoSaved');
  },
  get unsaved() {
    return tr('businessProfile.unsaved');
  },
  get readOnly() {
    return tr('businessProfile.readOnly');
  },
  stale: (who: string | null, when: string) =>
    tr('businessProfile.stale', { who, when, known: who ? (when ? 'both' : 'who') : when ? 'when' : 'none' }),
  get takeTheirs() {
    return tr('businessProfile.takeTheirs');
  },
  get keepMine() {
    return tr('businessProfile.keepMine');
  },
} as const;
