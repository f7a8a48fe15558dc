import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field, useField, type FieldBaseProps } from '../Field';
import { Adornment, ControlBox, Input } from '../Field/Field.styles';

export interface TextFieldProps extends FieldBaseProps, Omit<ComponentPropsWithRef<'input'>, 'required'> {
  /** Content before the input, inside the outline (an icon, `Rp`). @default undefined */
  startAdornment?: ReactNode;
  /** Content after the input, inside the outline (a unit, a button). @default undefined */
  endAdornment?: ReactNode;
  /** Class name of the root element (the rest of the props go to the `<input>`). @default undefined */
  className?: string;
}

/**
 * A labelled single-line text input, outlined, with hint and error text. Native input props go to the
 * `<input>`; `className` and `style` go to the root.
 */
export function TextField({
  label,
  hint,
  error,
  required,
  disabled,
  startAdornment,
  endAdornment,
  className,
  style,
  id,
  type = 'text',
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const field = useField({ id, hint, error, required, disabled, describedBy });
  return (
    <Field field={field} label={label} hint={hint} error={error} className={className} style={style}>
      <ControlBox data-invalid={field.invalid || undefined} data-disabled={disabled || undefined}>
        {startAdornment ? <Adornment data-side="start">{startAdornment}</Adornment> : null}
        <Input type={type} disabled={disabled} {...field.controlProps} {...inputProps} />
        {endAdornment ? <Adornment data-side="end">{endAdornment}</Adornment> : null}
      </ControlBox>
    </Field>
  );
}
TextField.displayName = 'TextField';
