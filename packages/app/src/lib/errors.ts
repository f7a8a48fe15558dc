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

/** The 429 answer's wait, in whole seconds (from Retry-After), if any. */
export function retryAfterSeconds(error: unknown): number | undefined {
  return error instanceof ApiError && error.status === 429 ? error.retryAfter : undefined;
}
