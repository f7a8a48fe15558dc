import type { UiLabels } from './UiLabels';
import { chartDefaults } from './defaults/chart';
import { comboboxDefaults } from './defaults/combobox';
import { confirmDefaults } from './defaults/confirm';
import { dateDefaults } from './defaults/date';
import { dialogDefaults } from './defaults/dialog';
import { imageDefaults } from './defaults/image';
import { linesDefaults } from './defaults/lines';
import { navDefaults } from './defaults/nav';
import { pageDefaults } from './defaults/page';
import { paginationDefaults } from './defaults/pagination';
import { passwordDefaults } from './defaults/password';
import { periodDefaults } from './defaults/period';
import { progressDefaults } from './defaults/progress';
import { requiredDefaults } from './defaults/required';
import { numberDefaults } from './defaults/number';
import { selectDefaults } from './defaults/select';
import { stateDefaults } from './defaults/state';
import { statDefaults } from './defaults/stat';
import { tableDefaults } from './defaults/table';
import { timeDefaults } from './defaults/time';
import { toastDefaults } from './defaults/toast';

/**
 * ui's built-in words in Indonesian, the app's default language: one module per group (defaults/<group>.ts), so that
 * a component carries only its own group's words (useUiLabelGroup), and a route without that component none of them
 * (a bundler places a module, not an export, in a chunk).
 */
export {
  chartDefaults,
  comboboxDefaults,
  confirmDefaults,
  dateDefaults,
  dialogDefaults,
  imageDefaults,
  linesDefaults,
  navDefaults,
  pageDefaults,
  paginationDefaults,
  passwordDefaults,
  periodDefaults,
  progressDefaults,
  numberDefaults,
  requiredDefaults,
  selectDefaults,
  stateDefaults,
  statDefaults,
  tableDefaults,
  timeDefaults,
  toastDefaults,
};

/** Every group's Indonesian words. */
export const defaultUiLabels: UiLabels = {
  pagination: paginationDefaults,
  dialog: dialogDefaults,
  confirm: confirmDefaults,
  date: dateDefaults,
  toast: toastDefaults,
  combobox: comboboxDefaults,
  select: selectDefaults,
  table: tableDefaults,
  state: stateDefaults,
  period: periodDefaults,
  image: imageDefaults,
  lines: linesDefaults,
  progress: progressDefaults,
  page: pageDefaults,
  password: passwordDefaults,
  nav: navDefaults,
  time: timeDefaults,
  chart: chartDefaults,
  required: requiredDefaults,
  stat: statDefaults,
  number: numberDefaults,
};
