import idTexts from '../../i18n/catalogues/id/sessions.json';
import { catalogueArea } from '../../i18n/area';
import type { SessionDevice } from './api';

/** The texts of the sessions list (catalogues/<locale>/sessions.json), shown in the profile and in user management. */
const tr = catalogueArea(idTexts);
export const sessionMessages = {
  get title() {
    return tr('sessions.title');
  },
  get description() {
    return tr('sessions.description');
  },
  userDescription: (name: string) => tr('sessions.userDescription', { name }),
  get idleNote() {
    return tr('sessions.idleNote');
  },
  columns: {
    get device() {
      return tr('sessions.columns.device');
    },
    get ip() {
      return tr('sessions.columns.ip');
    },
    get createdAt() {
      return tr('sessions.columns.createdAt');
    },
    get lastSeenAt() {
      return tr('sessions.columns.lastSeenAt');
    },
  },
  /** "Chrome 131 di Android 14", or what the user agent says of it. */
  device: ({ browser, os }: SessionDevice) =>
    tr('sessions.device', {
      browser,
      os,
      known: browser && os ? 'both' : browser ? 'browser' : os ? 'os' : 'none',
    }),
  kind: (kind: SessionDevice['kind']) => tr('sessions.kind', { kind }),
  get current() {
    return tr('sessions.current');
  },
  get end() {
    return tr('sessions.end');
  },
  endLabel: (device: string) => tr('sessions.endLabel', { device }),
  get endTitle() {
    return tr('sessions.endTitle');
  },
  endText: (device: string) => tr('sessions.endText', { device }),
  ended: (device: string) => tr('sessions.ended', { device }),
  get endOthers() {
    return tr('sessions.endOthers');
  },
  get endOthersTitle() {
    return tr('sessions.endOthersTitle');
  },
  get endOthersText() {
    return tr('sessions.endOthersText');
  },
  get endAll() {
    return tr('sessions.endAll');
  },
  endAllTitle: (name: string) => tr('sessions.endAllTitle', { name }),
  endAllText: (name: string) => tr('sessions.endAllText', { name }),
  endedMany: (count: number) => tr('sessions.endedMany', { count }),
  get empty() {
    return tr('sessions.empty');
  },
  get emptyText() {
    return tr('sessions.emptyText');
  },
  get onlyThis() {
    return tr('sessions.onlyThis');
  },
} as const;
