import { Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import { Combobox, IconButton } from '@pawon/ui';
import { resourceMenus } from '@pawon/api-client/resourceMenus';
import type { Schemas } from '@pawon/api-client';
import { t as tRoot } from '../rootMessages';
import { useRights } from '../rights';
import { t } from './messages';
import type { PacksFormValues } from './pickers';
import { t as tTransactionsPicker } from './pickerMessages';
import {
  customerDetail,
  customerOption,
  customerPick,
  searchCustomers,
  useOrderPicks,
  useSearchPicks,
  type CustomerPick,
} from './pickers';
import * as S from './order.styles';

/** The menu whose create right allows adding a customer from the picker. */
export const CUSTOMER_MENU = resourceMenus.customer;

/**
 * The customer form of the customer screen, as the form using the picker loads it (`lazyAddDialog` of the customer
 * resource): its fields, rules and region pickers stay the customer feature's own.
 */
export type AddCustomerDialog = ComponentType<{
  onClose: () => void;
  onSaved: (customer: Schemas['Customer']) => void;
}>;

/**
 * The chosen customer's phone and region, and the shelf life they ask for at delivery when they do: allocation leaves
 * out batches expiring sooner (decision 050's issue), so staff know why the stock may come out short.
 */
function customerHint(customer: CustomerPick): ReactNode {
  const detail = customerDetail(customer);
  const days = customer.minShelfLifeDays ?? 0;
  if (days <= 0) return detail;
  return (
    <>
      {detail}
      <S.ShelfLifeHint data-testid="customer-min-shelf-life">
        {tTransactionsPicker('transactionsPicker.minShelfLife', { days })}
      </S.ShelfLifeHint>
    </>
  );
}

/**
 * An order's (or a standing order's) customer: a search on the server by name, phone or region (first page, by
 * name), the choice shown with its phone and region, and "Tambah customer" beside it for those who may add one
 * (the new customer is chosen on save).
 */
export function CustomerPicker({
  control,
  addDialog: AddDialog,
  disabled = false,
}: {
  control: Control<PacksFormValues>;
  /** The customer form "Tambah customer" opens. */
  addDialog: AddCustomerDialog;
  disabled?: boolean;
}) {
  const picks = useOrderPicks();
  const rights = useRights(CUSTOMER_MENU);
  const [adding, setAdding] = useState(false);
  const { field, fieldState } = useController({
    control,
    name: 'customerId',
    rules: { required: tRoot('root.required') },
  });
  // The customers of the last answer, to remember the one chosen (its ongkir counts in the estimate).
  const { load, pickOf } = useSearchPicks(searchCustomers);
  const chosen = field.value ? picks.customers.get(Number(field.value)) : undefined;
  const value = useMemo(() => (chosen ? customerOption(chosen) : null), [chosen]);
  const choose = (c: CustomerPick | null) => {
    if (c) picks.rememberCustomer(c);
    field.onChange(c ? String(c.id) : '');
  };
  return (
    <S.PickerRow>
      <Combobox
        id="transaction-customerId"
        label={t('transactions.labels.customerId')}
        required
        disabled={disabled}
        placeholder={tTransactionsPicker('transactionsPicker.customerPlaceholder')}
        loadingText={tTransactionsPicker('transactionsPicker.searching')}
        emptyText={tTransactionsPicker('transactionsPicker.noCustomer')}
        errorText={tTransactionsPicker('transactionsPicker.failed')}
        debounceMs={250}
        loadOptions={load}
        value={value}
        onValueChange={({ value: next }) => choose(pickOf(next) ?? null)}
        onBlur={field.onBlur}
        name={field.name}
        ref={field.ref}
        hint={chosen ? customerHint(chosen) : undefined}
        error={fieldState.error?.message}
        autoComplete="off"
      />
      <S.PickerAction>
        <IconButton
          icon="bx-user-plus"
          label={tTransactionsPicker('transactionsPicker.addCustomer')}
          variant="outline"
          disabled={disabled}
          disabledReason={
            rights.create ? undefined : tTransactionsPicker('transactionsPicker.addCustomerDenied')
          }
          onClick={() => setAdding(true)}
        />
      </S.PickerAction>
      {adding ? (
        <Suspense fallback={null}>
          <AddDialog onClose={() => setAdding(false)} onSaved={(saved) => choose(customerPick(saved))} />
        </Suspense>
      ) : null}
    </S.PickerRow>
  );
}
