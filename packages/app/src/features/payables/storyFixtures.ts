import type { Schemas } from '@pawon/api-client';
import { success } from '../../test/mockOperations';
import type { PayablesRow, VendorPayment } from './payment';

const figures = (f: Partial<Schemas['AgingFigures']>): Schemas['AgingFigures'] => {
  const ages = {
    notDue: 0,
    days1to7: 0,
    days8to30: 0,
    days31to60: 0,
    over60: 0,
    ...f,
  };
  const open = ages.notDue + ages.days1to7 + ages.days8to30 + ages.days31to60 + ages.over60;
  const credit = f.credit ?? 0;
  return { ...ages, open, credit, balance: open - credit };
};

export const payablesRows: PayablesRow[] = [
  {
    vendorId: 6,
    vendor: 'UD Laut Biru Segar',
    phone: '0812-3000-0006',
    ...figures({ notDue: 1_900_000, days8to30: 900_000 }),
  },
  { vendorId: 5, vendor: 'CV Sumber Tani', phone: null, ...figures({ days1to7: 720_000, over60: 150_000 }) },
  { vendorId: 7, vendor: 'Toko Plastik Jaya', phone: null, ...figures({ credit: 250_000 }) },
];

export const payablesTotals = figures({
  notDue: 1_900_000,
  days1to7: 720_000,
  days8to30: 900_000,
  over60: 150_000,
  credit: 250_000,
});

const payment = (
  id: number,
  vendor: { id: number; name: string },
  date: string,
  amount: number,
  allocations: VendorPayment['allocations'],
  changes: Partial<VendorPayment> = {},
): VendorPayment => {
  const allocated = allocations.reduce((sum, a) => sum + a.amount, 0);
  return {
    id,
    version: 1,
    createdAt: `${date}T03:00:00Z`,
    updatedAt: `${date}T03:00:00Z`,
    vendorId: vendor.id,
    vendor,
    date,
    amount,
    method: 'transfer',
    reference: `TRF-${id}`,
    allocated,
    credit: amount - allocated,
    allocations,
    createdBy: { id: 1, name: 'Admin Pawon' },
    reversedAt: null,
    reversedBy: null,
    reverseReason: null,
    ...changes,
  };
};

export const paymentRows: VendorPayment[] = [
  payment(3, { id: 5, name: 'CV Sumber Tani' }, '2026-12-04', 500_000, [
    { billId: 21, number: 'PO-2026-0002', amount: 500_000 },
  ]),
  payment(2, { id: 7, name: 'Toko Plastik Jaya' }, '2026-12-02', 250_000, []),
  payment(1, { id: 6, name: 'UD Laut Biru Segar' }, '2026-11-25', 900_000, [], {
    method: 'tunai',
    reference: null,
    reversedAt: '2026-11-26T02:00:00Z',
    reversedBy: { id: 1, name: 'Admin Pawon' },
    reverseReason: 'Salah vendor',
  }),
];

/** The server's payables aging for a request: every vendor above, on the day and page asked. */
export const payablesAnswer = ({ body }: { body: { date?: string; page?: number; perPage?: number } }) =>
  success('reportPayables', {
    date: body.date ?? '2026-12-06',
    rows: payablesRows,
    totals: payablesTotals,
    total: payablesRows.length,
    page: body.page ?? 1,
    perPage: body.perPage ?? 50,
  });

/** The server's first page of payments: those above, with what was paid and paid ahead. */
export const paymentsAnswer = () =>
  success('vendorPaymentList', {
    datas: paymentRows,
    total: paymentRows.length,
    page: 1,
    perPage: 25,
    totals: { amount: 750_000, credit: 250_000 },
  });

/**
 * CV Sumber Tani's statement ("kartu hutang") for December to the aging's day: 370.000 owed on 1 Dec, a bill of
 * 1.000.000, a part payment of 500.000, a payment of 200.000 reversed the next day; closing 870.000, its Saldo.
 */
export const vendorStatementAnswer = ({ body }: { body: { vendorId: number; from: string; to: string } }) =>
  success('vendorPaymentStatement', {
    vendor: { id: body.vendorId, name: 'CV Sumber Tani' },
    from: body.from,
    to: body.to,
    opening: 370_000,
    entries: [
      {
        date: '2026-12-02',
        kind: 'bill',
        reference: 'PO-2026-0002',
        description: null,
        method: null,
        debit: 1_000_000,
        credit: 0,
        balance: 1_370_000,
      },
      {
        date: '2026-12-04',
        kind: 'payment',
        reference: 'PAY-3',
        description: 'TRF-3',
        method: 'transfer',
        debit: 0,
        credit: 500_000,
        balance: 870_000,
      },
      {
        date: '2026-12-05',
        kind: 'payment',
        reference: 'PAY-4',
        description: null,
        method: 'tunai',
        debit: 0,
        credit: 200_000,
        balance: 670_000,
      },
      {
        date: '2026-12-06',
        kind: 'reversal',
        reference: 'PAY-4',
        description: 'Salah catat',
        method: 'tunai',
        debit: 200_000,
        credit: 0,
        balance: 870_000,
      },
    ],
    closing: 870_000,
  });
