import { callOperation, type Schemas } from '@pawon/api-client';
import type { SelectOption } from '@pawon/ui';
import { api } from '../../lib/client';
import { createLookup, createLookupFamily, type Lookup } from '../../lib/lookups';
import { KINDS, type MaterialKind } from './kinds';

export type Material = Schemas['Material'];

/** The materials last loaded, by id: a form shows the chosen material's unit beside its quantity. */
const known = new Map<number, Material>();

/** A material loaded by a lookup (its unit, its price), if any. */
export const knownMaterial = (id: unknown): Material | undefined => known.get(Number(id));

const materialsOf = (kind: MaterialKind) =>
  // A material's stock changes with its restocks, usages and counts: those writes make the list stale too.
  createLookup<SelectOption[]>(
    [KINDS[kind].key, `${KINDS[kind].key}-restock`, `${KINDS[kind].key}-used`],
    'options',
    async () => {
      const answer = await callOperation(api, KINDS[kind].ops.list, {
        body: { perPage: 'all', sortBy: 'name', sortDir: 'asc' },
      });
      return answer.datas.map((material) => {
        known.set(material.id, material);
        return { value: String(material.id), label: `${material.name} (${material.unit})` };
      });
    },
  );

/** The materials of each kind, by name, for pickers and filters; stale after a write to that kind's list. */
export const materialOptions: Record<MaterialKind, Lookup<SelectOption[]>> = {
  raw: materialsOf('raw'),
  packaging: materialsOf('packaging'),
};

/** Every vendor, by name (restock form and filter). */
export const vendorOptions = createLookup<SelectOption[]>('vendor', 'options', async () => {
  const answer = await callOperation(api, 'vendorList', {
    body: { perPage: 'all', sortBy: 'name', sortDir: 'asc' },
  });
  return answer.datas.map((vendor) => ({ value: String(vendor.id), label: vendor.name }));
});

/**
 * The materials of a kind that will run out within 7 days at their average use (the stock screen's advice); stale
 * after any movement or count of the kind.
 */
export const stockAdvice = {
  raw: createLookup(KINDS.raw.key, 'advice', () =>
    callOperation(api, 'bahanBakuStockAdvice', { body: { days: 7 } }),
  ),
  packaging: createLookup(KINDS.packaging.key, 'advice', () =>
    callOperation(api, 'bahanKemasanStockAdvice', { body: { days: 7 } }),
  ),
} satisfies Record<MaterialKind, Lookup<unknown>>;

/** Every usage a lot fed (production runs, orders, manual use, counts), by lot id. */
export const lotUsages = {
  raw: createLookupFamily(KINDS.raw.key, 'lotUsages', (id: number) =>
    callOperation(api, 'bahanBakuStockLot', { path: { id } }),
  ),
  packaging: createLookupFamily(KINDS.packaging.key, 'lotUsages', (id: number) =>
    callOperation(api, 'bahanKemasanStockLot', { path: { id } }),
  ),
};
