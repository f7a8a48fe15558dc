import type { Schemas } from '@pawon/api-client';
import { monthName } from '@pawon/ui';

/** At most this many products in the chart (the largest revenues); the table lists them all. */
export const CHART_PRODUCTS = 8;

/**
 * Revenue per product for the chart, frozen above the axis and fresh below it: one entry per product (its two
 * stock rows joined), largest total first, at most `CHART_PRODUCTS`.
 */
export function revenueByProduct(rows: readonly Schemas['ProductReportRow'][]) {
  const byProduct = new Map<number, { label: string; frozen: number; fresh: number }>();
  for (const row of rows) {
    const entry = byProduct.get(row.productId) ?? { label: row.code, frozen: 0, fresh: 0 };
    entry[row.bucket] += row.revenue;
    byProduct.set(row.productId, entry);
  }
  const top = [...byProduct.values()]
    .sort((a, b) => b.frozen + b.fresh - (a.frozen + a.fresh))
    .slice(0, CHART_PRODUCTS);
  return {
    labels: top.map((p) => p.label),
    frozen: top.map((p) => p.frozen),
    fresh: top.map((p) => p.fresh),
  };
}

/** A whole day (`YYYY-MM-DD`) as a UTC date: calendar arithmetic without time zones. */
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);
// Bars' labels in the current language (ui's month names): `3 Agu`, `Agu 2026` (in English `3 Aug`, `Aug 2026`).
const short = (d: Date) => `${d.getUTCDate()} ${monthName(d.getUTCMonth() + 1, 'short')}`;
const monthYear = (d: Date) => `${monthName(d.getUTCMonth() + 1, 'short')} ${d.getUTCFullYear()}`;

/** Up to this many days the expense chart has a bar per day, up to `WEEKLY_DAYS` one per week, then one per month. */
export const DAILY_DAYS = 14;
export const WEEKLY_DAYS = 92;

/**
 * Purchases over the report's period for the expense chart: raw materials above the axis, packaging below, one bar
 * per day, per week (from the period's first day) or per calendar month, by the period's length. Every bucket of
 * the period is there, empty ones too, so that a quiet week shows as a gap.
 */
export function expensesOverTime(
  rows: readonly Pick<Schemas['ExpenseRow'], 'date' | 'kind' | 'total'>[],
  period: { from: string; to: string },
) {
  const from = dayOf(period.from);
  const to = dayOf(period.to);
  const days = Math.round((to.getTime() - from.getTime()) / 86_400_000) + 1;
  const buckets: Array<{ start: string; label: string }> = [];
  if (days <= WEEKLY_DAYS) {
    const step = days <= DAILY_DAYS ? 1 : 7;
    for (let d = new Date(from); d <= to; d.setUTCDate(d.getUTCDate() + step)) {
      buckets.push({ start: iso(d), label: short(d) });
    }
  } else {
    for (
      let d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
      d <= to;
      d.setUTCMonth(d.getUTCMonth() + 1)
    ) {
      buckets.push({ start: iso(d < from ? from : d), label: monthYear(d) });
    }
  }
  const raw = buckets.map(() => 0);
  const packaging = buckets.map(() => 0);
  for (const row of rows) {
    // The last bucket that starts on or before the row's date.
    let i = buckets.length - 1;
    while (i > 0 && buckets[i]!.start > row.date) i -= 1;
    if (row.kind === 'raw') raw[i]! += row.total;
    else packaging[i]! += row.total;
  }
  return { labels: buckets.map((b) => b.label), raw, packaging };
}

/** At most this many rows in the margin chart of products or customers: the table's first ones, in its order. */
export const CHART_ROWS = 8;

/**
 * The margin of the table's first rows (products or customers, in the order the user chose) for the chart: a
 * profit above the axis, a loss (sold below cost) below it.
 */
export function marginByRow(rows: readonly Pick<Schemas['MarginRow'], 'label' | 'code' | 'margin'>[]) {
  const top = rows.slice(0, CHART_ROWS);
  return {
    labels: top.map((r) => r.code ?? r.label),
    profit: top.map((r) => Math.max(r.margin, 0)),
    loss: top.map((r) => Math.max(-r.margin, 0)),
  };
}

/**
 * Revenue and cost of goods per day or per month of the report's period for the chart, revenue above the axis and
 * cost below. Every day (or month) of the period is there, those without sales too, so that a quiet day shows as a
 * gap; the rows' keys are the first day of their day or month.
 */
export function marginOverTime(
  rows: readonly Pick<Schemas['MarginRow'], 'key' | 'revenue' | 'cost'>[],
  period: { from: string; to: string },
  grain: 'day' | 'month',
) {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const labels: string[] = [];
  const revenue: number[] = [];
  const cost: number[] = [];
  const to = dayOf(period.to);
  const d = dayOf(period.from);
  if (grain === 'month') d.setUTCDate(1);
  for (; d <= to; grain === 'day' ? d.setUTCDate(d.getUTCDate() + 1) : d.setUTCMonth(d.getUTCMonth() + 1)) {
    const row = byKey.get(iso(d));
    labels.push((grain === 'day' ? short : monthYear)(d));
    revenue.push(row?.revenue ?? 0);
    cost.push(row?.cost ?? 0);
  }
  return { labels, revenue, cost };
}
