export { UiLabelsProvider, type UiLabels, type UiLabelsProviderProps } from './UiLabels';
export { useUiLabels } from './useUiLabels';
export { defaultUiLabels } from './defaults';
