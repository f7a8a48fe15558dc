import idTexts from '../i18n/catalogues/id/lists.json';
import { catalogueArea } from '../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/lists.json). */
const tr = catalogueArea(idTexts);

/** Text of the declared resources' screens and forms (signed-in routes only; the sign-in page carries none of it). */
export const listMessages = {
  /** A version conflict in a form (lib/resource/VersionConflict.tsx). */
  conflict: {
    get someone() {
      return tr('lists.conflict.someone');
    },
    title: (who: string, when: string | null) => tr('lists.conflict.title', { who, when: when ?? 'none' }),
    get diffs() {
      return tr('lists.conflict.diffs');
    },
    get field() {
      return tr('lists.conflict.field');
    },
    theirs: (who: string) => tr('lists.conflict.theirs', { who }),
    get yours() {
      return tr('lists.conflict.yours');
    },
    get untouched() {
      return tr('lists.conflict.untouched');
    },
    get same() {
      return tr('lists.conflict.same');
    },
    explain: (who: string) => tr('lists.conflict.explain', { who }),
    get keepMine() {
      return tr('lists.conflict.keepMine');
    },
    takeTheirs: (who: string) => tr('lists.conflict.takeTheirs', { who }),
  },
  /** A resource's messages made from its record type's name (lib/resource/defineResource.tsx). */
  resource: {
    add: (one: string) => tr('lists.resource.add', { one }),
    edit: (one: string) => tr('lists.resource.edit', { one }),
    created: (one: string, name: string) => tr('lists.resource.created', { one, name }),
    updated: (one: string, name: string) => tr('lists.resource.updated', { one, name }),
    deleted: (one: string, name: string) => tr('lists.resource.deleted', { one, name }),
    deleteTitle: (one: string) => tr('lists.resource.deleteTitle', { one }),
    deleteText: (one: string, name: string) => tr('lists.resource.deleteText', { one, name }),
    search: (one: string) => tr('lists.resource.search', { one }),
    empty: (one: string) => tr('lists.resource.empty', { one }),
    caption: (one: string) => tr('lists.resource.caption', { one }),
  },
  /** A row's button to its record's history of changes (lib/resource/HistoryButton.tsx). */
  history: (name: string) => tr('lists.history', { name }),
};
