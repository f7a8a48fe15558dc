import idTexts from '../../i18n/catalogues/id/backup.json';
import { catalogueArea } from '../../i18n/area';
import { formatNumber } from '../../lib/format';

/** The texts of this area, in the current language (catalogues/<locale>/backup.json). */
const tr = catalogueArea(idTexts);

/** A file's size: "237 KB", "1,5 MB". */
const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? tr('backup.sizeKb', { n: formatNumber(Math.max(1, Math.round(bytes / 1024))) })
    : tr('backup.sizeMb', { n: formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 }) });

export const backupMessages = {
  get title() {
    return tr('backup.title');
  },
  get description() {
    return tr('backup.description');
  },
  get make() {
    return tr('backup.make');
  },
  made: (name: string) => tr('backup.made', { name }),
  scheduleOn: (time: string, keep: number) => tr('backup.scheduleOn', { time, keep }),
  scheduleNext: (when: string) => tr('backup.scheduleNext', { when }),
  get scheduleOff() {
    return tr('backup.scheduleOff');
  },
  get caption() {
    return tr('backup.caption');
  },
  columns: {
    get createdAt() {
      return tr('backup.columns.createdAt');
    },
    get name() {
      return tr('backup.columns.name');
    },
    get bytes() {
      return tr('backup.columns.bytes');
    },
    get origin() {
      return tr('backup.columns.origin');
    },
  },
  origin: (origin: 'automatic' | 'other') => tr('backup.origin', { origin }),
  size,
  get download() {
    return tr('backup.download');
  },
  downloadLabel: (name: string) => tr('backup.downloadLabel', { name }),
  downloaded: (name: string) => tr('backup.downloaded', { name }),
  restoreLabel: (name: string) => tr('backup.restoreLabel', { name }),
  deleteLabel: (name: string) => tr('backup.deleteLabel', { name }),
  get deleteTitle() {
    return tr('backup.deleteTitle');
  },
  deleteText: (name: string) => tr('backup.deleteText', { name }),
  deleted: (name: string) => tr('backup.deleted', { name }),
  get restoreFile() {
    return tr('backup.restoreFile');
  },
  get restoreTitle() {
    return tr('backup.restoreTitle');
  },
  get restoreWarning() {
    return tr('backup.restoreWarning');
  },
  restoreFrom: (name: string, when: string) => tr('backup.restoreFrom', { name, when }),
  get file() {
    return tr('backup.file');
  },
  fileHint: (maxBytes: number) => tr('backup.fileHint', { size: size(maxBytes) }),
  get chooseFile() {
    return tr('backup.chooseFile');
  },
  fileTooLarge: (maxBytes: number) => tr('backup.fileTooLarge', { size: size(maxBytes) }),
  confirm: (word: string) => tr('backup.confirm', { word }),
  get confirmHint() {
    return tr('backup.confirmHint');
  },
  confirmMismatch: (word: string) => tr('backup.confirmMismatch', { word }),
  get restoreSubmit() {
    return tr('backup.restoreSubmit');
  },
  get restoring() {
    return tr('backup.restoring');
  },
  get restored() {
    return tr('backup.restored');
  },
  get signInAgain() {
    return tr('backup.signInAgain');
  },
  get empty() {
    return tr('backup.empty');
  },
  get emptyText() {
    return tr('backup.emptyText');
  },
} as const;
