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

/**
 * One group's labels from the nearest provider, or that group's Indonesian defaults (`defaults.ts`): a component
 * that takes only its own group carries only its own words.
 */
export function useUiLabelGroup<G extends keyof UiLabels>(group: G, defaults: UiLabels[G]): UiLabels[G] {
  return useContext(UiLabelsContext)?.[group] ?? defaults;
}
