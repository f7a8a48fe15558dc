import type { OrderValues } from './order';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, userRightsAtom } from '../../lib/session';
import { queryClientOf } from '../../lib/query/queryClient';
import { appStore } from '../../lib/store';
import { orderBody } from '../../test/fixtures';
import { failure, listOf, success } from '../../test/mockOperations';
import { todayIn } from '../../lib/format';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { fromBody, toFormValues, type OrderRecord } from './order';
import { OrderForm } from './OrderForm';
import { moneyOf } from '../../test/fixtures';

const region = (code: string, name: string) => ({ code, name });
const customer = (id: number, name: string, phone: string, district: string, ongkir = 5_000) => ({
  id,
  version: 1,
  createdAt: '2026-11-20T02:00:00Z',
  updatedAt: '2026-11-20T02:00:00Z',
  name,
  phone,
  category: 'konsumen' as const,
  province: region('32', 'Jawa Barat'),
  regency: region('32.73', 'Kota Bandung'),
  district: region('32.73.05', district),
  address: 'Jl. Dago No. 12',
  landmark: null,
  ongkirId: 1,
  ongkir: { id: 1, label: '3 - 5 Km', price: ongkir },
});
const sari = customer(2, 'Warung Bu Sari', '0812-3101-1037', 'Coblong');
const sari2 = customer(7, 'Warung Bu Sari', '0813-2222-0000', 'Sukajadi', 8_000);
const product = { id: 1, code: 'BTY', name: 'Baso Tahu', unit: 'pcs' as const, price: 7_500, active: true };

/** A search answer: the first page of what matches, and how many match in all. */
const page = <T,>(id: 'customerList' | 'productList', rows: T[], total = rows.length) =>
  ({ ...listOf(id, rows), total, perPage: 20 }) as never;

const order: OrderRecord = {
  id: 5,
  version: 3,
  createdAt: '2026-11-20T02:00:00Z',
  updatedAt: '2026-11-20T02:00:00Z',
  number: 'TRX-20261120-0005',
  date: '2026-11-20',
  customerId: 2,
  customer: {
    id: 2,
    name: 'Warung Bu Sari',
    phone: '0812-3101-1037',
    category: 'konsumen',
    address: 'Jl. Dago',
  },
  deliveryDate: null,
  deliveryTime: null,
  payment: 'unpaid',
  packing: 'unpacked',
  packedDate: null,
  delivery: 'pending',
  ongkir: 4_000,
  itemSubtotal: 75_000,
  packagingSubtotal: 1_000,
  total: 80_000,
  itemCount: 10,
  note: null,
  ...moneyOf('unpaid', 80_000),
  createdBy: null,
  standingOrderId: null,
  packs: [
    {
      id: 1,
      materialId: 3,
      material: { id: 3, name: 'Kerdus', unit: 'pcs' },
      count: 1,
      packPrice: 1_000,
      subtotal: 76_000,
      lines: [
        {
          id: 11,
          productId: 1,
          product: { id: 1, code: 'BTY', name: 'Baso Tahu', unit: 'pcs' },
          bucket: 'frozen',
          qtyPerPack: 10,
          qty: 10,
          unitPrice: 7_500,
          subtotal: 75_000,
        },
      ],
    },
  ],
  returns: [],
};

/** What can be sold of the products asked: 9 fresh and 4 frozen of each. */
const available = ({
  path,
  body,
}: {
  path: { category: 'Fresh' | 'Frozen' };
  body?: { productIds?: number[] };
}) =>
  success('stockAvailable', {
    category: path.category,
    bucket: path.category === 'Frozen' ? 'frozen' : 'fresh',
    datas: (body?.productIds ?? []).map((productId) => ({
      productId,
      code: productId === product.id ? product.code : `P${productId}`,
      name: productId === product.id ? product.name : `Produk ${productId}`,
      unit: 'pcs',
      price: 7_500,
      qty: path.category === 'Frozen' ? 4 : 9,
      batches: 1,
      oldestDate: '2026-11-19',
      nextExpiry: null,
    })),
    total: body?.productIds?.length ?? 0,
  });

/** The list the form still loads whole: packagings (a handful of pack types). Stock only of the lines' products. */
const always = {
  packagingList: () =>
    listOf('packagingList', [{ id: 3, name: 'Kerdus', unit: 'pcs', packPrice: 1_000, available: 50 }]),
  stockAvailable: available,
};

/** The stock requests made: bucket and the products asked. */
const stockCalls = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((c) => c.id === 'stockAvailable').map((c) => [c.path.category, c.body]);

let form: UseFormReturn<OrderValues> | null = null;
function Harness({ record, values }: { record: OrderRecord | null; values?: OrderValues }) {
  form = useForm<OrderValues>({ defaultValues: values ?? toFormValues(record) });
  return <OrderForm form={form} record={record} />;
}

const grant = (create: boolean) =>
  appStore.set(userRightsAtom, [
    { url: '/transaction/data', view: true, create: true, update: true, delete: false },
    { url: '/data-customer', view: true, create, update: false, delete: false },
  ]);

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
  form = null;
});

const totals = () => screen.getByTestId('transaction-totals').textContent?.replace(/\s/g, ' ') ?? '';

describe('the order form pickers', () => {
  it('loads no customer or product list on entry; typing searches the server and the choice shows its phone and region', async () => {
    grant(false);
    const api = stubApi({
      ...always,
      customerList: ({ body }) =>
        body.search ? page('customerList', [sari, sari2]) : page('customerList', [sari], 100_000),
    });
    renderWithProviders(<Harness record={null} />);
    const input = screen.getByRole('combobox', { name: /Customer/ });
    await waitFor(() => expect(api.ids()).toContain('packagingList'));
    expect(api.ids()).not.toContain('customerList');
    expect(api.ids()).not.toContain('productList');

    await userEvent.type(input, 'sari');
    const options = await screen.findAllByRole('option', { name: /Warung Bu Sari/ }, { timeout: 3000 });
    // Two customers of one name, told apart by phone and district.
    expect(options).toHaveLength(2);
    expect(options[1]).toHaveTextContent('0813-2222-0000 · Sukajadi, Kota Bandung');
    const searches = api.calls.filter((c) => c.id === 'customerList').map((c) => c.body);
    // Opening shows the first page by name; typed fast, one request for the whole word. First pages only.
    expect(searches).toEqual([
      { perPage: 20, sortBy: 'name' },
      { search: 'sari', perPage: 20, sortBy: 'name' },
    ]);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input).toHaveValue('Warung Bu Sari');
    expect(input).toHaveAccessibleDescription(/0813-2222-0000 · Sukajadi, Kota Bandung/);
    expect(form!.getValues('customerId')).toBe('7');
    // Its ongkir counts in the estimate.
    expect(totals()).toContain('Rp 8.000');
  });

  it('says under the chosen customer the shelf life they ask for at delivery, and nothing for one who asks none', async () => {
    grant(false);
    stubApi({
      ...always,
      customerList: () =>
        page('customerList', [
          { ...sari, minShelfLifeDays: 7 },
          { ...sari2, minShelfLifeDays: 0 },
        ]),
    });
    renderWithProviders(<Harness record={null} />);
    const input = screen.getByRole('combobox', { name: /Customer/ });
    await userEvent.type(input, 'sari');
    await screen.findAllByRole('option', { name: /Warung Bu Sari/ }, { timeout: 3000 });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveAccessibleDescription(
      /0812-3101-1037 · Coblong, Kota Bandung\s*Customer ini meminta sisa umur simpan ≥ 7 hari saat dikirim: batch yang kedaluwarsa lebih cepat tidak dipakai, jadi stok bisa kurang\./,
    );
    await userEvent.clear(input);
    await userEvent.type(input, 'sari');
    await screen.findAllByRole('option', { name: /Warung Bu Sari/ }, { timeout: 3000 });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(form!.getValues('customerId')).toBe('7'));
    expect(input).toHaveAccessibleDescription('0813-2222-0000 · Sukajadi, Kota Bandung');
    expect(screen.queryByTestId('customer-min-shelf-life')).toBeNull();
  });

  it('opened without typing: the first page, and how many more there are', async () => {
    grant(false);
    stubApi({ ...always, customerList: () => page('customerList', [sari, sari2], 100_000) });
    renderWithProviders(<Harness record={null} />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Buka pilihan' })[0]!);
    const more = await screen.findByRole('option', { name: /99\.998 lainnya/ }, { timeout: 3000 });
    expect(more).toHaveAttribute('aria-disabled', 'true');
  });

  it('editing an order shows its customer and products without loading any list of them', async () => {
    grant(false);
    const api = stubApi({ ...always });
    renderWithProviders(<Harness record={order} />);
    const input = screen.getByRole('combobox', { name: /Customer/ });
    expect(input).toHaveValue('Warung Bu Sari');
    expect(input).toHaveAccessibleDescription(/0812-3101-1037 · Jl\. Dago/);
    const line = screen.getByTestId('transaction-line');
    expect(within(line).getByRole('combobox', { name: /Produk/ })).toHaveValue('BTY – Baso Tahu');
    // The order's own prices and ongkir.
    await waitFor(() => expect(totals()).toContain('Rp 80.000'));
    expect(api.ids()).not.toContain('customerList');
    expect(api.ids()).not.toContain('productList');
  });

  it('a refused offline order opened to correct shows its customer and products from what this device cached', async () => {
    grant(false);
    const api = stubApi({ ...always });
    // Answers the pickers got when the order was entered.
    queryClientOf(appStore).setQueryData(
      ['customer', 'lookup', 'pickerSearch', 'sari'],
      page('customerList', [sari]),
    );
    queryClientOf(appStore).setQueryData(
      ['product', 'lookup', 'pickerSearch', ''],
      page('productList', [product]),
    );
    const values = fromBody(
      orderBody({
        customerId: 2,
        note: 'Titip satpam',
        packs: [{ materialId: 3, count: 2, lines: [{ productId: 1, bucket: 'frozen', qtyPerPack: 6 }] }],
      }),
    );
    renderWithProviders(<Harness record={null} values={values} />);
    expect(screen.getByRole('combobox', { name: /Customer/ })).toHaveValue('Warung Bu Sari');
    const line = screen.getByTestId('transaction-line');
    expect(within(line).getByRole('combobox', { name: /Produk/ })).toHaveValue('BTY – Baso Tahu');
    expect(screen.getByLabelText(/^Catatan/)).toHaveValue('Titip satpam');
    expect(api.ids()).not.toContain('customerList');
    expect(api.ids()).not.toContain('productList');
    queryClientOf(appStore).clear();
  });

  it('searches the active products by code or name and prices the line with the chosen one', async () => {
    grant(false);
    const api = stubApi({ ...always, productList: () => page('productList', [product]) });
    renderWithProviders(<Harness record={null} />);
    const line = screen.getByTestId('transaction-line');
    await userEvent.type(within(line).getByRole('combobox', { name: /Produk/ }), 'bty');
    await userEvent.click(await screen.findByRole('option', { name: /BTY – Baso Tahu/ }, { timeout: 3000 }));
    expect(api.calls.filter((c) => c.id === 'productList').at(-1)!.body).toEqual({
      search: 'bty',
      perPage: 20,
      sortBy: 'name',
      active: true,
    });
    await userEvent.type(within(line).getByLabelText(/Qty per paket/), '4');
    await waitFor(() => expect(totals()).toContain('Rp 30.000'));
    expect(within(line).getByText(/Baso Tahu · Rp\s7\.500\/pcs/)).toBeInTheDocument();
  });

  it("reads the stock of the order's products only (both buckets), and of a product when it is picked", async () => {
    grant(false);
    const other = { ...product, id: 8, code: 'SGS', name: 'Siomay' };
    const api = stubApi({ ...always, productList: () => page('productList', [other]) });
    renderWithProviders(<Harness record={order} />);
    const line = screen.getByTestId('transaction-line');
    // The order's line: 10 frozen per pack, 4 frozen in stock.
    expect(await within(line).findByText('Stok kurang: tersedia 4 pcs')).toBeInTheDocument();
    expect(stockCalls(api)).toEqual([
      ['Fresh', { productIds: [1] }],
      ['Frozen', { productIds: [1] }],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Tambah produk' }));
    const added = screen.getAllByTestId('transaction-line')[1]!;
    await userEvent.type(within(added).getByRole('combobox', { name: /Produk/ }), 'sgs');
    await userEvent.click(await screen.findByRole('option', { name: /SGS – Siomay/ }, { timeout: 3000 }));
    // A new line takes frozen stock.
    expect(await within(added).findByText('Tersedia 4 pcs')).toBeInTheDocument();
    // Only the product just picked is read; the order's is known already.
    expect(stockCalls(api).slice(2)).toEqual([
      ['Fresh', { productIds: [8] }],
      ['Frozen', { productIds: [8] }],
    ]);
  });

  it('choosing Terkirim on an unpacked order says it is packed too and takes its fresh stock (issue 37)', async () => {
    grant(true);
    stubApi({ ...always });
    renderWithProviders(<Harness record={null} />);
    const delivery = screen.getByRole('combobox', { name: 'Pengiriman' });
    const hint =
      'Pesanan yang belum dikemas ikut dikemas saat ditandai terkirim: stok segarnya diambil dari batch tertua.';
    expect(delivery).not.toHaveAccessibleDescription(hint);
    act(() => form!.setValue('delivery', 'delivered'));
    await waitFor(() => expect(delivery).toHaveAccessibleDescription(hint));
    act(() => form!.setValue('packing', 'packed'));
    await waitFor(() => expect(delivery).not.toHaveAccessibleDescription(hint));
  });

  it('without the create right on Data Customer, "Tambah customer" stays disabled and says why', () => {
    grant(false);
    stubApi({ ...always });
    renderWithProviders(<Harness record={null} />);
    const add = screen.getByRole('button', { name: 'Tambah customer' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription('Anda tidak punya hak menambah customer (menu Data Customer).');
  });

  it('"Tambah customer" opens the customer form in place, and the customer saved is chosen', async () => {
    grant(true);
    const added = customer(31, 'Kantin Baru', '0812-0000-1111', 'Coblong', 6_000);
    const api = stubApi({
      ...always,
      customerAdd: () => success('customerAdd', { datas: added } as never),
      customerProvinces: () => success('customerProvinces', { data: [] } as never),
      ongkirList: () => listOf('ongkirList', []),
    });
    renderWithProviders(<Harness record={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tambah customer' }));
    const dialog = await screen.findByTestId('customer-dialog', {}, { timeout: 5000 });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nama/ }), 'Kantin Baru');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Kategori/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Konsumen' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.queryByTestId('customer-dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.id === 'customerAdd')!.body).toMatchObject({ name: 'Kantin Baru' });
    const input = screen.getByRole('combobox', { name: /Customer/ });
    expect(input).toHaveValue('Kantin Baru');
    expect(form!.getValues('customerId')).toBe('31');
    expect(totals()).toContain('Rp 6.000');
    expect(api.ids()).not.toContain('customerList');
  });
});

describe("the order form prices by the customer's price list (issue 39)", () => {
  const reseller = { ...sari, priceListId: 4, priceList: { id: 4, name: 'Reseller' } };
  /** Reseller's Baso Tahu at Rp 6.500 (its own Rp 7.500). */
  const quote = ({ body }: { body: { customerId: number; productIds: number[] } }) =>
    success('priceListQuote', {
      datas: {
        priceList: body.customerId === reseller.id ? reseller.priceList : null,
        prices: body.productIds.map((productId) => ({
          productId,
          price: body.customerId === reseller.id && productId === product.id ? 6_500 : 7_500,
          listed: body.customerId === reseller.id && productId === product.id,
        })),
      },
    });

  /** Picks Warung Bu Sari (on Reseller), then Baso Tahu × 4 on the first line. */
  async function fillNewOrder() {
    await userEvent.type(screen.getByRole('combobox', { name: /Customer/ }), 'sari');
    await userEvent.click(await screen.findByRole('option', { name: /Warung Bu Sari/ }, { timeout: 3000 }));
    const line = screen.getByTestId('transaction-line');
    await userEvent.type(within(line).getByRole('combobox', { name: /Produk/ }), 'bty');
    await userEvent.click(await screen.findByRole('option', { name: /BTY – Baso Tahu/ }, { timeout: 3000 }));
    await userEvent.type(within(line).getByLabelText(/Qty per paket/), '4');
    return line;
  }

  it("estimates a new order at the customer's list price for its date, asked once for the form's products", async () => {
    grant(false);
    const api = stubApi({
      ...always,
      customerList: () => page('customerList', [reseller]),
      productList: () => page('productList', [product]),
      priceListQuote: quote,
    });
    renderWithProviders(<Harness record={null} />);
    const line = await fillNewOrder();
    // Items 4 × Rp 6.500 (at its own price Rp 30.000), ongkir Rp 5.000; no pack type chosen yet.
    await waitFor(() => expect(totals()).toMatch(/Subtotal item\s*Rp 26\.000.*Total\s*Rp 31\.000/));
    expect(within(line).getByText(/Baso Tahu · Rp\s6\.500\/pcs/)).toBeInTheDocument();
    expect(screen.getByTestId('transaction-price-list')).toHaveTextContent('Harga: Reseller');
    const asked = api.calls.filter((c) => c.id === 'priceListQuote').map((c) => c.body);
    expect(asked).toEqual([{ customerId: 2, date: todayIn(), productIds: [1] }]);
  });

  it("without a customer the lines are at the product's own price, and nothing is asked", async () => {
    grant(false);
    const api = stubApi({
      ...always,
      productList: () => page('productList', [product]),
      priceListQuote: quote,
    });
    renderWithProviders(<Harness record={null} />);
    const line = screen.getByTestId('transaction-line');
    await userEvent.type(within(line).getByRole('combobox', { name: /Produk/ }), 'bty');
    await userEvent.click(await screen.findByRole('option', { name: /BTY – Baso Tahu/ }, { timeout: 3000 }));
    await userEvent.type(within(line).getByLabelText(/Qty per paket/), '4');
    await waitFor(() => expect(totals()).toMatch(/Subtotal item\s*Rp 30\.000/));
    expect(api.ids()).not.toContain('priceListQuote');
    expect(screen.queryByTestId('transaction-price-list')).toBeNull();
  });

  it("offline (no answer to the quote) the estimate is at the product's own price, and says the list applies on save", async () => {
    grant(false);
    stubApi({
      ...always,
      customerList: () => page('customerList', [reseller]),
      productList: () => page('productList', [product]),
      priceListQuote: () => failure(503, 'Server tidak dapat dihubungi.'),
    });
    renderWithProviders(<Harness record={null} />);
    await fillNewOrder();
    // Items 4 × Rp 7.500, ongkir Rp 5.000.
    await waitFor(() => expect(totals()).toMatch(/Subtotal item\s*Rp 30\.000.*Total\s*Rp 35\.000/));
    expect(await screen.findByTestId('transaction-price-list')).toHaveTextContent(
      'Perkiraan memakai harga produk; harga Reseller dihitung saat disimpan.',
    );
  });

  it('an edited order keeps its copied prices: only a product new to it is quoted', async () => {
    grant(false);
    const other = { ...product, id: 8, code: 'SGS', name: 'Siomay', price: 3_000 };
    const api = stubApi({
      ...always,
      productList: () => page('productList', [other]),
      priceListQuote: quote,
    });
    renderWithProviders(<Harness record={order} />);
    await waitFor(() => expect(totals()).toContain('Rp 80.000'));
    expect(api.ids()).not.toContain('priceListQuote');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah produk' }));
    const added = screen.getAllByTestId('transaction-line')[1]!;
    await userEvent.type(within(added).getByRole('combobox', { name: /Produk/ }), 'sgs');
    await userEvent.click(await screen.findByRole('option', { name: /SGS – Siomay/ }, { timeout: 3000 }));
    await userEvent.type(within(added).getByLabelText(/Qty per paket/), '2');
    // Baso Tahu stays at its copied Rp 7.500 (75.000); Siomay at the customer's quoted Rp 7.500 × 2.
    await waitFor(() => expect(totals()).toContain('Rp 95.000'));
    const asked = api.calls.filter((c) => c.id === 'priceListQuote').map((c) => c.body);
    expect(asked).toEqual([{ customerId: 2, date: '2026-11-20', productIds: [8] }]);
  });
});
