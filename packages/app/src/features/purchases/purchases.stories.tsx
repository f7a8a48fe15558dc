import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import type { BodyOf } from '@pawon/api-client';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { t as tCommon } from '../../lib/messages';
import { PROFILE } from '../../test/businessProfile';
import { failure, success, type MockHandlers } from '../../test/mockOperations';
import { resourceStories } from '../../test/screenStories';
import { lautBiru, purchaseRows, sentOrder, sumberTani } from './fixtures';
import { t } from './messages';
import { purchases } from './purchase.resource';

const material = (id: number, name: string, unit: string, kind: 'raw' | 'packaging', unitPrice: number) => ({
  id,
  version: 1,
  createdAt: '2026-11-01T02:00:00Z',
  updatedAt: '2026-11-01T02:00:00Z',
  kind,
  name,
  unit,
  unitPrice,
  minStock: 0,
  packagingType: null,
  packPrice: null,
  description: null,
  shelfLifeDays: kind === 'raw' ? 180 : null,
  remaining: 10,
  available: 10,
  needRestock: false,
});

const raw = [
  material(11, 'Tepung Tapioka', 'kg', 'raw', 12_500),
  material(12, 'Udang Kupas', 'kg', 'raw', 95_000),
];
const packaging = [material(31, 'Plastik Vakum 20x30', 'pcs', 'packaging', 350)];
const vendors = [sumberTani, lautBiru].map((v) => ({
  ...v,
  version: 1,
  createdAt: '2026-11-01T02:00:00Z',
  updatedAt: '2026-11-01T02:00:00Z',
  phone: null,
  address: null,
  description: null,
  paymentTermDays: 30,
}));

const searched = <T extends { name: string }>(rows: T[], search: string | undefined) =>
  rows.filter((r) => !search || r.name.toLowerCase().includes(search.toLowerCase()));

/** Every `purchase/add` and `purchase/receive` a story sent, in order. */
const sent: { add: Array<BodyOf<'purchaseAdd'>>; receive: Array<BodyOf<'purchaseReceive'>> } = {
  add: [],
  receive: [],
};

/** The pickers search on the server: vendors, raw and packaging materials by name. */
const handlers: MockHandlers = {
  // The printed order and its WhatsApp message are headed with the business profile.
  businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }),
  vendorList: ({ body }) => {
    const found = searched(vendors, body.search);
    return success('vendorList', { datas: found as never, total: found.length, page: 1, perPage: 20 });
  },
  bahanBakuList: ({ body }) => {
    const found = searched(raw, body.search);
    return success('bahanBakuList', { datas: found as never, total: found.length, page: 1, perPage: 20 });
  },
  bahanKemasanList: ({ body }) => {
    const found = searched(packaging, body.search);
    return success('bahanKemasanList', { datas: found as never, total: found.length, page: 1, perPage: 20 });
  },
  purchaseAdd: ({ body }) => {
    sent.add.push(body);
    return success('purchaseAdd', {
      datas: {
        ...purchaseRows[0]!,
        id: 9,
        number: 'PO-2026-0009',
        vendorId: body.vendorId,
        vendor: lautBiru,
      },
    });
  },
};

const stories = resourceStories(purchases, { rows: purchaseRows, handlers });

const meta = { ...stories.meta, title: 'Screens/Pesanan Pembelian' } satisfies Meta;
export default meta;

type Story = StoryObj<ComponentType>;
type Context = Parameters<NonNullable<typeof stories.Filled.play>>[0];

const rowOf = (canvas: ReturnType<typeof within>, number: string) =>
  within(canvas.getByText(number).closest('tr')!);

/** Each state as a badge, totals in rupiah, dates in Indonesian; only a draft sends, only an open order receives. */
export const Filled: Story = {
  ...stories.Filled,
  play: async (context: Context) => {
    await stories.Filled.play(context);
    const canvas = within(context.canvasElement);
    const partial = rowOf(canvas, 'PO-2026-0002');
    await expect(partial.getByText(t('purchases.state.partial'))).toBeVisible();
    await expect(partial.getByText('Rp 1.200.000')).toBeVisible();
    await expect(partial.getByText('Rp 720.000')).toBeVisible();
    await expect(partial.getByText('10 Des 2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kirim PO-2026-0004' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Kirim PO-2026-0003' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Terima barang PO-2026-0003' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Terima barang PO-2026-0001' })).toBeNull();
  },
};
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;

/** A new order: the vendor and a material searched on the server, its quantity; empty price = reference price. */
export const FormAdd: Story = {
  ...stories.Filled,
  play: async (context: Context) => {
    await stories.Filled.play(context);
    sent.add.length = 0;
    await userEvent.click(
      within(context.canvasElement).getByRole('button', { name: purchases.descriptor.messages.addLabel }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(await dialog.findByRole('combobox', { name: /^Vendor/ }), 'laut');
    await userEvent.click(await screen.findByRole('option', { name: lautBiru.name }));
    await userEvent.type(dialog.getByRole('combobox', { name: /^Bahan/ }), 'udang');
    await userEvent.click(await screen.findByRole('option', { name: /Udang Kupas \(kg\)/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Jumlah/ }), '12');
    await expect(dialog.getByText('Total pesanan: Rp 1.140.000')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: tCommon('common.save') }));
    await waitFor(() => expect(sent.add).toHaveLength(1));
    await expect(sent.add[0]).toMatchObject({
      vendorId: lautBiru.id,
      lines: [{ materialId: 12, qty: 12, expectedDate: null }],
    });
    await expect(sent.add[0]!.lines[0]).not.toHaveProperty('unitPrice');
  },
};

/**
 * A sent order to its vendor: "Cetak" shows the A4 paper under the business profile (vendor, dates, lines, total)
 * with "Cetak" (print or PDF) and "Kirim WhatsApp" beside it.
 */
export const PrintOrder: Story = {
  ...stories.Filled,
  play: async (context: Context) => {
    await stories.Filled.play(context);
    await userEvent.click(
      within(context.canvasElement).getByRole('button', {
        name: t('purchases.print.action', { name: 'PO-2026-0002' }),
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Pesanan PO-2026-0002' }));
    const paper = await dialog.findByRole('article', { name: t('purchases.print.preview') });
    await waitFor(() => expect(within(paper).getByText(PROFILE.name)).toBeVisible());
    await expect(within(paper).getByText(t('purchases.print.paper'))).toBeVisible();
    await expect(within(paper).getByText(sumberTani.address!)).toBeVisible();
    await expect(within(paper).getByRole('row', { name: /Tepung Tapioka/ })).toHaveTextContent(
      '1Tepung Tapioka100 kgRp 12.000Rp 1.200.000',
    );
    await expect(dialog.getByRole('button', { name: t('purchases.print.share') })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: t('purchases.print.print') })).toBeEnabled();
  },
};

const over =
  'Udang Kupas: dipesan 20 kg, sudah diterima 0 kg; menerima 25 kg lagi melewati batas 22 kg (lebih 10%).';

const receiving = resourceStories(purchases, {
  rows: purchaseRows,
  handlers: {
    ...handlers,
    purchaseReceive: ({ body }) => {
      sent.receive.push(body);
      if (!body.confirmOverReceipt)
        return failure(409, over, { 'lines.0.qty': [over] }, undefined, { code: 'purchase.overReceipt' });
      return success('purchaseReceive', {
        datas: { ...sentOrder, state: 'received', version: 2, receivedValue: 2_375_000 },
        receipt: {
          id: 9,
          date: '2026-12-06',
          note: null,
          createdAt: '2026-12-06T02:00:00Z',
          createdBy: null,
          bill: { id: 3, amount: 2_375_000, dueDate: '2027-01-05', paid: 0, balance: 2_375_000 },
          lines: [],
        },
      });
    },
  },
});

/**
 * "Terima barang": the open quantity and the order's price by default; 25 kg of 20 is refused on the line
 * (`purchase.overReceipt`), and "Tetap terima" sends it again confirmed.
 */
export const Receive: Story = {
  ...receiving.Filled,
  play: async (context: Context) => {
    await receiving.Filled.play(context);
    sent.receive.length = 0;
    await userEvent.click(
      within(context.canvasElement).getByRole('button', { name: 'Terima barang PO-2026-0003' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Terima barang PO-2026-0003' }));
    const qty = dialog.getByRole('textbox', { name: /Jumlah datang/ });
    await expect(qty).toHaveValue('20');
    await userEvent.clear(qty);
    await userEvent.type(qty, '25');
    await userEvent.click(dialog.getByRole('button', { name: t('purchases.receive.submit') }));
    await waitFor(() => expect(qty).toHaveAccessibleDescription(/melewati batas 22 kg/));
    await userEvent.click(dialog.getByRole('button', { name: t('purchases.receive.overConfirm') }));
    await waitFor(() => expect(sent.receive).toHaveLength(2));
    await expect(sent.receive[1]).toMatchObject({
      confirmOverReceipt: true,
      lines: [{ lineId: 31, qty: 25 }],
    });
  },
};

const refusing = resourceStories(purchases, {
  rows: purchaseRows,
  handlers: {
    ...handlers,
    purchaseUpdate: () =>
      failure(
        422,
        'Bahan ini sudah ada di baris 1.',
        { 'lines.1.materialId': ['Bahan ini sudah ada di baris 1.'] },
        undefined,
        {
          code: 'validation.duplicateItems',
          params: { rule: 'purchaseMaterial', line: 1 },
          fieldCodes: {
            'lines.1.materialId': {
              code: 'validation.duplicateItems',
              params: { rule: 'purchaseMaterial', line: 1 },
            },
          },
        },
      ),
  },
});

/** Editing a draft: its lines as saved; a refusal naming `lines.1.materialId` shows on the second line's material. */
export const FormServerError: Story = {
  ...refusing.Filled,
  play: async (context: Context) => {
    await refusing.Filled.play(context);
    await userEvent.click(
      within(context.canvasElement).getByRole('button', { name: `${tCommon('common.edit')} PO-2026-0004` }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    const second = await dialog.findByTestId('purchase-line-1');
    await expect(within(second).getByRole('combobox', { name: /^Bahan/ })).toHaveValue(
      'Plastik Vakum 20x30 (pcs)',
    );
    await expect(within(second).getByRole('textbox', { name: /^Jumlah/ })).toHaveValue('1.000');
    // A change to save (an unchanged form is not sent).
    const qty = within(second).getByRole('textbox', { name: /^Jumlah/ });
    await userEvent.clear(qty);
    await userEvent.type(qty, '1200');
    await userEvent.click(dialog.getByRole('button', { name: tCommon('common.save') }));
    const material = within(second).getByRole('combobox', { name: /^Bahan/ });
    await waitFor(() => expect(material).toHaveAccessibleDescription(/sudah ada di baris 1/));
  },
};
