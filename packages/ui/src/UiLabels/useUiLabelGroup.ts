import { useContext } from 'react';
import { UiLabelsContext, type UiLabels } from './UiLabels';

/**
 * One group's labels from the nearest provider, or that group's Indonesian defaults (`defaults.ts`): a component
 * that takes only its own group carries only its own words.
 */
export function useUiLabelGroup<G extends keyof UiLabels>(group: G, defaults: UiLabels[G]): UiLabels[G] {
  return useContext(UiLabelsContext)?.[group] ?? defaults;
}
