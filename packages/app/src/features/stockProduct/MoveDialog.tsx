import { t as tRoot } from '../../lib/rootMessages';
import { ApiError, callOperation } from '@pawon/api-client';
import { Controller, useWatch } from 'react-hook-form';
import { RadioGroup } from '@pawon/ui';
import { DateFormField, QuantityFormField } from '../../lib/formFields';
import { api } from '../../lib/client';
import { formatDateShort, formatQuantity, todayIn } from '../../lib/format';
import { t as tCommon } from '../../lib/messages';
import { t } from './messages';
import type { ProductBatch } from './stock';
import { StockDialogForm, useStockForm } from './StockDialogForm';
import * as S from './stock.styles';

interface MoveValues {
  to: 'fresh' | 'frozen';
  qty: number | null;
  date: string | null;
  note: string;
}
const FIELDS = ['to', 'qty', 'date', 'note'];

/** Freezing by default, thawing when the batch has only frozen stock. */
const moveValues = (batch: ProductBatch | null): MoveValues => ({
  to: !batch || batch.fresh > 0 || batch.frozen === 0 ? 'frozen' : 'fresh',
  qty: null,
  date: todayIn(),
  note: '',
});

/** Moves an amount between the fresh and frozen stock of one batch (freezing or thawing); the total stays. */
export function MoveDialog({
  batch,
  onClose,
  onMoved,
}: {
  batch: ProductBatch | null;
  onClose: () => void;
  /** After a move (or a conflict: the batch changed meanwhile), with the list to read again. */
  onMoved: () => void;
}) {
  const form = useStockForm(batch, moveValues);
  const { control } = form;
  const to = useWatch({ control, name: 'to' });
  const unit = batch?.product.unit;
  const source = batch ? (to === 'frozen' ? batch.fresh : batch.frozen) : 0;

  const save = async (values: MoveValues) => {
    if (!batch) return null;
    await callOperation(api, 'stockUpdate', {
      body: {
        id: batch.id,
        version: batch.version,
        to: values.to,
        qty: values.qty ?? 0,
        date: values.date || null,
        note: values.note.trim() || null,
      },
    });
    return t('stockProduct.moved', {
      qty: formatQuantity(values.qty ?? 0, unit),
      to: t(`stockProduct.bucket.${values.to}`).toLowerCase(),
    });
  };

  return (
    <StockDialogForm
      form={form}
      open={batch !== null}
      onClose={onClose}
      title={t('stockProduct.moveTitle')}
      size="sm"
      testId="stock-move"
      idPrefix="stock-move"
      fields={FIELDS}
      onSave={save}
      onSaved={onMoved}
      onFailed={(error) => {
        // Someone changed the batch meanwhile: the list shows it again with its new version.
        if (error instanceof ApiError && error.status === 409) onMoved();
      }}
      submitLabel={t('stockProduct.moveTitle')}
      submitIcon="bx-transfer-alt"
      empty={!batch}
    >
      {batch ? (
        <>
          <S.Note>
            {t('stockProduct.batchOf', {
              product: `${batch.product.code} – ${batch.product.name}`,
              date: formatDateShort(batch.date),
            })}{' '}
            {t('stockProduct.bucket.fresh')} {formatQuantity(batch.fresh, unit)} ·{' '}
            {t('stockProduct.bucket.frozen')} {formatQuantity(batch.frozen, unit)}
          </S.Note>
          <Controller
            control={control}
            name="to"
            render={({ field }) => (
              <RadioGroup
                label={t('stockProduct.moveTo')}
                name={field.name}
                value={field.value}
                onValueChange={({ value }) => field.onChange(value)}
                options={[
                  { value: 'frozen', label: t('stockProduct.toFrozen'), disabled: batch.fresh === 0 },
                  { value: 'fresh', label: t('stockProduct.toFresh'), disabled: batch.frozen === 0 },
                ]}
              />
            )}
          />
          <QuantityFormField
            control={control}
            name="qty"
            rules={{
              required: tRoot('root.required'),
              min: { value: 0.001, message: tCommon('common.minimum', { n: 0.001 }) },
              validate: (v) =>
                (typeof v === 'number' ? v : 0) <= source ||
                t('stockProduct.moveTooMuch', { qty: formatQuantity(source, unit) }),
            }}
            id="stock-move-qty"
            label={t('stockProduct.moveQty')}
            required
            unit={unit}
            hint={t('stockProduct.moveHint', { qty: formatQuantity(source, unit) })}
          />
          <DateFormField
            control={control}
            name="date"
            id="stock-move-date"
            label={t('stockProduct.adjustDate')}
            maxDate={todayIn()}
            minDate={batch.date}
          />
        </>
      ) : null}
    </StockDialogForm>
  );
}
