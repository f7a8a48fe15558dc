export { Field } from './Field';
export type { FieldProps } from './Field';
export { useField } from './useField';
export type { FieldBaseProps, FieldState, UseFieldOptions } from './useField';
export { FieldOrientationContext, useFieldOrientation } from './FieldContext';
export type { FieldOrientation } from './FieldContext';
