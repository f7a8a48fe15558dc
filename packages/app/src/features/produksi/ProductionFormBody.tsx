import { t as tRoot } from '../../lib/rootMessages';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button, FormLayout, LineItems, Textarea } from '@pawon/ui';
import { DateFormField, QuantityFormField } from '../../lib/formFields';
import { formatQuantity, todayIn } from '../../lib/format';
import { t as tCommon } from '../../lib/messages';
import { ProductSearchField, type ChosenProduct } from '../../lib/ProductSearchField';
import { useClient } from '../../lib/query/queryClient';
import {
  emptyLine,
  recipeInputs,
  timesQty,
  usableFor,
  type InputLineValues,
  type MaterialLinesValues,
  type ProductionFormValues,
  type ProductionRun,
} from './form';
import { isHalalRefusal } from './halal';
import { HalalRefusal } from './HalalRefusal';
import { recipeOf } from './lookups';
import { useLineMaterials, type MaterialOption } from './materials';
import { linesFull, MaterialLine } from './MaterialLine';
import { t } from './messages';
import * as S from './produksi.styles';

/** A found material's usable stock, under its name. */
const availableOf = (x: MaterialOption) =>
  x.available === undefined
    ? undefined
    : t('produksi.available', { qty: formatQuantity(x.available, x.unit) });

/**
 * The production run form: date, product, quantity, expiry, note, and the raw materials used as a list of lines
 * (each material once) with the usable stock beside each. The product's recipe fills the lines and follows the
 * quantity until a line is changed by hand.
 */
export function ProductionFormBody({
  form,
  record: run,
  failure,
}: {
  form: UseFormReturn<ProductionFormValues>;
  record: ProductionRun | null;
  /** The last save's failure the form shows itself: the halal rule's refusal (decision 057). */
  failure?: unknown;
}) {
  // The lines' part of the form (UseFormReturn is invariant in its values: the wider type is the same object).
  const lines = form as unknown as UseFormReturn<MaterialLinesValues>;
  const { control, formState, getValues, setValue } = form;
  const [picked, setPicked] = useState<ChosenProduct | null>(() =>
    run ? { id: run.productId, code: run.product.code, name: run.product.name, unit: run.unit } : null,
  );
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'inputs' });
  const productId = useWatch({ control, name: 'productId' });
  const qty = useWatch({ control, name: 'qty' });
  const date = useWatch({ control, name: 'date' });
  const inputs = useWatch({ control, name: 'inputs' });
  // An edited run's materials are known by name at once; their stock (and each line's) is read by id.
  const materials = useLineMaterials(
    (inputs ?? []).map((line) => line.materialId),
    run?.inputs.map((x) => ({ id: x.materialId, name: x.name, unit: x.unit })),
  );
  // The product's recipe, through the cache (shared with the recipes dialog's saves, which make it stale).
  const recipe = useQuery({ ...recipeOf(Number(productId)), enabled: Boolean(productId) }, useClient());
  const [following, setFollowing] = useState(false);
  const today = todayIn();
  const refusal = isHalalRefusal(failure) ? failure : null;
  // The override's reason goes with the one save its button starts: every answer clears it.
  useEffect(() => {
    setValue('halalReason', null);
  }, [failure, setValue]);

  // Undefined while it loads; a recipe that could not be read counts as none.
  const current = recipe.data ? recipe.data.recipe : recipe.error ? null : undefined;
  const hasRecipe = Boolean(current && current.lines.length > 0);
  // A recipe's lines come with their materials' usable stock.
  const { remember } = materials;
  useEffect(() => {
    if (current)
      remember(
        current.lines.map((l) => ({ id: l.materialId, name: l.name, unit: l.unit, available: l.available })),
      );
  }, [current, remember]);

  // A new run of a product with a recipe starts from it (when no line was filled by hand).
  useEffect(() => {
    if (!current || current.lines.length === 0 || run) return;
    const blank = getValues('inputs').every((line) => !line.materialId);
    if (blank || following) {
      replace(recipeInputs(current, getValues('qty')));
      setFollowing(true);
    }
    // Only when the product's recipe arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  // Following the recipe: the lines follow the quantity.
  useEffect(() => {
    if (!following || !current) return;
    current.lines.forEach((line, i) => {
      if (getValues(`inputs.${i}.materialId`) === String(line.materialId))
        setValue(`inputs.${i}.qty`, qty && qty > 0 ? timesQty(line.qtyPerUnit, qty) : null);
    });
  }, [qty, following, current, getValues, setValue]);

  const product = picked && String(picked.id) === productId ? picked : undefined;
  const unit = product?.unit ?? run?.unit;
  const chosen = new Set((inputs ?? []).map((line) => line.materialId).filter(Boolean));
  const errors = formState.errors;
  const byHand = () => setFollowing(false);
  // The usable stock beside a line's amount, or that the amount is more than it.
  const stockOf = (material: MaterialOption | undefined, line: InputLineValues | undefined) => {
    const usable = material ? usableFor(material.available, run, material.id) : undefined;
    if (usable === undefined || !material) return undefined;
    if ((line?.qty ?? 0) > usable)
      return t('produksi.notEnough', { qty: formatQuantity(usable, material.unit) });
    const own = run?.inputs.find((x) => x.materialId === material.id)?.qty;
    return own
      ? t('produksi.availableOwn', {
          qty: formatQuantity(usable, material.unit),
          own: formatQuantity(own, material.unit),
        })
      : t('produksi.available', { qty: formatQuantity(usable, material.unit) });
  };

  return (
    <FormLayout orientation="vertical">
      {refusal ? (
        <HalalRefusal
          refusal={refusal}
          idPrefix="produksi"
          busy={formState.isSubmitting}
          submits
          onOverride={({ reason }) => setValue('halalReason', reason)}
        />
      ) : null}
      <S.Pair>
        <DateFormField
          control={control}
          name="date"
          id="produksi-date"
          label={t('produksi.labels.date')}
          hint={t('produksi.dateHint')}
          maxDate={today}
        />
        <ProductSearchField
          control={control}
          name="productId"
          id="produksi-productId"
          label={t('produksi.labels.product')}
          required
          chosen={product}
          onChosen={setPicked}
        />
      </S.Pair>
      <S.Pair>
        <QuantityFormField
          control={control}
          name="qty"
          rules={{
            required: tRoot('root.required'),
            min: { value: 0.001, message: tCommon('common.minimum', { n: 0.001 }) },
          }}
          id="produksi-qty"
          label={t('produksi.labels.qty')}
          required
          unit={unit}
        />
        <DateFormField
          control={control}
          name="expiryDate"
          id="produksi-expiryDate"
          label={t('produksi.labels.expiryDate')}
          hint={t('produksi.expiryHint')}
          minDate={date ?? undefined}
        />
      </S.Pair>
      {productId ? (
        <S.Note
          data-tone={
            current && current.canMake !== null && qty && qty > current.canMake ? 'warning' : undefined
          }
          aria-live="polite"
        >
          {current === undefined
            ? t('produksi.recipeLoading')
            : !hasRecipe || !current
              ? t('produksi.recipeNone')
              : `${t('produksi.canMake', { n: formatQuantity(current.canMake ?? 0, unit) })}${following ? ` ${t('produksi.recipeFollow')}` : ''}`}
        </S.Note>
      ) : null}
      <LineItems
        label={t('produksi.inputsTitle')}
        hint={t('produksi.inputsHint')}
        error={errors.inputs?.root?.message ?? errors.inputs?.message}
        addLabel={t('produksi.addLine')}
        onAdd={() => {
          append(emptyLine());
          byHand();
        }}
        addDisabledReason={linesFull(fields.length)}
        footer={
          hasRecipe && current ? (
            <Button
              type="button"
              variant="text"
              size="sm"
              icon="bx-book-open"
              onClick={() => {
                replace(recipeInputs(current, getValues('qty')));
                setFollowing(true);
              }}
            >
              {t('produksi.recipeFill')}
            </Button>
          ) : null
        }
      >
        {fields.map((line, i) => (
          <MaterialLine
            key={line.id}
            form={lines}
            index={i}
            value={inputs?.[i]}
            idPrefix="produksi"
            known={materials.known}
            onChosen={(x) => remember([x])}
            chosen={chosen}
            optionDescription={availableOf}
            qtyLabel={t('produksi.materialQty')}
            qtyHint={stockOf}
            materialsError={materials.failed ? t('produksi.materialsFailed') : undefined}
            remove={remove}
            removeDisabledReason={fields.length === 1 ? t('produksi.oneMaterialAtLeast') : undefined}
            onEdit={byHand}
            focusQtyOnError
            data-testid={`produksi-input-${i}`}
          />
        ))}
      </LineItems>
      <Controller
        control={control}
        name="note"
        rules={{ maxLength: { value: 500, message: tCommon('common.maxLength', { n: 500 }) } }}
        render={({ field }) => (
          <Textarea
            id="produksi-note"
            label={t('produksi.labels.note')}
            rows={2}
            maxLength={500}
            error={errors.note?.message}
            {...field}
          />
        )}
      />
    </FormLayout>
  );
}
