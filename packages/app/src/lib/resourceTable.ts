/**
 * What the app knows of its resources' relations (spec: an order takes product batches and packaging lots, a
 * production run consumes materials and makes stock): data read by the cache's one mechanism (`query/queryClient`).
 */

/** What an order written changes: stock, packaging lots, the customer's position, payments. */
const ORDER_EFFECTS = [
  'stock',
  'product',
  'customer',
  'bahanKemasan',
  'bahanKemasan-stock',
  'bahanKemasan-lot',
  'payment',
];

/** What a write to a resource makes stale besides its own queries. */
export const DEPENDENTS: Record<string, readonly string[]> = {
  // "Tandai lunas" records a payment; a deleted order or a return gives its payments back as deposit. A standing
  // order's last order and failing days follow its orders.
  transaction: [...ORDER_EFFECTS, 'standingOrder'],
  // "Buat pesanan sekarang" makes orders (with all they change); a standing order changed changes what is made next.
  standingOrder: ['transaction', ...ORDER_EFFECTS],
  // A payment or its reversal changes what orders owe (their badges, the dashboard) and the customer's position.
  payment: ['transaction', 'customer'],
  produksi: ['stock', 'product', 'bahanBaku', 'bahanKemasan'],
  stock: ['product', 'transaction'],
  bahanBaku: ['produksi'],
  bahanKemasan: ['transaction'],
  // A price list's page shows each product's own price beside the list's (and a quote falls back to it).
  product: ['stock', 'transaction', 'produksi', 'priceList'],
  // Customer rows name their list. The order form's quotes are lookups of 'priceList' (and read customers and
  // products too: `meta.resources`), so a write to any of the three makes them stale.
  priceList: ['customer'],
  vendor: ['bahanBaku-restock', 'bahanKemasan-restock'],
  // A QC discard counts stock out; a move or a hold changes what the stock screens show.
  stockLocation: ['stock', 'product', 'bahanBaku-stock', 'bahanKemasan-stock'],
  position: ['user'],
  group: ['user', 'menu'],
  menu: ['group'],
  user: ['group'],
};
// A material's movements, stock and lots change each other and production; a restock also the expense report.
for (const kind of ['bahanBaku', 'bahanKemasan']) {
  const changed = [kind, `${kind}-stock`, `${kind}-lot`, 'produksi'];
  for (const part of ['used', 'stock', 'lot']) DEPENDENTS[`${kind}-${part}`] = changed;
  DEPENDENTS[`${kind}-restock`] = [...changed, 'restock'];
}

/**
 * How long an answer stays fresh, by resource (else 30 s): seconds for what the cashier and the kitchen change all
 * day, minutes for master data (every write here marks it stale at once). A query reading several resources names
 * the freshest first.
 */
export const STALE_TIMES: ReadonlyArray<readonly [number, string]> = [
  [5_000, 'transaction produksi stock'],
  [10_000, 'bahanBaku bahanKemasan'],
  [60_000, 'group menu priceList'],
  [5 * 60_000, 'category ongkir position businessProfile'],
  [Infinity, 'region'],
];
