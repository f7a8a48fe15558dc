import type { OkOf } from '@pawon/api-client';
import { NO_AGING } from '../../lib/report/aging';

/** The aging stories and tests look at the end of 28 November 2026. */
export const AGING_DATE = '2026-11-28';
export const AGING_SEARCH = `?date=${AGING_DATE}`;

/** Five customers: owing in every age, on terms not yet due, a deposit only, and a long name without a phone. */
export const agingReport: OkOf<'reportAging'> = {
  status: 'success',
  date: AGING_DATE,
  rows: [
    {
      customerId: 7,
      customer: 'Toko Sumber Rejeki',
      phone: '0812-3101-1037',
      ...NO_AGING,
      notDue: 2_150_000,
      days1to7: 480_000,
      days8to30: 1_320_000,
      days31to60: 0,
      over60: 3_465_000,
      open: 7_415_000,
      credit: 0,
      balance: 7_415_000,
    },
    {
      customerId: 3,
      customer: 'Warung Bu Imas',
      phone: '0857-2200-4411',
      ...NO_AGING,
      notDue: 1_250_000,
      days8to30: 645_000,
      days31to60: 912_500,
      open: 2_807_500,
      credit: 150_000,
      balance: 2_657_500,
    },
    {
      customerId: 12,
      customer: 'Katering Berkah Jaya Abadi Sentosa (cabang Cimahi Tengah)',
      phone: null,
      ...NO_AGING,
      notDue: 975_000,
      days1to7: 210_000,
      open: 1_185_000,
      balance: 1_185_000,
    },
    {
      customerId: 21,
      customer: 'Dapur Mama Rina',
      phone: '81234567890',
      ...NO_AGING,
      over60: 96_000,
      open: 96_000,
      balance: 96_000,
    },
    {
      customerId: 5,
      customer: 'Bakso Pak Kumis',
      phone: '0813-9988-7766',
      ...NO_AGING,
      credit: 250_000,
      balance: -250_000,
    },
  ],
  totals: {
    notDue: 4_375_000,
    days1to7: 690_000,
    days8to30: 1_965_000,
    days31to60: 912_500,
    over60: 3_561_000,
    open: 11_503_500,
    credit: 400_000,
    balance: 11_103_500,
  },
  total: 5,
  page: 1,
  perPage: 50,
};

export const emptyAgingReport: OkOf<'reportAging'> = {
  status: 'success',
  date: AGING_DATE,
  rows: [],
  totals: NO_AGING,
  total: 0,
  page: 1,
  perPage: 50,
};

/** Toko Sumber Rejeki's statement for November 2026 to the 28th: its closing is its Saldo in the aging. */
export const statement: OkOf<'paymentStatement'> = {
  status: 'success',
  customer: { id: 7, name: 'Toko Sumber Rejeki' },
  from: '2026-11-01',
  to: AGING_DATE,
  opening: 5_785_000,
  entries: [
    {
      date: '2026-11-03',
      kind: 'payment',
      reference: 'PAY-41',
      description: 'BCA 0311',
      method: 'transfer',
      debit: 0,
      credit: 1_500_000,
      balance: 4_285_000,
    },
    {
      date: '2026-11-10',
      kind: 'order',
      reference: 'TRX-2611-0042',
      description: null,
      method: null,
      debit: 1_320_000,
      credit: 0,
      balance: 5_605_000,
    },
    {
      date: '2026-11-12',
      kind: 'return',
      reference: 'TRX-2611-0042',
      description: 'Kemasan bocor',
      method: null,
      debit: 0,
      credit: 120_000,
      balance: 5_485_000,
    },
    {
      date: '2026-11-20',
      kind: 'order',
      reference: 'TRX-2611-0077',
      description: null,
      method: null,
      debit: 480_000,
      credit: 0,
      balance: 5_965_000,
    },
    {
      date: '2026-11-24',
      kind: 'reversal',
      reference: 'PAY-41',
      description: 'Transfer ditolak bank',
      method: 'transfer',
      debit: 1_500_000,
      credit: 0,
      balance: 7_465_000,
    },
    {
      date: '2026-11-26',
      kind: 'payment',
      reference: 'PAY-58',
      description: null,
      method: 'tunai',
      debit: 0,
      credit: 2_200_000,
      balance: 5_265_000,
    },
    {
      date: '2026-11-27',
      kind: 'order',
      reference: 'TRX-2611-0093',
      description: null,
      method: null,
      debit: 2_150_000,
      credit: 0,
      balance: 7_415_000,
    },
  ],
  closing: 7_415_000,
};

/** A period without entries: the closing is the opening. */
export const quietStatement: OkOf<'paymentStatement'> = {
  ...statement,
  from: '2026-10-01',
  to: '2026-10-31',
  opening: 5_785_000,
  entries: [],
  closing: 5_785_000,
};
