import type { UiLabels } from '../UiLabels';

export const navDefaults: UiLabels['nav'] = { main: 'Menu utama', open: 'Buka menu', close: 'Tutup menu' };
