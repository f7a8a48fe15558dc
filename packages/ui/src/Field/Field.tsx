import type { CSSProperties, ReactNode } from 'react';
import { useFieldOrientation } from './FieldContext';
import { ErrorText, FieldRoot, Hint, Label, RequiredMark } from './Field.styles';
import type { FieldState } from './useField';

export interface FieldProps {
  /** Wiring from `useField`. */
  field: FieldState;
  /** Visible label. @default undefined */
  label?: ReactNode;
  /** Help text under the control. @default undefined */
  hint?: ReactNode;
  /** Error text under the control. @default undefined */
  error?: ReactNode;
  /**
   * `label` for controls a `<label for>` can name (inputs, buttons); `span` for groups named by
   * `aria-labelledby` (radio groups). @default 'label'
   */
  labelElement?: 'label' | 'span';
  /** Class name of the root element. @default undefined */
  className?: string | undefined;
  /** Inline style of the root element. @default undefined */
  style?: CSSProperties | undefined;
  /** The control. */
  children: ReactNode;
}

/**
 * Label, control, error and hint of one form field, wired by `useField`. In a FormLayout the label moves to
 * the label column.
 */
export function Field({
  field,
  label,
  hint,
  error,
  labelElement = 'label',
  className,
  style,
  children,
}: FieldProps) {
  const orientation = useFieldOrientation();
  return (
    <FieldRoot
      className={className}
      style={style}
      data-orientation={orientation}
      data-invalid={field.invalid || undefined}
      data-disabled={field.disabled || undefined}
    >
      {label !== undefined && label !== null ? (
        <Label
          as={labelElement}
          id={field.labelId}
          htmlFor={labelElement === 'label' ? field.inputId : undefined}
          data-part="label"
          data-disabled={field.disabled || undefined}
        >
          {label}
          {field.required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
        </Label>
      ) : null}
      {children}
      {field.errorId ? (
        <ErrorText id={field.errorId} data-part="error">
          {error}
        </ErrorText>
      ) : null}
      {field.hintId ? (
        <Hint id={field.hintId} data-part="hint">
          {hint}
        </Hint>
      ) : null}
    </FieldRoot>
  );
}
Field.displayName = 'Field';
