import { ApiError, callOperation } from '@pawon/api-client';
import { useSetAtom, useStore } from 'jotai';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { Alert, Button, DateField, Dialog, MoneyField, QuantityField, TextField, Textarea } from '@pawon/ui';
import { api } from '../../lib/client';
import { controlledProps } from '../../lib/controlled';
import { errorMessage } from '../../lib/errors';
import { notifyAtom } from '../../lib/feedback';
import { addDays, formatDateShort, formatQuantity, formatRupiah, todayIn } from '../../lib/format';
import { fieldMessages } from '../../lib/formErrors';
import { t as tCommon } from '../../lib/messages';
import type { ListSource } from '../../lib/query/lists';
import { written } from '../../lib/query/lists';
import { useDiscardGuard } from '../../lib/resource/discardGuard';
import { t as tRoot } from '../../lib/rootMessages';
import type { PurchaseOrder } from './form';
import { t } from './messages';
import { formFieldOf, isOverReceipt, receiveBody, receiveDefaults, type ReceiveValues } from './receive';
import * as S from './purchases.styles';

/**
 * Puts a refused receipt on the fields it names (the body's `lines.N.…` as the form's lines); answers what no field
 * took, or null.
 */
function showFailure(error: unknown, form: UseFormReturn<ReceiveValues>, formIndex: number[]): string | null {
  if (!(error instanceof ApiError)) return errorMessage(error);
  const left: string[] = [];
  let placed = 0;
  for (const [name, message] of Object.entries(fieldMessages(error))) {
    if (!message) continue;
    const field = formFieldOf(name, formIndex);
    if (/^(date|note|lines\.\d+\.(qty|unitPrice|batchCode|expiryDate))$/.test(field)) {
      form.setError(field as Path<ReceiveValues>, { type: 'server', message }, { shouldFocus: placed === 0 });
      placed += 1;
    } else left.push(message);
  }
  if (left.length) return left.join(' ');
  return placed ? null : errorMessage(error);
}

function ReceiveLine({
  form,
  order,
  index: i,
  formId,
}: {
  form: UseFormReturn<ReceiveValues>;
  order: PurchaseOrder;
  index: number;
  formId: string;
}) {
  const values = useWatch({ control: form.control, name: `lines.${i}` });
  const date = useWatch({ control: form.control, name: 'date' });
  const line = order.lines.find((l) => l.id === values?.lineId);
  if (!line) return null;
  const unit = line.material.unit;
  const days = line.material.shelfLifeDays;
  const id = `${formId}-lines-${i}`;
  return (
    <S.ReceiveLine data-testid={`receive-line-${i}`}>
      <legend>{line.material.name}</legend>
      <S.LineInfo>
        {t('purchases.receive.ordered', {
          ordered: formatQuantity(line.qty, unit),
          received: formatQuantity(line.received, unit),
        })}
      </S.LineInfo>
      <Controller
        control={form.control}
        name={`lines.${i}.qty`}
        rules={{ min: { value: 0, message: tCommon('common.minimum', { n: 0 }) } }}
        render={({ field, fieldState }) => (
          <QuantityField
            id={`${id}-qty`}
            label={t('purchases.receive.qty')}
            unit={unit}
            error={fieldState.error?.message}
            {...controlledProps(field)}
          />
        )}
      />
      <TextField
        id={`${id}-batchCode`}
        label={t('purchases.receive.batchCode')}
        maxLength={50}
        autoComplete="off"
        {...form.register(`lines.${i}.batchCode`)}
        error={form.formState.errors.lines?.[i]?.batchCode?.message}
      />
      <Controller
        control={form.control}
        name={`lines.${i}.expiryDate`}
        render={({ field, fieldState }) => (
          <DateField
            id={`${id}-expiryDate`}
            label={t('purchases.receive.expiryDate')}
            hint={
              days
                ? t('purchases.receive.expiryProposed', {
                    date: formatDateShort(addDays(date || todayIn(), days)),
                    days,
                  })
                : t('purchases.receive.expiryHint')
            }
            error={fieldState.error?.message}
            {...controlledProps(field)}
            value={typeof field.value === 'string' && field.value ? field.value : null}
          />
        )}
      />
      <Controller
        control={form.control}
        name={`lines.${i}.unitPrice`}
        rules={{ min: { value: 0, message: tCommon('common.minimum', { n: 0 }) } }}
        render={({ field, fieldState }) => (
          <MoneyField
            id={`${id}-unitPrice`}
            label={t('purchases.receive.unitPrice')}
            hint={t('purchases.receive.priceHint', { price: formatRupiah(line.unitPrice) })}
            error={fieldState.error?.message}
            {...controlledProps(field)}
            value={typeof field.value === 'number' ? field.value : null}
          />
        )}
      />
    </S.ReceiveLine>
  );
}

/**
 * "Terima barang": per open line what arrived (what is still open by default), its lot code, expiry (empty: the
 * server's proposal from the material's shelf life) and price (the order's). Each line becomes a material lot and
 * the receipt a bill of the vendor. A line beyond its tolerance (409 `purchase.overReceipt`) is said on its
 * quantity, and "Tetap terima" sends it again confirmed.
 */
export function ReceiveDialog({
  order,
  list,
  onClose,
}: {
  order: PurchaseOrder;
  list: ListSource<PurchaseOrder>;
  onClose: () => void;
}) {
  const formId = `receive-${useId().replace(/:/g, '')}`;
  const store = useStore();
  const notify = useSetAtom(notifyAtom);
  const [problem, setProblem] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const form = useForm<ReceiveValues>({
    defaultValues: receiveDefaults(order, todayIn()),
    mode: 'onTouched',
  });
  const { isSubmitting, isDirty } = form.formState;
  const guard = useDiscardGuard({ dirty: isDirty, busy: isSubmitting, onClose });
  const lines = form.getValues('lines');

  const send = (confirm: boolean) =>
    form.handleSubmit(async (values) => {
      setProblem(null);
      setOver(null);
      const { body, formIndex } = receiveBody(order, values, confirm);
      if (body.lines.length === 0) {
        setProblem(t('purchases.receive.nothing'));
        return;
      }
      try {
        const answer = await callOperation(api, 'purchaseReceive', { body });
        void written(store, list, { updated: answer.datas });
        notify({
          status: 'success',
          title: tCommon('common.saved'),
          text: t('purchases.receive.done', {
            name: order.number,
            amount: formatRupiah(answer.receipt.bill.amount),
            vendor: order.vendor.name,
          }),
        });
        onClose();
      } catch (error) {
        const left = showFailure(error, form, formIndex);
        // The reason sits on the line's quantity; the alert says what to do (or the reason when no line took it).
        if (isOverReceipt(error)) setOver(left ?? t('purchases.receive.overText'));
        else setProblem(left);
      }
    });

  return (
    <Dialog open onOpenChange={({ open }) => !open && guard.requestClose()} size="lg">
      <Dialog.Header
        description={t('purchases.receive.description', { vendor: order.vendor.name })}
        closeLabel={tCommon('common.close')}
      >
        {t('purchases.receive.title', { name: order.number })}
      </Dialog.Header>
      <Dialog.Body>
        <S.Form as="form" id={formId} noValidate onSubmit={(event) => void send(false)(event)}>
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          {over !== null ? (
            <Alert tone="warning">
              <strong>{t('purchases.receive.overTitle')}.</strong> {over}{' '}
              <Button
                type="button"
                size="sm"
                variant="outline"
                loading={isSubmitting}
                onClick={() => void send(true)()}
              >
                {t('purchases.receive.overConfirm')}
              </Button>
            </Alert>
          ) : null}
          <S.Row>
            <Controller
              control={form.control}
              name="date"
              rules={{ required: tRoot('root.required') }}
              render={({ field, fieldState }) => (
                <DateField
                  id={`${formId}-date`}
                  label={t('purchases.receive.date')}
                  required
                  error={fieldState.error?.message}
                  {...controlledProps(field)}
                  value={typeof field.value === 'string' && field.value ? field.value : null}
                />
              )}
            />
          </S.Row>
          {lines.map((l, i) => (
            <ReceiveLine key={l.lineId} form={form} order={order} index={i} formId={formId} />
          ))}
          <Textarea
            id={`${formId}-note`}
            label={t('purchases.receive.note')}
            rows={2}
            maxLength={500}
            {...form.register('note')}
          />
        </S.Form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={guard.requestClose} disabled={isSubmitting}>
          {tCommon('common.cancel')}
        </Button>
        <Button type="submit" form={formId} loading={isSubmitting} icon="bx-package">
          {t('purchases.receive.submit')}
        </Button>
      </Dialog.Footer>
      {guard.question}
    </Dialog>
  );
}
