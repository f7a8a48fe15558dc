import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PROFILE } from '../../test/businessProfile';
import { moneyOf } from '../../test/fixtures';
import { success } from '../../test/mockOperations';
import { screenDecorator } from '../../test/screenStories';
import { appStore } from '../../lib/store';
import { receiptPaperAtom } from '../../lib/print/paperSetting';
import type { PaperLayout } from '../../lib/print/PrintCopy';
import type { OrderRecord } from './order';
import { PrintOrder } from './PrintOrder';

/** A static QRIS (the profile's): the paper makes it out for the order's balance. */
const QRIS =
  '00020101021126730021ID.CO.BANKMANDIRI.WWW011893600008000001234502150000000123456780303UMI' +
  '51440014ID.CO.QRIS.WWW0215ID10243123456780303UMI5204581253033605802ID5913PAWON BU SARI' +
  '6012KAB. BANDUNG61054021862070703A0163046C72';

const LONG_NAME = 'Risoles Ragout Ayam Jamur Keju Mozarella Spesial Isi Sepuluh';

/** 100 packs of a product with a long name at Rp 1.250.000 each: a nine-digit total, nothing paid yet. */
const order: OrderRecord = {
  id: 41,
  version: 1,
  createdAt: '2026-11-20T02:00:00Z',
  updatedAt: '2026-11-20T02:00:00Z',
  number: 'TRX-20261120-0041',
  date: '2026-11-20',
  customerId: 7,
  customer: {
    id: 7,
    name: 'Toko Frozen Berkah Jaya Abadi Sentosa',
    phone: '0812-3101-1037',
    category: 'distributor',
    address: 'Jl. Terusan Buah Batu No. 123, Kel. Batununggal, Kec. Bandung Kidul, Kota Bandung',
  },
  deliveryDate: '2026-11-21',
  deliveryTime: '09:30',
  payment: 'unpaid',
  packing: 'unpacked',
  delivery: 'pending',
  packedDate: null,
  ongkir: 150_000,
  itemSubtotal: 125_000_000,
  packagingSubtotal: 10_000,
  total: 125_160_000,
  itemCount: 100,
  note: null,
  packs: [
    {
      id: 41,
      materialId: 3,
      material: { id: 3, name: 'Kerdus', unit: 'pcs' },
      count: 10,
      packPrice: 1_000,
      subtotal: 125_010_000,
      lines: [
        {
          id: 41,
          productId: 9,
          product: { id: 9, code: 'RRA', name: LONG_NAME, unit: 'pcs' },
          bucket: 'frozen',
          qtyPerPack: 10,
          qty: 100,
          unitPrice: 1_250_000,
          subtotal: 125_000_000,
        },
      ],
    },
  ],
  ...moneyOf('unpaid', 125_160_000),
  createdBy: { id: 4, name: 'Kasir Pawon' },
  standingOrderId: null,
};

/** The print dialog opened on this device's paper (remembered in the browser: set here as a user chose it). */
const onPaper = (layout: PaperLayout) =>
  screenDecorator({
    path: '/transaction/data',
    handlers: {
      businessProfileGet: () => success('businessProfileGet', { datas: { ...PROFILE, qrisPayload: QRIS } }),
    },
    reset: () => appStore.set(receiptPaperAtom, layout),
  });

const meta = {
  title: 'Screens/Data Transaksi/Cetak struk dan invoice',
  component: PrintOrder,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  args: { order, onClose: () => undefined },
} satisfies Meta<typeof PrintOrder>;
export default meta;
type Story = StoryObj<typeof meta>;

const PX_PER_MM = 96 / 25.4;

/** The paper in the dialog, once the profile and its QRIS are drawn. */
async function paperOf(canvasElement: HTMLElement) {
  const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
  await dialog.findByText(PROFILE.name);
  await dialog.findByRole('img', { name: 'QRIS untuk membayar Rp 125.160.000' });
  return dialog.getByRole('article', { name: 'Pratinjau cetak' });
}

/** How many lines an element's text takes on its paper: the distinct tops of its text's boxes. */
function linesOf(element: Element): number {
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((box) => Math.round(box.bottom))).size;
}

/**
 * A roll's checks: its print width, 1.5 mm a character (`perLine` to a line), the long name over several lines and
 * every rupiah figure (the lines' amounts, the sums) on one.
 */
async function expectRoll(paper: HTMLElement, printMm: number, perLine: number) {
  const style = getComputedStyle(paper);
  const contentPx = paper.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  await expect(Math.abs(contentPx / PX_PER_MM - printMm)).toBeLessThan(0.5);
  const probe = paper.ownerDocument.createElement('span');
  probe.textContent = '0'.repeat(perLine);
  paper.append(probe);
  const perLineMm = probe.getBoundingClientRect().width / PX_PER_MM;
  probe.remove();
  await expect(perLineMm).toBeLessThanOrEqual(printMm);
  await expect(perLineMm).toBeGreaterThan(printMm - 2);
  const name = within(paper).getByText(`${LONG_NAME} (beku)`);
  await expect(linesOf(name)).toBeGreaterThan(1);
  for (const figure of ['Rp 125.000.000', 'Rp 125.160.000', 'Rp 10.000', 'Rp 150.000']) {
    for (const element of within(paper).getAllByText(figure)) await expect(linesOf(element)).toBe(1);
  }
}

/** A 58 mm roll: 48 mm of print, 32 characters a line; the QRIS across most of it. */
export const Receipt58mm: Story = {
  decorators: [onPaper('58mm')],
  play: async ({ canvasElement }) => {
    const paper = await paperOf(canvasElement);
    await expect(paper).toHaveAttribute('data-layout', '58mm');
    await expect(within(paper).getByText('STRUK', { exact: true })).toBeVisible();
    await expectRoll(paper, 48, 32);
    const qris = within(paper).getByTestId('qris-code');
    await expect(Math.round(qris.getBoundingClientRect().width / PX_PER_MM)).toBe(36);
  },
};

/** An 80 mm roll: 72 mm of print, 48 characters a line. */
export const Receipt80mm: Story = {
  decorators: [onPaper('80mm')],
  play: async ({ canvasElement }) => {
    const paper = await paperOf(canvasElement);
    await expect(paper).toHaveAttribute('data-layout', '80mm');
    await expectRoll(paper, 72, 48);
    const qris = within(paper).getByTestId('qris-code');
    await expect(Math.round(qris.getBoundingClientRect().width / PX_PER_MM)).toBe(44);
  },
};

/** The A4 invoice: the same order, a line per row, the figures whole at the end of each. */
export const InvoiceA4: Story = {
  decorators: [onPaper('a4')],
  play: async ({ canvasElement }) => {
    const paper = await paperOf(canvasElement);
    await expect(paper).toHaveAttribute('data-layout', 'a4');
    await expect(within(paper).getByText('INVOICE', { exact: true })).toBeVisible();
    for (const element of within(paper).getAllByText('Rp 125.000.000'))
      await expect(linesOf(element)).toBe(1);
  },
};
