import type { ComponentPropsWithRef, ReactNode } from 'react';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { ChoiceRow } from '../Checkbox/Checkbox.styles';
import { Field, useField, type FieldBaseProps } from '../Field';
import { useControllableState } from '../hooks/useControllableState';
import { Group, OptionHint, Radio } from './RadioGroup.styles';

export interface RadioOption {
  /** Value of the option; must be unique within the group. */
  value: string;
  /** Text beside the radio. */
  label: ReactNode;
  /** A muted line under the label. @default undefined */
  hint?: ReactNode;
  /** Cannot be chosen. @default false */
  disabled?: boolean;
}

export interface RadioGroupProps
  extends
    FieldBaseProps,
    Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'onChange' | 'children' | 'dir'> {
  /** The options. */
  options: readonly RadioOption[];
  /** Chosen value (controlled); `''` for none. @default undefined */
  value?: string;
  /** Initially chosen value (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called when the user chooses an option. @default undefined */
  onValueChange?: (change: { value: string }) => void;
  /** Stack the options or put them on one line. @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /** Form field name. @default undefined */
  name?: string;
  /** Class name of the root element. @default undefined */
  className?: string;
}

/** A labelled group of radio buttons (Radix RadioGroup: arrow keys move and choose). */
export function RadioGroup({
  options,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  orientation = 'vertical',
  name,
  label,
  hint,
  error,
  required,
  disabled,
  className,
  style,
  id,
  'aria-describedby': describedBy,
  ...groupProps
}: RadioGroupProps) {
  const field = useField({ id, hint, error, required, disabled, describedBy });
  const [value, setValue] = useControllableState<string>({
    value: valueProp,
    defaultValue,
    onChange: (next) => onValueChange?.({ value: next }),
  });
  return (
    <Field
      field={field}
      label={label}
      hint={hint}
      error={error}
      labelElement="span"
      className={className}
      style={style}
    >
      <RadixRadioGroup.Root
        asChild
        value={value}
        onValueChange={setValue}
        orientation={orientation}
        disabled={disabled}
        required={required}
        name={name}
      >
        <Group
          data-orientation={orientation}
          aria-labelledby={label !== undefined ? field.labelId : undefined}
          {...field.controlProps}
          {...groupProps}
        >
          {options.map((option, index) => {
            const optionId = `${field.inputId}-option-${index}`;
            return (
              <ChoiceRow key={option.value} data-disabled={disabled || option.disabled || undefined}>
                <RadixRadioGroup.Item asChild value={option.value} disabled={option.disabled}>
                  <Radio id={optionId} />
                </RadixRadioGroup.Item>
                <label htmlFor={optionId}>
                  {option.label}
                  {option.hint ? <OptionHint>{option.hint}</OptionHint> : null}
                </label>
              </ChoiceRow>
            );
          })}
        </Group>
      </RadixRadioGroup.Root>
    </Field>
  );
}
RadioGroup.displayName = 'RadioGroup';
