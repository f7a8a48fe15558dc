import type { UiLabels } from '../UiLabels';

export const dialogDefaults: UiLabels['dialog'] = { close: 'Tutup' };
