import type { UiLabels } from '../UiLabels';

export const numberDefaults: UiLabels['number'] = {
  negative: 'Tidak boleh negatif.',
  maximum: (max) => `Maksimal ${max}.`,
};
