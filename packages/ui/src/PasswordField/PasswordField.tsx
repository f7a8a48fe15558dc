import { useState, type ComponentPropsWithRef } from 'react';
import { Field, useField, type FieldBaseProps } from '../Field';
import { Adornment, AdornmentButton, ControlBox, Input } from '../Field/Field.styles';
import { Icon } from '../Icon';
import { passwordDefaults } from '../UiLabels/defaults/password';
import { useUiLabelGroup } from '../UiLabels/useUiLabelGroup';

export interface PasswordFieldProps
  extends FieldBaseProps, Omit<ComponentPropsWithRef<'input'>, 'required' | 'type'> {
  /** Show the password initially (uncontrolled). @default false */
  defaultVisible?: boolean;
  /** Whether the password is shown (controlled). @default undefined */
  visible?: boolean;
  /** Called when the show/hide button is pressed. @default undefined */
  onVisibleChange?: (change: { visible: boolean }) => void;
  /** Class name of the root element. @default undefined */
  className?: string;
}

/** A password input with a show/hide toggle button ("Tampilkan kata sandi" / "Sembunyikan kata sandi"). */
export function PasswordField({
  label,
  hint,
  error,
  required,
  disabled,
  defaultVisible = false,
  visible: visibleProp,
  onVisibleChange,
  className,
  style,
  id,
  autoComplete = 'current-password',
  'aria-describedby': describedBy,
  ...inputProps
}: PasswordFieldProps) {
  const field = useField({ id, hint, error, required, disabled, describedBy });
  const labels = useUiLabelGroup('password', passwordDefaults);
  const [visibleState, setVisibleState] = useState(defaultVisible);
  const visible = visibleProp ?? visibleState;
  const toggle = () => {
    setVisibleState(!visible);
    onVisibleChange?.({ visible: !visible });
  };
  return (
    <Field field={field} label={label} hint={hint} error={error} className={className} style={style}>
      <ControlBox data-invalid={field.invalid || undefined} data-disabled={disabled || undefined}>
        <Input
          type={visible ? 'text' : 'password'}
          disabled={disabled}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="off"
          {...field.controlProps}
          {...inputProps}
        />
        <Adornment data-side="end" data-interactive="">
          <AdornmentButton
            type="button"
            onClick={toggle}
            disabled={disabled}
            aria-controls={field.inputId}
            aria-pressed={visible}
            aria-label={visible ? labels.hide : labels.show}
            title={visible ? labels.hide : labels.show}
          >
            <Icon name={visible ? 'bx-hide' : 'bx-show'} />
          </AdornmentButton>
        </Adornment>
      </ControlBox>
    </Field>
  );
}
PasswordField.displayName = 'PasswordField';
