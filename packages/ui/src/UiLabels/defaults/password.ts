import type { UiLabels } from '../UiLabels';

export const passwordDefaults: UiLabels['password'] = {
  show: 'Tampilkan kata sandi',
  hide: 'Sembunyikan kata sandi',
};
