import { t as tRoot } from '../rootMessages';
import { Combobox } from '@pawon/ui';
import { useMemo } from 'react';
import type { FilterSearch, ResourceFilter } from './types';

/** Labels of the values chosen in searched filters this session, by filter name and value. */
const chosenLabels = new Map<string, string>();

/** A filter whose choices are searched on the server (customers): the first page of matches as the user types. */
export default function FilterCombobox({
  id,
  filter,
  search,
  value,
  rows,
  onChange,
}: {
  id: string;
  filter: ResourceFilter;
  search: FilterSearch;
  value: string;
  rows: readonly unknown[];
  onChange: (value: string | null) => void;
}) {
  const label = value
    ? (chosenLabels.get(`${filter.name}:${value}`) ?? search.labelFrom(value, rows) ?? `#${value}`)
    : '';
  const chosen = useMemo(() => (value ? { value, label } : null), [value, label]);
  return (
    <Combobox
      // The name may come later than the value (with the rows): the input shows it then.
      key={label}
      id={id}
      name={filter.name}
      label={filter.label}
      placeholder={filter.allLabel}
      loadingText={tRoot('root.loading')}
      debounceMs={250}
      loadOptions={search.load}
      value={chosen}
      autoComplete="off"
      onValueChange={({ value: next }) => {
        if (next) chosenLabels.set(`${filter.name}:${next.value}`, next.label);
        onChange(next?.value ?? null);
      }}
    />
  );
}
