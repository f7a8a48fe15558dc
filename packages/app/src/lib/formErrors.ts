import { ApiError } from '@pawon/api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { codedText, errorMessage } from './errors';

/*
 * A failed save shown on a form's fields. Apart from errors.ts, which the sign-in page loads (it shows a message,
 * never fields): the forms that need these load them with their own code (issue 18, the sign-in page's budget).
 */

/** The message of each field of a failed answer, rendered from its code when it has one. */
export function fieldMessages(error: ApiError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, list] of Object.entries(error.errors)) {
    const message = list.filter(Boolean).join(' ');
    const coded = error.fieldCodes[field];
    out[field] = coded ? codedText(coded.code, coded.params ?? {}, message, true) : message;
  }
  return out;
}

/**
 * Puts a server answer's field errors (`{ errors: { email: ['…'] } }`) on the form's fields. `rename` maps a
 * server field to a form field (`{ positionId: 'position' }`). Returns the messages no field took (they go in
 * the toast or the form's banner).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  rename: Readonly<Record<string, string>> = {},
): string[] {
  if (!(error instanceof ApiError)) return [errorMessage(error)];
  const leftover: string[] = [];
  let focused = false;
  for (const [serverName, message] of Object.entries(fieldMessages(error))) {
    if (!message) continue;
    const name = rename[serverName] ?? serverName;
    // A nested field (`inputs.2.qty`, `packs.0.lines.1.qtyPerPack`) sits in the form under the same path.
    if (fields.includes(name) || fields.includes(name.split('.')[0]!)) {
      setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else leftover.push(message);
  }
  return leftover;
}

/**
 * Shows a failed save once: on its fields when the server named fields of the form (the first one focused),
 * else in one toast. Never field + banner + toast for one conflict.
 */
export function reportFailure<T extends FieldValues>(
  error: unknown,
  options: {
    setError: UseFormSetError<T>;
    fields: readonly string[];
    rename?: Readonly<Record<string, string>>;
    /** Shows the toast (the app's notify). */
    toast: (text: string) => void;
  },
): void {
  const named = error instanceof ApiError ? Object.keys(error.errors).length : 0;
  const leftover = applyServerErrors(error, options.setError, options.fields, options.rename);
  // Every message sat on a field: nothing else to say.
  if (named > 0 && leftover.length === 0) return;
  options.toast(named > 0 ? leftover.join(' ') : errorMessage(error));
}

/**
 * For a form that shows failures in its own alert instead of a toast (registration, before sign-in): puts
 * field errors on their fields and answers the alert's text, or null when every error sits on a field.
 */
export function formFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  rename: Readonly<Record<string, string>> = {},
): string | null {
  const leftover = applyServerErrors(error, setError, fields, rename);
  if (leftover.length > 0) return leftover.join(' ');
  const onFields = error instanceof ApiError ? Object.keys(error.errors).length : 0;
  return onFields > 0 ? null : errorMessage(error);
}
