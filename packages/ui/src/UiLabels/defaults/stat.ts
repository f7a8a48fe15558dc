import type { UiLabels } from '../UiLabels';

export const statDefaults: UiLabels['stat'] = {
  up: (amount) => `naik ${amount}`,
  down: (amount) => `turun ${amount}`,
  flat: (amount) => `tetap ${amount}`,
};
