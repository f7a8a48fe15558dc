import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BodyOf } from '@pawon/api-client';
import { addDays, todayIn } from '@pawon/ui';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { failure, success, type MockHandlers } from '../../test/mockOperations';
import { recordsOf, resourceStories } from '../../test/screenStories';
import { priceLists } from './priceList.resource';
import type { PricedProduct } from './queries';

// Dates around the day the story runs: a price in effect since last month, one planned for next week.
const today = todayIn();
const lastMonth = addDays(today, -30);
const nextWeek = addDays(today, 7);

const product = (
  productId: number,
  code: string,
  name: string,
  basePrice: number,
  price: number | null,
  next: PricedProduct['next'] = null,
): PricedProduct => ({
  productId,
  code,
  name,
  unit: 'pcs',
  basePrice,
  price,
  since: price === null ? null : lastMonth,
  next,
});

const prices: PricedProduct[] = [
  product(1, 'BTY', 'Baso Tahu', 7_500, 6_500, { price: 7_000, effectiveFrom: nextWeek }),
  product(2, 'BTGY', 'Batagor', 7_500, 6_800),
  product(3, 'SGS', 'Siomay Goreng Spesial', 3_000, null),
  product(4, 'PM', 'Pempek', 10_000, 9_000),
];

/** Baso Tahu's prices on Reseller, newest first: next week's planned, last month's in effect, an older one. */
const history = [
  { effectiveFrom: nextWeek, price: 7_000, updatedAt: `${today}T02:00:00Z` },
  { effectiveFrom: lastMonth, price: 6_500, updatedAt: `${lastMonth}T02:00:00Z` },
  { effectiveFrom: addDays(today, -120), price: 6_000, updatedAt: `${addDays(today, -120)}T02:00:00Z` },
];

/** Every `priceList/setPrices` a story sent, in order. */
const sent: Array<BodyOf<'priceListSetPrices'>> = [];

/** The prices page as the server answers it: searched, filtered by priced or not, sorted and paged. */
const handlers: MockHandlers = {
  priceListPrices: ({ body }) => {
    const search = body.search?.toLowerCase();
    const found = prices
      .filter((p) => !search || `${p.code} ${p.name}`.toLowerCase().includes(search))
      .filter((p) => body.priced === undefined || (p.price !== null) === body.priced)
      .sort((a, b) => {
        const by = body.sortBy ?? 'name';
        const order =
          by === 'price' ? (a.price ?? a.basePrice) - (b.price ?? b.basePrice) : a[by].localeCompare(b[by]);
        return body.sortDir === 'desc' ? -order : order;
      });
    const perPage = typeof body.perPage === 'number' ? body.perPage : 25;
    const page = body.page ?? 1;
    return success('priceListPrices', {
      datas: found.slice((page - 1) * perPage, page * perPage),
      total: found.length,
      page,
      perPage,
    });
  },
  priceListHistory: ({ body }) => success('priceListHistory', { datas: body.productId === 1 ? history : [] }),
  priceListSetPrices: ({ body }) => {
    sent.push(body);
    return success('priceListSetPrices', { datas: { changed: body.prices.length } });
  },
};

const rows = recordsOf(
  priceLists,
  ['name', 'description', 'customerCount', 'productCount'],
  [
    ['Eceran', 'Harga warung dan pembeli langsung', 214, 38],
    ['Reseller', 'Minimal 10 pak per pesanan', 36, 35],
    ['Agen', null, 0, 0],
  ],
);

const stories = resourceStories(priceLists, { rows, handlers });

/** The server refuses a price of 0 on its field (`prices.0.price`), as it names a price of the body. */
const refusing = resourceStories(priceLists, {
  rows,
  handlers: {
    ...handlers,
    priceListSetPrices: ({ body }) =>
      body.prices.some((p) => p.price === 0)
        ? failure(422, 'Harus lebih dari 0.', { 'prices.0.price': ['Harus lebih dari 0.'] }, undefined, {
            code: 'validation.positive',
            params: { field: 'prices.0.price' },
            fieldCodes: { 'prices.0.price': { code: 'validation.positive', params: {} } },
          })
        : success('priceListSetPrices', { datas: { changed: body.prices.length } }),
  },
});

/** Deleting a list still used by customers: the server's coded 409. */
const inUse = resourceStories(priceLists, {
  rows,
  handlers: {
    ...handlers,
    priceListDelete: () =>
      failure(409, 'Daftar harga Reseller masih dipakai oleh 36 customer.', undefined, undefined, {
        code: 'record.inUse',
        params: { rule: 'priceList.customers', name: 'Reseller', count: 36 },
      }),
  },
});

const meta = { ...stories.meta, title: 'Screens/Daftar Harga' } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;

type Context = Parameters<NonNullable<typeof stories.Filled.play>>[0];

/** Opens "Atur harga" of Reseller and waits for its first page of prices. */
async function openPrices(context: Context) {
  await stories.Filled.play(context);
  sent.length = 0;
  await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Atur harga Reseller' }));
  const dialog = await screen.findByRole('dialog', { name: 'Harga Reseller' }, { timeout: 5000 });
  const table = await within(dialog).findByRole('table', { name: 'Harga produk pada daftar Reseller' });
  await waitFor(() => expect(within(table).getByText('Baso Tahu')).toBeVisible(), { timeout: 5000 });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return { dialog, table };
}

const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr')!;

/**
 * The columns: each product's own price and the list's ("ikut harga produk" where the list has none), since when,
 * and the price planned next with its day; "Belum berharga" leaves the priced ones out.
 */
export const Prices: StoryObj = {
  ...stories.Filled,
  play: async (context) => {
    const { dialog, table } = await openPrices(context);
    const baso = rowOf(table, 'Baso Tahu');
    await expect(baso).toHaveTextContent(/BTY.*pcs.*Rp\s7\.500.*Rp\s6\.500/);
    await expect(baso).toHaveTextContent(/Rp\s7\.000\s*mulai/);
    await expect(rowOf(table, 'Siomay Goreng Spesial')).toHaveTextContent('ikut harga produk');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Tampilkan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Belum berharga' }));
    await waitFor(() => expect(within(table).queryByText('Baso Tahu')).toBeNull());
    await expect(within(table).getByText('Siomay Goreng Spesial')).toBeVisible();
  },
};

/**
 * A product's history under its row: planned, in effect, earlier; the planned price is taken back after a
 * confirmation (its day, price null).
 */
export const History: StoryObj = {
  ...stories.Filled,
  play: async (context) => {
    const { table } = await openPrices(context);
    await userEvent.click(within(table).getByRole('button', { name: 'Riwayat harga Baso Tahu' }));
    const entries = await within(table).findByRole('list', { name: 'Riwayat harga Baso Tahu' });
    const items = within(entries).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(/Direncanakan.*Rp\s7\.000 mulai/);
    await expect(items[1]).toHaveTextContent(/Berlaku.*Rp\s6\.500 mulai/);
    await expect(items[2]).toHaveTextContent(/Sebelumnya.*Rp\s6\.000 mulai/);
    // Only the planned price can be taken back.
    await expect(within(items[1]!).queryByRole('button')).toBeNull();
    await userEvent.click(
      within(items[0]!).getByRole('button', { name: /^Batalkan harga Rp\s7\.000 mulai/ }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Batalkan harga yang direncanakan?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Batalkan harga' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]).toEqual({
      id: 2,
      effectiveFrom: nextWeek,
      prices: [{ productId: 1, price: null }],
    });
    await expect(await screen.findByText(/Harga Baso Tahu mulai .* dibatalkan\./)).toBeVisible();
  },
};

/** Two products chosen, one new price from next week: one call with both, then the choice is cleared. */
export const SetPrices: StoryObj = {
  ...stories.Filled,
  play: async (context) => {
    const { dialog, table } = await openPrices(context);
    const change = within(dialog).getByRole('button', { name: 'Ubah harga' });
    await expect(change).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(rowOf(table, 'Batagor')).getByRole('checkbox'));
    await userEvent.click(within(rowOf(table, 'Pempek')).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ubah harga (2)' }));
    const form = await screen.findByRole('dialog', { name: 'Ubah harga' });
    await expect(form).toHaveAccessibleDescription('2 produk pada daftar Reseller: Batagor, Pempek.');
    const price = within(form).getByLabelText(/^Harga baru/);
    await expect(price).toHaveAccessibleDescription(/Harga per pcs\./);
    await userEvent.type(price, '6900');
    const from = within(form).getByLabelText(/^Berlaku mulai/);
    await userEvent.clear(from);
    await userEvent.type(from, `${nextWeek.slice(8)}/${nextWeek.slice(5, 7)}/${nextWeek.slice(0, 4)}{Enter}`);
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan harga' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]).toEqual({
      id: 2,
      effectiveFrom: nextWeek,
      prices: [
        { productId: 2, price: 6_900 },
        { productId: 4, price: 6_900 },
      ],
    });
    await expect(await screen.findByText(/Harga 2 produk pada daftar Reseller berlaku mulai/)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ubah harga' })).toBeNull());
    await expect(within(dialog).getByRole('button', { name: 'Ubah harga' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A price the server refuses is said on the price field (the field it names), which takes the focus. */
export const PriceRefused: StoryObj = {
  ...refusing.Filled,
  play: async (context) => {
    const { dialog, table } = await openPrices(context);
    await userEvent.click(within(rowOf(table, 'Siomay Goreng Spesial')).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ubah harga (1)' }));
    const form = await screen.findByRole('dialog', { name: 'Ubah harga' });
    await expect(form).toHaveAccessibleDescription('Siomay Goreng Spesial pada daftar Reseller.');
    const price = within(form).getByLabelText(/^Harga baru/);
    // One product starts at the price it sells at now (its own: the list has none).
    await expect(price).toHaveValue('3.000');
    await userEvent.clear(price);
    await userEvent.type(price, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan harga' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription(/Harus lebih dari 0\./));
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveFocus();
    await expect(within(form).queryByRole('alert')).toBeNull();
  },
};

/** A list still used by customers is not deleted: the confirmation says why and stays open. */
export const DeleteInUse: StoryObj = {
  ...inUse.Filled,
  play: async (context) => {
    await inUse.Filled.play(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Hapus Reseller' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    await expect(
      await within(confirm).findByText('Daftar harga Reseller masih dipakai oleh 36 customer.'),
    ).toBeVisible();
  },
};

/** On a phone the prices are cards with their checkbox and history, the toolbar one field per line. */
export const PricesPhone: StoryObj = {
  ...stories.Filled,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async (context) => {
    const { dialog, table } = await openPrices(context);
    await expect(window.innerWidth).toBeLessThanOrEqual(390);
    await expect(within(dialog).getByLabelText('Harga per tanggal')).toBeVisible();
    await expect(within(rowOf(table, 'Baso Tahu')).getByRole('checkbox')).toBeVisible();
    // Nothing wider than the screen.
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};

/** In English: the dialog's words, its history and English number and date formats. */
export const PricesEnglish: StoryObj = {
  ...stories.Filled,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(() => expect(page.getByText('Reseller')).toBeVisible(), { timeout: 5000 });
    await userEvent.click(page.getByRole('button', { name: 'Set prices of Reseller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prices of Reseller' }, { timeout: 5000 });
    const table = await within(dialog).findByRole('table', { name: 'Product prices on the list Reseller' });
    await waitFor(() => expect(within(table).getByText('Baso Tahu')).toBeVisible(), { timeout: 5000 });
    await expect(rowOf(table, 'Baso Tahu')).toHaveTextContent(/Rp\s7,500.*Rp\s6,500/);
    await expect(rowOf(table, 'Siomay Goreng Spesial')).toHaveTextContent("product's own price");
    await userEvent.click(within(table).getByRole('button', { name: 'Price history of Baso Tahu' }));
    const entries = await within(table).findByRole('list', { name: 'Price history of Baso Tahu' });
    await expect(within(entries).getAllByRole('listitem')[0]).toHaveTextContent(/Planned.*Rp\s7,000 from/);
  },
};
