import type { ComboboxOption } from '@pawon/ui';
import type { FieldSearch } from './types';

/**
 * The labels a server-searched field has seen, by value: its record's choice and what its searches answered. A
 * version conflict names the choice from them (there is no whole list at hand to look it up in).
 */
const seen = new WeakMap<FieldSearch, Map<string, string>>();

export function rememberLabels(search: FieldSearch, options: readonly ComboboxOption[]): void {
  const labels = seen.get(search) ?? new Map<string, string>();
  for (const o of options) if (!o.disabled && typeof o.label === 'string') labels.set(o.value, o.label);
  seen.set(search, labels);
}

/** The label seen for a value of the field, if any. */
export const searchedLabel = (search: FieldSearch, value: unknown): string | undefined =>
  seen.get(search)?.get(String(value));
