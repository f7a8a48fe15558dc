import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Alert, Textarea, TimeField } from '@pawon/ui';
import { DateFormField, SelectField } from '../../lib/formFields';
import { CustomerPicker } from '../../lib/order/CustomerPicker';
import { useFormPicks } from '../../lib/order/formPicks';
import { PacksEditor, type PriceOf } from '../../lib/order/PackEditor';
import {
  packChoices,
  packsControl,
  cachedPicksOf,
  OrderPicksContext,
  picksOf,
  useOrderPicks,
} from '../../lib/order/pickers';
import { lazyAddDialog } from '../../lib/resource/lazyAddDialog';
import { choices, t } from './messages';
import type { OrderRecord } from './order';
import { copiedPrices, estimate, unitPriceOf, type OrderValues } from './order';
import { useStockHints } from './stockHints';
import { SumTerms } from './SumTerms';
import * as S from './transactions.styles';
import { CustomerCreditNote } from './CustomerCreditNote';
import { useClient } from '../../lib/query/queryClient';
import { useQuotedPrices, type QuotedPrices } from './priceQuote';
import idPricingTexts from '../../i18n/catalogues/id/transactionsPricing.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of the order's pricing, their own area: they travel with the form, not the order list. */
const tp = catalogueArea(idPricingTexts);

type Form = UseFormReturn<OrderValues>;

/** "Tambah customer": the customer screen's own form, loaded on first use. */
const AddCustomer = lazyAddDialog(async () => (await import('../customers/customer.resource')).customers);

const errorOf = (form: Form, name: string): string | undefined => {
  const parts = name.split('.');
  let node: unknown = form.formState.errors;
  for (const p of parts) node = (node as Record<string, unknown> | undefined)?.[p];
  return (node as { message?: string } | undefined)?.message;
};

function StateSelect({
  form,
  name,
  disabled = false,
  hint,
}: {
  form: Form;
  name: 'payment' | 'packing' | 'delivery';
  disabled?: boolean;
  hint?: string;
}) {
  return (
    <SelectField
      control={form.control}
      name={name}
      id={`transaction-${name}`}
      label={t(`transactions.labels.${name}`)}
      options={choices(`transactions.choices.${name}`)}
      disabled={disabled}
      hint={hint}
    />
  );
}

/** What the order in the form would cost (`estimate`), as its values change. */
function useOrderSums(form: Form, record: OrderRecord | null, quote: QuotedPrices) {
  const values = useWatch({ control: form.control }) as OrderValues;
  const picks = useOrderPicks();
  const packs = useQuery(packChoices, useClient()).data ?? [];
  return estimate(values, {
    products: [...picks.products.values()],
    packs,
    customers: [...picks.customers.values()],
    record,
    quoted: quote.prices,
  });
}

/** Under the customer: their money, and whether this order would be held for credit. */
function CreditNote({
  form,
  record,
  quote,
}: {
  form: Form;
  record: OrderRecord | null;
  quote: QuotedPrices;
}) {
  const sums = useOrderSums(form, record, quote);
  return <CustomerCreditNote control={form.control} record={record} total={sums.total} />;
}

/**
 * Which price list priced the order's lines ("Harga: Reseller"); offline, that the estimate is at the products' own
 * prices until the server prices the order on save. Nothing for a customer without a list.
 */
function PricingNote({ form, quote }: { form: Form; quote: QuotedPrices }) {
  const picks = useOrderPicks();
  const customerId = Number(useWatch({ control: form.control, name: 'customerId' })) || 0;
  const known = picks.customers.get(customerId)?.priceList ?? null;
  if (quote.priceList)
    return (
      <S.Note data-testid="transaction-price-list">
        {tp('transactionsPricing.priceList', { name: quote.priceList.name })}
      </S.Note>
    );
  if (quote.failed && known)
    return (
      <S.Note data-testid="transaction-price-list">
        {tp('transactionsPricing.fallback', { name: known.name })}
      </S.Note>
    );
  return null;
}

function Totals({ form, record, quote }: { form: Form; record: OrderRecord | null; quote: QuotedPrices }) {
  const sums = useOrderSums(form, record, quote);
  return (
    <div>
      <S.Totals aria-live="polite" data-testid="transaction-totals">
        <SumTerms sums={sums} />
      </S.Totals>
      <PricingNote form={form} quote={quote} />
      <S.Note>{t('transactions.totalsNote')}</S.Note>
    </div>
  );
}

/**
 * The order form: customer, dates, states, repeatable packs with repeatable lines, live totals and stock hints. A
 * delivered order is final (the server refuses the rest): only payment, delivery date and time and the note stay open.
 */
export function OrderForm({ form, record }: { form: Form; record: OrderRecord | null }) {
  const picks = useFormPicks(record, picksOf, () => cachedPicksOf(form.getValues()));
  const locked = record?.delivery === 'delivered';
  // Delivering packs an unpacked order (the server takes its fresh stock then): said where the choice is made.
  const [packingNow, deliveryNow] = useWatch({ control: form.control, name: ['packing', 'delivery'] });
  const deliveringUnpacked = packingNow === 'unpacked' && deliveryNow === 'delivered';
  const stock = useStockHints(form.control);
  // The customer's prices at the order's date (their list's) for the lines the order does not hold at a copied price.
  const quote = useQuotedPrices(form.control, record);
  const copied = useMemo(() => copiedPrices(record), [record]);
  const priceOf: PriceOf = (productId) =>
    unitPriceOf(productId, { copied, quoted: quote.prices, products: [...picks.products.values()] });
  return (
    <OrderPicksContext.Provider value={picks}>
      <S.Form>
        {locked ? <Alert tone="info">{t('transactions.deliveredLocked')}</Alert> : null}
        <S.Row>
          <CustomerPicker control={packsControl(form.control)} addDialog={AddCustomer} disabled={locked} />
          <DateFormField
            control={form.control}
            name="date"
            id="transaction-date"
            label={t('transactions.labels.date')}
            disabled={locked}
          />
        </S.Row>
        {locked ? null : <CreditNote form={form} record={record} quote={quote} />}
        <S.Row>
          <DateFormField
            control={form.control}
            name="deliveryDate"
            id="transaction-deliveryDate"
            label={t('transactions.labels.deliveryDate')}
          />
          <Controller
            control={form.control}
            name="deliveryTime"
            render={({ field }) => (
              <TimeField
                id="transaction-deliveryTime"
                label={t('transactions.labels.deliveryTime')}
                value={field.value}
                onValueChange={({ value }) => field.onChange(value)}
                name={field.name}
                error={errorOf(form, 'deliveryTime')}
              />
            )}
          />
        </S.Row>
        <S.Row data-three>
          <StateSelect form={form} name="payment" />
          <StateSelect form={form} name="packing" disabled={locked} />
          <StateSelect
            form={form}
            name="delivery"
            disabled={locked}
            hint={deliveringUnpacked && !locked ? t('transactions.deliveryPacksHint') : undefined}
          />
        </S.Row>
        <PacksEditor control={packsControl(form.control)} stock={stock} priceOf={priceOf} disabled={locked} />
        <Textarea
          id="transaction-note"
          label={t('transactions.labels.note')}
          rows={2}
          maxLength={500}
          {...form.register('note')}
          error={errorOf(form, 'note')}
        />
        <Totals form={form} record={record as OrderRecord | null} quote={quote} />
      </S.Form>
    </OrderPicksContext.Provider>
  );
}
