import { useState } from 'react';
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { DateField, MoneyField, Select, TextField, type SelectOption } from '@pawon/ui';
import { controlledProps } from '../controlled';
import { todayIn } from '../format';
import { t as tCommon } from '../messages';
import { newIdempotencyKey } from '../offline/writes';
import { t as tRoot } from '../rootMessages';

/**
 * The fields every payment form has, whoever pays whom (a customer's payment, a payment to a vendor): the day, the
 * amount in rupiah, the method and the reference. The party (customer, vendor) is the form's own field.
 */
export interface PaymentFieldValues extends FieldValues {
  date: string | null;
  amount: number | null;
  method: string;
  reference: string;
}

interface PaymentFieldProps<V extends PaymentFieldValues> {
  /** The payment form (react-hook-form). */
  form: UseFormReturn<V>;
  id: string;
  label: string;
  /** A line under the field. @default none */
  hint?: string | undefined;
  /** While saving. @default false */
  disabled?: boolean;
}

// The field names are those of PaymentFieldValues, which every V has.
const path = <V extends PaymentFieldValues>(name: keyof PaymentFieldValues) => name as FieldPath<V>;

/** The amount paid: required, at least Rp 1. */
export function PaymentAmountField<V extends PaymentFieldValues>({
  form,
  id,
  label,
  hint,
  disabled = false,
}: PaymentFieldProps<V>) {
  return (
    <Controller
      control={form.control}
      name={path<V>('amount')}
      rules={{
        required: tRoot('root.required'),
        min: { value: 1, message: tCommon('common.minimum', { n: 1 }) },
      }}
      render={({ field, fieldState }) => (
        <MoneyField
          id={id}
          label={label}
          required
          disabled={disabled}
          hint={hint}
          error={fieldState.error?.message}
          {...controlledProps(field)}
          value={typeof field.value === 'number' ? field.value : null}
        />
      )}
    />
  );
}

/** The day paid: required, today at the latest. */
export function PaymentDateField<V extends PaymentFieldValues>({
  form,
  id,
  label,
  disabled = false,
}: Omit<PaymentFieldProps<V>, 'hint'>) {
  return (
    <Controller
      control={form.control}
      name={path<V>('date')}
      rules={{ required: tRoot('root.required') }}
      render={({ field, fieldState }) => (
        <DateField
          id={id}
          label={label}
          required
          disabled={disabled}
          maxDate={todayIn()}
          error={fieldState.error?.message}
          {...controlledProps(field)}
          value={typeof field.value === 'string' && field.value ? field.value : null}
        />
      )}
    />
  );
}

/** How it was paid: one of the feature's methods (their names in its catalogue). */
export function PaymentMethodField<V extends PaymentFieldValues>({
  form,
  id,
  label,
  options,
  disabled = false,
}: Omit<PaymentFieldProps<V>, 'hint'> & { options: SelectOption[] }) {
  return (
    <Controller
      control={form.control}
      name={path<V>('method')}
      render={({ field, fieldState }) => (
        <Select
          id={id}
          label={label}
          required
          disabled={disabled}
          options={options}
          error={fieldState.error?.message}
          {...controlledProps(field)}
        />
      )}
    />
  );
}

/** The bank's or the vendor's reference: optional, at most 200 characters. */
export function PaymentReferenceField<V extends PaymentFieldValues>({
  form,
  id,
  label,
  hint,
  placeholder,
  disabled = false,
}: PaymentFieldProps<V> & {
  /** @default none */
  placeholder?: string | undefined;
}) {
  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      placeholder={placeholder}
      maxLength={200}
      autoComplete="off"
      disabled={disabled}
      error={form.formState.errors.reference?.message as string | undefined}
      {...form.register(path<V>('reference'), {
        maxLength: { value: 200, message: tCommon('common.maxLength', { n: 200 }) },
      })}
    />
  );
}

/**
 * One idempotency key per request body: a save sent again unchanged (an answer lost on a weak signal) is written
 * once by the server; a changed body is a new payment. `forget` starts afresh (another payment in the same dialog).
 */
export function useIdempotencyKey() {
  // One object for the dialog's life: callbacks that use it need not change.
  return useState(() => {
    let sent: { body: string; key: string } | null = null;
    return {
      keyFor: (body: unknown): string => {
        const text = JSON.stringify(body);
        if (sent?.body !== text) sent = { body: text, key: newIdempotencyKey() };
        return sent.key;
      },
      forget: () => {
        sent = null;
      },
    };
  })[0];
}
