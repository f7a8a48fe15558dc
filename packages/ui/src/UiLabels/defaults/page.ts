import type { UiLabels } from '../UiLabels';

export const pageDefaults: UiLabels['page'] = { breadcrumb: 'Lokasi halaman' };
