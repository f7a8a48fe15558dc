import { ApiError, type ErrorParams } from '@pawon/api-client';
import { getI18n } from '../i18n/current';

/**
 * The text of a coded error in the user's language (the catalogue runtime's `codedText`); before the runtime has
 * loaded, the server's own (Indonesian) message as it is.
 */
export function codedText(
  code: string | undefined,
  params: ErrorParams,
  message: string,
  onField = false,
): string {
  return getI18n()?.codedText(code, params, message, onField) ?? message;
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

/**
 * The server's refusal of one field (a report's `date`, a statement's `from`), in the user's language: the field's
 * own code, or the answer's when it names that field; undefined for any other answer.
 */
export function fieldErrorText(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const message = error.fieldError(field);
  if (message === undefined) return undefined;
  const coded =
    error.fieldCodes[field] ??
    (error.params['field'] === field ? { code: error.code, params: error.params } : undefined);
  return coded ? codedText(coded.code, coded.params ?? {}, message, true) : message;
}

/** The 429 answer's wait, in whole seconds (from Retry-After), if any. */
export function retryAfterSeconds(error: unknown): number | undefined {
  return error instanceof ApiError && error.status === 429 ? error.retryAfter : undefined;
}
