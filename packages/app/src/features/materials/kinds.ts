import type { OperationId } from '@pawon/api-client';
import { t } from './messages';
import { MATERIAL_BASES, type MaterialKind } from './paths';

export { MATERIAL_VIEWS, pathOf, type MaterialKind, type MaterialView } from './paths';

/** A kind's menu paths, names and operations: everything that differs between bahan baku and bahan kemasan. */
export const KINDS = {
  raw: {
    /** Resource keys (test ids, cached lists) start with it. */
    key: 'bahanBaku',
    base: MATERIAL_BASES.raw,
    /** "Bahan Baku" in titles, "bahan baku" in sentences. */
    get title() {
      return t('materials.kinds.raw.title');
    },
    get noun() {
      return t('materials.kinds.raw.noun');
    },
    get example() {
      return t('materials.kinds.raw.example');
    },
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
    base: MATERIAL_BASES.packaging,
    get title() {
      return t('materials.kinds.packaging.title');
    },
    get noun() {
      return t('materials.kinds.packaging.noun');
    },
    get example() {
      return t('materials.kinds.packaging.example');
    },
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
