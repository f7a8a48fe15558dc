import { useId, useState } from 'react';
import { Controller, useController, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { Button, DateField, IconButton, RadioGroup, TimeField } from '@pawon/ui';
import { useBusinessProfile } from '../../lib/businessProfile';
import { addDays, formatClock, formatDate, formatDateShort } from '../../lib/format';
import { DateFormField, QuantityFormField } from '../../lib/formFields';
import { t as tRoot } from '../../lib/rootMessages';
import { scheduleOf, type StandingOrderRecord, type StandingOrderValues } from './form';
import { t } from './messages';
import { madeAt, nextDelivery, type RunSettings } from './schedule';
import { WEEKDAYS, weekdayName } from './text';
import * as S from './standingOrders.styles';

type Form = UseFormReturn<StandingOrderValues>;

/** The seven weekdays as toggle buttons in one labelled group (each button's name the day's full name). */
function WeekdayToggles({ control }: { control: Control<StandingOrderValues> }) {
  const labelId = useId();
  const errorId = useId();
  const { field, fieldState } = useController({
    control,
    name: 'weekdays',
    rules: {
      validate: (days, values) =>
        values.scheduleKind !== 'weekdays' || days.length > 0 || t('standingOrders.form.weekdaysRequired'),
    },
  });
  const chosen = new Set(field.value);
  const toggle = (day: number) => {
    const next = new Set(chosen);
    if (next.has(day)) next.delete(day);
    else next.add(day);
    field.onChange([...next].sort((a, b) => a - b));
  };
  const error = fieldState.error?.message;
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      data-testid="standing-order-weekdays"
    >
      <S.GroupLabel id={labelId}>
        {t('standingOrders.form.weekdays')}
        <span aria-hidden="true"> *</span>
      </S.GroupLabel>
      <S.Weekdays>
        {WEEKDAYS.map((day, i) => (
          <S.DayToggle
            key={day}
            type="button"
            // The first day takes the focus of a failed save.
            ref={i === 0 ? field.ref : undefined}
            aria-pressed={chosen.has(day)}
            aria-invalid={error ? true : undefined}
            title={weekdayName(day, 'long')}
            onClick={() => toggle(day)}
            onBlur={field.onBlur}
          >
            {/* Seen short, heard whole: the name is the day's full name. */}
            <span aria-hidden="true">{weekdayName(day, 'short')}</span>
            <S.Hidden>{weekdayName(day, 'long')}</S.Hidden>
          </S.DayToggle>
        ))}
      </S.Weekdays>
      {error ? (
        <S.FieldError id={errorId} role="alert">
          {error}
        </S.FieldError>
      ) : null}
    </div>
  );
}

/** The current time of the business's day (`HH:MM`, Asia/Jakarta): whether today's run has passed. */
const clockNow = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Jakarta',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());

/**
 * "Pesanan berikutnya": the next delivery day by the schedule as typed (today or later, after the last order made,
 * not a day off), and the daily run that makes its order (the business profile's lead days and time).
 */
function NextOrder({
  control,
  record,
  today,
}: {
  control: Control<StandingOrderValues>;
  record: StandingOrderRecord | null;
  today: string;
}) {
  const values = useWatch({ control }) as StandingOrderValues;
  const profile = useBusinessProfile().data;
  const schedule = scheduleOf(values);
  const lastMade = record?.lastOrder?.deliveryDate;
  const from = lastMade && lastMade >= today ? addDays(lastMade, 1) : today;
  const next = schedule ? nextDelivery(schedule, from) : null;
  const settings: RunSettings | null = profile
    ? { leadDays: profile.standingOrderLeadDays, time: profile.standingOrderTime }
    : null;
  let text: string;
  if (values.paused) text = t('standingOrders.preview.paused');
  else if (!schedule) text = t('standingOrders.preview.incomplete');
  else if (!next) text = t('standingOrders.preview.none');
  else {
    const made = settings ? madeAt(next, settings, { date: today, time: clockNow() }) : undefined;
    text = [
      t('standingOrders.preview.next', { date: formatDate(next, { weekday: true }) }),
      made === undefined
        ? null
        : made === null
          ? t('standingOrders.preview.missed')
          : t('standingOrders.preview.made', {
              date: formatDate(made, { weekday: true }),
              time: formatClock(settings!.time),
            }),
    ]
      .filter(Boolean)
      .join(' · ');
  }
  return (
    <S.Preview role="status" data-testid="standing-order-preview">
      {text}
    </S.Preview>
  );
}

/** Days off ("libur"): a date to add, and the list of those chosen, each with its remove button. */
function SkipDates({ form }: { form: Form }) {
  const [date, setDate] = useState<string | null>(null);
  const [twice, setTwice] = useState(false);
  const { field, fieldState } = useController({ control: form.control, name: 'skipDates' });
  const errors = fieldState.error as unknown as Array<{ message?: string } | undefined> | undefined;
  const add = () => {
    if (!date) return;
    if (field.value.includes(date)) {
      setTwice(true);
      return;
    }
    field.onChange([...field.value, date].sort());
    setDate(null);
  };
  return (
    <S.Section>
      <legend>{t('standingOrders.form.skipDates')}</legend>
      <S.SkipAdd>
        <DateField
          id="standing-order-skip-date"
          label={t('standingOrders.form.skipDate')}
          hint={t('standingOrders.form.skipDatesHint')}
          value={date}
          onValueChange={({ value }) => {
            setDate(value);
            setTwice(false);
          }}
          error={twice ? t('standingOrders.form.skipTwice') : undefined}
        />
        <Button variant="secondary" size="sm" icon="bx-plus" onClick={add} disabled={!date}>
          {t('standingOrders.form.addSkip')}
        </Button>
      </S.SkipAdd>
      {field.value.length ? (
        <S.SkipList aria-label={t('standingOrders.form.skipDates')}>
          {field.value.map((day, i) => {
            const shown = formatDateShort(day);
            const error = errors?.[i]?.message;
            return (
              <li key={day} data-invalid={error ? '' : undefined}>
                {formatDateShort(day, { weekday: true })}
                {error ? <S.Failed>{` · ${error}`}</S.Failed> : null}
                <IconButton
                  icon="bx-x"
                  size="sm"
                  variant="text"
                  label={t('standingOrders.form.removeSkip', { date: shown })}
                  onClick={() => field.onChange(field.value.filter((d) => d !== day))}
                />
              </li>
            );
          })}
        </S.SkipList>
      ) : (
        <S.Hint>{t('standingOrders.form.noSkips')}</S.Hint>
      )}
    </S.Section>
  );
}

/**
 * The schedule of a standing order: "Hari tertentu" (the weekday toggles) or "Setiap N hari" (from the start date),
 * start and end dates, the delivery time, the preview of the next order, then the days off.
 */
export function ScheduleFields({
  form,
  record,
  today,
}: {
  form: Form;
  record: StandingOrderRecord | null;
  today: string;
}) {
  const { control } = form;
  const kind = useWatch({ control, name: 'scheduleKind' });
  return (
    <>
      <S.Section>
        <legend>{t('standingOrders.form.schedule')}</legend>
        <Controller
          control={control}
          name="scheduleKind"
          render={({ field }) => (
            <RadioGroup
              id="standing-order-kind"
              label={t('standingOrders.form.kind')}
              orientation="horizontal"
              options={[
                { value: 'weekdays', label: t('standingOrders.form.kindWeekdays') },
                { value: 'every', label: t('standingOrders.form.kindEvery') },
              ]}
              value={field.value}
              onValueChange={({ value }) => field.onChange(value)}
              name={field.name}
            />
          )}
        />
        {kind === 'every' ? (
          <QuantityFormField
            control={control}
            name="everyDays"
            id="standing-order-everyDays"
            label={t('standingOrders.form.everyDays')}
            hint={t('standingOrders.form.everyDaysHint')}
            unit={t('standingOrders.form.daysUnit')}
            required
            maximumFractionDigits={0}
            rules={{
              validate: (v, values) =>
                values.scheduleKind !== 'every' ||
                (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 90) ||
                t('standingOrders.form.everyDaysRange'),
            }}
          />
        ) : (
          <WeekdayToggles control={control} />
        )}
        <S.Row>
          <DateFormField
            control={control}
            name="startDate"
            id="standing-order-startDate"
            label={t('standingOrders.labels.startDate')}
            required
            rules={{ required: tRoot('root.required') }}
          />
          <DateFormField
            control={control}
            name="endDate"
            id="standing-order-endDate"
            label={t('standingOrders.labels.endDate')}
            hint={t('standingOrders.hints.endDate')}
            rules={{
              validate: (v, values) =>
                !v ||
                !values.startDate ||
                String(v) >= values.startDate ||
                t('standingOrders.form.endBeforeStart'),
            }}
          />
          <Controller
            control={control}
            name="deliveryTime"
            render={({ field, fieldState }) => (
              <TimeField
                id="standing-order-deliveryTime"
                label={t('standingOrders.labels.deliveryTime')}
                hint={t('standingOrders.hints.deliveryTime')}
                value={field.value}
                onValueChange={({ value }) => field.onChange(value)}
                name={field.name}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        </S.Row>
        <NextOrder control={control} record={record} today={today} />
      </S.Section>
      <SkipDates form={form} />
    </>
  );
}
