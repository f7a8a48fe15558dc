import type { BodyOf, Schemas } from '@pawon/api-client';

export type ProductionRun = Schemas['ProductionRun'];
export type Recipe = Schemas['Recipe'];

/** One raw-material line of the form: the material (a select's text) and its amount. */
export interface InputLineValues {
  materialId: string;
  qty: number | null;
}

/** A form with a list of raw-material lines (the production form, a recipe). */
export interface MaterialLinesValues {
  inputs: InputLineValues[];
}

/** The production form's values (selects hold text; numbers stay numbers). */
export interface ProductionFormValues extends MaterialLinesValues {
  date: string | null;
  productId: string;
  qty: number | null;
  expiryDate: string | null;
  note: string;
  /**
   * The halal override's reason (decision 057), set only by "Tetap produksi (override halal)" for the save it
   * starts; null otherwise, so a plain save never carries it.
   */
  halalReason?: string | null;
}

export const emptyLine = (): InputLineValues => ({ materialId: '', qty: null });

export function toFormValues(run: ProductionRun | null, today: string): ProductionFormValues {
  if (!run)
    return {
      date: today,
      productId: '',
      qty: null,
      expiryDate: null,
      note: '',
      inputs: [emptyLine()],
      halalReason: null,
    };
  return {
    date: run.date,
    productId: String(run.productId),
    qty: run.qty,
    // The date given, not the batch's (capped by a lot): an edit works the cap out again from it (issue 39).
    expiryDate: run.expiryGiven ?? null,
    note: run.note ?? '',
    inputs: run.inputs.map((i) => ({ materialId: String(i.materialId), qty: i.qty })),
    halalReason: null,
  };
}

/** The add body from the form: blank lines left out, an empty note as null, the halal override when chosen. */
export function toBody(values: ProductionFormValues): BodyOf<'produksiAdd'> {
  return {
    date: values.date || null,
    productId: Number(values.productId),
    qty: values.qty ?? 0,
    expiryDate: values.expiryDate || null,
    note: values.note.trim() || null,
    inputs: values.inputs
      .filter((line) => line.materialId !== '')
      .map((line) => ({ materialId: Number(line.materialId), qty: line.qty ?? 0 })),
    ...(values.halalReason ? { halalOverride: { reason: values.halalReason } } : {}),
  };
}

/** `a × b` kept to the 3 decimals quantities have (`0.1 × 3` is `0.3`). */
export const timesQty = (perUnit: number, qty: number): number => Math.round(perUnit * 1000 * qty) / 1000;

/** A recipe's lines for `qty` units: what the inputs pre-fill with (no qty yet: the materials only). */
export function recipeInputs(recipe: Pick<Recipe, 'lines'>, qty: number | null): InputLineValues[] {
  return recipe.lines.map((line) => ({
    materialId: String(line.materialId),
    qty: qty && qty > 0 ? timesQty(line.qtyPerUnit, qty) : null,
  }));
}

/** The row (1-based) where a material was already chosen above `index`, if it was. */
export function duplicateOf(inputs: readonly InputLineValues[], index: number): number | undefined {
  const id = inputs[index]?.materialId;
  if (!id) return undefined;
  const first = inputs.findIndex((line) => line.materialId === id);
  return first !== -1 && first < index ? first + 1 : undefined;
}

/**
 * What a line can use: the material's usable stock, plus what this run already took of it when editing (it is
 * given back before the run takes again).
 */
export function usableFor(
  available: number | undefined,
  run: ProductionRun | null,
  materialId: number,
): number | undefined {
  if (available === undefined) return undefined;
  const own = run?.inputs.find((i) => i.materialId === materialId)?.qty ?? 0;
  return Math.round((available + own) * 1000) / 1000;
}

/** Why a run's delete or edit will be refused, when the row already tells (its batch has sold or moved). */
export function soldOf(run: ProductionRun): number {
  return run.batch?.out ?? 0;
}
