import type { Schemas } from '@pawon/api-client';
import idTexts from '../../i18n/catalogues/id/materials.json';
import { catalogueArea, catalogueChoices, catalogueGroup } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/materials.json). */
export const t = catalogueArea(idTexts);
/** The options of a choice of this area (`choices('materials.choices.reason')`). */
export const choices = catalogueChoices(idTexts);
/** The texts under a key of this area, by their last key (`group('materials.labels')`). */
export const group = catalogueGroup(idTexts);

/** When a lot expires, from the days left (today when none). */
export const expiresIn = (days: number) =>
  days <= 0 ? t('materials.expiresToday') : t('materials.expiresIn', { days });

/** Why material left the stock, in a table cell. */
export const reasonLabel = (reason: Schemas['UsageReason']) => t(`materials.choices.reason.${reason}`);
