import { ApiError, callOperation, type BodyOf } from '@pawon/api-client';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button, Combobox, Dialog, type ComboboxOption } from '@pawon/ui';
import { api } from '../client';
import { errorMessage } from '../errors';
import { notifyAtom } from '../feedback';
import { fieldMessages, reportFailure } from '../formErrors';
import { formatRupiah, todayIn } from '../format';
import { t as tCommon } from '../messages';
import { written } from '../query/lists';
import { useClient } from '../query/queryClient';
import { useDiscardGuard } from '../resource/discardGuard';
import { t as tRoot } from '../rootMessages';
import {
  PaymentAmountField,
  PaymentDateField,
  PaymentMethodField,
  PaymentReferenceField,
  useIdempotencyKey,
} from './PaymentFields';
import { AllocationPreview, CreditFacts } from './PaymentParts';
import { ReceiptView } from './Receipt';
import { choices, t } from './messages';
import {
  amountOwed,
  customerCredit,
  paymentList,
  searchPaymentCustomers,
  type Payment,
  type PaymentCustomer,
  type PaymentMethod,
  type PaymentOrder,
} from './payment';
import * as S from './payment.styles';

export interface PaymentDialogProps {
  open: boolean;
  onClose: () => void;
  /** The customer chosen already (the order detail's): not to be changed. @default the user picks one */
  customer?: PaymentCustomer | undefined;
  /** The order it pays (the order detail): allocated to it, its balance pre-filled. @default the server's plan */
  order?: PaymentOrder | undefined;
  /** After the save, with the payment the server answered. */
  onSaved?: ((payment: Payment) => void) | undefined;
}

export interface PaymentValues {
  customerId: string;
  date: string | null;
  amount: number | null;
  method: PaymentMethod;
  reference: string;
}

type PaymentBody = BodyOf<'paymentAdd'>;
const FIELDS = ['customerId', 'date', 'amount', 'method', 'reference'] as const;
/** How long the dialog waits after the last change before asking where the payment would go. */
export const PREVIEW_DELAY_MS = 400;

/**
 * "Catat pembayaran": the customer (searched on the server) and their money position, the amount pre-filled with
 * what they owe, date, method and reference; where the money would go (the server's dry run, asked a moment after
 * the last change) before saving; saved once with an idempotency key, then the receipt to print or send by WhatsApp.
 * Opened from the payment screen, or from an order's detail for that order.
 */
export function PaymentDialog({ open, onClose, customer, order, onSaved }: PaymentDialogProps) {
  // Read by value: a caller's props are new objects at each render.
  const [customerKey, orderBalance] = [customer?.id ?? 0, order?.balance ?? 0];
  const initial = useMemo<PaymentValues>(
    () => ({
      customerId: customerKey ? String(customerKey) : '',
      date: todayIn(),
      amount: orderBalance > 0 ? orderBalance : null,
      method: 'tunai',
      reference: '',
    }),
    [customerKey, orderBalance],
  );
  const form = useForm<PaymentValues>({ defaultValues: initial, mode: 'onTouched' });
  const store = useStore();
  const notify = useSetAtom(notifyAtom);
  const [picked, setPicked] = useState<PaymentCustomer | null>(customer ?? null);
  const [saved, setSaved] = useState<Payment | null>(null);
  const seen = useRef(new Map<string, PaymentCustomer>());
  // One key per body: a save sent again unchanged (an answer lost on a weak signal) is written once.
  const saveKey = useIdempotencyKey();

  const values = useWatch({ control: form.control }) as PaymentValues;
  const customerId = Number(values.customerId) || null;
  const credit = useQuery({ ...customerCredit(customerId ?? 0), enabled: customerId !== null }, useClient());
  const owed = credit.data;

  // The amount follows the customer picked (what they owe) until the user types one.
  useEffect(() => {
    if (!owed || order || form.getFieldState('amount').isDirty) return;
    const amount = amountOwed(owed);
    form.setValue('amount', amount > 0 ? amount : null, { shouldValidate: amount > 0 });
  }, [owed, order, form]);

  const bodyOf = (v: PaymentValues): PaymentBody | null => {
    const id = Number(v.customerId);
    if (!id || !v.amount || v.amount < 1) return null;
    // From the order's detail: that order first (its balance as the server has it now), the rest as deposit.
    const balance = owed?.openOrders.find((o) => o.id === order?.id)?.balance ?? order?.balance ?? 0;
    return {
      customerId: id,
      amount: v.amount,
      method: v.method,
      ...(v.date ? { date: v.date } : {}),
      ...(v.reference.trim() ? { reference: v.reference.trim() } : {}),
      ...(order && balance > 0
        ? { allocations: [{ orderId: order.id, amount: Math.min(balance, v.amount) }] }
        : {}),
    };
  };

  // Where the money would go, asked of the server a moment after the last change (the reference changes nothing).
  const planned = bodyOf({ ...values, reference: '' });
  const planKey = planned ? JSON.stringify(planned) : null;
  const [preview, setPreview] = useState<{ key: string; payment?: Payment; error?: string } | null>(null);
  useEffect(() => {
    if (!planKey || saved) return;
    let live = true;
    const timer = window.setTimeout(() => {
      callOperation(api, 'paymentAdd', { body: { ...(JSON.parse(planKey) as PaymentBody), dryRun: true } })
        .then((answer) => live && setPreview({ key: planKey, payment: answer.datas }))
        .catch((error: unknown) => {
          const reasons = error instanceof ApiError ? Object.values(fieldMessages(error)) : [];
          if (live)
            setPreview({ key: planKey, error: reasons.length ? reasons.join(' ') : errorMessage(error) });
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [planKey, saved]);
  const shown = planKey && preview?.key === planKey ? preview : null;

  const submit = form.handleSubmit(async (v) => {
    const body = bodyOf(v);
    if (!body) return;
    try {
      const answer = await api.POST('/api/payment/add', {
        body,
        params: { header: { 'Idempotency-Key': saveKey.keyFor(body) } },
      });
      const payment = answer.data!.datas;
      // The list shows it; every order, figure and customer position it changed is asked again.
      void written(store, paymentList, { added: payment }, { reload: true });
      notify({
        status: 'success',
        title: tCommon('common.saved'),
        text: t('payments.dialog.saved', {
          amount: formatRupiah(payment.amount),
          customer: payment.customer.name,
        }),
      });
      setSaved(payment);
      onSaved?.(payment);
    } catch (error) {
      // An allocation refused (an order paid meanwhile, more than its balance) is said on the amount it came from.
      const rename =
        error instanceof ApiError
          ? Object.fromEntries(
              Object.keys(error.errors)
                .filter((name) => name.startsWith('allocations'))
                .map((name) => [name, 'amount']),
            )
          : {};
      reportFailure(error, {
        setError: form.setError,
        fields: FIELDS,
        rename,
        toast: (message) => notify({ status: 'error', title: tCommon('common.failed'), text: message }),
      });
    }
  });

  const busy = form.formState.isSubmitting;
  const guard = useDiscardGuard({ dirty: form.formState.isDirty && !saved, busy, onClose });
  const firstCustomer = useRef(customer);
  firstCustomer.current = customer;
  const again = useCallback(() => {
    form.reset(initial);
    setPicked(firstCustomer.current ?? null);
    setSaved(null);
    setPreview(null);
    saveKey.forget();
  }, [form, initial, saveKey]);
  // Each opening starts a new payment (a dialog kept mounted by the list screen shows the last receipt otherwise).
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) again();
    wasOpen.current = open;
  }, [open, again]);

  const loadCustomers = async (query: string): Promise<ComboboxOption[]> => {
    const found = await searchPaymentCustomers(query);
    found.customers.forEach((c, id) => seen.current.set(id, c));
    return found.options;
  };
  const chosen: ComboboxOption | null = picked
    ? { value: String(picked.id), label: picked.name, ...(picked.phone ? { description: picked.phone } : {}) }
    : null;

  return (
    <Dialog
      open={open}
      onOpenChange={({ open: next }) => (next ? undefined : guard.requestClose())}
      size="lg"
      data-testid="payment-dialog"
    >
      <Dialog.Header
        closeLabel={tCommon('common.close')}
        description={
          saved
            ? undefined
            : order
              ? t('payments.dialog.textFor', { n: order.number })
              : t('payments.dialog.text')
        }
      >
        {saved
          ? t('payments.receipt.savedTitle')
          : order
            ? t('payments.dialog.titleFor', { n: order.number })
            : t('payments.addTitle')}
      </Dialog.Header>
      {saved ? (
        <ReceiptView
          payment={saved}
          phone={picked?.phone}
          onClose={onClose}
          extra={
            order ? null : (
              <Button variant="outline" icon="bx-plus" onClick={again}>
                {t('payments.receipt.another')}
              </Button>
            )
          }
        />
      ) : (
        <>
          <Dialog.Body>
            <form id="payment-form" onSubmit={(event) => void submit(event)} noValidate>
              <S.Stack>
                <Controller
                  control={form.control}
                  name="customerId"
                  rules={{ required: tRoot('root.required') }}
                  render={({ field, fieldState }) => (
                    <Combobox
                      id="payment-customerId"
                      label={t('payments.labels.customerId')}
                      required
                      disabled={Boolean(customer) || busy}
                      placeholder={t('payments.dialog.customerPlaceholder')}
                      loadingText={t('payments.dialog.searching')}
                      emptyText={t('payments.dialog.noCustomer')}
                      errorText={t('payments.dialog.searchFailed')}
                      debounceMs={250}
                      loadOptions={loadCustomers}
                      value={chosen}
                      onValueChange={({ value }) => {
                        const next = value ? (seen.current.get(value.value) ?? null) : null;
                        setPicked(next);
                        field.onChange(next ? String(next.id) : '');
                      }}
                      onBlur={field.onBlur}
                      name={field.name}
                      ref={field.ref}
                      error={fieldState.error?.message}
                      autoComplete="off"
                    />
                  )}
                />
                {customerId ? (
                  <CreditFacts
                    name={picked?.name ?? ''}
                    credit={owed ?? null}
                    loading={credit.isPending}
                    error={credit.isLoadingError ? t('payments.credit.failed') : null}
                  />
                ) : null}
                <S.Fields>
                  <PaymentAmountField
                    form={form}
                    id="payment-amount"
                    label={t('payments.labels.amount')}
                    disabled={busy}
                    hint={
                      order
                        ? t('payments.dialog.amountFromOrder')
                        : owed && !form.getFieldState('amount').isDirty
                          ? t('payments.dialog.amountFromCredit')
                          : undefined
                    }
                  />
                  <PaymentDateField
                    form={form}
                    id="payment-date"
                    label={t('payments.labels.date')}
                    disabled={busy}
                  />
                  <PaymentMethodField
                    form={form}
                    id="payment-method"
                    label={t('payments.labels.method')}
                    disabled={busy}
                    options={choices('payments.choices.method')}
                  />
                  <PaymentReferenceField
                    form={form}
                    id="payment-reference"
                    label={t('payments.labels.reference')}
                    hint={t('payments.hints.reference')}
                    disabled={busy}
                  />
                </S.Fields>
                <AllocationPreview
                  ready={planKey !== null}
                  loading={planKey !== null && shown === null}
                  payment={shown?.payment ?? null}
                  error={shown?.error ?? null}
                  openOrders={owed?.openOrders ?? []}
                />
              </S.Stack>
            </form>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" type="button" onClick={guard.requestClose} disabled={busy}>
              {tCommon('common.cancel')}
            </Button>
            <Button type="submit" form="payment-form" loading={busy} icon="bx-save">
              {t('payments.dialog.save')}
            </Button>
          </Dialog.Footer>
        </>
      )}
      {guard.question}
    </Dialog>
  );
}

export default PaymentDialog;
