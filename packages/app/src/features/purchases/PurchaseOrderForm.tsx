import { useCallback, useMemo, useRef, useState } from 'react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  Combobox,
  DateField,
  LineItems,
  MoneyField,
  QuantityField,
  Textarea,
  type ComboboxOption,
} from '@pawon/ui';
import { controlledProps } from '../../lib/controlled';
import { formatRupiah } from '../../lib/format';
import { t as tCommon } from '../../lib/messages';
import { t as tRoot } from '../../lib/rootMessages';
import {
  duplicateOf,
  emptyLine,
  materialsOf,
  MAX_LINES,
  type PurchaseOrder,
  type PurchaseValues,
} from './form';
import { t } from './messages';
import { moreOption, searchVendors } from '../../lib/vendorSearch';
import { materialOption, searchMaterials, type PurchaseMaterial } from './search';
import * as S from './purchases.styles';

const searchText = () => ({
  loadingText: t('purchases.search.searching'),
  emptyText: t('purchases.search.none'),
  errorText: t('purchases.search.failed'),
});

function VendorPicker({
  form,
  record,
}: {
  form: UseFormReturn<PurchaseValues>;
  record: PurchaseOrder | null;
}) {
  // The chosen vendor's name: the order's own, then what a search answered.
  const [chosen, setChosen] = useState<ComboboxOption | null>(
    record ? { value: String(record.vendorId), label: record.vendor.name } : null,
  );
  return (
    <Controller
      control={form.control}
      name="vendorId"
      rules={{ required: tRoot('root.required') }}
      render={({ field, fieldState }) => (
        <Combobox
          id="purchase-vendor"
          label={t('purchases.labels.vendor')}
          required
          placeholder={t('purchases.form.vendorPlaceholder')}
          {...searchText()}
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
  );
}

interface LineProps {
  form: UseFormReturn<PurchaseValues>;
  index: number;
  known: ReadonlyMap<number, PurchaseMaterial>;
  onChosen: (material: PurchaseMaterial) => void;
  chosen: ReadonlySet<string>;
  remove: (index: number) => void;
  canRemove: boolean;
}

/** One line: the material (searched on the server, each once), quantity, unit price and expected date. */
function PurchaseLine({ form, index: i, known, onChosen, chosen, remove, canRemove }: LineProps) {
  const line = useWatch({ control: form.control, name: `lines.${i}` });
  const own = line?.materialId ?? '';
  const material = own ? known.get(Number(own)) : undefined;
  const found = useRef(new Map<number, PurchaseMaterial>());
  const load = useCallback(
    async (query: string): Promise<ComboboxOption[]> => {
      const answer = await searchMaterials(query);
      found.current = new Map(answer.materials.map((m) => [m.id, m]));
      return [
        ...answer.materials.map((m) => materialOption(m, chosen.has(String(m.id)) && String(m.id) !== own)),
        ...moreOption(answer.more),
      ];
    },
    [chosen, own],
  );
  const selected = useMemo(() => (material ? materialOption(material) : null), [material]);
  const subtotal =
    line?.qty && (line.unitPrice ?? material?.unitPrice)
      ? Math.round(line.qty * (line.unitPrice ?? material?.unitPrice ?? 0))
      : null;
  return (
    <LineItems.Row
      index={i + 1}
      removeLabel={t('purchases.form.removeLine', { n: i + 1 })}
      onRemove={() => remove(i)}
      removeDisabledReason={canRemove ? undefined : tRoot('root.required')}
      data-testid={`purchase-line-${i}`}
    >
      <S.LineFields>
        <Controller
          control={form.control}
          name={`lines.${i}.materialId`}
          rules={{
            required: tRoot('root.required'),
            validate: () => {
              const row = duplicateOf(form.getValues('lines'), i);
              return row ? t('purchases.form.duplicate', { row }) : true;
            },
          }}
          render={({ field, fieldState }) => (
            <Combobox
              id={`purchase-lines-${i}-material`}
              label={t('purchases.form.material')}
              required
              placeholder={t('purchases.form.materialPlaceholder')}
              {...searchText()}
              debounceMs={250}
              loadOptions={load}
              value={selected}
              onValueChange={({ value: next }) => {
                const picked = next ? found.current.get(Number(next.value)) : undefined;
                if (picked) onChosen(picked);
                field.onChange(picked ? String(picked.id) : '');
              }}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={fieldState.error?.message}
              autoComplete="off"
            />
          )}
        />
        <Controller
          control={form.control}
          name={`lines.${i}.qty`}
          rules={{
            required: tRoot('root.required'),
            min: { value: 0.001, message: tCommon('common.minimum', { n: 0.001 }) },
          }}
          render={({ field, fieldState }) => (
            <QuantityField
              id={`purchase-lines-${i}-qty`}
              label={t('purchases.form.qty')}
              required
              unit={material?.unit}
              error={fieldState.error?.message}
              {...controlledProps(field)}
            />
          )}
        />
        <Controller
          control={form.control}
          name={`lines.${i}.unitPrice`}
          rules={{ min: { value: 0, message: tCommon('common.minimum', { n: 0 }) } }}
          render={({ field, fieldState }) => (
            <MoneyField
              id={`purchase-lines-${i}-unitPrice`}
              label={t('purchases.form.unitPrice')}
              hint={
                subtotal !== null
                  ? t('purchases.form.lineTotal', { amount: formatRupiah(subtotal) })
                  : t('purchases.form.unitPriceHint')
              }
              error={fieldState.error?.message}
              {...controlledProps(field)}
              value={typeof field.value === 'number' ? field.value : null}
            />
          )}
        />
        <Controller
          control={form.control}
          name={`lines.${i}.expectedDate`}
          render={({ field, fieldState }) => (
            <DateField
              id={`purchase-lines-${i}-expectedDate`}
              label={t('purchases.labels.expectedDate')}
              error={fieldState.error?.message}
              {...controlledProps(field)}
              value={typeof field.value === 'string' && field.value ? field.value : null}
            />
          )}
        />
      </S.LineFields>
    </LineItems.Row>
  );
}

/**
 * The purchase order form (a draft): the vendor, the order's date, its lines of raw or packaging materials (each
 * once, searched on the server) with quantity, unit price (empty: the material's reference price) and expected date.
 */
export function PurchaseOrderForm({
  form,
  record,
}: {
  form: UseFormReturn<PurchaseValues>;
  record: PurchaseOrder | null;
}) {
  const [known, setKnown] = useState(() => materialsOf(record));
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const chosen = useMemo(() => new Set((lines ?? []).map((l) => l.materialId).filter(Boolean)), [lines]);
  const remember = useCallback(
    (m: PurchaseMaterial) => setKnown((before) => new Map(before).set(m.id, m)),
    [],
  );
  const total = (lines ?? []).reduce((sum, l) => {
    const price = l.unitPrice ?? known.get(Number(l.materialId))?.unitPrice ?? 0;
    return sum + Math.round((l.qty ?? 0) * price);
  }, 0);
  const linesError = form.formState.errors.lines;
  const noteError = form.formState.errors.note?.message;
  return (
    <S.Form>
      <S.Row>
        <VendorPicker form={form} record={record} />
        <Controller
          control={form.control}
          name="date"
          rules={{ required: tRoot('root.required') }}
          render={({ field, fieldState }) => (
            <DateField
              id="purchase-date"
              label={t('purchases.labels.date')}
              required
              error={fieldState.error?.message}
              {...controlledProps(field)}
              value={typeof field.value === 'string' && field.value ? field.value : null}
            />
          )}
        />
      </S.Row>
      <LineItems
        label={t('purchases.labels.lines')}
        error={linesError?.root?.message ?? linesError?.message}
        addLabel={t('purchases.form.addLine')}
        onAdd={() => append(emptyLine())}
        addDisabledReason={
          fields.length >= MAX_LINES ? t('purchases.form.maxLines', { n: MAX_LINES }) : undefined
        }
        footer={<S.Total>{t('purchases.form.total', { amount: formatRupiah(total) })}</S.Total>}
      >
        {fields.map((f, i) => (
          <PurchaseLine
            key={f.id}
            form={form}
            index={i}
            known={known}
            onChosen={remember}
            chosen={chosen}
            remove={remove}
            canRemove={fields.length > 1}
          />
        ))}
      </LineItems>
      <Textarea
        id="purchase-note"
        label={t('purchases.labels.note')}
        rows={2}
        maxLength={500}
        {...form.register('note')}
        error={typeof noteError === 'string' ? noteError : undefined}
      />
    </S.Form>
  );
}
