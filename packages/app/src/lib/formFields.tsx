import { t as tRoot } from './rootMessages';
import type { ComponentType } from 'react';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';
import { DateField, QuantityField, Select, type SelectOption } from '@pawon/ui';
import { controlledProps } from './controlled';

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
      rules={required ? { required: tRoot('root.required') } : {}}
      render={({ field, fieldState }) => (
        <Select
          {...select}
          required={required}
          placeholder={loading ? tRoot('root.loading') : placeholder}
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

/**
 * A ui field with `value`/`onValueChange` bound to a react-hook-form field: its value (through `toValue`), its
 * error (the rule's or the server's, else `error`) and its ref, so that a failed submit focuses it.
 */
function formField<P extends object>(
  Component: ComponentType<P>,
  toValue: (value: unknown) => unknown = (v) => v,
) {
  return function FormField<V extends FieldValues>({
    control,
    name,
    rules,
    error,
    onChanged,
    ...props
  }: Bound<V> & Unbound<P>) {
    return (
      <Controller
        control={control}
        name={name}
        rules={rules}
        render={({ field, fieldState }) => {
          const bound = { ...controlledProps(field, onChanged), value: toValue(field.value) };
          return <Component {...(props as P)} error={fieldState.error?.message ?? error} {...bound} />;
        }}
      />
    );
  };
}

/** A date bound to a form field (a restock, production or order date). */
export const DateFormField = formField(DateField);

/** A quantity bound to a form field, with its unit; empty is `null`. */
export const QuantityFormField = formField(QuantityField, (v) => (typeof v === 'number' ? v : null));
