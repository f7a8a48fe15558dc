import type { UiLabels } from '../UiLabels';

/**
 * The loading words in Indonesian, apart from the other groups (defaults.ts): the app's first screen shows a
 * progress bar and a splash, and carries only these words, not every component's.
 */
export const progressDefaults: UiLabels['progress'] = {
  loading: 'Memuat',
  app: 'Memuat aplikasi',
  standBy: 'Please stand by',
};
