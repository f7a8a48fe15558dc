import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { Field, useField, type FieldBaseProps } from '../Field';
import { useControllableState } from '../hooks/useControllableState';
import { Icon } from '../Icon';
import { Box, ChoiceRow } from './Checkbox.styles';

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps
  extends
    Omit<FieldBaseProps, 'label'>,
    Omit<
      ComponentPropsWithRef<'button'>,
      'value' | 'defaultValue' | 'defaultChecked' | 'onChange' | 'children'
    > {
  /** Text beside the box. */
  label?: ReactNode;
  /** Checked state (controlled); `'indeterminate'` shows a dash. @default undefined */
  checked?: CheckedState;
  /** Initial state when uncontrolled. @default false */
  defaultChecked?: CheckedState;
  /** Called when the user toggles the box. @default undefined */
  onCheckedChange?: (change: { checked: boolean }) => void;
  /** Form field name. @default undefined */
  name?: string;
  /** Value sent with the form when checked. @default 'on' */
  value?: string;
  /** Class name of the root element. @default undefined */
  className?: string;
}

/** A labelled checkbox (Radix Checkbox), with optional hint, error and indeterminate state. */
export function Checkbox({
  label,
  hint,
  error,
  required,
  disabled,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  name,
  value,
  className,
  style,
  id,
  'aria-describedby': describedBy,
  ...buttonProps
}: CheckboxProps) {
  const field = useField({ id, hint, error, required, disabled, describedBy });
  const [checked, setChecked] = useControllableState<CheckedState>({
    value: checkedProp,
    defaultValue: defaultChecked,
    onChange: (next) => onCheckedChange?.({ checked: next === true }),
  });
  return (
    <Field field={field} hint={hint} error={error} className={className} style={style}>
      <ChoiceRow data-disabled={disabled || undefined}>
        <RadixCheckbox.Root
          asChild
          checked={checked}
          onCheckedChange={(next) => setChecked(next === true)}
          disabled={disabled}
          required={required}
          name={name}
          value={value}
        >
          <Box {...field.controlProps} {...buttonProps}>
            <RadixCheckbox.Indicator asChild>
              <Icon name={checked === 'indeterminate' ? 'bx-minus' : 'bx-check'} />
            </RadixCheckbox.Indicator>
          </Box>
        </RadixCheckbox.Root>
        {label !== undefined ? (
          <label htmlFor={field.inputId}>
            {label}
            {required ? <span aria-hidden="true"> *</span> : null}
          </label>
        ) : null}
      </ChoiceRow>
    </Field>
  );
}
Checkbox.displayName = 'Checkbox';
