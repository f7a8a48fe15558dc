import type { ComponentPropsWithRef, ReactNode } from 'react';
import { NumericFormat } from 'react-number-format';
import { useControllableState } from '../hooks/useControllableState';
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
  /** Allow a leading minus. @default false */
  allowNegative?: boolean;
  /** Highest accepted value; keystrokes that would exceed it are ignored. @default undefined */
  max?: number;
  /** Class name of the root element. @default undefined */
  className?: string;
}

interface InternalProps extends NumericFieldProps {
  decimalScale: number;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
}

/**
 * A number input in Indonesian notation: `.` groups thousands as the user types and `,` starts decimals
 * (a typed `.` where a decimal is allowed also becomes `,`). The caret is kept next to the digit just typed.
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
  const field = useField({ id, hint, error, required, disabled, describedBy });
  const [value, setValue] = useControllableState<number | null>({
    value: valueProp,
    defaultValue,
    onChange: (next) => onValueChange?.({ value: next }),
  });
  return (
    <Field field={field} label={label} hint={hint} error={error} className={className} style={style}>
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
          thousandSeparator="."
          decimalSeparator=","
          allowedDecimalSeparators={decimalScale > 0 ? [',', '.'] : [',']}
          decimalScale={decimalScale}
          allowNegative={allowNegative}
          allowLeadingZeros={false}
          inputMode={decimalScale > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          isAllowed={({ floatValue }) => floatValue === undefined || max === undefined || floatValue <= max}
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
