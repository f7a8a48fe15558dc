import { skipToken, useQuery } from '@tanstack/react-query';
import type { SelectOption } from '@pawon/ui';
import type { Lookup } from '../lookups';
import { t } from '../messages';
import { useClient } from '../query/queryClient';
import type { FieldOptions } from './types';

const NO_OPTIONS: readonly SelectOption[] = [];
// Fixed options ask nothing: a query that never runs (`skipToken`), so the hook is called the same way every render.
const FIXED = { queryKey: ['options', 'lookup'], queryFn: skipToken } as const;

const isLookup = (options: FieldOptions | undefined): options is Lookup<SelectOption[]> =>
  options !== undefined && 'queryFn' in options;

/**
 * The options of a select or checkbox list: fixed, or a cached reference list loaded when first shown. Its own
 * module so that a list's filters use it without the form fields' code (react-hook-form, the number inputs).
 */
export function useFieldOptions(options: FieldOptions | undefined) {
  const loaded = useQuery<SelectOption[], Error, SelectOption[], readonly unknown[]>(
    isLookup(options) ? options : FIXED,
    useClient(),
  );
  if (!isLookup(options)) return { options: options ?? NO_OPTIONS, error: null, loading: false };
  return {
    options: loaded.data ?? NO_OPTIONS,
    error: loaded.isLoadingError ? t('common.optionsFailed') : null,
    loading: loaded.isPending,
  };
}
