export { Combobox } from './Combobox';
export type { ComboboxOption, ComboboxProps } from './Combobox';
