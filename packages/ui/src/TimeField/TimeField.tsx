import { useState, type ComponentPropsWithRef } from 'react';
import { PatternFormat } from 'react-number-format';
import { Field, useField, type FieldBaseProps } from '../Field';
import { Adornment, ControlBox, Input } from '../Field/Field.styles';
import { useControllableState } from '../hooks/useControllableState';
import { Icon } from '../Icon';
import { timeDefaults } from '../UiLabels/defaults/time';
import { useUiLabelGroup } from '../UiLabels/useUiLabelGroup';

export interface TimeFieldProps
  extends
    FieldBaseProps,
    Omit<
      ComponentPropsWithRef<'input'>,
      'value' | 'defaultValue' | 'onChange' | 'required' | 'type' | 'min' | 'max' | 'size'
    > {
  /** Time as `HH:mm`, 24-hour (controlled); `null` when empty. @default undefined */
  value?: string | null;
  /** Initial time when uncontrolled. @default null */
  defaultValue?: string | null;
  /** Called with the new `HH:mm` time once four digits are typed, or `null` when cleared. @default undefined */
  onValueChange?: (change: { value: string | null }) => void;
  /** Text shown when the typed time does not exist (e.g. 25:00). @default 'Jam tidak valid. Gunakan 00:00–23:59.' */
  invalidTimeText?: string;
  /** Class name of the root element. @default undefined */
  className?: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A 24-hour time field (`HH:mm`) with a fixed `__:__` mask, so it reads the same in every browser locale
 * (the native time input shows AM/PM in an English browser).
 */
export function TimeField({
  value: valueProp,
  defaultValue = null,
  onValueChange,
  invalidTimeText: invalidTimeTextProp,
  label,
  hint,
  error,
  required,
  disabled,
  className,
  style,
  id,
  ref,
  placeholder: placeholderProp,
  'aria-describedby': describedBy,
  ...inputProps
}: TimeFieldProps) {
  const labels = useUiLabelGroup('time', timeDefaults);
  const invalidTimeText = invalidTimeTextProp ?? labels.invalid;
  const placeholder = placeholderProp ?? labels.placeholder;
  const [value, setValue] = useControllableState<string | null>({
    value: valueProp,
    defaultValue,
    onChange: (next) => onValueChange?.({ value: next }),
  });
  const [invalid, setInvalid] = useState(false);
  const shownError = error ?? (invalid ? invalidTimeText : undefined);
  const field = useField({ id, hint, error: shownError, required, disabled, describedBy });
  return (
    <Field field={field} label={label} hint={hint} error={shownError} className={className} style={style}>
      <ControlBox data-invalid={field.invalid || undefined} data-disabled={disabled || undefined}>
        <Adornment data-side="start" aria-hidden="true">
          <Icon name="bx-time-five" />
        </Adornment>
        <PatternFormat
          customInput={Input}
          getInputRef={ref}
          format="##:##"
          mask="_"
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          disabled={disabled}
          value={value ?? ''}
          valueIsNumericString={false}
          onValueChange={({ formattedValue, value: digits }, { source }) => {
            if (source !== 'event') return;
            if (digits === '') {
              setInvalid(false);
              setValue(null);
            } else if (digits.length === 4) {
              const valid = TIME.test(formattedValue);
              setInvalid(!valid);
              if (valid) setValue(formattedValue);
            } else {
              setInvalid(false);
            }
          }}
          {...field.controlProps}
          {...inputProps}
        />
      </ControlBox>
    </Field>
  );
}
TimeField.displayName = 'TimeField';
