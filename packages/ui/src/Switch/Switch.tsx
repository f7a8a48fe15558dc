import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import { ChoiceRow } from '../Checkbox/Checkbox.styles';
import { Field, useField, type FieldBaseProps } from '../Field';
import { useControllableState } from '../hooks/useControllableState';
import { Thumb, Track } from './Switch.styles';

export interface SwitchProps
  extends
    Omit<FieldBaseProps, 'label'>,
    Omit<ComponentPropsWithRef<'button'>, 'value' | 'defaultValue' | 'onChange' | 'children'> {
  /** Text beside the switch. */
  label?: ReactNode;
  /** On or off (controlled). @default undefined */
  checked?: boolean;
  /** Initial state when uncontrolled. @default false */
  defaultChecked?: boolean;
  /** Called when the user flips the switch. @default undefined */
  onCheckedChange?: (change: { checked: boolean }) => void;
  /** Form field name. @default undefined */
  name?: string;
  /** Class name of the root element. @default undefined */
  className?: string;
}

/** An on/off switch for settings that apply at once (Radix Switch, role `switch`). */
export function Switch({
  label,
  hint,
  error,
  required,
  disabled,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  name,
  className,
  style,
  id,
  'aria-describedby': describedBy,
  ...buttonProps
}: SwitchProps) {
  const field = useField({ id, hint, error, required, disabled, describedBy });
  const [checked, setChecked] = useControllableState<boolean>({
    value: checkedProp,
    defaultValue: defaultChecked,
    onChange: (next) => onCheckedChange?.({ checked: next }),
  });
  return (
    <Field field={field} hint={hint} error={error} className={className} style={style}>
      <ChoiceRow data-disabled={disabled || undefined}>
        <RadixSwitch.Root
          asChild
          checked={checked}
          onCheckedChange={setChecked}
          disabled={disabled}
          name={name}
        >
          <Track {...field.controlProps} {...buttonProps}>
            <RadixSwitch.Thumb asChild>
              <Thumb />
            </RadixSwitch.Thumb>
          </Track>
        </RadixSwitch.Root>
        {label !== undefined ? <label htmlFor={field.inputId}>{label}</label> : null}
      </ChoiceRow>
    </Field>
  );
}
Switch.displayName = 'Switch';
