/** The layouts of the order export (`rows`): one row per order, or one per line of its packs. */
export const orderExportRows = [
  { value: 'order', label: 'Per transaksi' },
  { value: 'line', label: 'Per item' },
];
