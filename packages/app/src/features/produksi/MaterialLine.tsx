import { t as tRoot } from '../../lib/rootMessages';
import { useCallback, useMemo, useRef } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Combobox, LineItems, QuantityField, type ComboboxOption } from '@pawon/ui';
import { controlledProps } from '../../lib/controlled';
import { formatNumber } from '../../lib/format';
import { t as tCommon } from '../../lib/messages';
import { duplicateOf, type InputLineValues, type MaterialLinesValues } from './form';
import { searchRawMaterials, type MaterialOption } from './materials';
import { t } from './messages';

/** How many raw-material lines a run or a recipe may have. */
export const MAX_LINES = 50;

/** Why no line can be added to a list of `count` lines (undefined while there is room). */
export const linesFull = (count: number): string | undefined =>
  count >= MAX_LINES ? t('produksi.maxLines', { n: MAX_LINES }) : undefined;

export interface MaterialLineProps {
  form: UseFormReturn<MaterialLinesValues>;
  /** The line's position in `inputs`, from 0. */
  index: number;
  /** The line's values as watched by the list. */
  value: InputLineValues | undefined;
  /** The fields' ids are `${idPrefix}-inputs-${index}-material` and `…-qty`. */
  idPrefix: string;
  /** The materials the lines hold, by id (`useLineMaterials`). */
  known: ReadonlyMap<number, MaterialOption>;
  /** The material chosen from a search (to be known with its stock). */
  onChosen: (material: MaterialOption) => void;
  /** The materials chosen on any line: each can be chosen once. */
  chosen: ReadonlySet<string>;
  /** A second line under a found material (its usable stock). @default undefined */
  optionDescription?: (material: MaterialOption) => string | undefined;
  qtyLabel: string;
  /** A line under the amount (the usable stock) while the amount has no error. @default undefined */
  qtyHint?: (material: MaterialOption | undefined, line: InputLineValues | undefined) => string | undefined;
  /** Said under the material when its stock could not be read. @default undefined */
  materialsError?: string | undefined;
  /** Removes the line at an index (the field array's `remove`). */
  remove: (index: number) => void;
  /** Why the line cannot be removed. @default undefined */
  removeDisabledReason?: string | undefined;
  /** Runs after the user changes or removes the line. @default undefined */
  onEdit?: () => void;
  /** A server error on the amount (stock short) focuses it. @default false */
  focusQtyOnError?: boolean;
  /** The row's test id. @default undefined */
  'data-testid'?: string;
}

/**
 * One line of a list of raw materials: which material (each once in the list), searched on the server by name as the
 * user types (never the whole table), and how much of it.
 */
export function MaterialLine({
  form,
  index: i,
  value,
  idPrefix,
  known,
  onChosen,
  chosen,
  optionDescription,
  qtyLabel,
  qtyHint,
  materialsError,
  remove,
  removeDisabledReason,
  onEdit,
  focusQtyOnError = false,
  'data-testid': testId,
}: MaterialLineProps) {
  const { control, formState, getValues } = form;
  const errors = formState.errors.inputs?.[i];
  const material = value?.materialId ? known.get(Number(value.materialId)) : undefined;
  const found = useRef(new Map<number, MaterialOption>());
  const own = value?.materialId;
  const load = useCallback(
    async (query: string): Promise<ComboboxOption[]> => {
      const answer = await searchRawMaterials(query);
      found.current = new Map(answer.materials.map((x) => [x.id, x]));
      const options: ComboboxOption[] = answer.materials.map((x) => ({
        value: String(x.id),
        label: x.name,
        description: optionDescription?.(x),
        disabled: chosen.has(String(x.id)) && String(x.id) !== own,
      }));
      const more = answer.total - answer.materials.length;
      if (more > 0)
        options.push({
          value: '__more',
          label: tCommon('common.moreMatches', { n: formatNumber(more) }),
          disabled: true,
        });
      return options;
    },
    [chosen, own, optionDescription],
  );
  const name = material?.name ?? '';
  const selected = useMemo(() => (own ? { value: own, label: name } : null), [own, name]);
  const text = {
    placeholder: t('produksi.materialSearch.placeholder'),
    searching: t('produksi.materialSearch.searching'),
    none: t('produksi.materialSearch.none'),
    failed: t('produksi.materialSearch.failed'),
  };
  return (
    <LineItems.Row
      index={i + 1}
      removeLabel={t('produksi.removeLine', { n: i + 1 })}
      onRemove={() => {
        remove(i);
        onEdit?.();
      }}
      removeDisabledReason={removeDisabledReason}
      data-testid={testId}
    >
      <Controller
        control={control}
        name={`inputs.${i}.materialId`}
        rules={{
          required: tRoot('root.required'),
          validate: () => {
            const row = duplicateOf(getValues('inputs'), i);
            return row ? t('produksi.duplicate', { row }) : true;
          },
        }}
        render={({ field, fieldState }) => (
          <Combobox
            id={`${idPrefix}-inputs-${i}-material`}
            label={t('produksi.material')}
            required
            placeholder={text.placeholder}
            loadingText={text.searching}
            emptyText={text.none}
            errorText={text.failed}
            debounceMs={250}
            loadOptions={load}
            value={selected}
            onValueChange={({ value: next }) => {
              const picked = next ? found.current.get(Number(next.value)) : undefined;
              if (picked) onChosen(picked);
              field.onChange(picked ? String(picked.id) : '');
              onEdit?.();
            }}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            error={
              fieldState.error?.message ??
              (materialsError && !material?.available ? materialsError : undefined)
            }
            autoComplete="off"
          />
        )}
      />
      <Controller
        control={control}
        name={`inputs.${i}.qty`}
        rules={{
          required: tRoot('root.required'),
          min: { value: 0.001, message: tCommon('common.minimum', { n: 0.001 }) },
        }}
        render={({ field }) => (
          <QuantityField
            id={`${idPrefix}-inputs-${i}-qty`}
            label={qtyLabel}
            required
            unit={material?.unit}
            hint={errors?.qty ? undefined : qtyHint?.(material, value)}
            error={errors?.qty?.message}
            {...controlledProps(field, onEdit)}
            ref={focusQtyOnError ? field.ref : undefined}
          />
        )}
      />
    </LineItems.Row>
  );
}
