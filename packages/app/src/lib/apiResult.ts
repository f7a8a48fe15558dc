import { t } from './rootMessages';

/**
 * openapi-fetch resolves `{ data, error }`; our client's middleware already turns every failure into a rejected
 * ApiError, so a resolved call always has data. This keeps call sites short and typed.
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown }>): Promise<T> {
  const result = await call;
  if (result.data === undefined) throw new Error(t('root.emptyAnswer'));
  return result.data;
}
