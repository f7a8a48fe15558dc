import idTexts from '../../i18n/catalogues/id/transfer.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/transfer.json). */
const tr = catalogueArea(idTexts);
/** The text of a list's export and import (TransferActions.tsx). */
export const transferText = {
  get export() {
    return tr('transfer.export');
  },
  get exportXlsx() {
    return tr('transfer.exportXlsx');
  },
  get exportCsv() {
    return tr('transfer.exportCsv');
  },
  get exporting() {
    return tr('transfer.exporting');
  },
  get exportFailed() {
    return tr('transfer.exportFailed');
  },
  exported: (name: string) => tr('transfer.exported', { name }),
  get import() {
    return tr('transfer.import');
  },
  importTitle: (one: string) => tr('transfer.importTitle', { one }),
  importIntro: (key: string) => tr('transfer.importIntro', { key }),
  get template() {
    return tr('transfer.template');
  },
  get templateXlsx() {
    return tr('transfer.templateXlsx');
  },
  get templateCsv() {
    return tr('transfer.templateCsv');
  },
  get file() {
    return tr('transfer.file');
  },
  get fileHint() {
    return tr('transfer.fileHint');
  },
  get chooseFile() {
    return tr('transfer.chooseFile');
  },
  get check() {
    return tr('transfer.check');
  },
  apply: (n: number) => tr('transfer.apply', { n }),
  checked: (added: number, updated: number, failed: number) =>
    tr('transfer.checked', { added, updated, failed }),
  get fixFirst() {
    return tr('transfer.fixFirst');
  },
  get imported() {
    return tr('transfer.imported');
  },
  get row() {
    return tr('transfer.row');
  },
  get key() {
    return tr('transfer.key');
  },
  get name() {
    return tr('transfer.name');
  },
  get result() {
    return tr('transfer.result');
  },
  get problems() {
    return tr('transfer.problems');
  },
  get rows() {
    return tr('transfer.rows');
  },
  get add() {
    return tr('transfer.add');
  },
  get update() {
    return tr('transfer.update');
  },
  get error() {
    return tr('transfer.error');
  },
  get wholeRow() {
    return tr('transfer.wholeRow');
  },
} as const;
