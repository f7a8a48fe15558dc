import { createContext, useContext } from 'react';

/** How fields lay out their label: above the control, or in a label column (inside FormLayout). */
export type FieldOrientation = 'vertical' | 'horizontal';

export const FieldOrientationContext = createContext<FieldOrientation>('vertical');

export function useFieldOrientation(): FieldOrientation {
  return useContext(FieldOrientationContext);
}
