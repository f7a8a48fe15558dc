import { useSetAtom, useStore } from 'jotai';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert, Button, Combobox, Dialog, type ComboboxOption } from '@pawon/ui';
import { api } from '../../lib/client';
import { notifyAtom } from '../../lib/feedback';
import { todayIn } from '../../lib/format';
import { FieldRow, FormStack } from '../../lib/form.styles';
import { formFailure } from '../../lib/formErrors';
import { t as tCommon } from '../../lib/messages';
import {
  PaymentAmountField,
  PaymentDateField,
  PaymentMethodField,
  PaymentReferenceField,
  useIdempotencyKey,
} from '../../lib/payment/PaymentFields';
import { written, type ListSource } from '../../lib/query/lists';
import { useDiscardGuard } from '../../lib/resource/discardGuard';
import { t as tRoot } from '../../lib/rootMessages';
import { searchVendors } from '../../lib/vendorSearch';
import { choices, t } from './messages';
import { paymentName, type PaymentMethod, type VendorPayment } from './payment';

interface PaymentValues {
  vendorId: string;
  date: string | null;
  amount: number | null;
  method: PaymentMethod;
  reference: string;
}

const FIELDS = ['vendorId', 'date', 'amount', 'method', 'reference'] as const;

/**
 * "Catat pembayaran": money paid to a vendor (searched on the server, or the aging row's), the day, amount, method and
 * reference. The server pays the vendor's open bills oldest due first; the rest is paid ahead. Saved once per body
 * (an idempotency key), the list and the payables told.
 */
export function VendorPaymentDialog({
  open,
  onClose,
  list,
  vendor,
}: {
  open: boolean;
  onClose: () => void;
  list: ListSource<VendorPayment>;
  /** The vendor to pay, chosen from the aging. @default none chosen */
  vendor?: { id: number; name: string } | null | undefined;
}) {
  if (!open) return null;
  return <PaymentForm onClose={onClose} list={list} vendor={vendor ?? null} />;
}

function PaymentForm({
  onClose,
  list,
  vendor,
}: {
  onClose: () => void;
  list: ListSource<VendorPayment>;
  vendor: { id: number; name: string } | null;
}) {
  const formId = `vendor-payment-${useId().replace(/:/g, '')}`;
  const store = useStore();
  const notify = useSetAtom(notifyAtom);
  const [problem, setProblem] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ComboboxOption | null>(
    vendor ? { value: String(vendor.id), label: vendor.name } : null,
  );
  const saveKey = useIdempotencyKey();
  const form = useForm<PaymentValues>({
    defaultValues: {
      vendorId: vendor ? String(vendor.id) : '',
      date: todayIn(),
      amount: null,
      method: 'transfer',
      reference: '',
    },
    mode: 'onTouched',
  });
  const { isSubmitting, isDirty } = form.formState;
  const guard = useDiscardGuard({ dirty: isDirty, busy: isSubmitting, onClose });

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const body = {
      vendorId: Number(values.vendorId),
      ...(values.date ? { date: values.date } : {}),
      amount: values.amount ?? 0,
      method: values.method,
      reference: values.reference.trim() || null,
    };
    try {
      const answer = await api.POST('/api/vendorPayment/add', {
        body,
        params: { header: { 'Idempotency-Key': saveKey.keyFor(body) } },
      });
      const datas = answer.data!.datas;
      void written(store, list, { added: datas }, { reload: true });
      notify({
        status: 'success',
        title: tCommon('common.saved'),
        text: t('payables.form.done', { name: paymentName(datas) }),
      });
      onClose();
    } catch (error) {
      setProblem(formFailure(error, form.setError, FIELDS));
    }
  });

  return (
    <Dialog open onOpenChange={({ open }) => !open && guard.requestClose()} size="sm">
      <Dialog.Header closeLabel={tCommon('common.close')}>{t('payables.addTitle')}</Dialog.Header>
      <Dialog.Body>
        <FormStack as="form" id={formId} noValidate onSubmit={(event) => void submit(event)}>
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <Controller
            control={form.control}
            name="vendorId"
            rules={{ required: tRoot('root.required') }}
            render={({ field, fieldState }) => (
              <Combobox
                id={`${formId}-vendor`}
                label={t('payables.labels.vendor')}
                required
                placeholder={t('payables.form.vendorPlaceholder')}
                loadingText={t('payables.search.searching')}
                emptyText={t('payables.search.none')}
                errorText={t('payables.search.failed')}
                debounceMs={250}
                loadOptions={searchVendors}
                value={field.value && chosen?.value === field.value ? chosen : null}
                onValueChange={({ value }) => {
                  setChosen(value);
                  field.onChange(value ? value.value : '');
                }}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={fieldState.error?.message}
                autoComplete="off"
              />
            )}
          />
          <FieldRow>
            <PaymentDateField form={form} id={`${formId}-date`} label={t('payables.labels.date')} />
            <PaymentAmountField
              form={form}
              id={`${formId}-amount`}
              label={t('payables.labels.amount')}
              hint={t('payables.form.amountHint')}
            />
          </FieldRow>
          <FieldRow>
            <PaymentMethodField
              form={form}
              id={`${formId}-method`}
              label={t('payables.labels.method')}
              options={choices('payables.choices.method')}
            />
            <PaymentReferenceField
              form={form}
              id={`${formId}-reference`}
              label={t('payables.labels.reference')}
              placeholder={t('payables.form.referencePlaceholder')}
            />
          </FieldRow>
        </FormStack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={guard.requestClose} disabled={isSubmitting}>
          {tCommon('common.cancel')}
        </Button>
        <Button type="submit" form={formId} loading={isSubmitting} icon="bx-save">
          {t('payables.form.submit')}
        </Button>
      </Dialog.Footer>
      {guard.question}
    </Dialog>
  );
}

export default VendorPaymentDialog;
