export { DateField } from './DateField';
export type { DateFieldProps } from './DateField';
