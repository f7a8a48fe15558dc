import { useEffect, useState } from 'react';
import { Controller, type FieldValues, type RegisterOptions, type UseFormReturn } from 'react-hook-form';
import { Checkbox, PasswordField, Select, Switch, Textarea, TextField, type SelectOption } from '@pawon/ui';
import { messages } from '../messages';
import type { ResourceField } from './types';
import * as S from './resource.styles';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** react-hook-form rules from a field description. */
export function rulesOf<V extends FieldValues>(field: ResourceField<V>): RegisterOptions<V> {
  const rules: RegisterOptions<V> = {};
  if (field.required) rules.required = messages.required;
  if (field.minLength)
    rules.minLength = { value: field.minLength, message: messages.minLength(field.minLength) };
  if (field.maxLength)
    rules.maxLength = { value: field.maxLength, message: messages.maxLength(field.maxLength) };
  if (field.pattern) rules.pattern = field.pattern;
  else if (field.kind === 'email') rules.pattern = { value: EMAIL, message: messages.invalidEmail };
  if (field.validate) {
    const check = field.validate;
    rules.validate = (value: unknown, values: V) => check(value, values);
  }
  return rules;
}

/** The options of a select or checkbox list, fixed or loaded once. */
export function useFieldOptions(options: ResourceField<FieldValues>['options']) {
  const [state, setState] = useState<{
    options: readonly SelectOption[];
    error: string | null;
    loading: boolean;
  }>(() =>
    typeof options === 'function'
      ? { options: [], error: null, loading: true }
      : { options: options ?? [], error: null, loading: false },
  );
  useEffect(() => {
    if (typeof options !== 'function') return;
    let cancelled = false;
    options().then(
      (loaded) => !cancelled && setState({ options: loaded, error: null, loading: false }),
      () => !cancelled && setState({ options: [], error: 'Pilihan tidak dapat dimuat.', loading: false }),
    );
    return () => {
      cancelled = true;
    };
  }, [options]);
  return state;
}

export interface FieldRendererProps<V extends FieldValues> {
  field: ResourceField<V>;
  form: UseFormReturn<V>;
  /** Test id prefix. */
  idPrefix: string;
}

/** One described field, bound to the form, with its client and server errors. */
export function FieldRenderer<V extends FieldValues>({ field, form, idPrefix }: FieldRendererProps<V>) {
  const { register, control, formState } = form;
  const error = (formState.errors as Record<string, { message?: string } | undefined>)[field.name]?.message;
  const id = `${idPrefix}-${field.name}`;
  const common = { id, label: field.label, hint: field.hint, error, required: field.required };
  const options = useFieldOptions(field.options as ResourceField<FieldValues>['options']);

  switch (field.kind) {
    case 'text':
    case 'email':
    case 'tel':
      return (
        <TextField
          {...common}
          type={field.kind}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          {...register(field.name, rulesOf(field))}
        />
      );
    case 'password':
      return (
        <PasswordField
          {...common}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete ?? 'new-password'}
          {...register(field.name, rulesOf(field))}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          rows={3}
          {...register(field.name, rulesOf(field))}
        />
      );
    case 'switch':
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => (
            <Switch
              id={id}
              label={field.label}
              hint={field.hint}
              error={error}
              checked={Boolean(f.value)}
              onCheckedChange={({ checked }) => f.onChange(checked)}
              onBlur={f.onBlur}
              name={f.name}
            />
          )}
        />
      );
    case 'select':
      return (
        <Controller
          control={control}
          name={field.name}
          rules={rulesOf(field)}
          render={({ field: f }) => (
            <Select
              {...common}
              error={error ?? options.error ?? undefined}
              placeholder={options.loading ? messages.loading : field.placeholder}
              options={options.options}
              value={f.value == null ? '' : String(f.value)}
              onValueChange={({ value }) => f.onChange(value)}
              onBlur={f.onBlur}
              name={f.name}
            />
          )}
        />
      );
    case 'checkboxes':
      return (
        <Controller
          control={control}
          name={field.name}
          rules={rulesOf(field)}
          render={({ field: f }) => {
            const chosen = new Set<string>((f.value as string[] | undefined) ?? []);
            return (
              <S.CheckboxGroup role="group" aria-labelledby={`${id}-legend`} data-testid={id}>
                <S.GroupLabel id={`${id}-legend`}>{field.label}</S.GroupLabel>
                {options.loading ? <S.Muted>{messages.loading}</S.Muted> : null}
                {options.error ? <S.ErrorLine role="alert">{options.error}</S.ErrorLine> : null}
                <S.CheckboxList>
                  {options.options.map((option) => (
                    <Checkbox
                      key={option.value}
                      id={`${id}-${option.value}`}
                      label={option.label}
                      checked={chosen.has(option.value)}
                      onCheckedChange={({ checked }) => {
                        const next = new Set(chosen);
                        if (checked) next.add(option.value);
                        else next.delete(option.value);
                        f.onChange([...next]);
                      }}
                    />
                  ))}
                </S.CheckboxList>
                {error ? <S.ErrorLine role="alert">{error}</S.ErrorLine> : null}
                {field.hint ? <S.Muted>{field.hint}</S.Muted> : null}
              </S.CheckboxGroup>
            );
          }}
        />
      );
  }
}
