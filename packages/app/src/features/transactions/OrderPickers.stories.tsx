import type { OrderValues } from './order';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listOf, PENDING, type MockHandlers } from '../../test/mockOperations';
import { screenDecorator } from '../../test/screenStories';
import { toFormValues } from './order';
import { OrderForm } from './OrderForm';
import { t } from '../../lib/order/pickerMessages';

const region = (code: string, name: string) => ({ code, name });
const customer = (id: number, name: string, district = 'Coblong') => ({
  id,
  version: 1,
  createdAt: '2026-11-20T02:00:00Z',
  updatedAt: '2026-11-20T02:00:00Z',
  name,
  phone: `0812-3101-${String(1000 + id)}`,
  category: 'konsumen' as const,
  province: region('32', 'Jawa Barat'),
  regency: region('32.73', 'Kota Bandung'),
  district: region('32.73.05', district),
  address: 'Jl. Dago No. 12',
  landmark: null,
  ongkirId: 1,
  ongkir: { id: 1, label: '3 - 5 Km', price: 5_000 },
});
const product = (id: number, code: string, name: string) => ({
  id,
  code,
  name,
  unit: 'pcs' as const,
  price: 7_500,
  active: true,
});

/** A first page of `rows` out of `total` matches, as customer/list and product/list answer it. */
const firstPage = <K extends 'customerList' | 'productList'>(id: K, rows: unknown[], total: number) =>
  ({ ...(listOf(id, rows) as object), total, perPage: 20 }) as never;

const many = Array.from({ length: 20 }, (_, i) =>
  customer(
    i + 1,
    `Warung ${['Bu Sari', 'Pak Udin', 'Berkah', 'Makmur'][i % 4]} ${i + 1}`,
    i % 2 ? 'Sukajadi' : 'Coblong',
  ),
);
const longName =
  'Distributor Sumber Rejeki Makmur Sentosa Abadi Cabang Bandung Raya dan Sekitarnya (Gudang Utara)';

const form: MockHandlers = {
  packagingList: () =>
    listOf('packagingList', [{ id: 3, name: 'Kerdus', unit: 'pcs', packPrice: 1_000, available: 50 }]),
  stockAvailable: () => ({ status: 'success', datas: [] }) as never,
};

function NewOrder() {
  const order = useForm<OrderValues>({ defaultValues: toFormValues(null) });
  return <OrderForm form={order} record={null} />;
}

/** The order form's pickers as they look against a server answering customer/list and product/list. */
const frame = (handlers: MockHandlers, rights?: { create: boolean; update: boolean; delete: boolean }) => ({
  // Shown at the customer screen's path: its create right is the one "Tambah customer" needs.
  decorators: [screenDecorator({ path: '/data-customer', handlers: { ...form, ...handlers }, rights })],
});

const meta = {
  title: 'Screens/Data Transaksi/Order pickers',
  component: NewOrder,
  parameters: {
    layout: 'padded',
    // A long list scrolls inside its popup while focus stays in the input, which moves through the options with
    // the arrow keys (aria-activedescendant, as the WAI-ARIA combobox pattern has it): axe cannot see that.
    a11y: { config: { rules: [{ id: 'scrollable-region-focusable', enabled: false }] } },
  },
} satisfies Meta<typeof NewOrder>;
export default meta;
type Story = StoryObj<typeof meta>;

const openCustomers = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('combobox', { name: /Customer/ }));
  return within(canvasElement.ownerDocument.body);
};

/** Opened without typing: the first 20 customers by name, and how many more a search would narrow down. */
export const ManyResults: Story = {
  ...frame({ customerList: () => firstPage('customerList', many, 100_000) }),
  play: async ({ canvasElement }) => {
    const page = await openCustomers(canvasElement);
    await waitFor(() => expect(page.getAllByRole('option')).toHaveLength(21));
    await expect(page.getByRole('option', { name: /99\.980 lainnya/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Nothing matches what was typed. */
export const EmptyResult: Story = {
  ...frame({ customerList: () => firstPage('customerList', [], 0) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /Customer/ }), 'zzz');
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(t('transactionsPicker.noCustomer'))).toBeVisible();
  },
};

/** The server has not answered yet. */
export const Loading: Story = {
  ...frame({ customerList: () => PENDING }),
  play: async ({ canvasElement }) => {
    const page = await openCustomers(canvasElement);
    await expect(await page.findByText(t('transactionsPicker.searching'))).toBeVisible();
  },
};

/** Long customer and product names wrap in the list; the chosen product's whole name shows under it. */
export const LongNames: Story = {
  ...frame({
    customerList: () =>
      firstPage('customerList', [customer(1, longName), customer(2, `${longName} 2`, 'Sukajadi')], 2),
    productList: () =>
      firstPage(
        'productList',
        [
          product(1, 'KPM-AYM', 'Kerupuk Mentah Ayam Kampung Bumbu Rempah Pedas Manis Isi 20'),
          product(2, 'KPM-IKN', 'Kerupuk Mentah Ikan Tenggiri Bangka Asli Tanpa Pengawet Isi 20'),
        ],
        2,
      ),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: /Produk/ }));
    await userEvent.click(await page.findByRole('option', { name: /Ikan Tenggiri/ }));
    await expect(
      canvas.getByText(/Kerupuk Mentah Ikan Tenggiri Bangka Asli Tanpa Pengawet Isi 20 ·/),
    ).toBeVisible();
    await openCustomers(canvasElement);
    await waitFor(() => expect(page.getAllByRole('option')).toHaveLength(2));
  },
};

/**
 * A customer who asks for a minimum shelf life at delivery: said under the choice, so that staff know why stock may
 * come out short for them (allocation leaves out batches expiring sooner).
 */
export const CustomerAsksShelfLife: Story = {
  ...frame({
    customerList: () =>
      firstPage('customerList', [{ ...customer(1, 'Toko Roti Sentosa'), minShelfLifeDays: 7 }], 1),
  }),
  play: async ({ canvasElement }) => {
    const page = await openCustomers(canvasElement);
    await userEvent.click(await page.findByRole('option', { name: /Toko Roti Sentosa/ }));
    await expect(
      await within(canvasElement).findByText(/Customer ini meminta sisa umur simpan ≥ 7 hari saat dikirim/),
    ).toBeVisible();
  },
};

/** Without the create right on Data Customer, "Tambah customer" stays in place, disabled, and says why. */
export const NoRightToAdd: Story = {
  ...frame(
    { customerList: () => firstPage('customerList', many.slice(0, 3), 3) },
    {
      create: false,
      update: false,
      delete: false,
    },
  ),
  play: async ({ canvasElement }) => {
    const add = within(canvasElement).getByRole('button', { name: t('transactionsPicker.addCustomer') });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toHaveAccessibleDescription(t('transactionsPicker.addCustomerDenied'));
  },
};

/**
 * On a phone the product takes the whole width and its stock and quantity share the next row; the only line has no
 * remove button, and no empty row is left for it: "Tambah produk" follows the line at once.
 */
export const PhoneLine: Story = {
  ...frame({
    productList: () => firstPage('productList', [product(1, 'KPM', 'Kuah Pempek')], 1),
  }),
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(390);
    const canvas = within(canvasElement);
    const line = canvas.getByTestId('transaction-line');
    const quantity = canvas.getByRole('textbox', { name: /Qty per paket/ });
    const add = canvas.getByRole('button', { name: 'Tambah produk' });
    // The line ends with its quantity field and hint: the add button is one gap below, not a row further.
    const lineEnd = line.getBoundingClientRect().bottom;
    await expect(lineEnd - quantity.getBoundingClientRect().bottom).toBeLessThan(24);
    await expect(add.getBoundingClientRect().top - lineEnd).toBeLessThan(24);
    // A second line brings the remove buttons back, each at the end of its line.
    await userEvent.click(add);
    const remove = await canvas.findByRole('button', { name: 'Hapus baris 1' });
    await expect(remove).toBeVisible();
    await expect(remove.getBoundingClientRect().right).toBeGreaterThan(
      canvas.getAllByRole('textbox', { name: /Qty per paket/ })[0]!.getBoundingClientRect().right - 48,
    );
  },
};
