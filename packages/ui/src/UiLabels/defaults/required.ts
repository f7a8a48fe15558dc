import type { UiLabels } from '../UiLabels';

export const requiredDefaults: UiLabels['required'] = { required: '(wajib)', optional: '(opsional)' };
