export { QuantityField } from './QuantityField';
export type { QuantityFieldProps } from './QuantityField';
