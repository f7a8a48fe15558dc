import { Controller, type UseFormReturn } from 'react-hook-form';
import { LineItems, QuantityField, Select, type SelectOption } from '@pawon/ui';
import { controlledProps } from '../../lib/controlled';
import type { UseLookupResult } from '../../lib/lookups';
import { messages } from '../../lib/messages';
import { duplicateOf, type InputLineValues, type MaterialLinesValues } from './form';
import type { MaterialOption } from './lookups';
import { m } from './messages';

/** How many raw-material lines a run or a recipe may have. */
export const MAX_LINES = 50;

/** Why no line can be added to a list of `count` lines (undefined while there is room). */
export const linesFull = (count: number): string | undefined =>
  count >= MAX_LINES ? m.maxLines(MAX_LINES) : undefined;

export interface MaterialLineProps {
  form: UseFormReturn<MaterialLinesValues>;
  /** The line's position in `inputs`, from 0. */
  index: number;
  /** The line's values as watched by the list. */
  value: InputLineValues | undefined;
  /** The fields' ids are `${idPrefix}-inputs-${index}-material` and `…-qty`. */
  idPrefix: string;
  materials: UseLookupResult<MaterialOption[]>;
  /** The materials chosen on any line: each can be chosen once. */
  chosen: ReadonlySet<string>;
  /** A material as its option reads. */
  optionLabel: (material: MaterialOption) => string;
  qtyLabel: string;
  /** A line under the amount (the usable stock) while the amount has no error. @default undefined */
  qtyHint?: (material: MaterialOption | undefined, line: InputLineValues | undefined) => string | undefined;
  /** Said under the material when the materials could not be loaded. @default undefined */
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

/** One line of a list of raw materials: which material (each once in the list) and how much of it. */
export function MaterialLine({
  form,
  index: i,
  value,
  idPrefix,
  materials,
  chosen,
  optionLabel,
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
  const material = materials.data?.find((x) => String(x.id) === value?.materialId);
  const options: SelectOption[] = (materials.data ?? []).map((x) => ({
    value: String(x.id),
    label: optionLabel(x),
    disabled: chosen.has(String(x.id)) && String(x.id) !== value?.materialId,
  }));
  return (
    <LineItems.Row
      index={i + 1}
      removeLabel={m.removeLine(i + 1)}
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
          required: messages.required,
          validate: () => {
            const row = duplicateOf(getValues('inputs'), i);
            return row ? m.duplicate(row) : true;
          },
        }}
        render={({ field }) => (
          <Select
            id={`${idPrefix}-inputs-${i}-material`}
            label={m.material}
            required
            placeholder={materials.loading ? messages.loading : m.chooseMaterial}
            options={options}
            error={errors?.materialId?.message ?? (materials.error ? materialsError : undefined)}
            {...controlledProps(field, onEdit)}
          />
        )}
      />
      <Controller
        control={control}
        name={`inputs.${i}.qty`}
        rules={{
          required: messages.required,
          min: { value: 0.001, message: messages.minimum(0.001) },
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
