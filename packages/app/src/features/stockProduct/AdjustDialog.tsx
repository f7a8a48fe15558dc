import { t as tRoot } from '../../lib/rootMessages';
import { callOperation } from '@pawon/api-client';
import { useEffect, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { RadioGroup, Select } from '@pawon/ui';
import { ProductSearchField, type ChosenProduct } from '../../lib/ProductSearchField';
import { searchProductChoices } from '../../lib/references';
import { DateFormField, QuantityFormField } from '../../lib/formFields';
import { api } from '../../lib/client';
import { formatDateShort, formatQuantity, formatRupiah, todayIn } from '../../lib/format';
import { t as tCommon } from '../../lib/messages';
import { t } from './messages';
import { countVariance, signed, type ProductBatch } from './stock';
import { StockDialogForm, useStockForm } from './StockDialogForm';
import * as S from './stock.styles';

type Reason = 'opening' | 'count' | 'waste';

/** What the dialog starts with (a product's row, a batch's count button, or nothing). */
export interface AdjustPreset {
  productId?: number;
  /** The product of `productId` as the screen shows it (its price is looked up when missing). */
  product?: ChosenProduct;
  batchId?: number;
  reason?: Reason;
}

interface AdjustValues {
  reason: Reason;
  productId: string;
  batchId: string;
  bucket: 'fresh' | 'frozen';
  qty: number | null;
  date: string | null;
  expiryDate: string | null;
  note: string;
}
const FIELDS = ['reason', 'productId', 'batchId', 'bucket', 'qty', 'date', 'expiryDate', 'note'];
const OLDEST = '__oldest__';

const initial = (preset: AdjustPreset | null): AdjustValues => ({
  reason: preset?.reason ?? (preset?.batchId ? 'count' : 'waste'),
  productId: preset?.productId ? String(preset.productId) : '',
  batchId: preset?.batchId ? String(preset.batchId) : '',
  bucket: 'fresh',
  qty: null,
  date: todayIn(),
  expiryDate: null,
  note: '',
});

/**
 * A stock adjustment with its reason: opening stock (a new batch), a count of a batch's bucket (the variance is
 * shown in quantity and rupiah before saving) or waste (from a batch, or oldest batch first). Recorded in the
 * ledger by the server.
 */
export function AdjustDialog({
  preset,
  onClose,
  onAdjusted,
}: {
  preset: AdjustPreset | null;
  onClose: () => void;
  onAdjusted: () => void;
}) {
  const [picked, setPicked] = useState<ChosenProduct | null>(preset?.product ?? null);
  const form = useStockForm(preset, initial);
  const { control, formState, setValue } = form;
  const [batches, setBatches] = useState<{ productId: string; rows: ProductBatch[] } | null>(null);
  const [reason, productId, batchId, bucket, qty] = useWatch({
    control,
    name: ['reason', 'productId', 'batchId', 'bucket', 'qty'],
  });

  // The product's batches with stock (all of them for a count, which may find stock in an empty one).
  useEffect(() => {
    if (!preset || !productId) return;
    let live = true;
    callOperation(api, 'stockList', {
      body: { productId: Number(productId), perPage: 'all', sortBy: 'date', includeEmpty: true },
    }).then(
      (answer) => live && setBatches({ productId, rows: answer.datas }),
      () => live && setBatches({ productId, rows: [] }),
    );
    return () => {
      live = false;
    };
  }, [preset, productId]);
  const rows = batches?.productId === productId ? batches.rows : [];
  // Each opening starts from its preset's product; one given without its price (a batch's count button) is
  // found by its code on the server.
  const presetProduct = preset?.product;
  useEffect(() => {
    setPicked(presetProduct ?? null);
    if (!presetProduct || presetProduct.price !== undefined) return;
    let live = true;
    searchProductChoices(presetProduct.code).then(
      (answer) => {
        const found = answer.products.find((p) => p.id === presetProduct.id);
        if (live && found) setPicked(found);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [presetProduct]);
  const product = picked && String(picked.id) === productId ? picked : undefined;
  const unit = product?.unit;
  const batch = rows.find((b) => String(b.id) === batchId);
  const held = batch ? batch[bucket] : undefined;
  const preview =
    reason === 'count' && batch && qty !== null && product?.price !== undefined
      ? countVariance(batch[bucket], qty, product.price)
      : null;

  const save = async (values: AdjustValues) => {
    const opening = values.reason === 'opening';
    const answer = await callOperation(api, 'stockAdd', {
      body: {
        reason: values.reason,
        productId: Number(values.productId),
        batchId: opening || !values.batchId || values.batchId === OLDEST ? null : Number(values.batchId),
        bucket: values.bucket,
        qty: values.qty ?? 0,
        date: values.date || null,
        ...(opening ? { expiryDate: values.expiryDate || null } : {}),
        note: values.note.trim() || null,
      },
    });
    return answer.qty === 0
      ? t('stockProduct.noChange')
      : t('stockProduct.adjusted', {
          text: `${signed(answer.qty, (n) => formatQuantity(n, unit))}${answer.value === undefined ? '' : ` (${signed(answer.value, (n) => formatRupiah(n))})`}`,
        });
  };

  const batchOptions = [
    ...(reason === 'waste' ? [{ value: OLDEST, label: t('stockProduct.oldestFirst') }] : []),
    ...rows
      .filter((b) => b.total > 0 || reason === 'count' || String(b.id) === batchId)
      .map((b) => ({
        value: String(b.id),
        label: `${formatDateShort(b.date)} · ${t('stockProduct.bucket.fresh')} ${formatQuantity(b.fresh, unit)} · ${t('stockProduct.bucket.frozen')} ${formatQuantity(b.frozen, unit)}${b.expired ? ` · ${t('stockProduct.expired')}` : ''}`,
      })),
  ];

  return (
    <StockDialogForm
      form={form}
      open={preset !== null}
      onClose={onClose}
      title={t('stockProduct.adjustTitle')}
      size="md"
      testId="stock-adjust-dialog"
      idPrefix="stock-adjust"
      fields={FIELDS}
      onSave={save}
      onSaved={() => {
        onAdjusted();
        onClose();
      }}
      submitLabel={tCommon('common.save')}
      submitIcon="bx-save"
    >
      <Controller
        control={control}
        name="reason"
        render={({ field }) => (
          <RadioGroup
            label={t('stockProduct.reason')}
            name={field.name}
            value={field.value}
            onValueChange={({ value }) => {
              field.onChange(value);
              if (value === 'opening') setValue('batchId', '');
            }}
            options={(['opening', 'count', 'waste'] as const).map((r) => ({
              value: r,
              label: t(`stockProduct.reasons.${r}`),
              hint: t(`stockProduct.reasonHints.${r}`),
            }))}
          />
        )}
      />
      <ProductSearchField
        control={control}
        name="productId"
        id="stock-adjust-productId"
        label={t('stockProduct.labels.product')}
        required
        active={false}
        chosen={product}
        onChosen={(next) => {
          setPicked(next);
          setValue('batchId', '');
        }}
      />
      {reason !== 'opening' ? (
        <Controller
          control={control}
          name="batchId"
          rules={{ validate: (v) => reason !== 'count' || Boolean(v) || tRoot('root.required') }}
          render={({ field }) => (
            <Select
              id="stock-adjust-batchId"
              label={t('stockProduct.batch')}
              required={reason === 'count'}
              placeholder={reason === 'waste' ? t('stockProduct.oldestFirst') : t('stockProduct.chooseBatch')}
              options={batchOptions}
              error={formState.errors.batchId?.message}
              value={field.value}
              onValueChange={({ value }) => field.onChange(value)}
              name={field.name}
            />
          )}
        />
      ) : null}
      <S.Pair>
        <Controller
          control={control}
          name="bucket"
          render={({ field }) => (
            <RadioGroup
              label={t('stockProduct.filterBucket')}
              orientation="horizontal"
              name={field.name}
              value={field.value}
              onValueChange={({ value }) => field.onChange(value)}
              options={[
                { value: 'fresh', label: t('stockProduct.bucket.fresh') },
                { value: 'frozen', label: t('stockProduct.bucket.frozen') },
              ]}
            />
          )}
        />
        <QuantityFormField
          control={control}
          name="qty"
          rules={{
            validate: (v) =>
              typeof v !== 'number'
                ? tRoot('root.required')
                : reason !== 'count' && v <= 0
                  ? tCommon('common.minimum', { n: 0.001 })
                  : true,
          }}
          id="stock-adjust-qty"
          label={t(`stockProduct.qtyLabel.${reason}`)}
          required
          unit={unit}
          hint={
            held !== undefined && reason !== 'count'
              ? t('stockProduct.heldHere', { qty: formatQuantity(held, unit) })
              : undefined
          }
        />
      </S.Pair>
      {preview ? (
        <S.Note data-tone={preview.variance !== 0 ? 'warning' : undefined} aria-live="polite">
          {t('stockProduct.variance', {
            system: formatQuantity(held ?? 0, unit),
            variance: signed(preview.variance, (n) => formatQuantity(n, unit)),
            value: signed(preview.value, (n) => formatRupiah(n)),
          })}
        </S.Note>
      ) : null}
      <S.Pair>
        <DateFormField
          control={control}
          name="date"
          id="stock-adjust-date"
          label={t('stockProduct.adjustDate')}
          maxDate={todayIn()}
        />
        {reason === 'opening' ? (
          <DateFormField
            control={control}
            name="expiryDate"
            id="stock-adjust-expiryDate"
            label={t('stockProduct.labels.expiryDate')}
          />
        ) : null}
      </S.Pair>
    </StockDialogForm>
  );
}
