import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { Button, IconButton } from '@pawon/ui';
import { formatQuantity, formatRupiah } from '../format';
import { QuantityFormField, SelectField } from '../formFields';
import { useClient } from '../query/queryClient';
import { choices, t } from './messages';
import {
  emptyLine,
  emptyPack,
  packChoices,
  type PacksFormValues,
  type StockHints,
  useOrderPicks,
} from './pickers';
import { ProductPicker } from './ProductPicker';
import * as S from './order.styles';

type PacksControl = Control<PacksFormValues>;

/**
 * A product's unit price on the form's record, where the form knows it better than the picker (the order form: the
 * price copied on the order, else the customer's quoted price, else the product's own).
 */
export type PriceOf = (productId: number) => number;

function LineRow({
  control,
  pack,
  line,
  onRemove,
  canRemove,
  stock: hints,
  priceOf,
}: {
  control: PacksControl;
  pack: number;
  line: number;
  onRemove: () => void;
  canRemove: boolean;
  /** The stock of the form's products (read for those only); none where no stock is taken now. */
  stock: StockHints | undefined;
  priceOf: PriceOf | undefined;
}) {
  const picks = useOrderPicks();
  const base = `packs.${pack}.lines.${line}` as const;
  const value = useWatch({ control, name: base });
  const count = useWatch({ control, name: `packs.${pack}.count` }) ?? 0;
  const packing = useWatch({ control, name: 'packing' });
  const product = value?.productId ? picks.products.get(Number(value.productId)) : undefined;
  const stock =
    product && hints ? hints[value?.bucket === 'frozen' ? 'frozen' : 'fresh'].get(product.id) : undefined;
  const need = (value?.qtyPerPack ?? 0) * (count ?? 0);
  const price = product ? (priceOf ? priceOf(product.id) : product.price) : null;
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
        control={control}
        pack={pack}
        line={line}
        hint={
          product
            ? price === null
              ? product.name
              : `${product.name} · ${formatRupiah(price)}/${product.unit}`
            : undefined
        }
      />
      <SelectField
        control={control}
        name={`${base}.bucket`}
        id={`transaction-${base}-bucket`}
        label={t('transactions.bucket')}
        options={choices('transactions.choices.bucket')}
      />
      <QuantityFormField
        control={control}
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
  control,
  index,
  onRemove,
  canRemove,
  stock,
  priceOf,
}: {
  control: PacksControl;
  index: number;
  onRemove: () => void;
  canRemove: boolean;
  stock: StockHints | undefined;
  priceOf: PriceOf | undefined;
}) {
  const packs = useQuery(packChoices, useClient()).data ?? [];
  const lines = useFieldArray({ control, name: `packs.${index}.lines` });
  const materialId = useWatch({ control, name: `packs.${index}.materialId` });
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
          control={control}
          name={`packs.${index}.materialId`}
          id={`transaction-packs-${index}-material`}
          label={t('transactions.packMaterial')}
          required
          options={packs.map((p) => ({
            value: String(p.id),
            label: `${p.name} (${formatRupiah(p.packPrice ?? 0)})`,
          }))}
          hint={
            material && stock
              ? t('transactions.available', { qty: formatQuantity(material.available, material.unit) })
              : undefined
          }
        />
        <QuantityFormField
          control={control}
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
          control={control}
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

/**
 * The packs of an order or a standing order (issue 39): each a packaging material × count with its lines (product,
 * fresh or frozen, quantity per pack), packs and lines added and removed; the products searched on the server
 * (`ProductPicker`, under the form's `OrderPicksContext`). With `stock` (the order form: stock is taken now) each
 * line and material says what is available. With `priceOf` (the order form: copied or quoted prices) a line's hint
 * shows that price instead of the product's own.
 */
export function PacksEditor({
  control,
  stock,
  priceOf,
  disabled = false,
}: {
  control: PacksControl;
  stock?: StockHints | undefined;
  /** The unit price a chosen product's hint shows; without it, the product's own as the picker read it. */
  priceOf?: PriceOf | undefined;
  /** Every pack is read only (a delivered order). @default false */
  disabled?: boolean;
}) {
  const packs = useFieldArray({ control, name: 'packs' });
  return (
    <S.Packs aria-label={t('transactions.packs')} disabled={disabled}>
      {packs.fields.map((pack, i) => (
        <PackEditor
          key={pack.id}
          control={control}
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
    </S.Packs>
  );
}
