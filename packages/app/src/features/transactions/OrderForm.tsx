import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Alert, Button, IconButton, Textarea, TimeField } from '@pawon/ui';
import { formatQuantity, formatRupiah } from '../../lib/format';
import { DateFormField, QuantityFormField, SelectField } from '../../lib/formFields';
import { CustomerPicker } from './CustomerPicker';
import { packChoices } from './lookups';
import { choices, t } from './messages';
import type { OrderRecord } from './order';
import { copiedPrices, emptyLine, emptyPack, estimate, unitPriceOf, type OrderValues } from './order';
import {
  cachedPicksOf,
  OrderPicksContext,
  pickedNamesAtom,
  picksOf,
  useOrderPicks,
  type OrderPicks,
} from './pickers';
import { ProductPicker } from './ProductPicker';
import { useStockHints, type StockHints } from './stockHints';
import { SumTerms } from './SumTerms';
import * as S from './transactions.styles';
import { CustomerCreditNote } from './CustomerCreditNote';
import { useClient } from '../../lib/query/queryClient';
import { useQuotedPrices, type QuotedPrices } from './priceQuote';
import idPricingTexts from '../../i18n/catalogues/id/transactionsPricing.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of the order's pricing, their own area: they travel with the form, not the order list. */
const tp = catalogueArea(idPricingTexts);

/** A product's unit price on this order (copied, the customer's, or its own: `unitPriceOf`). */
type PriceOf = (productId: number) => number;

type Form = UseFormReturn<OrderValues>;

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

function LineRow({
  form,
  pack,
  line,
  onRemove,
  canRemove,
  stock: hints,
  priceOf,
}: {
  form: Form;
  pack: number;
  line: number;
  onRemove: () => void;
  canRemove: boolean;
  /** The stock of the order's products (read for those only). */
  stock: StockHints;
  priceOf: PriceOf;
}) {
  const picks = useOrderPicks();
  const base = `packs.${pack}.lines.${line}` as const;
  const value = useWatch({ control: form.control, name: base });
  const count = useWatch({ control: form.control, name: `packs.${pack}.count` }) ?? 0;
  const packing = useWatch({ control: form.control, name: 'packing' });
  const product = value?.productId ? picks.products.get(Number(value.productId)) : undefined;
  const stock = product ? hints[value?.bucket === 'frozen' ? 'frozen' : 'fresh'].get(product.id) : undefined;
  const need = (value?.qtyPerPack ?? 0) * (count ?? 0);
  // No hint until the product's stock has been read.
  const hint =
    !product || !stock
      ? undefined
      : value?.bucket === 'fresh' && packing !== 'packed'
        ? `${t('transactions.available', { qty: formatQuantity(stock.qty, product.unit) })}. ${t('transactions.freshAtPacking')}`
        : need > stock.qty
          ? t('transactions.short', { qty: formatQuantity(stock.qty, product.unit) })
          : t('transactions.available', { qty: formatQuantity(stock.qty, product.unit) });
  return (
    <S.Line data-testid="transaction-line">
      <ProductPicker
        control={form.control}
        pack={pack}
        line={line}
        hint={product ? `${product.name} · ${formatRupiah(priceOf(product.id))}/${product.unit}` : undefined}
      />
      <SelectField
        control={form.control}
        name={`${base}.bucket`}
        id={`transaction-${base}-bucket`}
        label={t('transactions.bucket')}
        options={choices('transactions.choices.bucket')}
      />
      <QuantityFormField
        control={form.control}
        name={`${base}.qtyPerPack`}
        rules={{
          required: t('transactions.required'),
          validate: (v) => (typeof v === 'number' && v > 0) || t('transactions.positive'),
        }}
        id={`transaction-${base}-qty`}
        label={t('transactions.qtyPerPack')}
        required
        unit={product?.unit}
        hint={hint}
      />
      <S.RemoveCell>
        {canRemove ? (
          <IconButton
            icon="bx-trash"
            label={t('transactions.removeLine', { n: line + 1 })}
            variant="text"
            onClick={onRemove}
          />
        ) : null}
      </S.RemoveCell>
    </S.Line>
  );
}

function PackEditor({
  form,
  index,
  onRemove,
  canRemove,
  stock,
  priceOf,
}: {
  form: Form;
  index: number;
  onRemove: () => void;
  canRemove: boolean;
  stock: StockHints;
  priceOf: PriceOf;
}) {
  const packs = useQuery(packChoices, useClient()).data ?? [];
  const lines = useFieldArray({ control: form.control, name: `packs.${index}.lines` });
  const materialId = useWatch({ control: form.control, name: `packs.${index}.materialId` });
  const material = packs.find((p) => String(p.id) === materialId);
  return (
    <S.Pack aria-label={t('transactions.pack', { n: index + 1 })} data-testid="transaction-pack">
      <S.PackHead>
        <h3>{t('transactions.pack', { n: index + 1 })}</h3>
        {canRemove ? (
          <IconButton
            icon="bx-x"
            label={t('transactions.removePack', { n: index + 1 })}
            variant="text"
            onClick={onRemove}
          />
        ) : null}
      </S.PackHead>
      <S.PackFields>
        <SelectField
          control={form.control}
          name={`packs.${index}.materialId`}
          id={`transaction-packs-${index}-material`}
          label={t('transactions.packMaterial')}
          required
          options={packs.map((p) => ({
            value: String(p.id),
            label: `${p.name} (${formatRupiah(p.packPrice ?? 0)})`,
          }))}
          hint={
            material
              ? t('transactions.available', { qty: formatQuantity(material.available, material.unit) })
              : undefined
          }
        />
        <QuantityFormField
          control={form.control}
          name={`packs.${index}.count`}
          rules={{
            required: t('transactions.required'),
            validate: (v) => (typeof v === 'number' && v >= 1) || t('transactions.positive'),
          }}
          id={`transaction-packs-${index}-count`}
          label={t('transactions.packCount')}
          required
          maximumFractionDigits={0}
        />
      </S.PackFields>
      <S.LinesLabel>{t('transactions.lines')}</S.LinesLabel>
      {lines.fields.map((line, j) => (
        <LineRow
          key={line.id}
          form={form}
          pack={index}
          line={j}
          canRemove={lines.fields.length > 1}
          onRemove={() => lines.remove(j)}
          stock={stock}
          priceOf={priceOf}
        />
      ))}
      <div>
        <Button variant="text" size="sm" icon="bx-plus" onClick={() => lines.append(emptyLine())}>
          {t('transactions.addLine')}
        </Button>
      </div>
    </S.Pack>
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

/** The customers and products chosen in this form, starting with those of the order being edited. */
function usePicks(record: OrderRecord | null, opened: () => OrderValues): OrderPicks {
  // A new order opened with values (a refused offline order to correct): its names from the cache.
  const [state, setState] = useState(() => (record ? picksOf(record) : cachedPicksOf(opened())));
  // Another order opened in the same form (or a newer version of it): its customer and products too.
  const [seeded, setSeeded] = useState(record);
  if (seeded !== record) {
    setSeeded(record);
    const more = picksOf(record);
    setState((s) => ({
      customers: new Map([...s.customers, ...more.customers]),
      products: new Map([...s.products, ...more.products]),
    }));
  }
  const setNames = useSetAtom(pickedNamesAtom);
  const rememberCustomer = useCallback<OrderPicks['rememberCustomer']>(
    (c) => {
      setState((s) => ({ ...s, customers: new Map(s.customers).set(c.id, c) }));
      setNames((n) => ({ ...n, customers: new Map(n.customers).set(c.id, c.name) }));
    },
    [setNames],
  );
  const rememberProduct = useCallback<OrderPicks['rememberProduct']>(
    (r) => {
      setState((s) => ({ ...s, products: new Map(s.products).set(r.id, r) }));
      setNames((n) => ({ ...n, products: new Map(n.products).set(r.id, { name: r.name, unit: r.unit }) }));
    },
    [setNames],
  );
  return useMemo(
    () => ({ ...state, rememberCustomer, rememberProduct }),
    [state, rememberCustomer, rememberProduct],
  );
}

/**
 * The order form: customer, dates, states, repeatable packs with repeatable lines, live totals and stock hints. A
 * delivered order is final (the server refuses the rest): only payment, delivery date and time and the note stay open.
 */
export function OrderForm({ form, record }: { form: Form; record: OrderRecord | null }) {
  const picks = usePicks(record, () => form.getValues());
  const packs = useFieldArray({ control: form.control, name: 'packs' });
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
          <CustomerPicker control={form.control} disabled={locked} />
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
        <S.Locked aria-label={t('transactions.packs')} disabled={locked}>
          {packs.fields.map((pack, i) => (
            <PackEditor
              key={pack.id}
              form={form}
              index={i}
              canRemove={packs.fields.length > 1}
              onRemove={() => packs.remove(i)}
              stock={stock}
              priceOf={priceOf}
            />
          ))}
          <Button variant="secondary" size="sm" icon="bx-plus" onClick={() => packs.append(emptyPack())}>
            {t('transactions.addPack')}
          </Button>
        </S.Locked>
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
