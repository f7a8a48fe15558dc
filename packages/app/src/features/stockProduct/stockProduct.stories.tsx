import type { Schemas } from '@pawon/api-client';
import { forgetList } from '../../test/listCache';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { COST_RIGHT } from '../../lib/rights';
import type { MockHandlers } from '../../test/mockOperations';
import { listOf, resourceStories, screenDecorator } from '../../test/screenStories';
import { stockProduct } from './stock.resource';
import type { ProductBatch } from './stock';

const stamp = { version: 1, createdAt: '2026-11-20T02:00:00Z', updatedAt: '2026-11-20T02:00:00Z' };
const ref = (id: number, code: string, name: string, unit: Schemas['Unit'] = 'pcs') => ({
  id,
  code,
  name,
  unit,
});
const BTY = ref(1, 'BTY', 'Baso Tahu');
const KPM = ref(4, 'KPM', 'Kuah Pempek', 'liter');
const batch = (
  id: number,
  product: ReturnType<typeof ref>,
  date: string,
  fresh: number,
  frozen: number,
  expiryDate: string | null,
  expired = false,
  unitCost = 4_166.67,
): ProductBatch => ({
  id,
  recalledAt: null,
  recallReason: null,
  heldAt: null,
  productId: product.id,
  product,
  productionRunId: id + 100,
  origin: 'production',
  date,
  expiryDate,
  fresh,
  frozen,
  total: fresh + frozen,
  expired,
  // "Lihat HPP"'s: what the batch cost to make, and its stock on hand at that cost.
  unitCost,
  value: Math.round((fresh + frozen) * unitCost),
  ...stamp,
});
/** A batch as the server answers it to a user without "Lihat HPP" (decision 014). */
const withoutCosts = ({ unitCost: _unitCost, value: _value, ...rest }: ProductBatch): ProductBatch => rest;
const ROWS = [
  batch(1, BTY, '2026-10-01', 12, 40, '2026-11-01', true),
  batch(2, BTY, '2026-11-20', 120, 80, '2026-12-20'),
  batch(3, KPM, '2026-11-21', 28, 0, '2026-11-28', false, 1_250.5),
  { ...batch(4, BTY, '2026-11-01', 0, 35, null), origin: 'opening' as const, productionRunId: null },
];
const product = (p: ReturnType<typeof ref>, price: number) =>
  ({
    ...p,
    price,
    active: true,
    description: null,
    image: null,
    imageThumb: null,
    categoryId: 1,
    category: { id: 1, name: 'Baso Tahu & Siomay' },
    minStock: 50,
    fresh: 0,
    frozen: 0,
    ...stamp,
  }) as Schemas['Product'];
const available = (p: ReturnType<typeof ref>, qty: number, nextExpiry: string | null) => ({
  productId: p.id,
  code: p.code,
  name: p.name,
  unit: p.unit,
  price: 7500,
  qty,
  batches: 2,
  oldestDate: '2026-11-01',
  nextExpiry,
});
const handlers: MockHandlers = {
  productList: () => listOf('productList', [product(BTY, 7500), product(KPM, 3000)]),
  // A page of the active products, searched on the server by name or code.
  stockAvailable: ({ path, body }) => {
    const q = body?.search?.toLowerCase() ?? '';
    const products = [BTY, KPM].filter((p) => `${p.code} ${p.name}`.toLowerCase().includes(q));
    const rows =
      path.category === 'Fresh'
        ? [available(BTY, 132, '2026-12-20'), available(KPM, 28, '2026-11-28')]
        : [available(BTY, 115, '2026-12-20')];
    const datas = rows.filter((r) => products.some((p) => p.id === r.productId));
    return {
      status: 'success',
      category: path.category,
      bucket: path.category === 'Fresh' ? 'fresh' : 'frozen',
      datas,
      total: products.length,
      value: datas.reduce((sum, r) => sum + r.qty * r.price, 0),
    };
  },
  stockLedger: () => ({
    status: 'success',
    page: 1,
    perPage: 10,
    total: 2,
    datas: [
      {
        id: 2,
        at: '2026-11-21T03:00:00Z',
        date: '2026-11-21',
        batchId: 2,
        batchDate: '2026-11-20',
        productId: 1,
        product: BTY,
        bucket: 'frozen',
        qty: 80,
        reason: 'move',
        note: null,
        productionRunId: null,
        transactionId: null,
        createdBy: { id: 1, name: 'Admin Pawon' },
      },
      {
        id: 1,
        at: '2026-11-20T03:00:00Z',
        date: '2026-11-20',
        batchId: 2,
        batchDate: '2026-11-20',
        productId: 1,
        product: BTY,
        bucket: 'fresh',
        qty: 200,
        reason: 'production',
        note: null,
        productionRunId: 102,
        transactionId: null,
        createdBy: { id: 1, name: 'Admin Pawon' },
      },
    ],
  }),
};

const stories = resourceStories(stockProduct, {
  rows: ROWS,
  long: batch(
    9,
    ref(9, 'PKTLNG', 'Paket Keluarga Baso Tahu, Batagor, Siomay dan Pempek Isi Lima Puluh Potong'),
    '2026-11-22',
    12345.5,
    6789.25,
    '2026-12-31',
  ),
  handlers,
  pageExtras: { totals: { fresh: 160, frozen: 155 } },
  search: '?view=batch',
  actions: [COST_RIGHT],
});

const meta = { ...stories.meta, title: 'Screens/Stok Produk' } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;

type Story = StoryObj<ComponentType>;
const frame = (
  search = '',
  rights?: { create: boolean; update: boolean; delete: boolean },
  { costs = true } = {},
) =>
  screenDecorator({
    path: '/stock-product',
    search,
    rights,
    actions: costs ? [COST_RIGHT] : [],
    reset: () => forgetList(stockProduct.descriptor.list),
    handlers: {
      ...handlers,
      stockList: () => ({
        status: 'success',
        datas: costs ? ROWS : ROWS.map(withoutCosts),
        total: ROWS.length,
        page: 1,
        perPage: 25,
        totals: { fresh: 160, frozen: 155 },
      }),
    },
  });

/** Per product: what can be sold today, fresh and frozen, and a product's ledger. */
export const PerProduct: Story = {
  decorators: [frame()],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const table = await screen.findByRole('table', { name: 'Stok tersedia per produk' });
    await expect(await within(table).findByRole('cell', { name: '247 pcs' })).toBeVisible();
    // The worth of every matching product, as the server adds it up (not only the rows of the page); it may show a
    // render after the rows (failed once as a synchronous read under load).
    await expect(await screen.findByText(/Nilai stok: Rp\s?2\.062\.500\./)).toBeVisible();
    await userEvent.click(await within(table).findByRole('button', { name: 'Riwayat Baso Tahu' }));
    const ledger = await screen.findByRole('dialog', { name: 'Riwayat stok Baso Tahu' });
    // The dialog fades in: its cells are in the document before they are visible (failed at opacity 0 under load).
    const change = await within(ledger).findByRole('cell', { name: '+80 pcs' });
    await waitFor(() => expect(change).toBeVisible());
  },
};

/** Per product, searched on the server: only the matching products come back, with their worth. */
export const PerProductSearch: Story = {
  decorators: [frame()],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const table = await screen.findByRole('table', { name: 'Stok tersedia per produk' });
    await expect(await within(table).findByRole('cell', { name: '247 pcs' })).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari' }), 'pempek');
    // The server's answer replaces the page: Baso Tahu's row goes, Kuah Pempek's stays.
    await waitFor(() => expect(within(table).queryByRole('cell', { name: '247 pcs' })).toBeNull());
    await expect(within(table).getByRole('cell', { name: 'KPM – Kuah Pempek' })).toBeVisible();
    await expect(await screen.findByText(/Nilai stok: Rp\s?210\.000\./)).toBeVisible();
  },
};

/** Moving part of a batch from fresh to frozen: more than the fresh stock is refused before it is sent. */
export const Move: Story = {
  decorators: [frame('?view=batch')],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Pindahkan stok Baso Tahu 20 Nov 2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pindahkan Stok' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Jumlah dipindahkan/ }), '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pindahkan Stok' }));
    await expect(await within(dialog).findByText('Stok asal hanya 120 pcs.')).toBeVisible();
  },
};

/** A count of a batch: the variance in quantity and rupiah shows before it is saved. */
export const Count: Story = {
  decorators: [frame('?view=batch')],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(await screen.findByRole('button', { name: 'Hitung ulang Baso Tahu 20 Nov 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Penyesuaian Stok' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Jumlah terhitung/ }), '117,5');
    await expect(
      await within(dialog).findByText(/Tercatat 120 pcs; selisih −2,5 pcs \(−Rp 18\.750\)/),
    ).toBeVisible();
  },
};

const NO_RIGHTS = { create: false, update: false, delete: false };

/**
 * Seeing the stock without the rights to change it: adjust and count (tambah) and move (ubah) stay in view, disabled,
 * each naming the right it needs; none opens its dialog.
 */
export const ReadOnlyActions: Story = {
  decorators: [frame('?view=batch', NO_RIGHTS)],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const adjust = await screen.findByRole('button', { name: 'Penyesuaian Stok' });
    await expect(adjust).toHaveAttribute('aria-disabled', 'true');
    await expect(adjust).toHaveAccessibleDescription(
      'Perlu hak tambah Stok Produk. Minta administrator menambahkannya di Authorization Group.',
    );
    const count = await screen.findByRole('button', { name: 'Hitung ulang Baso Tahu 20 Nov 2026' });
    await expect(count).toHaveAttribute('aria-disabled', 'true');
    await expect(count).toHaveAccessibleDescription(/^Perlu hak tambah Stok Produk\./);
    const move = screen.getByRole('button', { name: 'Pindahkan stok Baso Tahu 20 Nov 2026' });
    await expect(move).toHaveAttribute('aria-disabled', 'true');
    await expect(move).toHaveAccessibleDescription(/^Perlu hak ubah Stok Produk\./);
    for (const button of [adjust, count, move]) await userEvent.click(button);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Per product, the adjust button of each row the same way. */
export const ReadOnlyPerProduct: Story = {
  decorators: [frame('', NO_RIGHTS)],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const table = await screen.findByRole('table', { name: 'Stok tersedia per produk' });
    const adjust = await within(table).findByRole('button', { name: 'Penyesuaian Stok Baso Tahu' });
    await expect(adjust).toHaveAttribute('aria-disabled', 'true');
    await expect(adjust).toHaveAccessibleDescription(/^Perlu hak tambah Stok Produk\./);
    // The history needs no right beyond seeing the screen.
    await expect(within(table).getByRole('button', { name: 'Riwayat Baso Tahu' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** With "Lihat HPP": each batch's unit cost (to the cent) and its stock on hand at that cost. */
export const BatchCosts: Story = {
  decorators: [frame('?view=batch')],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const table = await screen.findByRole('table', { name: stockProduct.descriptor.messages.caption });
    await expect(await within(table).findByRole('columnheader', { name: 'HPP/unit' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Nilai HPP' })).toBeVisible();
    const kuah = (await within(table).findByRole('cell', { name: 'KPM – Kuah Pempek' })).closest('tr')!;
    await expect(within(kuah).getByRole('cell', { name: /^Rp\s?1\.250,5$/ })).toBeVisible();
    await expect(within(kuah).getByRole('cell', { name: /^Rp\s?35\.014$/ })).toBeVisible();
  },
};

/** Without "Lihat HPP" the server leaves the costs out, and the batches have no cost columns (not columns of dashes). */
export const BatchCostsWithoutRight: Story = {
  decorators: [frame('?view=batch', undefined, { costs: false })],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const table = await screen.findByRole('table', { name: stockProduct.descriptor.messages.caption });
    await within(table).findByRole('cell', { name: 'KPM – Kuah Pempek' });
    await expect(within(table).queryByRole('columnheader', { name: 'HPP/unit' })).toBeNull();
    await expect(within(table).queryByRole('columnheader', { name: 'Nilai HPP' })).toBeNull();
  },
};
