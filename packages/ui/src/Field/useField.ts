import { useId, type ReactNode } from 'react';

/** Props every labelled form field shares. */
export interface FieldBaseProps {
  /** Visible label. @default undefined */
  label?: ReactNode;
  /** Help text under the control, linked with `aria-describedby`. @default undefined */
  hint?: ReactNode;
  /** Error text; when set the control is `aria-invalid` and the text is linked. @default undefined */
  error?: ReactNode;
  /** Marks the field as required (`aria-required` and a `*` after the label). @default false */
  required?: boolean;
  /** Disables the control. @default false */
  disabled?: boolean;
}

export interface UseFieldOptions {
  id?: string | undefined;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Extra ids to describe the control with (e.g. the caller's own `aria-describedby`). */
  describedBy?: string | undefined;
}

export interface FieldState {
  inputId: string;
  labelId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  /** Spread onto the focusable control. */
  controlProps: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    'aria-required': true | undefined;
  };
}

const hasContent = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

/** Ids and aria wiring between a control, its label, hint and error text. */
export function useField({
  id,
  hint,
  error,
  required = false,
  disabled = false,
  describedBy,
}: UseFieldOptions): FieldState {
  const autoId = useId();
  const inputId = id ?? `pawon-field${autoId.replace(/:/g, '')}`;
  const hintId = hasContent(hint) ? `${inputId}-hint` : undefined;
  const errorId = hasContent(error) ? `${inputId}-error` : undefined;
  const invalid = errorId !== undefined;
  const describedByIds = [describedBy, errorId, hintId].filter(Boolean).join(' ') || undefined;
  return {
    inputId,
    labelId: `${inputId}-label`,
    hintId,
    errorId,
    invalid,
    required,
    disabled,
    controlProps: {
      id: inputId,
      'aria-invalid': invalid || undefined,
      'aria-describedby': describedByIds,
      'aria-required': required || undefined,
    },
  };
}
