/**
 * Serialises a nested body into FormData with bracket names (`menus[0][menuId]`), the way the old app's
 * forms were sent and the server reads them. Files and Blobs are appended as they are; null becomes an
 * empty field (the server reads it as null); undefined is left out.
 */
export function toFormData(body: unknown): FormData {
  const form = new FormData();
  const add = (name: string, value: unknown): void => {
    if (value === undefined) return;
    if (value === null) form.append(name, '');
    else if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : 'blob');
    else if (value instanceof Date) form.append(name, value.toISOString());
    else if (Array.isArray(value)) value.forEach((v, i) => add(`${name}[${i}]`, v));
    else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value as Record<string, unknown>))
        add(name ? `${name}[${k}]` : k, v);
    } else form.append(name, String(value));
  };
  if (body && typeof body === 'object' && !Array.isArray(body)) add('', body);
  return form;
}
