import type { OkOf } from '@pawon/api-client';

/** The stock-at-risk stories and tests look at the end of 28 November 2026. */
export const RISK_DATE = '2026-11-28';
export const RISK_SEARCH = `?date=${RISK_DATE}`;

/**
 * Four rows, the server's order (largest value at risk first): a flour lot used a little (kilograms, rounded up to
 * the gram), a batch selling 10 a day with 50 left and 3 days to go (20 at risk), a fish lot expired two days ago
 * (all of it) and a tray lot nobody used in 28 days (all of it).
 */
export const riskReport: OkOf<'reportStockAtRisk'> = {
  status: 'success',
  date: RISK_DATE,
  rows: [
    {
      kind: 'raw',
      id: 88,
      itemId: 4,
      name: 'Tepung Tapioka',
      code: null,
      batchCode: 'TPK-2611',
      unit: 'kg',
      date: '2026-11-25',
      expiryDate: '2026-12-03',
      daysLeft: 5,
      expired: false,
      qty: 7,
      dailyUse: 0.107,
      daysOfCover: 65.3,
      qtyAtRisk: 6.465,
      unitCost: 10_000,
      valueAtRisk: 64_650,
    },
    {
      kind: 'product',
      id: 412,
      itemId: 1,
      name: 'Baso Tahu',
      code: 'BTY',
      batchCode: null,
      unit: 'pcs',
      date: '2026-10-29',
      expiryDate: '2026-12-01',
      daysLeft: 3,
      expired: false,
      qty: 50,
      dailyUse: 10,
      daysOfCover: 5,
      qtyAtRisk: 20,
      unitCost: 2_150.5,
      valueAtRisk: 43_010,
    },
    {
      kind: 'raw',
      id: 57,
      itemId: 6,
      name: 'Ikan Tenggiri',
      code: null,
      batchCode: null,
      unit: 'kg',
      date: '2026-11-08',
      expiryDate: '2026-11-26',
      daysLeft: -2,
      expired: true,
      qty: 6,
      dailyUse: 0.071,
      daysOfCover: 84,
      qtyAtRisk: 6,
      unitCost: 5_000,
      valueAtRisk: 30_000,
    },
    {
      kind: 'packaging',
      id: 93,
      itemId: 11,
      name: 'Mika',
      code: null,
      batchCode: 'MK-09',
      unit: 'pcs',
      date: '2026-11-23',
      expiryDate: '2026-12-28',
      daysLeft: 30,
      expired: false,
      qty: 100,
      dailyUse: 0,
      daysOfCover: null,
      qtyAtRisk: 100,
      unitCost: 300,
      valueAtRisk: 30_000,
    },
  ],
  totals: { valueAtRisk: 167_660, expired: 1, expiredValue: 30_000 },
  total: 4,
  page: 1,
  perPage: 50,
};

/** Everything will be used in time: nothing at risk. */
export const emptyRiskReport: OkOf<'reportStockAtRisk'> = {
  ...riskReport,
  rows: [],
  totals: { valueAtRisk: 0, expired: 0, expiredValue: 0 },
  total: 0,
};
