import { useMemo } from 'react';
import { useController, type Control } from 'react-hook-form';
import { Combobox } from '@pawon/ui';
import { t as tRoot } from '../rootMessages';
import { t } from './messages';
import type { PacksFormValues } from './pickers';
import { t as tTransactionsPicker } from './pickerMessages';
import { productOption, searchProducts, useOrderPicks, useSearchPicks } from './pickers';

/**
 * A pack line's product: a search on the server by code or name among the active products (first page, by name).
 * The chosen product's price and unit go to the order's estimate and stock hint.
 */
export function ProductPicker({
  control,
  pack,
  line,
  hint,
}: {
  control: Control<PacksFormValues>;
  pack: number;
  line: number;
  hint?: string | undefined;
}) {
  const picks = useOrderPicks();
  const name = `packs.${pack}.lines.${line}.productId` as const;
  const { field, fieldState } = useController({ control, name, rules: { required: tRoot('root.required') } });
  const { load, pickOf } = useSearchPicks(searchProducts);
  const chosen = field.value ? picks.products.get(Number(field.value)) : undefined;
  const value = useMemo(() => (chosen ? productOption(chosen) : null), [chosen]);
  return (
    <Combobox
      id={`transaction-packs.${pack}.lines.${line}-product`}
      label={t('transactions.product')}
      required
      placeholder={tTransactionsPicker('transactionsPicker.productPlaceholder')}
      loadingText={tTransactionsPicker('transactionsPicker.searching')}
      emptyText={tTransactionsPicker('transactionsPicker.noProduct')}
      errorText={tTransactionsPicker('transactionsPicker.failed')}
      debounceMs={250}
      loadOptions={load}
      value={value}
      onValueChange={({ value: next }) => {
        const r = pickOf(next);
        if (r) picks.rememberProduct(r);
        field.onChange(r ? String(r.id) : '');
      }}
      onBlur={field.onBlur}
      name={field.name}
      ref={field.ref}
      hint={hint}
      error={fieldState.error?.message}
      autoComplete="off"
    />
  );
}
