/**
 * Receivables by age at the end of a day ("Umur piutang") and a customer's statement ("kartu piutang"), issue 38,
 * read from the allocation ledger (domains/money/ledger.ts) as things stood at the end of day D:
 *
 * - An order delivered by D owes its total less its returns dated by D; it has been paid Σ of its ledger rows dated by
 *   D (a reversed payment's rows are taken back by negative rows on the reversal day). Open = max(0, owed − paid), by
 *   days past its due date at D.
 * - Credit, money received ahead: of each payment dated by D and not reversed by D, what was not on an order delivered
 *   by D (its deposit, or on an order not delivered yet); plus what an order delivered by D had been paid beyond what
 *   it owed then (a return dated before the day its surplus went back to the deposit). Balance = open − credit.
 *
 * So balance = Σ owed by the orders delivered by D − Σ the payments standing at D, which is what the statement adds
 * up move by move: its closing balance is the aging's balance on its last day.
 *
 * At a million orders and payments nothing is summed over all of them, and the ledger is read only for what moved
 * after D. An order's `moved_on` (money/ledger.ts settle) and a payment's (allocate) are the day of their latest ledger
 * row (or return): what did not move after D stood at D as it stands now. Each set through an index of migration 0028
 * (or 0026):
 * - delivered orders open now whose money did not move after D (`transactions_open_aging`, index only): open = balance;
 * - orders delivered by D that moved after D (`transactions_moved_span`): owed and paid at D from their returns and
 *   ledger rows dated by D;
 * - payments standing at D: not moved after D, what they leave unallocated now (`payments_deposit`); moved or
 *   reversed after D (`payments_moved_span`), the payment less its rows dated by D;
 * - orders taken by D and not delivered by D (`transactions_ahead_span`): what they had been paid by D, the payer's
 *   (an order moves to another customer only before delivery, its old customer's rows given back); and the rows
 *   of deleted orders (`payment_allocations_orphan`).
 * A payment dated before the order it is allocated to (a transfer recorded late and put on a newer order) is a
 * deposit until the order's date: the ledger dates that row on the order's day, kind `deposit` (money/payments.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { likePattern, one, paging, rows } from '../../db/query.js';
import { int, json, num, row, text } from '../../db/rowShape.js';
import type { Schemas } from '../../lib/contract.js';
import { addDays, dateOrToday } from '../../lib/dates.js';
import { invalid, notFound } from '../../lib/errors.js';

export type AgingRow = Schemas['AgingRow'];
export type AgingFigures = Schemas['AgingFigures'];
export type Aging = Omit<Schemas['AgingResponse'], 'status' | 'message'>;
export type StatementEntry = Schemas['StatementEntry'];
export type Statement = Omit<Schemas['StatementResponse'], 'status' | 'message'>;

// The ranges of the GiST indexes of migrations 0026 and 0028, written as there (the planner matches the expression).
const MOVED_SPAN = sql`daterange(t.delivered_on, greatest(t.delivered_on, t.moved_on), '[)')`;
const AHEAD_SPAN = sql`daterange(t.date, case when t.delivered_on < t.date then t.date else t.delivered_on end, '[)')`;
const PAYMENT_SPAN = sql`(p.moved_on > p.date or p.reversed_on > p.date)
  and daterange(p.date, greatest(p.moved_on, p.reversed_on), '[)')`;

/**
 * Open by days past due, and in all: the aging's buckets over rows of `amount` (what a bill or an order owed at D less
 * what it had been paid) and `late` (days past its due date at D). One home for receivables and payables.
 */
export const agingBuckets = (amount: SQL, late: SQL) => sql`
    sum(${amount}) filter (where ${late} <= 0) as "notDue",
    sum(${amount}) filter (where ${late} between 1 and 7) as "days1to7",
    sum(${amount}) filter (where ${late} between 8 and 30) as "days8to30",
    sum(${amount}) filter (where ${late} between 31 and 60) as "days31to60",
    sum(${amount}) filter (where ${late} > 60) as "over60",
    sum(${amount}) as open`;

/**
 * Per customer with anything open or any credit at the end of `date`: the open balances by age and the credit. The
 * statement asks for one customer (`customerId`).
 */
export function agingQuery(date: string, customerId?: number, search?: string): SQL {
  const d = sql`${date}::date`;
  const ofCustomer = (column: SQL) => (customerId === undefined ? sql`` : sql`and ${column} = ${customerId}`);
  const pattern = likePattern(search);
  const late = sql`${d} - coalesce(t.due_date, t.delivered_on)`;
  const both = (figure: string) => {
    const f = sql.identifier(figure);
    return sql`(coalesce(s.${f}, 0) + coalesce(r.${f}, 0))::bigint as ${f}`;
  };
  return sql`
    with still as (
      -- Delivered by D, open now, nothing moved since D: it owed then what it owes now (in customer order, from the
      -- index alone: the bulk of a past day's open orders, summed without a hash).
      select t.customer_id, ${agingBuckets(sql`t.balance`, late)}
      from transactions t
      where t.balance > 0 and t.delivered_on is not null and t.delivered_on <= ${d}
        and (t.moved_on is null or t.moved_on <= ${d}) ${ofCustomer(sql`t.customer_id`)}
      group by t.customer_id),
    moved as materialized (
      -- Delivered by D and moved since: owed at D (its returns dated by then) less paid by D (its rows dated by then;
      -- all of its customer's: an order moves to another customer only before it is delivered).
      select t.customer_id, ${late} as late,
        t.total - coalesce((select sum(r.value) from transaction_returns r
                            where r.transaction_id = t.id and r.date <= ${d}), 0)
          - coalesce((select sum(a.amount) from payment_allocations a
                      where a.transaction_id = t.id and a.date <= ${d}), 0) as open
      from transactions t
      where t.delivered_on is not null and ${MOVED_SPAN} @> ${d} ${ofCustomer(sql`t.customer_id`)}),
    lines as (
      -- Paid beyond what it owed at D is credit.
      select customer_id, late, greatest(0, open) as open, greatest(0, -open) as credit from moved
      union all
      -- Unallocated at D, nothing moved since: what is unallocated now.
      select p.customer_id, 0, 0, p.amount - p.allocated from payments p
      where p.reversed_at is null and p.allocated < p.amount and p.date <= ${d}
        and (p.moved_on is null or p.moved_on <= ${d}) ${ofCustomer(sql`p.customer_id`)}
      union all
      -- Moved or reversed after D: the payment less its rows dated by then.
      select p.customer_id, 0, 0, p.amount - coalesce((select sum(a.amount) from payment_allocations a
                                                       where a.payment_id = p.id and a.date <= ${d}), 0)
      from payments p
      where ${PAYMENT_SPAN} @> ${d} and (p.reversed_on is null or p.reversed_on > ${d}) ${ofCustomer(sql`p.customer_id`)}
      union all
      -- On orders not delivered by D, the payer's: an order moved to another customer since keeps the old customer's
      -- rows (given back on the move); a reversed payment's rows on an order add up to 0 from its reversal day.
      select p.customer_id, 0, 0, a.amount
      from transactions t join payment_allocations a on a.transaction_id = t.id join payments p on p.id = a.payment_id
      where ${AHEAD_SPAN} @> ${d} and a.date <= ${d} ${ofCustomer(sql`p.customer_id`)}
      union all
      -- On orders deleted since (their rows lost the order; the last one, \`removed\`, takes the money back).
      select p.customer_id, 0, 0, a.amount from payment_allocations a join payments p on p.id = a.payment_id
      where a.transaction_id is null and a.date <= ${d} ${ofCustomer(sql`p.customer_id`)}),
    rest as (
      select customer_id, ${agingBuckets(sql`open`, sql`late`)}, sum(credit) as credit from lines group by customer_id),
    x as (
      select coalesce(s.customer_id, r.customer_id) as customer_id, ${both('notDue')}, ${both('days1to7')},
        ${both('days8to30')}, ${both('days31to60')}, ${both('over60')}, ${both('open')},
        coalesce(r.credit, 0)::bigint as credit
      from still s full join rest r on r.customer_id = s.customer_id)
    select c.id as "customerId", c.name as customer, c.phone, x."notDue", x."days1to7", x."days8to30",
      x."days31to60", x."over60", x.open, x.credit, x.open - x.credit as balance
    from x join customers c on c.id = x.customer_id
    where (x.open <> 0 or x.credit <> 0) ${pattern ? sql`and c.name ilike ${pattern}` : sql``}`;
}

const AGING_ROW = {
  customerId: int,
  customer: text,
  phone: text.nullable,
  notDue: num,
  days1to7: num,
  days8to30: num,
  days31to60: num,
  over60: num,
  open: num,
  credit: num,
  balance: num,
};

async function agingRows(db: Db | Tx, date: string, customerId: number): Promise<AgingRow[]> {
  return rows(db, agingQuery(date, customerId), row(AGING_ROW));
}

export const FIGURES = [
  'notDue',
  'days1to7',
  'days8to30',
  'days31to60',
  'over60',
  'open',
  'credit',
  'balance',
] as const;

/** Who an aging's rows are of: the output columns of their id and name (`customerId`, `customer`). */
export interface AgingParty {
  key: string;
  name: string;
}

/** The order of `sortBy`/`sortDir` (largest balance first when left out), then by name and id. */
export function agingOrder(
  req: { sortBy?: string | undefined; sortDir?: 'asc' | 'desc' | undefined },
  party: AgingParty,
): SQL {
  const by = req.sortBy ?? 'balance';
  const byName = by === party.name;
  const dir = sql.raw((req.sortDir ?? (byName ? 'asc' : 'desc')) === 'asc' ? 'asc' : 'desc');
  const name = sql.identifier(party.name);
  const key = sql.identifier(party.key);
  if (byName) return sql`lower(a.${name}) ${dir}, a.${key} ${dir}`;
  return sql`a.${sql.identifier(by)} ${dir}, lower(a.${name}), a.${key}`;
}

/** Summed over the rows of `a` (an aging's), as one json object of `AgingFigures`. */
const TOTALS = sql`json_build_object(${sql.join(
  FIGURES.map((f) => sql`${sql.raw(`'${f}'`)}, coalesce(sum(a.${sql.identifier(f)}), 0)`),
  sql`, `,
)})`;

/** A page's row, or nulls when the page is past the end (its one row then carries only the count and totals). */
const PAGE_ROW = row({
  total: int,
  totals: json<AgingFigures>(),
  key: int.nullable,
  name: text.nullable,
  phone: text.nullable,
  notDue: num.nullable,
  days1to7: num.nullable,
  days8to30: num.nullable,
  days31to60: num.nullable,
  over60: num.nullable,
  open: num.nullable,
  credit: num.nullable,
  balance: num.nullable,
});

export interface AgingPage {
  rows: Array<{ key: number; name: string; phone: string | null } & AgingFigures>;
  totals: AgingFigures;
  total: number;
  page: number;
  perPage: number;
}

/**
 * One page of an aging (`aging`: rows of the party's key and name, `phone` and the figures) in the order asked, with
 * how many rows match and their totals, in one statement: the aging is worked out once for both. Receivables (per
 * customer) and payables (per vendor, reports/payables.ts) alike.
 */
export async function agingPageOf(
  db: Db | Tx,
  aging: SQL,
  req: {
    page?: number | undefined;
    perPage?: number | undefined;
    sortBy?: string | undefined;
    sortDir?: 'asc' | 'desc' | undefined;
  },
  party: AgingParty,
): Promise<AgingPage> {
  const { page, perPage, limit, offset } = paging({ page: req.page, perPage: req.perPage ?? 50 });
  const order = agingOrder(req, party);
  const found = await rows(
    db,
    sql`with a as (${aging}),
      t as (select count(*)::int as total, ${TOTALS} as totals from a),
      p as (select a.*, row_number() over (order by ${order}) as n from a order by ${order} limit ${limit} offset ${offset})
      select t.total, t.totals, p.${sql.identifier(party.key)} as key, p.${sql.identifier(party.name)} as name, p.phone,
        p."notDue", p."days1to7", p."days8to30", p."days31to60", p."over60", p.open, p.credit, p.balance
      from t left join p on true order by p.n`,
    PAGE_ROW,
  );
  // A row past the last page carries only the count and totals (its party's fields are all null).
  const rowsOfPage = found.flatMap(({ key, name, phone, ...figures }) =>
    key === null
      ? []
      : [
          {
            key,
            name: name ?? '',
            phone,
            ...(Object.fromEntries(FIGURES.map((f) => [f, figures[f] ?? 0])) as AgingFigures),
          },
        ],
  );
  const first = found[0];
  const totals = first?.totals ?? (Object.fromEntries(FIGURES.map((f) => [f, 0])) as AgingFigures);
  return { rows: rowsOfPage, totals, total: first?.total ?? 0, page, perPage };
}

const CUSTOMER: AgingParty = { key: 'customerId', name: 'customer' };

/**
 * The aging at the end of `req.date` (today when left out; never later): one page of customers in the order asked,
 * with how many match and their totals.
 */
export async function receivablesAging(
  db: Db | Tx,
  today: string,
  req: Schemas['AgingRequest'] = {},
): Promise<Aging> {
  const date = dateOrToday('date', req.date, today);
  const found = await agingPageOf(
    db,
    agingQuery(date, undefined, req.search?.trim() || undefined),
    req,
    CUSTOMER,
  );
  return {
    ...found,
    date,
    rows: found.rows.map(({ key, name, ...r }) => ({ customerId: key, customer: name, ...r })),
  };
}

/** Every customer of the aging in the order asked (its export). */
export async function receivablesAgingAll(
  db: Db | Tx,
  today: string,
  req: Schemas['AgingQuery'] = {},
): Promise<{ date: string; rows: AgingRow[]; totals: AgingFigures }> {
  const date = dateOrToday('date', req.date, today);
  const all = await rows(
    db,
    sql`select a.* from (${agingQuery(date, undefined, req.search?.trim() || undefined)}) a order by ${agingOrder(req, CUSTOMER)}`,
    row(AGING_ROW),
  );
  const totals = Object.fromEntries(FIGURES.map((f) => [f, 0])) as AgingFigures;
  for (const r of all) for (const f of FIGURES) totals[f] += r[f];
  return { date, rows: all, totals };
}

/** A customer's balance at the end of `date`: open − credit, as in the aging. */
export async function balanceAt(
  db: Db | Tx,
  today: string,
  customerId: number,
  date: string,
): Promise<number> {
  const [found] = await agingRows(db, date, customerId);
  return found?.balance ?? 0;
}

/** The most moves one statement holds (the contract's `StatementResponse.entries` maxItems). */
export const STATEMENT_MAX = 10_000;

// On a day: what is owed first (an order, a bill), then a return, a payment, and its reversal last.
const KIND_ORDER = sql`case e.kind when 'order' then 0 when 'bill' then 0 when 'return' then 1 when 'payment' then 2 else 3 end`;

/** A statement's period (`from`, `to`, both inclusive, today when left out), `to` not before `from`. */
export function statementPeriod(req: { from?: string; to?: string }, today: string) {
  const from = dateOrToday('from', req.from, today);
  const to = dateOrToday('to', req.to, today);
  if (from > to) throw invalid('to', 'date.beforeStart', { start: from, rule: 'period' });
  return { from, to };
}

/**
 * A statement's entries from its moves (`moves`: rows of date, kind, id, reference, description, method, debit and
 * credit, each dated in the period), by date and kind, each with the running balance from `opening`; and the closing
 * balance. One home for the customer's statement and the vendor's.
 */
export async function statementLines(
  db: Db | Tx,
  period: { from: string; to: string },
  opening: number,
  moves: SQL,
): Promise<{ entries: StatementEntry[]; closing: number }> {
  const found = await rows(
    db,
    sql`with e as (${moves})
        select e.date::text as date, e.kind, e.reference, e.description, e.method, e.debit::bigint as debit, e.credit::bigint as credit
        from e where e.date between ${period.from}::date and ${period.to}::date
        order by e.date, ${KIND_ORDER}, e.id
        limit ${STATEMENT_MAX + 1}`,
    row({
      date: text,
      kind: text<StatementEntry['kind']>(),
      reference: text,
      description: text.nullable,
      method: text<NonNullable<StatementEntry['method']>>().nullable,
      debit: num,
      credit: num,
    }),
  );
  // One more than a statement holds was asked for: a longer period is refused rather than cut (its balances would lie).
  if (found.length > STATEMENT_MAX) throw invalid('to', 'statement.tooLong', { max: STATEMENT_MAX });
  let balance = opening;
  const entries = found.map((m) => {
    balance += m.debit - m.credit;
    return { ...m, balance };
  });
  return { entries, closing: balance };
}

const PARTY_TABLES = { customer: sql`customers`, vendor: sql`vendors` } as const;

/** A statement's customer or vendor, named; 404 for one that does not exist. */
export async function statementPartyOf(db: Db | Tx, kind: 'customer' | 'vendor', id: number) {
  const found = await one(
    db,
    sql`select id, name from ${PARTY_TABLES[kind]} where id = ${id}`,
    row({ id: int, name: text }),
  );
  if (!found) throw notFound(kind);
  return found;
}

/**
 * A customer's statement from `from` to `to` (both inclusive): the balance at the end of the day before, every move of
 * the period by date (orders delivered, returns, payments, reversals, in that order on a day), a running balance,
 * and the closing balance (= the aging's balance on `to`).
 */
export async function customerStatement(
  db: Db | Tx,
  today: string,
  req: Schemas['StatementRequest'],
): Promise<Statement> {
  const { from, to } = statementPeriod(req, today);
  const customer = await statementPartyOf(db, 'customer', req.customerId);
  const opening = await balanceAt(db, today, customer.id, addDays(from, -1));
  const { entries, closing } = await statementLines(
    db,
    { from, to },
    opening,
    sql`select t.delivered_on as date, 'order' as kind, t.id, t.number as reference, null::text as description,
            null::text as method, t.total as debit, 0::bigint as credit
          from transactions t
          where t.customer_id = ${customer.id} and t.delivered_on between ${from}::date and ${to}::date
          union all
          -- A return counts once its order is delivered (a return dated before a later delivery, on that day).
          select greatest(r.date, t.delivered_on), 'return', r.id, t.number, r.reason, null, 0, r.value
          from transaction_returns r join transactions t on t.id = r.transaction_id
          where r.date between ${from}::date and ${to}::date
            and t.customer_id = ${customer.id} and t.delivered_on <= ${to}::date
          union all
          select t.delivered_on, 'return', r.id, t.number, r.reason, null, 0, r.value
          from transactions t join transaction_returns r on r.transaction_id = t.id
          where t.customer_id = ${customer.id} and t.delivered_on between ${from}::date and ${to}::date
            and r.date < ${from}::date
          union all
          select p.date, 'payment', p.id, 'PAY-' || p.id, p.reference, p.method, 0, p.amount
          from payments p where p.customer_id = ${customer.id} and p.date between ${from}::date and ${to}::date
          union all
          select p.reversed_on, 'reversal', p.id, 'PAY-' || p.id, p.reverse_reason, p.method, p.amount, 0
          from payments p where p.reversed_on between ${from}::date and ${to}::date and p.customer_id = ${customer.id}`,
  );
  return { customer, from, to, opening, entries, closing };
}
