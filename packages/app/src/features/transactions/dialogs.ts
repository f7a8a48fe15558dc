import { lazyDialog } from '../../lib/lazyDialog';

// An order's print and trace dialogs are chunks of their own, fetched when one is first opened: the order list's
// first load does not carry the invoice layouts, the amount in words or the trace tree.
export const PrintOrder = lazyDialog(
  () => import('./PrintOrder').then((module) => module.PrintOrder),
  () => true,
);
export const TraceOrder = lazyDialog(
  () => import('./TraceOrder').then((module) => module.TraceOrder),
  () => true,
);
