import type { UiLabels } from '../UiLabels';

export const chartDefaults: UiLabels['chart'] = { category: 'Kategori' };
