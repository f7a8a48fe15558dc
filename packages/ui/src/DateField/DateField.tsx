import { lazy, Suspense, useRef, useState, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { Popover } from 'radix-ui';
import { Field, useField, type FieldBaseProps } from '../Field';
import { Adornment, AdornmentButton, ControlBox, Input } from '../Field/Field.styles';
import {
  formatDate,
  fromLocalDate,
  parseDateInput,
  toLocalDate,
  todayIn,
  type BusinessDate,
} from '../format';
import { useControllableState } from '../hooks/useControllableState';
import { Icon } from '../Icon';
import { usePortalContainer } from '../theme';
import { useUiLabels } from '../UiLabels/useUiLabels';
import { CalendarPlaceholder, CalendarPopup } from './DateField.styles';

const Calendar = lazy(() => import('./Calendar'));

export interface DateFieldProps
  extends
    FieldBaseProps,
    Omit<
      ComponentPropsWithRef<'input'>,
      'value' | 'defaultValue' | 'onChange' | 'required' | 'type' | 'min' | 'max'
    > {
  /** The date as `YYYY-MM-DD` (controlled); `null` when empty. @default undefined */
  value?: BusinessDate | null;
  /** Initial date when uncontrolled. @default null */
  defaultValue?: BusinessDate | null;
  /** Called with the new `YYYY-MM-DD` date (or `null`) when the user picks or types one. @default undefined */
  onValueChange?: (change: { value: BusinessDate | null }) => void;
  /** Earliest date that can be picked, `YYYY-MM-DD`. @default undefined */
  minDate?: BusinessDate;
  /** Latest date that can be picked, `YYYY-MM-DD`. @default undefined */
  maxDate?: BusinessDate;
  /** Text shown when the user typed something that is not a date. @default the labels' `date.invalid` */
  invalidDateText?: string;
  /** Text shown for a date outside minDate–maxDate. @default the labels' `date.outOfRange` */
  outOfRangeText?: string;
  /** Class name of the root element. @default undefined */
  className?: string;
}

/**
 * A date field that shows `21 November 2026` and holds `YYYY-MM-DD`. The user can type a date
 * (`21/11/2026`, `21 nov 2026`, …) or pick one from an Indonesian calendar (weeks start on Monday).
 */
export function DateField({
  value: valueProp,
  defaultValue = null,
  onValueChange,
  minDate,
  maxDate,
  invalidDateText: invalidProp,
  outOfRangeText: outOfRangeProp,
  label,
  hint,
  error,
  required,
  disabled,
  className,
  style,
  id,
  placeholder: placeholderProp,
  onBlur,
  onKeyDown,
  'aria-describedby': describedBy,
  ...inputProps
}: DateFieldProps) {
  const labels = useUiLabels().date;
  const invalidDateText = invalidProp ?? labels.invalid;
  const outOfRangeText = outOfRangeProp ?? labels.outOfRange;
  const placeholder = placeholderProp ?? labels.placeholder;
  const [value, setValue] = useControllableState<BusinessDate | null>({
    value: valueProp,
    defaultValue,
    onChange: (next) => onValueChange?.({ value: next }),
  });
  const [draft, setDraft] = useState<string | null>(null);
  const [typedError, setTypedError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const portalContainer = usePortalContainer();
  const shownError = error ?? typedError ?? undefined;
  const field = useField({ id, hint, error: shownError, required, disabled, describedBy });

  const outOfRange = (date: BusinessDate) => (minDate && date < minDate) || (maxDate && date > maxDate);

  const commitDraft = () => {
    if (draft === null) return;
    const text = draft.trim();
    if (text === '') {
      setValue(null);
      setTypedError(null);
      setDraft(null);
      return;
    }
    const parsed = parseDateInput(text);
    if (!parsed) {
      setTypedError(invalidDateText);
      return;
    }
    if (outOfRange(parsed)) {
      setTypedError(outOfRangeText);
      return;
    }
    setTypedError(null);
    setDraft(null);
    setValue(parsed);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Enter' && draft !== null) {
      event.preventDefault();
      commitDraft();
    } else if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      setOpen(true);
    }
  };

  const selected = value ? toLocalDate(value) : undefined;
  const min = minDate ? toLocalDate(minDate) : undefined;
  const max = maxDate ? toLocalDate(maxDate) : undefined;

  return (
    <Field field={field} label={label} hint={hint} error={shownError} className={className} style={style}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Anchor asChild>
          <ControlBox data-invalid={field.invalid || undefined} data-disabled={disabled || undefined}>
            <Input
              ref={inputRef}
              type="text"
              inputMode="text"
              autoComplete="off"
              placeholder={placeholder}
              disabled={disabled}
              value={draft ?? formatDate(value)}
              onChange={(event) => setDraft(event.target.value)}
              onBlur={(event) => {
                commitDraft();
                onBlur?.(event);
              }}
              onKeyDown={handleKeyDown}
              {...field.controlProps}
              {...inputProps}
            />
            <Adornment data-side="end" data-interactive="">
              <Popover.Trigger asChild>
                <AdornmentButton
                  type="button"
                  disabled={disabled}
                  aria-label={value ? labels.picked(formatDate(value)) : labels.pick}
                  title={labels.pick}
                >
                  <Icon name="bx-calendar" />
                </AdornmentButton>
              </Popover.Trigger>
            </Adornment>
          </ControlBox>
        </Popover.Anchor>
        <Popover.Portal container={portalContainer}>
          <Popover.Content
            asChild
            side="bottom"
            align="start"
            sideOffset={4}
            collisionPadding={8}
            aria-label={labels.calendar}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              inputRef.current?.focus();
            }}
          >
            <CalendarPopup>
              <Suspense fallback={<CalendarPlaceholder />}>
                <Calendar
                  selected={selected}
                  today={toLocalDate(todayIn())}
                  min={min}
                  max={max}
                  onSelect={(date) => {
                    setDraft(null);
                    setTypedError(null);
                    setValue(fromLocalDate(date));
                    setOpen(false);
                  }}
                />
              </Suspense>
            </CalendarPopup>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </Field>
  );
}
DateField.displayName = 'DateField';
