import { useMemo, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ToggleGroup } from 'radix-ui';
import { DateField } from '../DateField';
import { DEFAULT_TIME_ZONE, type BusinessDate } from '../format';
import { useControllableState } from '../hooks/useControllableState';
import { IconButton } from '../IconButton';
import { Extra, Presets, Range, Root, Step, Summary } from './FilterBar.styles';
import { businessToday, formatDateRange, presetRange, stepPeriod, type DatePreset } from './presets';
import { periodDefaults } from '../UiLabels/defaults/period';
import { useUiLabelGroup } from '../UiLabels/useUiLabelGroup';

export interface FilterBarValue {
  /** The chosen preset. */
  preset: DatePreset;
  /** First day, `YYYY-MM-DD`. */
  dateFrom: BusinessDate;
  /** Last day (inclusive), `YYYY-MM-DD`. */
  dateTo: BusinessDate;
}

export interface FilterBarProps extends Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'onChange'> {
  /** The period (controlled). @default undefined */
  value?: FilterBarValue;
  /** The initial period when uncontrolled. @default this month */
  defaultValue?: FilterBarValue;
  /** Called with the new period when a preset is chosen or both range dates are valid. @default undefined */
  onValueChange?: (change: FilterBarValue) => void;
  /** Presets offered, in order. @default ['today', 'week', 'month', 'year', 'range'] */
  presets?: readonly DatePreset[];
  /** Zone that decides what "today" is. @default 'Asia/Jakarta' */
  timeZone?: string;
  /** The current moment (stories and tests pin it). @default new Date() */
  now?: Date;
  /**
   * Show the chosen period in words ("1–30 November 2026"), between buttons to the period before and after it (a
   * month steps by months, a year by years; never past today). @default true
   */
  showSummary?: boolean;
  /** Extra filters (status, warehouse…) at the end of the bar. @default undefined */
  children?: ReactNode;
}

const ALL_PRESETS: readonly DatePreset[] = ['today', 'week', 'month', 'year', 'range'];

/**
 * A period filter with Indonesian presets (Hari ini, Minggu ini from Monday, Bulan ini, Tahun ini, Rentang
 * tanggal with two date fields), computed in Asia/Jakarta, plus a slot for other filters. Emits
 * `{ preset, dateFrom, dateTo }` as `YYYY-MM-DD` strings.
 */
export function FilterBar({
  value: valueProp,
  defaultValue,
  onValueChange,
  presets = ALL_PRESETS,
  timeZone = DEFAULT_TIME_ZONE,
  now,
  showSummary = true,
  children,
  ...rest
}: FilterBarProps) {
  const labels = useUiLabelGroup('period', periodDefaults);
  const today = businessToday(timeZone, now);
  const initial = useMemo<FilterBarValue>(
    () =>
      defaultValue ?? {
        preset: 'month',
        ...(presetRange('month', today) as { dateFrom: string; dateTo: string }),
      },
    // Only the first render decides the uncontrolled start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [value, setValue] = useControllableState<FilterBarValue>({
    value: valueProp,
    defaultValue: initial,
    onChange: onValueChange,
  });
  // Range fields keep their own text while the user is choosing; the bar only emits a complete range.
  const [draftFrom, setDraftFrom] = useState<BusinessDate | null>(value.dateFrom);
  const [draftTo, setDraftTo] = useState<BusinessDate | null>(value.dateTo);
  const [choosingRange, setChoosingRange] = useState(value.preset === 'range');
  const rangeError = draftFrom && draftTo && draftFrom > draftTo ? labels.inverted : undefined;

  const choosePreset = (preset: DatePreset) => {
    if (preset === 'range') {
      setChoosingRange(true);
      setDraftFrom(value.dateFrom);
      setDraftTo(value.dateTo);
      setValue({ preset: 'range', dateFrom: value.dateFrom, dateTo: value.dateTo });
      return;
    }
    setChoosingRange(false);
    const range = presetRange(preset, today);
    if (range) setValue({ preset, ...range });
  };

  const updateRange = (from: BusinessDate | null, to: BusinessDate | null) => {
    setDraftFrom(from);
    setDraftTo(to);
    if (from && to && from <= to) setValue({ preset: 'range', dateFrom: from, dateTo: to });
  };

  /** The period before or after the shown one, as a range: "Bulan ini" on 1 January is one click from December. */
  const step = (direction: -1 | 1) => {
    const next = stepPeriod(value, direction);
    setChoosingRange(true);
    setDraftFrom(next.dateFrom);
    setDraftTo(next.dateTo);
    setValue({ preset: 'range', ...next });
  };
  const nextStarts = stepPeriod(value, 1).dateFrom;
  const stepButton = (direction: -1 | 1, size: 'sm' | 'md') => (
    <IconButton
      icon={direction < 0 ? 'bx-chevron-left' : 'bx-chevron-right'}
      label={direction < 0 ? labels.previous : labels.next}
      size={size}
      data-step={direction < 0 ? 'previous' : 'next'}
      disabled={direction > 0 && nextStarts > today}
      onClick={() => step(direction)}
    />
  );

  const activePreset = choosingRange ? 'range' : value.preset;

  return (
    <Root {...rest}>
      <ToggleGroup.Root
        asChild
        type="single"
        value={activePreset}
        onValueChange={(next) => {
          if (next) choosePreset(next as DatePreset);
        }}
        aria-label={labels.label}
      >
        <Presets>
          {presets.map((preset) => (
            <ToggleGroup.Item key={preset} value={preset}>
              {labels[preset]}
            </ToggleGroup.Item>
          ))}
        </Presets>
      </ToggleGroup.Root>
      {activePreset === 'range' ? (
        <Range>
          {showSummary ? stepButton(-1, 'md') : null}
          <DateField
            label={labels.from}
            value={draftFrom}
            onValueChange={({ value: from }) => updateRange(from, draftTo)}
            maxDate={draftTo ?? undefined}
          />
          <span data-part="dash" aria-hidden="true">
            –
          </span>
          <DateField
            label={labels.to}
            value={draftTo}
            onValueChange={({ value: to }) => updateRange(draftFrom, to)}
            minDate={draftFrom ?? undefined}
            error={rangeError}
          />
          {showSummary ? stepButton(1, 'md') : null}
        </Range>
      ) : null}
      {/* Beside a range's two fields the steps flank the fields, and the period in words is for screen readers. */}
      {showSummary && activePreset === 'range' ? (
        <Summary aria-live="polite" data-hidden="">
          {formatDateRange(value)}
        </Summary>
      ) : null}
      {showSummary && activePreset !== 'range' ? (
        <Step>
          {stepButton(-1, 'sm')}
          <Summary aria-live="polite">{formatDateRange(value)}</Summary>
          {stepButton(1, 'sm')}
        </Step>
      ) : null}
      {children ? <Extra>{children}</Extra> : null}
    </Root>
  );
}
FilterBar.displayName = 'FilterBar';
