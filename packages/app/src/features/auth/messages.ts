import idTexts from '../../i18n/catalogues/id/auth.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/auth.json). */
const tr = catalogueArea(idTexts);
export const authMessages = {
  get loginTitle() {
    return tr('auth.loginTitle');
  },
  get loginSubtitle() {
    return tr('auth.loginSubtitle');
  },
  get login() {
    return tr('auth.login');
  },
  get loginPlaceholder() {
    return tr('auth.loginPlaceholder');
  },
  get password() {
    return tr('auth.password');
  },
  get submit() {
    return tr('auth.submit');
  },
  get noAccount() {
    return tr('auth.noAccount');
  },
  get registerLink() {
    return tr('auth.registerLink');
  },
  tooMany: (seconds: number) => tr('auth.tooMany', { seconds }),
  get tooManyShort() {
    return tr('auth.tooManyShort');
  },
  signedIn: (name: string) => tr('auth.signedIn', { name }),
  get registerTitle() {
    return tr('auth.registerTitle');
  },
  get registerSubtitle() {
    return tr('auth.registerSubtitle');
  },
  get name() {
    return tr('auth.name');
  },
  get email() {
    return tr('auth.email');
  },
  get phone() {
    return tr('auth.phone');
  },
  get newPassword() {
    return tr('auth.newPassword');
  },
  get confirmPassword() {
    return tr('auth.confirmPassword');
  },
  get registerSubmit() {
    return tr('auth.registerSubmit');
  },
  get haveAccount() {
    return tr('auth.haveAccount');
  },
  get loginLink() {
    return tr('auth.loginLink');
  },
  get registeredTitle() {
    return tr('auth.registeredTitle');
  },
  registeredText: (email: string) => tr('auth.registeredText', { email }),
  get backToLogin() {
    return tr('auth.backToLogin');
  },
} as const;
