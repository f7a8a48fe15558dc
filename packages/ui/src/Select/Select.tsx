import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { Field, useField, type FieldBaseProps } from '../Field';
import { useControllableState } from '../hooks/useControllableState';
import { Icon } from '../Icon';
import { usePortalContainer } from '../theme';
import { Content, Item, Trigger } from './Select.styles';
import { selectDefaults } from '../UiLabels/defaults/select';
import { useUiLabelGroup } from '../UiLabels/useUiLabelGroup';

export interface SelectOption {
  /** Value sent with the form; must not be empty. */
  value: string;
  /** Text shown. */
  label: ReactNode;
  /** Cannot be chosen. @default false */
  disabled?: boolean;
}

export interface SelectProps
  extends
    FieldBaseProps,
    Omit<ComponentPropsWithRef<'button'>, 'value' | 'defaultValue' | 'children' | 'onChange'> {
  /** The choices. */
  options: readonly SelectOption[];
  /** Selected value (controlled); `''` for none. @default undefined */
  value?: string;
  /** Initially selected value (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called when the user picks an option. @default undefined */
  onValueChange?: (change: { value: string }) => void;
  /** Text shown when nothing is selected. @default 'Pilih…' */
  placeholder?: string;
  /** Form field name; a hidden native select carries the value. @default undefined */
  name?: string;
  /** Class name of the root element. @default undefined */
  className?: string;
}

/** A labelled single-choice dropdown (Radix Select: keyboard, typeahead, screen-reader support). */
export function Select({
  options,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  placeholder: placeholderProp,
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
  ...triggerProps
}: SelectProps) {
  const selectLabels = useUiLabelGroup('select', selectDefaults);
  const placeholder = placeholderProp ?? selectLabels.placeholder;
  const field = useField({ id, hint, error, required, disabled, describedBy });
  const portalContainer = usePortalContainer();
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: (next: string) => onValueChange?.({ value: next }),
  });
  return (
    <Field field={field} label={label} hint={hint} error={error} className={className} style={style}>
      <RadixSelect.Root
        value={value}
        onValueChange={setValue}
        name={name}
        disabled={disabled}
        required={required}
      >
        <RadixSelect.Trigger asChild>
          <Trigger
            type="button"
            data-invalid={field.invalid || undefined}
            data-disabled={disabled || undefined}
            {...field.controlProps}
            {...triggerProps}
          >
            <span data-part="value">
              <RadixSelect.Value placeholder={placeholder} />
            </span>
            <RadixSelect.Icon asChild>
              <span data-part="chevron">
                <Icon name="bx-chevron-down" />
              </span>
            </RadixSelect.Icon>
          </Trigger>
        </RadixSelect.Trigger>
        <RadixSelect.Portal container={portalContainer}>
          <RadixSelect.Content asChild position="popper" sideOffset={4} collisionPadding={8}>
            <Content>
              <RadixSelect.Viewport>
                {options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    asChild
                  >
                    <Item>
                      <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                      <RadixSelect.ItemIndicator asChild>
                        <span data-part="check">
                          <Icon name="bx-check" />
                        </span>
                      </RadixSelect.ItemIndicator>
                    </Item>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </Content>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </Field>
  );
}
Select.displayName = 'Select';
