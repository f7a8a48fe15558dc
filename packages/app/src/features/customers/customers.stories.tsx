import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { BodyOf } from '@pawon/api-client';
import { success } from '../../test/mockOperations';
import { listOf, resourceStories } from '../../test/screenStories';
import { customers } from './customer.resource';

const stamp = { version: 1, createdAt: '2026-11-01T02:00:00Z', updatedAt: '2026-11-20T02:00:00Z' };
const jabar = { code: '32', name: 'Jawa Barat' };
const bandung = { code: '32.73', name: 'Kota Bandung' };
const coblong = { code: '32.73.05', name: 'Coblong' };
const near = { id: 1, label: '1 - 3 Km', price: 0 };
const far = { id: 3, label: '5 - 10 Km', price: 10000 };
const place = { province: jabar, regency: bandung, district: coblong };
const reseller = { id: 2, name: 'Reseller' };
const noList = { priceListId: null, priceList: null };
const priceListRows = [{ id: 1, name: 'Eceran' }, reseller, { id: 3, name: 'Agen' }].map((p) => ({
  ...p,
  description: null,
  customerCount: 1,
  productCount: 12,
  ...stamp,
}));
const ongkirRows = [near, { id: 2, label: '3 - 5 Km', price: 5000 }, far].map((o) => ({
  ...o,
  description: null,
  customerCount: 1,
  ...stamp,
}));

/** Every `customer/update` the stories sent. */
const updates: Array<BodyOf<'customerUpdate'>> = [];

const stories = resourceStories(customers, {
  rows: [
    {
      id: 1,
      name: 'Warung Bu Sari',
      phone: '081231011037',
      category: 'konsumen',
      ...place,
      address: 'Jl. Dago No. 12',
      landmark: 'Depan masjid',
      ongkirId: 1,
      ongkir: near,
      ...noList,
      paymentTermDays: 0,
      creditLimit: null,
      minShelfLifeDays: 0,
      ...stamp,
    },
    {
      id: 2,
      name: 'Toko Frozen Berkah',
      phone: '081231031111',
      category: 'distributor',
      ...place,
      address: 'Jl. Pasirkaliki 88',
      landmark: null,
      ongkirId: 3,
      ongkir: far,
      priceListId: 2,
      priceList: reseller,
      paymentTermDays: 14,
      creditLimit: 5_000_000,
      minShelfLifeDays: 7,
      ...stamp,
    },
    {
      id: 3,
      name: 'Pak Hendra',
      phone: null,
      category: 'konsumen',
      province: null,
      regency: null,
      district: null,
      address: null,
      landmark: null,
      ongkirId: null,
      ongkir: null,
      ...noList,
      paymentTermDays: 0,
      creditLimit: null,
      minShelfLifeDays: 0,
      ...stamp,
    },
  ],
  long: {
    id: 9,
    name: 'Koperasi Karyawan Pabrik Tekstil dan Garmen Kawasan Industri Rancaekek Kabupaten Bandung',
    phone: '+62 812 3456 7890 12',
    category: 'distributor',
    ...place,
    address:
      'Kawasan-Industri-Rancaekek-Blok-A-Nomor-1234-tanpa-spasi-untuk-menguji-pemotongan-teks-di-tabel',
    landmark: 'Pos satpam gerbang utama sebelah kiri',
    ongkirId: 3,
    ongkir: far,
    priceListId: 2,
    priceList: reseller,
    paymentTermDays: 14,
    creditLimit: 5_000_000,
    minShelfLifeDays: 30,
    ...stamp,
  },
  handlers: {
    ongkirList: () => listOf('ongkirList', ongkirRows),
    priceListList: () => listOf('priceListList', priceListRows),
    customerUpdate: ({ body }) => {
      updates.push(body);
      return success('customerUpdate', {
        datas: {
          ...body,
          phone: body.phone ?? null,
          category: body.category,
          province: jabar,
          regency: bandung,
          district: coblong,
          address: body.address ?? null,
          landmark: body.landmark ?? null,
          ongkirId: body.ongkirId ?? null,
          ongkir: body.ongkirId === 3 ? far : body.ongkirId === 1 ? near : null,
          priceListId: body.priceListId ?? null,
          priceList: priceListRows.find((p) => p.id === body.priceListId) ?? null,
          paymentTermDays: body.paymentTermDays ?? 0,
          creditLimit: body.creditLimit ?? null,
          minShelfLifeDays: body.minShelfLifeDays ?? 0,
          ...stamp,
          version: body.version + 1,
        },
      });
    },
    customerProvinces: () =>
      success('customerProvinces', { data: [jabar, { code: '31', name: 'DKI Jakarta' }] }),
    customerRegencies: () =>
      success('customerRegencies', { data: [bandung, { code: '32.04', name: 'Kabupaten Bandung' }] }),
    customerDistricts: () => success('customerDistricts', { data: [coblong] }),
  },
});

const meta = { ...stories.meta, title: 'Screens/Data Customer' } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;

/** The region pickers: "Pilih provinsi dulu." under the regency until a province is chosen, then gone. */
export const RegionCascade: StoryObj = {
  ...stories.Filled,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(await screen.findByTestId('customer-add'));
    const dialog = await screen.findByRole('dialog');
    const regency = within(dialog).getByRole('combobox', { name: /^Kabupaten\/kota/ });
    await expect(regency).toHaveAccessibleDescription(/Pilih provinsi dulu\./);
    await userEvent.type(within(dialog).getByRole('combobox', { name: /^Provinsi/ }), 'Jawa');
    await userEvent.click(await screen.findByRole('option', { name: 'Jawa Barat' }));
    await waitFor(() => expect(regency).not.toHaveAccessibleDescription(/Pilih provinsi dulu/));
    await expect(within(dialog).getByRole('combobox', { name: /^Kecamatan/ })).toHaveAccessibleDescription(
      /Pilih kabupaten\/kota dulu\./,
    );
  },
};

/**
 * Terms and limit: the list says them in a few words, the form edits them in whole days and rupiah (empty: no
 * limit), with the hint that 0 days means paying when the goods arrive.
 */
export const CreditTerms: StoryObj = {
  ...stories.Filled,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await screen.findAllByText('Toko Frozen Berkah');
    await expect(await screen.findAllByText('Tempo 14 hari · Batas Rp 5.000.000')).not.toHaveLength(0);
    await expect(screen.getAllByText('Tunai')).not.toHaveLength(0);
    await userEvent.click(await screen.findByTestId('customer-add'));
    const dialog = await screen.findByRole('dialog');
    const term = within(dialog).getByRole('textbox', { name: /^Tempo pembayaran \(hari\)/ });
    await expect(term).toHaveAccessibleDescription(/0 = bayar saat barang diterima\./);
    await expect(within(dialog).getByRole('textbox', { name: /^Batas kredit/ })).toHaveAccessibleDescription(
      /Kosongkan bila tanpa batas\./,
    );
  },
};

/**
 * The customer's price list: "Harga: Reseller" under their terms in the list; the form picks a list from the price
 * lists, and "Harga produk (tanpa daftar)" takes it back (sent as null).
 */
export const PriceList: StoryObj = {
  ...stories.Filled,
  play: async ({ canvasElement }) => {
    updates.length = 0;
    const screen = within(canvasElement.ownerDocument.body);
    await expect(await screen.findAllByText('Harga: Reseller')).not.toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Ubah Toko Frozen Berkah' }));
    const dialog = await screen.findByRole('dialog');
    const list = within(dialog).getByRole('combobox', { name: /^Daftar harga/ });
    await waitFor(() => expect(list).toHaveTextContent('Reseller'));
    await userEvent.click(list);
    await expect(await screen.findByRole('option', { name: 'Agen' })).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'Harga produk (tanpa daftar)' }));
    await expect(list).toHaveTextContent('Harga produk (tanpa daftar)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    await expect(updates[0]).toMatchObject({ id: 2, priceListId: null });
  },
};
