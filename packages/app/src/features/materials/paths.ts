import type { Schemas } from '@pawon/api-client';

/** `raw` (bahan baku) or `packaging` (bahan kemasan): one model, one set of screens, two menus. */
export type MaterialKind = Schemas['MaterialKind'];

/** The four screens of each kind, as the spec's menu tree names them. */
export type MaterialView = 'list' | 'restock' | 'used' | 'stock';

export const MATERIAL_VIEWS: readonly MaterialView[] = ['list', 'restock', 'used', 'stock'];

/**
 * Each kind's menu path. Apart from kinds.ts (names, operations) so that the route table, which every page
 * loads, holds the paths only (issue 18: the sign-in page's budget).
 */
export const MATERIAL_BASES = {
  raw: '/items/bahan-baku',
  packaging: '/items/bahan-kemasan',
} as const satisfies Record<MaterialKind, string>;

/** The app path of a kind's screen: `/items/bahan-baku/restock`. */
export const pathOf = (kind: MaterialKind, view: MaterialView) => `${MATERIAL_BASES[kind]}/${view}`;
