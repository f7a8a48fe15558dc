import { describe, expect, it } from 'vitest';
import {
  CHART_PRODUCTS,
  CHART_ROWS,
  expensesOverTime,
  marginByRow,
  marginOverTime,
  revenueByProduct,
} from './chart';

const row = (productId: number, bucket: 'fresh' | 'frozen', revenue: number) => ({
  productId,
  code: `P${productId}`,
  name: `Produk ${productId}`,
  unit: 'pcs' as const,
  bucket,
  qty: 1,
  revenue,
});

describe('the revenue chart of the sales report', () => {
  it("joins a product's frozen and fresh rows and puts the largest total first", () => {
    expect(revenueByProduct([row(1, 'frozen', 100), row(2, 'fresh', 500), row(1, 'fresh', 450)])).toEqual({
      labels: ['P1', 'P2'],
      frozen: [100, 0],
      fresh: [450, 500],
    });
  });

  it('keeps only the largest products', () => {
    const rows = Array.from({ length: CHART_PRODUCTS + 3 }, (_, i) => row(i + 1, 'frozen', i * 10));
    const chart = revenueByProduct(rows);
    expect(chart.labels).toHaveLength(CHART_PRODUCTS);
    expect(chart.labels[0]).toBe(`P${CHART_PRODUCTS + 3}`);
    expect(revenueByProduct([])).toEqual({ labels: [], frozen: [], fresh: [] });
  });
});

describe('the expense chart of the expense report', () => {
  const buy = (date: string, kind: 'raw' | 'packaging', total: number) => ({ date, kind, total });

  it('has a bar per day for a short period, every day of it, raw above and packaging below', () => {
    const chart = expensesOverTime(
      [buy('2026-11-02', 'raw', 100), buy('2026-11-02', 'packaging', 30), buy('2026-11-04', 'raw', 5)],
      {
        from: '2026-11-01',
        to: '2026-11-07',
      },
    );
    expect(chart.labels).toEqual(['1 Nov', '2 Nov', '3 Nov', '4 Nov', '5 Nov', '6 Nov', '7 Nov']);
    expect(chart.raw).toEqual([0, 100, 0, 5, 0, 0, 0]);
    expect(chart.packaging).toEqual([0, 30, 0, 0, 0, 0, 0]);
  });

  it('has a bar per week from the first day for a month, the last week short', () => {
    const chart = expensesOverTime(
      [buy('2026-11-07', 'raw', 1), buy('2026-11-08', 'raw', 2), buy('2026-11-30', 'packaging', 4)],
      {
        from: '2026-11-01',
        to: '2026-11-30',
      },
    );
    expect(chart.labels).toEqual(['1 Nov', '8 Nov', '15 Nov', '22 Nov', '29 Nov']);
    expect(chart.raw).toEqual([1, 2, 0, 0, 0]);
    expect(chart.packaging).toEqual([0, 0, 0, 0, 4]);
  });

  it('has a bar per calendar month for a year, across a year end, and sums what the table lists', () => {
    const rows = [
      buy('2025-12-15', 'raw', 10),
      buy('2026-01-01', 'raw', 20),
      buy('2026-03-31', 'packaging', 7),
      buy('2026-03-01', 'raw', 1),
    ];
    const chart = expensesOverTime(rows, { from: '2025-12-10', to: '2026-03-31' });
    expect(chart.labels).toEqual(['Des 2025', 'Jan 2026', 'Feb 2026', 'Mar 2026']);
    expect(chart.raw).toEqual([10, 20, 0, 1]);
    expect(chart.packaging).toEqual([0, 0, 0, 7]);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(chart.raw) + sum(chart.packaging)).toBe(sum(rows.map((r) => r.total)));
  });
});

describe('the charts of the margin report', () => {
  const row = (key: string, margin: number, code?: string) => ({ key, label: `Baris ${key}`, code, margin });

  it("draws the table's first rows in its order, a profit above the axis and a loss below it", () => {
    expect(marginByRow([row('1', 500, 'BTY'), row('2', -120), row('3', 0, 'KTL')])).toEqual({
      labels: ['BTY', 'Baris 2', 'KTL'],
      profit: [500, 0, 0],
      loss: [0, 120, 0],
    });
    const many = Array.from({ length: CHART_ROWS + 2 }, (_, i) => row(String(i), i));
    expect(marginByRow(many).labels).toHaveLength(CHART_ROWS);
    expect(marginByRow(many).labels[0]).toBe('Baris 0');
  });

  const sold = (key: string, revenue: number, cost: number) => ({ key, revenue, cost });

  it('has every day of a short period, those without sales empty', () => {
    const chart = marginOverTime(
      [sold('2026-11-02', 100, 60), sold('2026-11-04', 50, 70)],
      { from: '2026-11-01', to: '2026-11-04' },
      'day',
    );
    expect(chart).toEqual({
      labels: ['1 Nov', '2 Nov', '3 Nov', '4 Nov'],
      revenue: [0, 100, 0, 50],
      cost: [0, 60, 0, 70],
    });
  });

  it('has every month of a long period, the first one starting mid-month, across a year end', () => {
    const chart = marginOverTime(
      [sold('2025-12-01', 10, 4), sold('2026-02-01', 30, 20)],
      { from: '2025-12-10', to: '2026-02-28' },
      'month',
    );
    expect(chart).toEqual({
      labels: ['Des 2025', 'Jan 2026', 'Feb 2026'],
      revenue: [10, 0, 30],
      cost: [4, 0, 20],
    });
  });
});
