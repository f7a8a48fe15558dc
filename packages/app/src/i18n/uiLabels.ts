import type { UiLabels } from '@pawon/ui';
import type { MessageKey, MessageParams } from './runtime';

/** ui's built-in words from the catalogue, in the current language (ui never imports the app). */
export function uiLabelsOf(t: (key: MessageKey, params?: MessageParams) => string): UiLabels {
  return {
    pagination: {
      nav: t('ui.pagination.nav'),
      empty: t('ui.pagination.empty'),
      range: (from, to, total) => t('ui.pagination.range', { from, to, total }),
      compact: (page, count) => t('ui.pagination.compact', { page, count }),
      pageSize: t('ui.pagination.pageSize'),
      first: t('ui.pagination.first'),
      previous: t('ui.pagination.previous'),
      next: t('ui.pagination.next'),
      last: t('ui.pagination.last'),
      page: (page) => t('ui.pagination.page', { page }),
    },
    dialog: { close: t('ui.dialog.close') },
    confirm: {
      title: t('ui.confirm.title'),
      message: t('ui.confirm.message'),
      confirm: t('ui.confirm.confirm'),
      cancel: t('ui.confirm.cancel'),
      failure: t('ui.confirm.failure'),
      reason: t('ui.confirm.reason'),
      reasonPlaceholder: t('ui.confirm.reasonPlaceholder'),
      reasonRequired: (label) => t('ui.confirm.reasonRequired', { label }),
    },
    date: {
      invalid: t('ui.date.invalid'),
      outOfRange: t('ui.date.outOfRange'),
      pick: t('ui.date.pick'),
      picked: (date) => t('ui.date.picked', { date }),
      calendar: t('ui.date.calendar'),
      placeholder: t('ui.date.placeholder'),
    },
    toast: { region: t('ui.toast.region'), close: t('ui.toast.close') },
  };
}
