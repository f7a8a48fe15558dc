/**
 * Issue 37: a pack's row reads the same on the order detail, the invoice and the receipt (its price per pack and
 * count × packPrice as its amount; the goods inside are the lines' rows), and a delivered order's detail says when
 * it went out.
 */
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE } from '../../test/businessProfile';
import { queryClientOf } from '../../lib/query/queryClient';
import { appStore } from '../../lib/store';
import { success } from '../../test/mockOperations';
import { stubApi } from '../../test/stubApi';
import { renderWithProviders } from '../../test/render';
import { OrderDetailBody } from './OrderDetailDialog';
import type { OrderRecord } from './order';
import { Paper, type Layout } from './PrintPaper';

/** One pack of Rp 2.000 × 1 holding Rp 75.000 of goods, delivered at 10.15 WIB on 21 Nov with no schedule. */
const order = {
  id: 9,
  number: 'TRX-20261120-0009',
  date: '2026-11-20',
  customerId: 2,
  customer: { id: 2, name: 'Warung Bu Sari', phone: null, address: null, category: 'konsumen' },
  deliveryDate: null,
  deliveryTime: null,
  payment: 'paid',
  packing: 'packed',
  packedDate: '2026-11-20',
  delivery: 'delivered',
  deliveredAt: '2026-11-21T03:15:00.000Z',
  ongkir: 0,
  itemSubtotal: 75_000,
  packagingSubtotal: 2_000,
  total: 77_000,
  itemCount: 10,
  note: '',
  packs: [
    {
      id: 1,
      materialId: 4,
      count: 1,
      packPrice: 2_000,
      subtotal: 77_000,
      material: { id: 4, name: 'Kerdus', unit: 'pcs' },
      lines: [
        {
          id: 1,
          productId: 3,
          product: { id: 3, code: 'BT', name: 'Baso Tahu', unit: 'pcs' },
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
} as unknown as OrderRecord;

const money = (cell: Element | undefined) => (cell?.textContent ?? '').replace(/\s/g, ' ');

/** The pack row's cells on the detail: [label, price, amount]. */
function detailPackRow() {
  const view = renderWithProviders(<OrderDetailBody order={order} />);
  const table = view.getByRole('table', { name: 'Isi pesanan TRX-20261120-0009' });
  const row = within(table).getAllByRole('row')[1]!;
  const cells = [...row.querySelectorAll('td')];
  view.unmount();
  return { label: cells[0]?.textContent ?? '', price: money(cells[1]), amount: money(cells[2]) };
}

function paperPackRow(layout: Layout) {
  const view = renderWithProviders(<Paper order={order} layout={layout} />);
  const row = view.container.querySelector('tr[data-pack]')!;
  const cells = [...row.querySelectorAll('td')];
  const text = view.container.textContent ?? '';
  view.unmount();
  return { label: money(cells[0]), amount: money(cells.at(-1)), text };
}

describe('a pack row (issue 37)', () => {
  it('on the detail: the price per pack and count × packPrice as its amount, not the pack with its goods', () => {
    const row = detailPackRow();
    expect(row.label).toContain('Paket 1: 1 × Kerdus');
    expect(row.price).toBe('Rp 2.000');
    expect(row.amount).toBe('Rp 2.000');
  });

  it.each<Layout>(['a4', '80mm', '58mm'])(
    'the %s paper shows the same price and amount as the detail',
    (layout) => {
      const detail = detailPackRow();
      const paper = paperPackRow(layout);
      expect(paper.label).toContain(`@ ${detail.price}`);
      expect(paper.amount).toBe(detail.amount);
    },
  );
});

describe('the delivery date of a delivered order (issue 37)', () => {
  it('the detail shows when it went out, in Indonesian, in Jakarta time', () => {
    const view = renderWithProviders(<OrderDetailBody order={order} />);
    const label = view.getByText('Tanggal kirim');
    expect(label.nextElementSibling?.textContent).toBe('21 Nov 2026 10.15');
  });

  it('a pending order still shows its schedule, and "–" without one', () => {
    const pending = {
      ...order,
      delivery: 'pending',
      deliveredAt: null,
      deliveryDate: '2026-11-22',
      deliveryTime: '09:30',
    };
    const view = renderWithProviders(<OrderDetailBody order={pending as OrderRecord} />);
    expect(view.getByText('Tanggal kirim').nextElementSibling?.textContent).toBe('22 Nov 2026 09.30');
    view.unmount();
    const none = { ...pending, deliveryDate: null, deliveryTime: null };
    const again = renderWithProviders(<OrderDetailBody order={none as OrderRecord} />);
    expect(again.getByText('Tanggal kirim').nextElementSibling?.textContent).toBe('–');
  });
});

describe("the invoice's QRIS (issue 38)", () => {
  const STATIC =
    '00020101021126730021ID.CO.BANKMANDIRI.WWW011893600008000001234502150000000123456780303UMI' +
    '51440014ID.CO.QRIS.WWW0215ID10243123456780303UMI5204581253033605802ID5913PAWON BU SARI' +
    '6012KAB. BANDUNG61054021862070703A0163046C72';
  const withProfile = (qrisPayload: string | null) => {
    stubApi({
      businessProfileGet: () => success('businessProfileGet', { datas: { ...PROFILE, qrisPayload } }),
    });
  };
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClientOf(appStore).clear();
  });

  it('shows the QRIS for what is left to pay, on the invoice and the receipt', async () => {
    withProfile(STATIC);
    const partly = {
      ...order,
      payment: 'unpaid',
      paymentState: 'partial',
      paidAmount: 27_000,
      balance: 50_000,
    };
    for (const layout of ['a4', '80mm'] as const) {
      const view = renderWithProviders(<Paper order={partly as OrderRecord} layout={layout} />);
      expect(await view.findByRole('img', { name: 'QRIS untuk membayar Rp 50.000' })).toBeInTheDocument();
      expect(view.getByText('Bayar dengan QRIS: Rp 50.000')).toBeInTheDocument();
      view.unmount();
    }
  });

  it('none on a paid order, nor without a QRIS in the profile', async () => {
    withProfile(STATIC);
    const paid = renderWithProviders(<Paper order={{ ...order, balance: 0 } as OrderRecord} layout="a4" />);
    await paid.findByText(PROFILE.name);
    expect(paid.queryByTestId('qris-code')).toBeNull();
    paid.unmount();
    vi.unstubAllGlobals();
    // The profile is read once and shared: another profile is another cache.
    queryClientOf(appStore).clear();
    withProfile(null);
    const none = renderWithProviders(
      <Paper order={{ ...order, balance: 77_000 } as OrderRecord} layout="a4" />,
    );
    await none.findByText(PROFILE.name);
    expect(none.queryByTestId('qris-code')).toBeNull();
  });
});
