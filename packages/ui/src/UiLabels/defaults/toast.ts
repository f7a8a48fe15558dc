import type { UiLabels } from '../UiLabels';

export const toastDefaults: UiLabels['toast'] = { region: 'Notifikasi', close: 'Tutup notifikasi' };
