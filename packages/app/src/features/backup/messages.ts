import idTexts from '../../i18n/catalogues/id/backup.json';
import { catalogueArea } from '../../i18n/area';
import { formatNumber } from '../../lib/format';

/** The texts of this area, in the current language (catalogues/<locale>/backup.json). */
export const t = catalogueArea(idTexts);

/** A file's size: "237 KB", "1,5 MB". */
const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? t('backup.sizeKb', { n: formatNumber(Math.max(1, Math.round(bytes / 1024))) })
    : t('backup.sizeMb', { n: formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 }) });

export const backupMessages = {
  size,
  fileHint: (maxBytes: number) => t('backup.fileHint', { size: size(maxBytes) }),
  fileTooLarge: (maxBytes: number) => t('backup.fileTooLarge', { size: size(maxBytes) }),
} as const;
