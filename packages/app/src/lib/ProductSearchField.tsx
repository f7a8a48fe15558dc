import { t as tRoot } from './rootMessages';
import { useCallback, useMemo, useRef } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Combobox } from '@pawon/ui';
import { t } from './messages';
import { productLabel, productSearchOptions, searchProductChoices, type ProductChoice } from './references';

/** A product as a form shows it chosen (an edited record's product may carry no price). */
export type ChosenProduct = Pick<ProductChoice, 'id' | 'code' | 'name'> & Partial<ProductChoice>;

/**
 * A form's product (its id as text in `name`), searched on the server by code or name as the user types: the form
 * never loads the whole product table. The parent keeps the chosen product (`chosen`, `onChosen`) for its unit
 * and price.
 */
export function ProductSearchField<V extends FieldValues>({
  control,
  name,
  id,
  label,
  required = false,
  active = true,
  chosen,
  onChosen,
  hint,
}: {
  control: Control<V>;
  name: FieldPath<V>;
  id: string;
  label: string;
  required?: boolean;
  /** Active products only (a new record); the chosen one stays shown even when inactive. @default true */
  active?: boolean;
  chosen: ChosenProduct | null | undefined;
  onChosen: (product: ProductChoice | null) => void;
  hint?: string | undefined;
}) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: required ? { required: tRoot('root.required') } : {},
  });
  const found = useRef(new Map<number, ProductChoice>());
  const load = useCallback(
    async (query: string) => {
      const answer = await searchProductChoices(query, { active });
      found.current = new Map(answer.products.map((p) => [p.id, p]));
      return productSearchOptions(answer);
    },
    [active],
  );
  const value = useMemo(
    () => (chosen ? { value: String(chosen.id), label: productLabel(chosen) } : null),
    [chosen],
  );
  const text = {
    placeholder: t('common.productSearch.placeholder'),
    searching: t('common.productSearch.searching'),
    none: t('common.productSearch.none'),
    failed: t('common.productSearch.failed'),
  };
  return (
    <Combobox
      id={id}
      label={label}
      required={required}
      placeholder={text.placeholder}
      loadingText={text.searching}
      emptyText={text.none}
      errorText={text.failed}
      debounceMs={250}
      loadOptions={load}
      value={value}
      onValueChange={({ value: next }) => {
        const product = next ? found.current.get(Number(next.value)) : undefined;
        onChosen(product ?? null);
        field.onChange(product ? String(product.id) : '');
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
