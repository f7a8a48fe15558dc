import { ApiError, type ErrorParams } from '@pawon/api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { getI18n, type I18n } from '../i18n/current';

/**
 * The catalogue's key for an error code, most specific first: a field's own text (`error.field.stock.short`), then
 * the code's variant for its parameters (who changed it, what expired, several short items), then the code's.
 */
function keyOf(i18n: I18n, code: string, params: ErrorParams, onField: boolean) {
  const variant =
    code === 'version.stale' && params['changedBy']
      ? 'by'
      : code === 'stock.short' && Number(params['count']) > 1 && !onField
        ? 'many'
        : code === 'stock.short' && Number(params['expired']) > 0
          ? 'expired'
          : undefined;
  const candidates = [
    ...(onField && variant ? [`error.field.${code}.${variant}`] : []),
    ...(onField ? [`error.field.${code}`] : []),
    ...(variant ? [`error.${code}.${variant}`] : []),
    `error.${code}`,
  ];
  return candidates.find(i18n.isMessageKey);
}

/**
 * The text of a coded error in the user's language. The server's own (Indonesian) message is a parameter too, so
 * the codes whose text the server composes (`validation.field`, `conflict.rule`…) still say it; a code the catalogue
 * does not know (a newer server), or any code before the catalogue has loaded, shows that message as it is.
 */
function codedText(code: string | undefined, params: ErrorParams, message: string, onField = false): string {
  const i18n = getI18n();
  const key = code === undefined || !i18n ? undefined : keyOf(i18n, code, params, onField);
  return key && i18n ? i18n.t(key, { ...params, message }) : message;
}

/** A user-facing message for any failure. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return getI18n()?.t('error.network') ?? error.message;
    return codedText(error.code, error.params, error.message);
  }
  if (error instanceof Error && error.message) return error.message;
  return getI18n()?.t('error.unknown') ?? 'Terjadi kesalahan. Coba lagi.';
}

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

/** The 429 answer's wait, in whole seconds (from Retry-After), if any. */
export function retryAfterSeconds(error: unknown): number | undefined {
  return error instanceof ApiError && error.status === 429 ? error.retryAfter : undefined;
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
