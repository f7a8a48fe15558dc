import { callOperation, type Schemas } from '@pawon/api-client';
import type { ComboboxOption } from '@pawon/ui';
import { api } from '../../lib/client';
import { SEARCH_PAGE } from '../../lib/vendorSearch';
import { t } from './messages';

/** A material as a purchase line knows it: the order's own reference, or a search's row. */
export type PurchaseMaterial = Schemas['PurchaseMaterialRef'] & { unitPrice?: number | undefined };

/**
 * Raw and packaging materials whose name holds `query`: the two lists searched on the server at once, each its
 * first page by name (a purchase order buys both kinds).
 */
export async function searchMaterials(
  query: string,
): Promise<{ materials: PurchaseMaterial[]; more: number }> {
  const search = query.trim();
  const body = { perPage: SEARCH_PAGE, sortBy: 'name' as const, ...(search ? { search } : {}) };
  const [raw, packaging] = await Promise.all([
    callOperation(api, 'bahanBakuList', { body }),
    callOperation(api, 'bahanKemasanList', { body }),
  ]);
  const rows = [...raw.datas, ...packaging.datas];
  return {
    materials: rows.map((m) => ({
      id: m.id,
      name: m.name,
      unit: m.unit,
      kind: m.kind,
      shelfLifeDays: m.shelfLifeDays,
      unitPrice: m.unitPrice,
    })),
    more: raw.total + packaging.total - rows.length,
  };
}

/** A material as a choice: its name and unit, its kind under it. */
export const materialOption = (m: PurchaseMaterial, disabled = false): ComboboxOption => ({
  value: String(m.id),
  label: `${m.name} (${m.unit})`,
  description: t(`purchases.kind.${m.kind}`),
  disabled,
});
