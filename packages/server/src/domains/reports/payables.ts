/**
 * Payables by age ("Umur hutang", issue 39, decision 051) at the end of a day, read from the vendors' ledger
 * (money/vendorLedger.ts) as things stood then, the mirror of the receivables' aging (aging.ts, whose buckets and page
 * statement it shares):
 *
 * - A bill dated by D owes its amount less its allocation rows dated by D (a reversal's rows, dated the reversal's day,
 *   give it back from then), by days past its due date at D. A bill settled by D (`settled_on`) owed nothing then and
 *   is not read: only bills open now or settled after D are (today: the open bills alone).
 * - Credit, paid ahead: of each payment dated by D and not reversed by D, what was not allocated by D. A payment all
 *   allocated by D and not moved or reversed since (`moved_on`, `reversed_on`) has none and is not read.
 *
 * An allocation is dated the later of its payment's day and its bill's, so balance = open − credit = Σ bills dated by
 * D − Σ payments standing at D, whatever order bills and payments came in.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { likePattern, one, rows } from '../../db/query.js';
import { int, num, row, text } from '../../db/rowShape.js';
import type { Schemas } from '../../lib/contract.js';
import { addDays, dateOrToday } from '../../lib/dates.js';
import {
  agingBuckets,
  agingOrder,
  agingPageOf,
  FIGURES,
  statementLines,
  statementPartyOf,
  statementPeriod,
} from './aging.js';

export type Payables = Omit<Schemas['PayablesResponse'], 'status' | 'message'>;
export type PayablesRow = Schemas['PayablesRow'];
type AgingFigures = Schemas['AgingFigures'];
export type VendorStatement = Omit<Schemas['VendorStatementResponse'], 'status' | 'message'>;

const VENDOR = { key: 'vendorId', name: 'vendor' } as const;

/** Per vendor with a bill open or money paid ahead at the end of `date`: the open balances by age and the credit. */
export function payablesQuery(date: string, search?: string): SQL {
  const d = sql`${date}::date`;
  const pattern = likePattern(search);
  return sql`
    with bills as (
      -- Open now (\`vendor_bills_open\`), or settled after D (\`vendor_bills_settled\`): the bills that owed at D.
      select b.id, b.vendor_id, b.due_date, b.amount from vendor_bills b where b.balance > 0 and b.date <= ${d}
      union all
      select b.id, b.vendor_id, b.due_date, b.amount from vendor_bills b where b.settled_on > ${d} and b.date <= ${d}),
    payments as (
      -- Money ahead now (\`vendor_payments_credit\`), or moved or reversed after D (\`vendor_payments_moved\`).
      select p.id, p.vendor_id, p.amount from vendor_payments p
      where p.reversed_at is null and p.allocated < p.amount and p.date <= ${d}
      union all
      select p.id, p.vendor_id, p.amount from vendor_payments p
      where greatest(p.moved_on, p.reversed_on) > ${d} and p.date <= ${d}
        and not (p.reversed_at is null and p.allocated < p.amount) and (p.reversed_on is null or p.reversed_on > ${d})),
    lines as (
      select b.vendor_id, ${d} - b.due_date as late,
        b.amount - coalesce((select sum(a.amount) from vendor_payment_allocations a
                             where a.bill_id = b.id and a.date <= ${d}), 0) as open, 0::bigint as credit
      from bills b
      union all
      select p.vendor_id, 0, 0, p.amount - coalesce((select sum(a.amount) from vendor_payment_allocations a
                                                    where a.payment_id = p.id and a.date <= ${d}), 0)
      from payments p),
    x as (
      select vendor_id, ${agingBuckets(sql`open`, sql`late`)}, sum(credit) as credit from lines group by vendor_id)
    select v.id as "vendorId", v.name as vendor, v.phone, coalesce(x."notDue", 0)::bigint as "notDue",
      coalesce(x."days1to7", 0)::bigint as "days1to7", coalesce(x."days8to30", 0)::bigint as "days8to30",
      coalesce(x."days31to60", 0)::bigint as "days31to60", coalesce(x."over60", 0)::bigint as "over60",
      coalesce(x.open, 0)::bigint as open, coalesce(x.credit, 0)::bigint as credit,
      (coalesce(x.open, 0) - coalesce(x.credit, 0))::bigint as balance
    from x join vendors v on v.id = x.vendor_id
    where (x.open <> 0 or x.credit <> 0) ${pattern ? sql`and v.name ilike ${pattern}` : sql``}`;
}

/**
 * The payables at the end of `req.date` (today when left out; never later): one page of vendors in the order asked,
 * with how many match and their totals.
 */
export async function payablesAging(
  db: Db | Tx,
  today: string,
  req: Schemas['PayablesRequest'] = {},
): Promise<Payables> {
  const date = dateOrToday('date', req.date, today);
  const found = await agingPageOf(db, payablesQuery(date, req.search?.trim() || undefined), req, VENDOR);
  return {
    ...found,
    date,
    rows: found.rows.map(({ key, name, ...r }) => ({ vendorId: key, vendor: name, ...r })),
  };
}

/**
 * Every vendor of the payables at the end of `req.date`, in the order asked, with their totals: the file of the
 * screen's aging (its date, search and sort), as `receivablesAgingAll` is the receivables'.
 */
export async function payablesAgingAll(
  db: Db | Tx,
  today: string,
  req: Schemas['PayablesQuery'] = {},
): Promise<{ date: string; rows: PayablesRow[]; totals: AgingFigures }> {
  const date = dateOrToday('date', req.date, today);
  const all = await rows(
    db,
    sql`select a.* from (${payablesQuery(date, req.search?.trim() || undefined)}) a order by ${agingOrder(req, VENDOR)}`,
    row({
      vendorId: int,
      vendor: text,
      phone: text.nullable,
      notDue: num,
      days1to7: num,
      days8to30: num,
      days31to60: num,
      over60: num,
      open: num,
      credit: num,
      balance: num,
    }),
  );
  const totals = Object.fromEntries(FIGURES.map((f) => [f, 0])) as AgingFigures;
  for (const r of all) for (const f of FIGURES) totals[f] += r[f];
  return { date, rows: all, totals };
}

/** What the business owed a vendor at the end of `date` (below 0: paid ahead), the payables' `balance` of the vendor. */
export async function vendorBalanceAt(db: Db | Tx, vendorId: number, date: string): Promise<number> {
  const found = await one(
    db,
    sql`select a.balance from (${payablesQuery(date)}) a where a."vendorId" = ${vendorId}`,
    row({ balance: num }),
  );
  return found?.balance ?? 0;
}

/**
 * A vendor's statement ("kartu hutang") from `from` to `to` (both inclusive), the mirror of the customer's
 * (aging.ts customerStatement): the balance at the end of the day before, every move of the period by date (bills of
 * receipts, their purchase order's number; payments; reversals, on their day), a running balance, and the closing
 * balance (= the payables' balance of the vendor on `to`).
 */
export async function vendorStatement(
  db: Db | Tx,
  today: string,
  req: Schemas['VendorStatementRequest'],
): Promise<VendorStatement> {
  const { from, to } = statementPeriod(req, today);
  const vendor = await statementPartyOf(db, 'vendor', req.vendorId);
  const opening = await vendorBalanceAt(db, vendor.id, addDays(from, -1));
  const { entries, closing } = await statementLines(
    db,
    { from, to },
    opening,
    sql`select b.date, 'bill' as kind, b.id, b.number as reference, null::text as description, null::text as method,
            b.amount as debit, 0::bigint as credit
          from vendor_bills b
          where b.vendor_id = ${vendor.id} and b.date between ${from}::date and ${to}::date and b.amount > 0
          union all
          select p.date, 'payment', p.id, 'PAY-' || p.id, p.reference, p.method, 0, p.amount
          from vendor_payments p where p.vendor_id = ${vendor.id} and p.date between ${from}::date and ${to}::date
          union all
          select p.reversed_on, 'reversal', p.id, 'PAY-' || p.id, p.reverse_reason, p.method, p.amount, 0
          from vendor_payments p
          where p.reversed_on between ${from}::date and ${to}::date and p.vendor_id = ${vendor.id}`,
  );
  return { vendor, from, to, opening, entries, closing };
}
