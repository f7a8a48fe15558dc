export { TimeField } from './TimeField';
export type { TimeFieldProps } from './TimeField';
