import idTexts from '../../i18n/catalogues/id/profile.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/profile.json). */
const tr = catalogueArea(idTexts);
export const profileMessages = {
  get title() {
    return tr('profile.title');
  },
  get description() {
    return tr('profile.description');
  },
  tabs: {
    get account() {
      return tr('profile.tabs.account');
    },
    get security() {
      return tr('profile.tabs.security');
    },
    get sessions() {
      return tr('profile.tabs.sessions');
    },
  },
  get photo() {
    return tr('profile.photo');
  },
  get photoHint() {
    return tr('profile.photoHint');
  },
  get photoPick() {
    return tr('profile.photoPick');
  },
  get photoRemove() {
    return tr('profile.photoRemove');
  },
  get photoDiscard() {
    return tr('profile.photoDiscard');
  },
  get photoWillBeRemoved() {
    return tr('profile.photoWillBeRemoved');
  },
  get photoRemoved() {
    return tr('profile.photoRemoved');
  },
  get name() {
    return tr('profile.name');
  },
  get email() {
    return tr('profile.email');
  },
  get phone() {
    return tr('profile.phone');
  },
  get position() {
    return tr('profile.position');
  },
  get positionHint() {
    return tr('profile.positionHint');
  },
  get groups() {
    return tr('profile.groups');
  },
  get noPosition() {
    return tr('profile.noPosition');
  },
  get save() {
    return tr('profile.save');
  },
  get saved() {
    return tr('profile.saved');
  },
  get photoSaved() {
    return tr('profile.photoSaved');
  },
  get currentPassword() {
    return tr('profile.currentPassword');
  },
  get newPassword() {
    return tr('profile.newPassword');
  },
  get newPasswordHint() {
    return tr('profile.newPasswordHint');
  },
  get confirmPassword() {
    return tr('profile.confirmPassword');
  },
  get samePassword() {
    return tr('profile.samePassword');
  },
  get changePassword() {
    return tr('profile.changePassword');
  },
  get passwordChanged() {
    return tr('profile.passwordChanged');
  },
  get securityTitle() {
    return tr('profile.securityTitle');
  },
  get accountTitle() {
    return tr('profile.accountTitle');
  },
} as const;
