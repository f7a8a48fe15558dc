import idTexts from '../../i18n/catalogues/id/transactionsExport.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/transactionsExport.json). */
export const t = catalogueArea(idTexts);
/** The layouts of the order export (`rows`): one row per order, or one per line of its packs. */
export const orderExportRows = () => [
  { value: 'order', label: t('transactionsExport.0.label') },
  { value: 'line', label: t('transactionsExport.1.label') },
];
