/** Every declared material resource, by kind: one factory per screen (lists, logs, stock), called per kind, no copies. */
import { restockResource, usageResource } from './logs';
import { materialResource } from './materialList';
import { lotResource, stockResource } from './stock';

export { StockState, type Lot, type MaterialStock, type Restock, type Usage } from './shared';
export { ExpiryCell } from './stock';

export const materialResources = {
  raw: {
    list: materialResource('raw'),
    restock: restockResource('raw'),
    used: usageResource('raw'),
    stock: stockResource('raw'),
    lots: lotResource('raw'),
  },
  packaging: {
    list: materialResource('packaging'),
    restock: restockResource('packaging'),
    used: usageResource('packaging'),
    stock: stockResource('packaging'),
    lots: lotResource('packaging'),
  },
};
