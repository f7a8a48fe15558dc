import { t as tRoot } from '../rootMessages';
import {
  Button,
  FilterBar,
  formatNumber,
  presetRange,
  Select,
  TextField,
  todayIn,
  type DatePreset,
  type FilterBarValue,
} from '@pawon/ui';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ResourceFilter, ResourcePeriod } from './types';
import { useFieldOptions } from './fieldOptions';
import { t } from '../messages';
import * as S from './resource.styles';

/** Select value meaning "no filter" (a Select option cannot be empty). */
const ALL = '__all__';

const PRESETS: readonly DatePreset[] = ['today', 'week', 'month', 'year', 'range'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The period a list shows, from the URL (`?period=week`, or `?period=range&from=2026-11-01&to=2026-11-15`), else
 * the resource's default preset; "today" is the company's (Asia/Jakarta).
 */
export function usePeriod(period: ResourcePeriod | undefined) {
  const [params, setParams] = useSearchParams();
  const preset = params.get('period');
  const from = params.get('from');
  const to = params.get('to');
  const value = useMemo<FilterBarValue | null>(() => {
    if (!period) return null;
    if (preset === 'range' && from && to && DATE.test(from) && DATE.test(to) && from <= to)
      return { preset: 'range', dateFrom: from, dateTo: to };
    const chosen =
      PRESETS.includes(preset as DatePreset) && preset !== 'range'
        ? (preset as DatePreset)
        : (period.defaultPreset ?? 'month');
    const range = presetRange(chosen, todayIn());
    return range ? { preset: chosen, ...range } : null;
  }, [period, preset, from, to]);

  const setPeriod = (next: FilterBarValue) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('period', next.preset);
        if (next.preset === 'range') {
          out.set('from', next.dateFrom);
          out.set('to', next.dateTo);
        } else {
          out.delete('from');
          out.delete('to');
        }
        out.delete('page');
        return out;
      },
      { replace: true },
    );

  /** The list body's date filters for the period. */
  const filters = useMemo(
    () =>
      period && value
        ? { [period.from ?? 'dateFrom']: value.dateFrom, [period.to ?? 'dateTo']: value.dateTo }
        : {},
    [period, value],
  );
  return { value, setPeriod, filters };
}

/** The period filter of a list: presets and a date range, with the chosen period in words. */
export function PeriodFilter({
  value,
  onChange,
  id,
  inline = false,
}: {
  value: FilterBarValue;
  onChange: (next: FilterBarValue) => void;
  id: string;
  /** Beside the search on a wide screen (a compact list), not on a row of its own. @default false */
  inline?: boolean;
}) {
  return (
    <S.WideItem data-inline={inline || undefined}>
      <FilterBar id={id} value={value} onValueChange={onChange} />
    </S.WideItem>
  );
}

// A filter searched on the server carries the combobox (13 KB gzip with its popover): it loads after the list's
// first rows, a plain field standing in meanwhile (issue 18, route budgets).
const FilterCombobox = lazy(() => import('./FilterCombobox'));

/** One filter above the table: its choices fixed, from a cached reference list, or from the other filters. */
export function FilterSelect({
  rows = [],
  ...props
}: {
  id: string;
  filter: ResourceFilter;
  value: string;
  /** What the list answered besides its rows, for the choices' counts. */
  summary?: Readonly<Record<string, unknown>> | undefined;
  /** The URL text of the other filters (a regency's choices follow its province). */
  filterText: (name: string) => string;
  /** The rows the list answered (a searched filter names its value from them). */
  rows?: readonly unknown[];
  onChange: (value: string | null) => void;
}) {
  const { id, filter, value, onChange } = props;
  if (filter.search)
    return (
      <Suspense
        fallback={
          <TextField
            id={id}
            name={filter.name}
            label={filter.label}
            placeholder={filter.allLabel}
            disabled
            autoComplete="off"
          />
        }
      >
        <FilterCombobox
          id={id}
          filter={filter}
          search={filter.search}
          value={value}
          rows={rows}
          onChange={onChange}
        />
      </Suspense>
    );
  return <FilterChoices {...props} />;
}

function FilterChoices({
  id,
  filter,
  value,
  filterText,
  summary,
  onChange,
}: {
  id: string;
  filter: ResourceFilter;
  value: string;
  summary?: Readonly<Record<string, unknown>> | undefined;
  filterText: (name: string) => string;
  onChange: (value: string | null) => void;
}) {
  const source = typeof filter.options === 'function' ? filter.options(filterText) : filter.options;
  const { options, loading, error } = useFieldOptions(source ?? undefined);
  // A filter that waits for its parent (no province chosen yet) cannot be used.
  const waiting = source === null;
  const counts = filter.counts && summary ? filter.counts(summary) : undefined;
  const counted = <L,>(value: string, label: L): L | string => {
    const count = counts?.[value];
    return count === undefined || typeof label !== 'string' ? label : `${label} (${formatNumber(count)})`;
  };
  return (
    <Select
      id={id}
      name={filter.name}
      label={filter.label}
      placeholder={loading ? tRoot('root.loading') : filter.allLabel}
      disabled={waiting || undefined}
      error={error ?? undefined}
      options={[
        { value: ALL, label: counted('', filter.allLabel) },
        ...options.map((option) => ({ ...option, label: counted(option.value, option.label) })),
      ]}
      value={value || ALL}
      onValueChange={({ value: next }) => onChange(next === ALL ? null : next)}
    />
  );
}

/**
 * A list's filter selects. On a phone they fold behind one "Filter" button (with how many are set), so the rows
 * are not a whole screen away; wider screens show them beside the search as before, unless `fold` is `always`.
 */
export function FilterGroup({
  id,
  active,
  fold = 'phone',
  children,
}: {
  id: string;
  active: number;
  /** Where the selects fold behind the button: on a phone, or at every width (a list that needs its rows). */
  fold?: 'phone' | 'always';
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <S.FilterToggle data-fold={fold}>
        <Button
          variant="outline"
          icon="bx-filter-alt"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((was) => !was)}
        >
          {t('common.filters', { active })}
        </Button>
      </S.FilterToggle>
      <S.FilterGroup id={id} data-open={open} data-fold={fold}>
        {children}
      </S.FilterGroup>
    </>
  );
}
