import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Switch, Textarea } from '@pawon/ui';
import { todayIn } from '../../lib/format';
import { CustomerPicker } from '../../lib/order/CustomerPicker';
import { useFormPicks } from '../../lib/order/formPicks';
import { PacksEditor } from '../../lib/order/PackEditor';
import { packsControl, cachedPicksOf, OrderPicksContext } from '../../lib/order/pickers';
import { lazyAddDialog } from '../../lib/resource/lazyAddDialog';
import { picksOfStandingOrder, type StandingOrderRecord, type StandingOrderValues } from './form';
import { t } from './messages';
import { ScheduleFields } from './ScheduleFields';
import * as S from './standingOrders.styles';

/** "Tambah customer": the customer screen's own form, loaded on first use. */
const AddCustomer = lazyAddDialog(async () => (await import('../customers/customer.resource')).customers);

/**
 * The standing order form (issue 39): the customer, the schedule with the preview of its next order, the days off,
 * the packs of each delivery (the order form's pack editor, without stock hints: stock is taken when each order is
 * made), pause and note.
 */
export function StandingOrderForm({
  form,
  record,
}: {
  form: UseFormReturn<StandingOrderValues>;
  record: StandingOrderRecord | null;
}) {
  const picks = useFormPicks(record, picksOfStandingOrder, () => cachedPicksOf(form.getValues()));
  // The business day the form opened on: the preview's "today".
  const [today] = useState(() => todayIn());
  const packs = packsControl(form.control);
  const noteError = form.formState.errors.note?.message;
  return (
    <OrderPicksContext.Provider value={picks}>
      <S.Form>
        <CustomerPicker control={packs} addDialog={AddCustomer} />
        <ScheduleFields form={form} record={record} today={today} />
        <S.Section>
          <legend>{t('standingOrders.form.packsTitle')}</legend>
          <S.Hint>{t('standingOrders.form.pricesNote')}</S.Hint>
          <PacksEditor control={packs} />
        </S.Section>
        <Controller
          control={form.control}
          name="paused"
          render={({ field }) => (
            <Switch
              id="standing-order-paused"
              label={t('standingOrders.labels.paused')}
              hint={t('standingOrders.hints.paused')}
              checked={field.value}
              onCheckedChange={({ checked }) => field.onChange(checked)}
              name={field.name}
            />
          )}
        />
        <Textarea
          id="standing-order-note"
          label={t('standingOrders.labels.note')}
          rows={2}
          maxLength={500}
          {...form.register('note')}
          error={typeof noteError === 'string' ? noteError : undefined}
        />
      </S.Form>
    </OrderPicksContext.Provider>
  );
}
