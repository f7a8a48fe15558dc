import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { OrderDetailBody } from './OrderDetailDialog';
import type { OrderRecord } from './order';
import { moneyOf } from '../../test/fixtures';

const order = {
  id: 5,
  number: 'TRX-20261120-0005',
  date: '2026-11-20',
  customer: { id: 2, name: 'Warung Bu Sari' },
  deliveryDate: '2026-11-21',
  deliveryTime: '09:30',
  payment: 'paid',
  packing: 'packed',
  packedDate: '2026-11-20',
  delivery: 'pending',
  ongkir: 5_000,
  itemSubtotal: 150_000,
  packagingSubtotal: 2_000,
  total: 157_000,
  note: 'Titip di satpam',
  ...moneyOf('paid', 157_000),
  packs: [
    {
      id: 1,
      count: 2,
      packPrice: 1_000,
      subtotal: 152_000,
      material: { name: 'Kerdus' },
      lines: [
        {
          id: 1,
          product: { name: 'Baso Tahu', unit: 'pcs' },
          bucket: 'frozen',
          qtyPerPack: 10,
          qty: 20,
          unitPrice: 7_500,
          subtotal: 150_000,
        },
      ],
    },
  ],
} as unknown as OrderRecord;

describe('the order detail', () => {
  it('shows the states, every pack and line with its recorded prices, and the totals', () => {
    const view = renderWithProviders(<OrderDetailBody order={order} />);
    const text = view.container.textContent ?? '';
    expect(text).toContain('Warung Bu Sari');
    expect(text).toContain('Lunas');
    expect(text).toContain('Sudah dikemas');
    expect(text).toContain('Menunggu kirim');
    expect(text).toContain('Titip di satpam');
    const table = view.getByRole('table', { name: 'Isi pesanan TRX-20261120-0005' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Paket 1: 2 × Kerdus');
    expect(rows[2]!.textContent).toContain('Baso Tahu');
    expect(rows[2]!.textContent).toContain('Beku');
    expect(rows[2]!.textContent?.replace(/\s/g, ' ')).toContain('Rp 150.000');
    expect(text.replace(/\s/g, ' ')).toContain('Rp 157.000');
    expect(text).not.toContain('Dari langganan');
  });

  it('says when a standing order made it (issue 39)', () => {
    const view = renderWithProviders(<OrderDetailBody order={{ ...order, standingOrderId: 4 }} />);
    expect(view.getByText('Dari langganan')).toBeVisible();
  });
});
