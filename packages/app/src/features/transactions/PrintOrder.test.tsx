/**
 * Issue 40: the paper a device prints its receipts on (A4, an 80 or a 58 mm roll) is chosen in a print dialog and
 * remembered in the browser: the next order's or payment's print dialog opens on it.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE } from '../../test/businessProfile';
import { moneyOf } from '../../test/fixtures';
import { success } from '../../test/mockOperations';
import { stubApi } from '../../test/stubApi';
import { renderWithProviders } from '../../test/render';
import { queryClientOf } from '../../lib/query/queryClient';
import { appStore } from '../../lib/store';
import { receiptPaperAtom } from '../../lib/print/paperSetting';
import { rollPageHeight } from '../../lib/print/PrintCopy';
import { ReceiptDialog } from '../../lib/payment/Receipt';
import { paymentOf, sari } from '../../lib/payment/fixtures';
import type { OrderRecord } from './order';
import { PrintOrder } from './PrintOrder';

const order = {
  id: 9,
  version: 1,
  number: 'TRX-20261120-0009',
  date: '2026-11-20',
  customerId: 1,
  customer: { id: 1, name: 'Warung Bu Sari', phone: null, address: null, category: 'konsumen' },
  deliveryDate: null,
  deliveryTime: null,
  payment: 'unpaid',
  packing: 'unpacked',
  delivery: 'pending',
  packedDate: null,
  ongkir: 0,
  itemSubtotal: 75_000,
  packagingSubtotal: 2_000,
  total: 77_000,
  itemCount: 10,
  note: null,
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
  ...moneyOf('unpaid', 77_000),
  createdBy: null,
  standingOrderId: null,
} as unknown as OrderRecord;

const paperLayout = () => screen.getAllByLabelText('Pratinjau cetak')[0]?.getAttribute('data-layout');

afterEach(() => {
  appStore.set(receiptPaperAtom, 'a4');
  localStorage.removeItem('pawonPaper');
  vi.unstubAllGlobals();
  queryClientOf(appStore).clear();
});

describe("a device's receipt paper (issue 40)", () => {
  it('opens on A4, and on the paper chosen last in this browser, for an order and for a payment', async () => {
    stubApi({ businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }) });
    const user = userEvent.setup();
    const first = renderWithProviders(<PrintOrder order={order} onClose={() => undefined} />);
    expect(paperLayout()).toBe('a4');
    expect(screen.getByRole('combobox', { name: 'Ukuran kertas' })).toHaveAccessibleDescription(
      'Diingat di perangkat ini untuk cetakan berikutnya.',
    );
    await user.click(screen.getByRole('combobox', { name: 'Ukuran kertas' }));
    await user.click(await screen.findByRole('option', { name: 'Struk 58 mm' }));
    expect(paperLayout()).toBe('58mm');
    // The copy that prints is on the same paper, and the page is a 58 mm roll.
    expect(document.querySelector('[data-print-root] [data-layout]')?.getAttribute('data-layout')).toBe(
      '58mm',
    );
    expect(document.querySelector('[data-print-root]')).toHaveAttribute('data-roll-mm');
    expect(localStorage.getItem('pawonPaper')).toBe('"58mm"');
    first.unmount();

    const again = renderWithProviders(<PrintOrder order={order} onClose={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'Ukuran kertas' })).toHaveTextContent('Struk 58 mm');
    expect(paperLayout()).toBe('58mm');
    again.unmount();

    const payment = paymentOf(5, sari, 77_000, [[9, order.number, 77_000]]);
    renderWithProviders(<ReceiptDialog payment={payment} onClose={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'Ukuran kertas' })).toHaveTextContent('Struk 58 mm');
    expect(screen.getAllByLabelText(/Pratinjau/)[0]).toHaveAttribute('data-layout', '58mm');
  });

  it('a stored value that is no paper (an older app, typed by hand) opens on A4', () => {
    appStore.set(receiptPaperAtom, '57mm' as never);
    renderWithProviders(<PrintOrder order={order} onClose={() => undefined} />);
    expect(paperLayout()).toBe('a4');
    expect(screen.getByRole('combobox', { name: 'Ukuran kertas' })).toHaveTextContent('Invoice A4');
  });
});

describe("a roll's page (issue 40)", () => {
  it('is as long as its papers, with a little roll left over, and never longer than Chromium prints', () => {
    // 377 px is 99.7 mm: 100 mm, and 6 mm of roll.
    expect(rollPageHeight(377)).toBe(106);
    expect(rollPageHeight(0)).toBe(6);
    expect(rollPageHeight(10_000_000)).toBe(5000);
  });
});
