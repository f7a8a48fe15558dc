/** The body of a 422 response: `{ errors: { field: ['message', …] } }` (other keys are ignored). */
export interface ValidationErrorBody {
  message?: string;
  errors?: Record<string, readonly string[] | string | undefined>;
}

/**
 * Field error texts from a server 422 body, one string per field (messages joined with a space), keyed by the
 * server's field names; `rename` maps server names to form names (`{ unit_id: 'unit' }`). Anything that is not
 * such a body gives `{}`.
 *
 * ```ts
 * fieldErrorsFromResponse({ errors: { name: ['Nama wajib diisi.'] } }) // { name: 'Nama wajib diisi.' }
 * ```
 */
export function fieldErrorsFromResponse(
  body: unknown,
  rename: Readonly<Record<string, string>> = {},
): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  const errors = (body as ValidationErrorBody).errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  const result: Record<string, string> = {};
  for (const [serverName, messages] of Object.entries(errors)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string' && message.trim() !== '',
    );
    if (list.length === 0) continue;
    const name = rename[serverName] ?? serverName;
    result[name] = result[name] ? `${result[name]} ${list.join(' ')}` : list.join(' ');
  }
  return result;
}

/** The error text of one field, for `<TextField error={fieldError(errors, 'name')} />`. */
export function fieldError(errors: Readonly<Record<string, string>>, name: string): string | undefined {
  return errors[name];
}
