import { useContext } from 'react';
import { defaultUiLabels } from './defaults';
import { UiLabelsContext, type UiLabels } from './UiLabels';

/**
 * The labels of the nearest provider, or the Indonesian defaults. Kept apart from the provider so that a screen that
 * only provides labels (the app's root) does not carry the defaults' words.
 */
export function useUiLabels(): UiLabels {
  return useContext(UiLabelsContext) ?? defaultUiLabels;
}

export { useUiLabelGroup } from './useUiLabelGroup';
