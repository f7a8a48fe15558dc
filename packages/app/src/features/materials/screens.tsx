import type { ComponentType } from 'react';
import type { MaterialKind, MaterialView } from './kinds';
import { materialResources } from './resources';
import { StockScreen } from './StockScreen';

const RawStock = () => <StockScreen kind="raw" />;
const PackagingStock = () => <StockScreen kind="packaging" />;

/** The screen of each kind and view: the plain lists come from their declarations, the stock screen is its own. */
export const screens: Record<MaterialKind, Record<MaterialView, ComponentType>> = {
  raw: {
    list: materialResources.raw.list.Screen,
    restock: materialResources.raw.restock.Screen,
    used: materialResources.raw.used.Screen,
    stock: RawStock,
  },
  packaging: {
    list: materialResources.packaging.list.Screen,
    restock: materialResources.packaging.restock.Screen,
    used: materialResources.packaging.used.Screen,
    stock: PackagingStock,
  },
};
