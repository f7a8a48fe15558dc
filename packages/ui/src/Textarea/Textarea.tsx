import { useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { Field, useField, type FieldBaseProps } from '../Field';
import { formatNumber } from '../format';
import { Counter, StyledTextarea } from './Textarea.styles';

export interface TextareaProps extends FieldBaseProps, Omit<ComponentPropsWithRef<'textarea'>, 'required'> {
  /** Show a "12/200" character counter (needs `maxLength`). @default false */
  showCount?: boolean;
  /** Class name of the root element. @default undefined */
  className?: string;
}

/** A labelled multi-line text input that grows vertically by the user's hand. */
export function Textarea({
  label,
  hint,
  error,
  required,
  disabled,
  showCount = false,
  className,
  style,
  id,
  rows = 3,
  maxLength,
  onChange,
  'aria-describedby': describedBy,
  ...textareaProps
}: TextareaProps) {
  const field = useField({ id, hint, error, required, disabled, describedBy });
  const initialLength = String(textareaProps.value ?? textareaProps.defaultValue ?? '').length;
  const [uncontrolledLength, setLength] = useState(initialLength);
  const length = textareaProps.value !== undefined ? String(textareaProps.value).length : uncontrolledLength;
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setLength(event.target.value.length);
    onChange?.(event);
  };
  return (
    <Field field={field} label={label} hint={hint} error={error} className={className} style={style}>
      <StyledTextarea
        rows={rows}
        disabled={disabled}
        maxLength={maxLength}
        onChange={handleChange}
        {...field.controlProps}
        {...textareaProps}
      />
      {showCount && maxLength !== undefined ? (
        <Counter aria-hidden="true" data-over={length >= maxLength || undefined}>
          {formatNumber(length)}/{formatNumber(maxLength)}
        </Counter>
      ) : null}
    </Field>
  );
}
Textarea.displayName = 'Textarea';
