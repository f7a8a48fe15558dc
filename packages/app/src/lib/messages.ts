import idTexts from '../i18n/catalogues/id/common.json';
import { catalogueArea } from '../i18n/area';
import { rootMessages } from './rootMessages';

/** The texts of this area, in the current language (catalogues/<locale>/common.json). */
const tr = catalogueArea(idTexts);
/** Text shared by several features (each feature keeps its own in `features/<name>/messages.ts`). */
export const messages = {
  get appName() {
    return rootMessages.appName;
  },
  get sessionEnded() {
    return rootMessages.sessionEnded;
  },
  get signInAgain() {
    return rootMessages.signInAgain;
  },
  get sessionExpired() {
    return rootMessages.sessionExpired;
  },
  get saved() {
    return tr('common.saved');
  },
  get deleted() {
    return tr('common.deleted');
  },
  get failed() {
    return tr('common.failed');
  },
  get cancel() {
    return tr('common.cancel');
  },
  get save() {
    return tr('common.save');
  },
  get saving() {
    return tr('common.saving');
  },
  get close() {
    return tr('common.close');
  },
  get add() {
    return tr('common.add');
  },
  get edit() {
    return tr('common.edit');
  },
  get delete() {
    return tr('common.delete');
  },
  get search() {
    return tr('common.search');
  },
  get searchPlaceholder() {
    return tr('common.searchPlaceholder');
  },
  /** The last choice of a searched list that shows only its first matches. */
  moreMatches: (n: string) => tr('common.moreMatches', { n }),
  /** A product searched on the server (production, stock adjustments). */
  productSearch: {
    get placeholder() {
      return tr('common.productSearch.placeholder');
    },
    get searching() {
      return tr('common.productSearch.searching');
    },
    get none() {
      return tr('common.productSearch.none');
    },
    get failed() {
      return tr('common.productSearch.failed');
    },
  },
  get actions() {
    return tr('common.actions');
  },
  get notAllowed() {
    return tr('common.notAllowed');
  },
  get yes() {
    return tr('common.yes');
  },
  get no() {
    return tr('common.no');
  },
  get active() {
    return tr('common.active');
  },
  get inactive() {
    return tr('common.inactive');
  },
  get loading() {
    return rootMessages.loading;
  },
  get loadError() {
    return tr('common.loadError');
  },
  get retry() {
    return tr('common.retry');
  },
  get empty() {
    return tr('common.empty');
  },
  emptySearch: (q: string) => tr('common.emptySearch', { q }),
  get emptyFilter() {
    return tr('common.emptyFilter');
  },
  get clearSearch() {
    return tr('common.clearSearch');
  },
  filters: (active: number) => tr('common.filters', { active }),
  get required() {
    return rootMessages.required;
  },
  minLength: (n: number) => tr('common.minLength', { n }),
  maxLength: (n: number) => tr('common.maxLength', { n }),
  get invalidEmail() {
    return tr('common.invalidEmail');
  },
  get invalidFormat() {
    return tr('common.invalidFormat');
  },
  minimum: (n: number) => tr('common.minimum', { n }),
  maximum: (n: number) => tr('common.maximum', { n }),
  get invalidPhone() {
    return tr('common.invalidPhone');
  },
  get phoneHint() {
    return tr('common.phoneHint');
  },
  get newPasswordHint() {
    return tr('common.newPasswordHint');
  },
  get passwordMismatch() {
    return tr('common.passwordMismatch');
  },
  get fixFields() {
    return tr('common.fixFields');
  },
  get confirmDeleteTitle() {
    return tr('common.confirmDeleteTitle');
  },
  confirmDeleteText: (what: string) => tr('common.confirmDeleteText', { what }),
  routeError: {
    get title() {
      return tr('common.routeError.title');
    },
    get text() {
      return tr('common.routeError.text');
    },
    get reload() {
      return tr('common.routeError.reload');
    },
    get plain() {
      return rootMessages.routeErrorPlain;
    },
    get plainReload() {
      return rootMessages.routeErrorPlainReload;
    },
  },
  get pleaseStandBy() {
    return tr('common.pleaseStandBy');
  },
} as const;
