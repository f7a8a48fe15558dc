import type { ComponentPropsWithRef } from 'react';
import { Field, useField, type FieldBaseProps } from '../Field';
import { Adornment, ControlBox, Input } from '../Field/Field.styles';
import { useControllableState } from '../hooks/useControllableState';
import { Icon } from '../Icon';

export interface TimeFieldProps
  extends FieldBaseProps,
    Omit<ComponentPropsWithRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'required' | 'type' | 'min' | 'max'> {
  /** Time as `HH:mm`, 24-hour (controlled); `null` when empty. @default undefined */
  value?: string | null;
  /** Initial time when uncontrolled. @default null */
  defaultValue?: string | null;
  /** Called with the new `HH:mm` time, or `null` when cleared. @default undefined */
  onValueChange?: (change: { value: string | null }) => void;
  /** Earliest time, `HH:mm`. @default undefined */
  minTime?: string;
  /** Latest time, `HH:mm`. @default undefined */
  maxTime?: string;
  /** Class name of the root element. @default undefined */
  className?: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A 24-hour time field (`HH:mm`) on the browser's native time input, so keyboard and pickers come free. */
export function TimeField({
  value: valueProp,
  defaultValue = null,
  onValueChange,
  minTime,
  maxTime,
  label,
  hint,
  error,
  required,
  disabled,
  className,
  style,
  id,
  'aria-describedby': describedBy,
  ...inputProps
}: TimeFieldProps) {
  const field = useField({ id, hint, error, required, disabled, describedBy });
  const [value, setValue] = useControllableState<string | null>({
    value: valueProp,
    defaultValue,
    onChange: (next) => onValueChange?.({ value: next }),
  });
  return (
    <Field field={field} label={label} hint={hint} error={error} className={className} style={style}>
      <ControlBox data-invalid={field.invalid || undefined} data-disabled={disabled || undefined}>
        <Adornment data-side="start" aria-hidden="true">
          <Icon name="bx-time-five" />
        </Adornment>
        <Input
          type="time"
          step={60}
          min={minTime}
          max={maxTime}
          disabled={disabled}
          value={value ?? ''}
          onChange={(event) => {
            const next = event.target.value.slice(0, 5);
            setValue(TIME.test(next) ? next : null);
          }}
          {...field.controlProps}
          {...inputProps}
        />
      </ControlBox>
    </Field>
  );
}
TimeField.displayName = 'TimeField';
