/**
 * The dashboard's sales figures (domain.md, Dashboard), all by business date in the company's time zone: today against
 * yesterday, items per week of this month and last, revenue per week and this week against last week. Revenue is an
 * order's total (packaging and ongkir included), by order date, paid or not, less the returns recorded on the day
 * (by the return's date, under the payment state of its order). Read from the day rows of the sales summary
 * (decision 018).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { rows } from '../../db/query.js';
import type { Schemas } from '../../lib/contract.js';
import { addDays } from '../../lib/dates.js';
import {
  firstOfMonth,
  lastOfMonth,
  mondayOf,
  monthLabel,
  percentChange,
  previousMonth,
  weekOfMonth,
  weeksInMonth,
} from '../../lib/weeks.js';

type DayGroup = Schemas['DayGroup'];

const figure = (today: number, yesterday: number) => ({
  today,
  yesterday,
  change: percentChange(today, yesterday, 2),
});

/** Orders, items and revenue of today and yesterday, for all, paid and unpaid orders. */
export async function todaySummary(tx: Tx, today: string) {
  const yesterday = addDays(today, -1);
  const found = await rows<{
    date: string;
    payment: 'paid' | 'unpaid';
    orders: number;
    items: number;
    revenue: number;
    returns: number;
  }>(
    tx,
    sql`select s.period::text as date, s.payment, s.orders, (s.items - s.return_items)::float8 as items,
          (s.total - s.return_value)::float8 as revenue, s.return_value::float8 as returns
        from sales_summary s where s.grain = 'd' and s.period in (${today}::date, ${yesterday}::date) and s.payment <> '*'`,
  );
  const sum = (
    date: string,
    payment: 'paid' | 'unpaid' | null,
    key: 'orders' | 'items' | 'revenue' | 'returns',
  ) =>
    found
      .filter((r) => r.date === date && (payment === null || r.payment === payment))
      .reduce((s, r) => s + r[key], 0);
  const group = (payment: 'paid' | 'unpaid' | null): DayGroup => ({
    orders: figure(sum(today, payment, 'orders'), sum(yesterday, payment, 'orders')),
    items: figure(sum(today, payment, 'items'), sum(yesterday, payment, 'items')),
    revenue: figure(sum(today, payment, 'revenue'), sum(yesterday, payment, 'revenue')),
    returns: figure(sum(today, payment, 'returns'), sum(yesterday, payment, 'returns')),
  });
  return { today, yesterday, all: group(null), paid: group('paid'), unpaid: group('unpaid') };
}

/** Per day from `from` to `to`: items and revenue, less the returns of the day. */
async function daily(tx: Tx, from: string, to: string) {
  return rows<{ date: string; items: number; revenue: number }>(
    tx,
    sql`select s.period::text as date, (s.items - s.return_items)::float8 as items, (s.total - s.return_value)::float8 as revenue
        from sales_summary s where s.grain = 'd' and s.payment = '*' and s.period between ${from}::date and ${to}::date`,
  );
}

const categoriesOf = (n: number) => Array.from({ length: n }, (_, i) => `Minggu ${i + 1}`);

/** Sums a value per week of the month holding `month`, over `n` weeks. */
function perWeek(days: Array<{ date: string; value: number }>, month: string, n: number): number[] {
  const out = new Array<number>(n).fill(0);
  for (const d of days)
    if (d.date.slice(0, 7) === month.slice(0, 7)) out[weekOfMonth(d.date) - 1]! += d.value;
  return out.map((v) => Math.round(v * 1000) / 1000);
}

/** Items sold per week of this month and of last month; N ≥ 4 categories covering every week of both. */
export async function weeklySummary(tx: Tx, today: string) {
  const last = previousMonth(today);
  const n = Math.max(4, weeksInMonth(today), weeksInMonth(last));
  const days = (await daily(tx, last, lastOfMonth(today))).map((d) => ({ date: d.date, value: d.items }));
  return {
    series: [
      { name: monthLabel(today), month: today.slice(0, 7), data: perWeek(days, today, n) },
      { name: monthLabel(last), month: last.slice(0, 7), data: perWeek(days, last, n) },
    ],
    categories: categoriesOf(n),
  };
}

/** Revenue per week of this month; this week (Monday to today) against the whole week before. */
export async function weeklyIncome(tx: Tx, today: string) {
  const monday = mondayOf(today);
  const from = [firstOfMonth(today), addDays(monday, -7)].sort()[0]!;
  const days = await daily(tx, from, lastOfMonth(today));
  const n = Math.max(4, weeksInMonth(today));
  const between = (a: string, b: string) =>
    days.filter((d) => d.date >= a && d.date <= b).reduce((s, d) => s + d.revenue, 0);
  const total = between(monday, today);
  const lastWeek = between(addDays(monday, -7), addDays(monday, -1));
  return {
    series: [
      {
        name: monthLabel(today),
        month: today.slice(0, 7),
        data: perWeek(
          days.map((d) => ({ date: d.date, value: d.revenue })),
          today,
          n,
        ),
      },
    ],
    categories: categoriesOf(n),
    total,
    lastWeek,
    percentage: percentChange(total, lastWeek, 1),
    amount: Math.abs(total - lastWeek),
  };
}
