import { ApiError } from '@pawon/api-client';

/**
 * The server refused the run: raw materials without a valid halal certificate on its date (409 `halal.uncertified`,
 * decision 057). Apart from HalalRefusal so that the list's chunk need not load the form's pieces.
 */
export const isHalalRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'halal.uncertified';
