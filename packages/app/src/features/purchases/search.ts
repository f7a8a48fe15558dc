import { callOperation, type Schemas } from '@pawon/api-client';
import type { ComboboxOption } from '@pawon/ui';
import { api } from '../../lib/client';
import { formatNumber } from '../../lib/format';
import { t as tCommon } from '../../lib/messages';
import { t } from './messages';

/** How many choices one search answers (the rest is found by typing more). */
export const SEARCH_PAGE = 20;

/** A material as a purchase line knows it: the order's own reference, or a search's row. */
export type PurchaseMaterial = Schemas['PurchaseMaterialRef'] & { unitPrice?: number | undefined };

/** "N lainnya" after a page of choices when the server has more. */
const moreOption = (more: number): ComboboxOption[] =>
  more > 0
    ? [{ value: '__more', label: tCommon('common.moreMatches', { n: formatNumber(more) }), disabled: true }]
    : [];

/** The first page of vendors whose name holds `query`, by name (the picker and the list's filter). */
export async function searchVendors(query: string): Promise<ComboboxOption[]> {
  const search = query.trim();
  const page = await callOperation(api, 'vendorList', {
    body: { perPage: SEARCH_PAGE, sortBy: 'name', sortDir: 'asc', ...(search ? { search } : {}) },
  });
  return [
    ...page.datas.map((v) => ({ value: String(v.id), label: v.name })),
    ...moreOption(page.total - page.datas.length),
  ];
}

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

export { moreOption };
