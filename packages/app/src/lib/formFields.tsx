import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';
import {
  DateField,
  QuantityField,
  Select,
  type DateFieldProps,
  type QuantityFieldProps,
  type SelectOption,
} from '@pawon/ui';
import { controlledProps } from './controlled';
import { messages } from './messages';

export interface SelectFieldProps<V extends FieldValues> {
  control: Control<V>;
  name: FieldPath<V>;
  id: string;
  label: string;
  options: readonly SelectOption[];
  /** Marks the field and refuses an empty choice with "Wajib diisi." */
  required?: boolean;
  placeholder?: string;
  /** The choices are still loading (a reference list): says so in place of the placeholder. */
  loading?: boolean;
  hint?: string;
  /** An error besides the field's own (a reference list that failed to load). */
  error?: string | null | undefined;
  disabled?: boolean;
  /** After each choice the user makes (a field that depends on this one starts over). */
  onChanged?: () => void;
}

/**
 * A select bound to a react-hook-form field: its value, its error (client rule or the server's), and its ref, so
 * that a failed submit or a server error on it focuses it. One block for every form's selects.
 */
export function SelectField<V extends FieldValues>({
  control,
  name,
  required = false,
  loading = false,
  placeholder,
  error,
  onChanged,
  ...select
}: SelectFieldProps<V>) {
  return (
    <Controller
      control={control}
      name={name}
      rules={required ? { required: messages.required } : {}}
      render={({ field, fieldState }) => (
        <Select
          {...select}
          required={required}
          placeholder={loading ? messages.loading : placeholder}
          error={fieldState.error?.message ?? error ?? undefined}
          {...controlledProps(field, onChanged)}
        />
      )}
    />
  );
}

/** What every form field of this file takes besides its ui component's own props. */
interface Bound<V extends FieldValues> {
  control: Control<V>;
  name: FieldPath<V>;
  rules?: Omit<RegisterOptions<V, FieldPath<V>>, 'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'disabled'>;
  /** An error besides the field's own. */
  error?: string | undefined;
  /** After each change the user makes. */
  onChanged?: () => void;
}

type Unbound<P> = Omit<P, 'value' | 'defaultValue' | 'onValueChange' | 'name' | 'error'>;

/** A date bound to a react-hook-form field (value, error, focus), e.g. a restock or production date. */
export function DateFormField<V extends FieldValues>({
  control,
  name,
  rules,
  error,
  onChanged,
  ...props
}: Bound<V> & Unbound<DateFieldProps>) {
  return (
    <Controller
      control={control}
      name={name}
      rules={rules}
      render={({ field, fieldState }) => (
        <DateField
          {...props}
          error={fieldState.error?.message ?? error}
          {...controlledProps(field, onChanged)}
        />
      )}
    />
  );
}

/** A quantity bound to a react-hook-form field (value, error, focus), with its unit. */
export function QuantityFormField<V extends FieldValues>({
  control,
  name,
  rules,
  error,
  onChanged,
  ...props
}: Bound<V> & Unbound<QuantityFieldProps>) {
  return (
    <Controller
      control={control}
      name={name}
      rules={rules}
      render={({ field, fieldState }) => (
        <QuantityField
          {...props}
          error={fieldState.error?.message ?? error}
          {...controlledProps(field, onChanged)}
          value={typeof field.value === 'number' ? field.value : null}
        />
      )}
    />
  );
}
