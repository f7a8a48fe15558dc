import type { UiLabels } from '../UiLabels';

export const timeDefaults: UiLabels['time'] = {
  invalid: 'Jam tidak valid. Gunakan 00:00–23:59.',
  placeholder: 'JJ:MM',
};
