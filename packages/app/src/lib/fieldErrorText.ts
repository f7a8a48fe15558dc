import { ApiError } from '@pawon/api-client';
import { codedText } from './errors';

/**
 * The server's refusal of one field (a report's `date`, a statement's `from`, a plan's `date`, a started run's `qty`),
 * in the user's language: the field's own code, or the answer's when it names that field; undefined for any other
 * answer. Its own module, not lib/errors: the screens with such fields need it, not every screen's first load.
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
