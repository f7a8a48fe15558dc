import type { OperationId, Schemas } from '@pawon/api-client';

/** `raw` (bahan baku) or `packaging` (bahan kemasan): one model, one set of screens, two menus. */
export type MaterialKind = Schemas['MaterialKind'];

/** The four screens of each kind, as the spec's menu tree names them. */
export type MaterialView = 'list' | 'restock' | 'used' | 'stock';

export const MATERIAL_VIEWS: readonly MaterialView[] = ['list', 'restock', 'used', 'stock'];

/** A kind's menu paths, names and operations: everything that differs between bahan baku and bahan kemasan. */
export const KINDS = {
  raw: {
    /** Resource keys (test ids, cached lists) start with it. */
    key: 'bahanBaku',
    base: '/items/bahan-baku',
    /** "Bahan Baku" in titles, "bahan baku" in sentences. */
    title: 'Bahan Baku',
    noun: 'bahan baku',
    example: 'Tepung Tapioka, Ayam, Ikan Tenggiri',
    ops: {
      list: 'bahanBakuList',
      add: 'bahanBakuAdd',
      update: 'bahanBakuUpdate',
      delete: 'bahanBakuDelete',
      logList: 'bahanBakuRestockList',
      logAdd: 'bahanBakuRestockAdd',
      logUpdate: 'bahanBakuRestockUpdate',
      logDelete: 'bahanBakuRestockDelete',
      logExport: 'bahanBakuRestockExport',
      stockList: 'bahanBakuStockList',
      lots: 'bahanBakuGetStock',
      advice: 'bahanBakuStockAdvice',
      count: 'bahanBakuStockCount',
      lot: 'bahanBakuStockLot',
    },
  },
  packaging: {
    key: 'bahanKemasan',
    base: '/items/bahan-kemasan',
    title: 'Bahan Kemasan',
    noun: 'bahan kemasan',
    example: 'Plastik PE, Kerdus, Mika',
    ops: {
      list: 'bahanKemasanList',
      add: 'bahanKemasanAdd',
      update: 'bahanKemasanUpdate',
      delete: 'bahanKemasanDelete',
      logList: 'bahanKemasanRestockList',
      logAdd: 'bahanKemasanRestockAdd',
      logUpdate: 'bahanKemasanRestockUpdate',
      logDelete: 'bahanKemasanRestockDelete',
      logExport: 'bahanKemasanRestockExport',
      stockList: 'bahanKemasanStockList',
      lots: 'bahanKemasanGetStock',
      advice: 'bahanKemasanStockAdvice',
      count: 'bahanKemasanStockCount',
      lot: 'bahanKemasanStockLot',
    },
  },
} as const satisfies Record<
  MaterialKind,
  {
    key: string;
    base: string;
    title: string;
    noun: string;
    example: string;
    ops: Record<string, OperationId>;
  }
>;

export type KindConfig = (typeof KINDS)[MaterialKind];

/** The app path of a kind's screen: `/items/bahan-baku/restock`. */
export const pathOf = (kind: MaterialKind, view: MaterialView) => `${KINDS[kind].base}/${view}`;
