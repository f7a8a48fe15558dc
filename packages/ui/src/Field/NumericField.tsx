import type { ComponentPropsWithRef, ReactNode } from 'react';
import { NumericFormat } from 'react-number-format';
import { useControllableState } from '../hooks/useControllableState';
import { formatNumber, numberMarks } from '../format';
import { numberDefaults } from '../UiLabels/defaults/number';
import { useUiLabelGroup } from '../UiLabels/useUiLabelGroup';
import { Field } from './Field';
import { Adornment, ControlBox, Input } from './Field.styles';
import { useField, type FieldBaseProps } from './useField';

type NativeInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'required' | 'value' | 'defaultValue' | 'type' | 'onChange' | 'children' | 'min' | 'max'
>;

/** Props shared by MoneyField and QuantityField. */
export interface NumericFieldProps extends FieldBaseProps, NativeInputProps {
  /** The number (controlled); `null` when empty. @default undefined */
  value?: number | null;
  /** Initial number when uncontrolled. @default null */
  defaultValue?: number | null;
  /** Called with the new number (or `null` when emptied) as the user types. @default undefined */
  onValueChange?: (change: { value: number | null }) => void;
  /**
   * Whether a negative number is valid. A minus typed where it is not is kept (never silently dropped, which would
   * flip the sign) and the field says it is not allowed. @default false
   */
  allowNegative?: boolean;
  /** Highest valid value: what is typed above it is kept and the field says the maximum. @default undefined */
  max?: number;
  /** Class name of the root element. @default undefined */
  className?: string;
}

interface InternalProps extends NumericFieldProps {
  decimalScale: number;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
}

/** Digits a number field takes: beyond 15, a JavaScript number no longer holds every digit. */
const MAX_DIGITS = 15;

/**
 * A number input in the notation of the current language (format/locale.ts). Indonesian: `.` groups thousands as the
 * user types and `,` starts decimals (a typed `.` where a decimal is allowed also becomes `,`); English: `,` groups
 * and `.` starts decimals. The caret is kept next to the digit just typed.
 */
export function NumericField({
  label,
  hint,
  error,
  required,
  disabled,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  allowNegative = false,
  max,
  decimalScale,
  startAdornment,
  endAdornment,
  className,
  style,
  id,
  ref,
  'aria-describedby': describedBy,
  ...inputProps
}: InternalProps) {
  const [value, setValue] = useControllableState<number | null>({
    value: valueProp,
    defaultValue,
    onChange: (next) => onValueChange?.({ value: next }),
  });
  // Out of range is said on the field (the form's own message, when it has one, comes first); the number is still
  // reported as typed, so a form or the server refuses it instead of saving another number.
  const words = useUiLabelGroup('number', numberDefaults);
  const rangeError =
    value === null || value === undefined
      ? undefined
      : !allowNegative && value < 0
        ? words.negative
        : max !== undefined && value > max
          ? words.maximum(formatNumber(max, { maximumFractionDigits: 3 }))
          : undefined;
  const field = useField({ id, hint, error: error ?? rangeError, required, disabled, describedBy });
  const marks = numberMarks();
  return (
    <Field
      field={field}
      label={label}
      hint={hint}
      error={error ?? rangeError}
      className={className}
      style={style}
    >
      <ControlBox data-invalid={field.invalid || undefined} data-disabled={disabled || undefined}>
        {startAdornment ? (
          <Adornment data-side="start" aria-hidden="true">
            {startAdornment}
          </Adornment>
        ) : null}
        <NumericFormat
          customInput={Input}
          getInputRef={ref}
          value={value ?? ''}
          valueIsNumericString={false}
          thousandSeparator={marks.group}
          decimalSeparator={marks.decimal}
          allowedDecimalSeparators={decimalScale > 0 && marks.decimal === ',' ? [',', '.'] : [marks.decimal]}
          decimalScale={decimalScale}
          allowNegative
          allowLeadingZeros={false}
          inputMode={decimalScale > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          // Past 15 digits a number is no longer exact: the keystroke is ignored rather than the amount changed.
          isAllowed={({ value: digits }) => digits.replace(/\D/g, '').length <= MAX_DIGITS}
          onValueChange={({ floatValue }, { source }) => {
            if (source !== 'event') return;
            setValue(floatValue === undefined || Number.isNaN(floatValue) ? null : floatValue);
          }}
          disabled={disabled}
          {...field.controlProps}
          {...inputProps}
        />
        {endAdornment ? (
          <Adornment data-side="end" aria-hidden="true">
            {endAdornment}
          </Adornment>
        ) : null}
      </ControlBox>
    </Field>
  );
}
