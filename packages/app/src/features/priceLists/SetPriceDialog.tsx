import { ApiError, type Schemas } from '@pawon/api-client';
import { useSetAtom, useStore } from 'jotai';
import { useId, useState } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { Alert, Button, DateField, Dialog, MoneyField } from '@pawon/ui';
import { controlledProps } from '../../lib/controlled';
import { errorMessage } from '../../lib/errors';
import { notifyAtom } from '../../lib/feedback';
import { formatDate, todayIn } from '../../lib/format';
import { fieldMessages } from '../../lib/formErrors';
import { t as tCommon } from '../../lib/messages';
import { useDiscardGuard } from '../../lib/resource/discardGuard';
import { t as tRoot } from '../../lib/rootMessages';
import { t } from './messages';
import * as S from './priceLists.styles';
import { setPrices, type PricedProduct } from './queries';

export interface SetPriceValues {
  price: number | null;
  effectiveFrom: string | null;
}

/** The most a price may be (the contract's Money). */
const MAX_PRICE = 1_000_000_000_000;

/**
 * The form field a server error names: the date, or the price (`prices.3.price`: one price for every product chosen).
 * Null for anything else, a product's (`prices.3.productId`: gone, twice): said above the fields.
 */
export const fieldOfError = (name: string): keyof SetPriceValues | null =>
  name === 'effectiveFrom' ? 'effectiveFrom' : /^prices?(\.\d+\.price)?$/.test(name) ? 'price' : null;

/**
 * Puts a refused save on the fields it names (the first focused); answers what no field took, or null.
 */
export function showFailure(error: unknown, form: UseFormReturn<SetPriceValues>): string | null {
  if (!(error instanceof ApiError)) return errorMessage(error);
  const left: string[] = [];
  const placed = new Set<keyof SetPriceValues>();
  for (const [name, message] of Object.entries(fieldMessages(error))) {
    const field = fieldOfError(name);
    if (!message || (field && placed.has(field))) continue;
    if (!field) {
      left.push(message);
      continue;
    }
    form.setError(field, { type: 'server', message }, { shouldFocus: placed.size === 0 });
    placed.add(field);
  }
  if (left.length) return left.join(' ');
  return placed.size ? null : errorMessage(error);
}

/** The chosen products in one sentence: the one's name, or how many and their names. */
function chosenText(products: readonly PricedProduct[], list: string) {
  const [first] = products;
  if (products.length === 1 && first) return t('priceLists.set.one', { product: first.name, list });
  return t('priceLists.set.many', {
    n: products.length,
    list,
    products: products.map((p) => p.name).join(', '),
  });
}

/**
 * "Ubah harga": one new price for the products chosen, in effect from a day (today or later). The server keeps the
 * earlier prices; a price set again for the same day replaces the one planned.
 */
export function SetPriceDialog({
  open,
  priceList,
  products,
  from,
  onClose,
  onSaved,
}: {
  open: boolean;
  priceList: Schemas['PriceListRef'];
  products: readonly PricedProduct[];
  /** The first day offered (today, or the day the prices are viewed at when later). */
  from: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  if (!open || products.length === 0) return null;
  return (
    <PriceForm priceList={priceList} products={products} from={from} onClose={onClose} onSaved={onSaved} />
  );
}

function PriceForm({
  priceList,
  products,
  from,
  onClose,
  onSaved,
}: {
  priceList: Schemas['PriceListRef'];
  products: readonly PricedProduct[];
  from: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const formId = `set-price-${useId().replace(/:/g, '')}`;
  const store = useStore();
  const notify = useSetAtom(notifyAtom);
  const [problem, setProblem] = useState<string | null>(null);
  const today = todayIn();
  const [only] = products.length === 1 ? products : [];
  const form = useForm<SetPriceValues>({
    // One product starts at the price it sells at on the list now; several start empty.
    defaultValues: { price: only ? (only.price ?? only.basePrice) : null, effectiveFrom: from },
    mode: 'onTouched',
  });
  const { isSubmitting, isDirty } = form.formState;
  const guard = useDiscardGuard({ dirty: isDirty, busy: isSubmitting, onClose });
  const units = new Set(products.map((p) => p.unit));
  const [unit] = units.size === 1 ? [...units] : [];

  const submit = form.handleSubmit(async ({ price, effectiveFrom }) => {
    setProblem(null);
    try {
      const date = effectiveFrom ?? today;
      await setPrices(store, {
        id: priceList.id,
        effectiveFrom: date,
        prices: products.map((p) => ({ productId: p.productId, price })),
      });
      notify({
        status: 'success',
        title: tCommon('common.saved'),
        text: t('priceLists.set.done', { n: products.length, list: priceList.name, date: formatDate(date) }),
      });
      onSaved();
    } catch (error) {
      setProblem(showFailure(error, form));
    }
  });

  return (
    <Dialog open onOpenChange={({ open }) => !open && guard.requestClose()} size="sm">
      <Dialog.Header description={chosenText(products, priceList.name)} closeLabel={tCommon('common.close')}>
        {t('priceLists.set.title')}
      </Dialog.Header>
      <Dialog.Body>
        <S.Form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <S.Fields>
            <Controller
              control={form.control}
              name="price"
              rules={{
                required: tRoot('root.required'),
                min: { value: 0, message: tCommon('common.minimum', { n: 0 }) },
                max: { value: MAX_PRICE, message: tCommon('common.maximum', { n: MAX_PRICE }) },
              }}
              render={({ field, fieldState }) => (
                <MoneyField
                  id={`${formId}-price`}
                  label={t('priceLists.set.price')}
                  required
                  hint={unit ? t('priceLists.set.priceHint', { unit }) : undefined}
                  error={fieldState.error?.message}
                  {...controlledProps(field)}
                  value={typeof field.value === 'number' ? field.value : null}
                />
              )}
            />
            <Controller
              control={form.control}
              name="effectiveFrom"
              rules={{
                required: tRoot('root.required'),
                validate: (value) => !value || value >= today || t('priceLists.set.notBeforeToday'),
              }}
              render={({ field, fieldState }) => (
                <DateField
                  id={`${formId}-from`}
                  label={t('priceLists.set.from')}
                  required
                  minDate={today}
                  outOfRangeText={t('priceLists.set.notBeforeToday')}
                  hint={t('priceLists.set.fromHint')}
                  error={fieldState.error?.message}
                  {...controlledProps(field)}
                  value={typeof field.value === 'string' && field.value ? field.value : null}
                />
              )}
            />
          </S.Fields>
        </S.Form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={guard.requestClose} disabled={isSubmitting}>
          {tCommon('common.cancel')}
        </Button>
        <Button type="submit" form={formId} loading={isSubmitting} icon="bx-save">
          {t('priceLists.set.submit')}
        </Button>
      </Dialog.Footer>
      {guard.question}
    </Dialog>
  );
}
