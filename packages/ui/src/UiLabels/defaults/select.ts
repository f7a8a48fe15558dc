import type { UiLabels } from '../UiLabels';

export const selectDefaults: UiLabels['select'] = { placeholder: 'Pilih…' };
