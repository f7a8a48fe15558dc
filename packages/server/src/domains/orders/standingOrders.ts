/**
 * Standing orders, "Langganan" (issue 39): the packs a customer takes on set weekdays or every N days from a start,
 * until an end, days off skipped, paused when told. A standing order is checked as an order is (its customer, and its
 * packs by the order's own `checkOrder`) and kept with its packs as the order form sends them.
 *
 * Every day at the business profile's `standingOrderTime` and at start-up (plugins/standingOrders.ts), and when asked
 * (`standingOrder/generate`), `generateStandingOrders` makes the order of every delivery day that is due: an ordinary
 * order (sales.ts `createOrder`) dated today for delivery that day, made by Pawon itself (no user). Exactly once per
 * standing order and day: the day's row of `standing_order_days` (its primary key) is inserted, or a failed day's row
 * claimed, in the same transaction as the order, so that a restart, a second run or a second process finds the day
 * taken. A day whose order could not be made keeps why (the error's code and parameters) and is tried again at each run
 * until it has passed; a made order deleted since is not made again (its row stays, without an order).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { one, rows } from '../../db/query.js';
import { int, json, row as rowShape, text as textKind } from '../../db/rowShape.js';
import type { Schemas } from '../../lib/contract.js';
import { addDays, businessDate, daysBetween, EARLIEST_DATE, zonedParts } from '../../lib/dates.js';
import { clientErrorOf } from '../../lib/dbErrors.js';
import { AppError, invalid, type ErrorCode, type ErrorParams } from '../../lib/errors.js';
import { errorText } from '../../lib/texts.js';
import type { OrderContext } from '../platform/context.js';
import { defineCrud, defineList, stampColumns, type Crud, type Page } from '../platform/crud.js';
import { checkOrder, createOrder } from './sales.js';

export type StandingOrder = Schemas['StandingOrder'];
type Input = Schemas['StandingOrderInput'];
type ListRequest = Schemas['StandingOrderListRequest'];
type RunsRequest = Schemas['StandingOrderRunsRequest'];
type Run = Schemas['StandingOrderRun'];
type Packs = Schemas['TransactionPacksInput'];

// ---------- the schedule ----------

/**
 * The days of standing order `s` (the statement's alias) from `from` on (a date, not before its start): `count`
 * candidates, days one by one (by weekdays) or its every-N-days dates counted from its start, kept when on its
 * weekdays, within its end and not a day off. Rows of `d` (date). The one home of the schedule's rule: what is due
 * (`generateStandingOrders`), whether a day still is, and the next day of the list.
 */
const scheduleDays = (from: SQL, count: SQL) => sql`
  select c.d from (
    select case when s.every_days is null then f.first + g.i
      else s.start_date + s.every_days * ((f.first - s.start_date + s.every_days - 1) / s.every_days + g.i) end as d
    from (select greatest(s.start_date, ${from}) as first) f cross join generate_series(0, ${count} - 1) g(i)
  ) c
  where (s.end_date is null or c.d <= s.end_date)
    and (s.every_days is not null or extract(isodow from c.d)::int = any(s.weekdays))
    and not (c.d = any(s.skip_dates))`;

/** A day of standing order `s` whose order was made (or made and deleted since): it is never made again. */
const madeDay = (day: SQL) =>
  sql`exists (select 1 from standing_order_days o where o.standing_order_id = s.id and o.date = ${day} and o.error_code is null)`;

/**
 * The delivery days of standing order `s` (the statement's alias) among `count` candidates from `from` (today or
 * later) up to `until` whose order is not made yet (none while paused): rows of `d`. What the production plan
 * (production/plan.ts) counts as ordered but not yet an order; a day made, or made and its order deleted, is not.
 */
export const daysNotMade = (from: SQL, until: SQL, count: SQL) =>
  sql`select x.d from (${scheduleDays(from, count)}) x where not s.paused and x.d <= ${until} and not ${madeDay(sql`x.d`)}`;

/**
 * The next delivery day from `today` whose order is not made yet; null when paused or none is left. Each day off and
 * each day made can take one candidate away, so that many more candidates than those (weeks by weekdays, dates every
 * N days) always hold the next day when there is one.
 */
const nextDate = (today: string) => {
  const from = sql`${today}::date`;
  const taken = sql`(cardinality(s.skip_dates) + (select count(*) from standing_order_days o
      where o.standing_order_id = s.id and o.date >= ${from} and o.error_code is null)::int + 1)`;
  const count = sql`(case when s.every_days is null then 7 else 1 end) * ${taken}`;
  return sql`case when s.paused then null else (
    select x.d from (${scheduleDays(from, count)}) x where not ${madeDay(sql`x.d`)} order by x.d limit 1) end`;
};

/** The days from `today` on whose order could not be made (what `failing` counts). */
const failingDays = (today: string) =>
  sql`(select count(*) from standing_order_days o where o.standing_order_id = s.id and o.error_code is not null
        and o.date >= ${today}::date)`;

// ---------- the record ----------

/** The packs as kept, with the names to show (the materials and products are kept from deletion while used here). */
const PACKS_JSON = sql`(select coalesce(json_agg(json_build_object('materialId', m.id, 'materialName', m.name,
    'count', (p.pack->>'count')::int,
    'lines', (select coalesce(json_agg(json_build_object('productId', pr.id, 'productName', pr.name, 'unit', pr.unit,
        'bucket', l.line->>'bucket', 'qtyPerPack', l.line->'qtyPerPack') order by l.n), '[]'::json)
      from jsonb_array_elements(p.pack->'lines') with ordinality l(line, n) join products pr on pr.id = (l.line->>'productId')::int)
  ) order by p.n), '[]'::json)
  from jsonb_array_elements(s.packs) with ordinality p(pack, n) join materials m on m.id = (p.pack->>'materialId')::int)`;

const LAST_ORDER = sql`(select json_build_object('id', t.id, 'number', t.number, 'deliveryDate', t.delivery_date::text)
  from transactions t where t.standing_order_id = s.id order by t.delivery_date desc nulls last, t.id desc limit 1)`;

/** `{1,2,3}`: a Postgres array literal of dates or numbers (values the contract has already checked). */
const arrayLiteral = (values: ReadonlyArray<string | number>) => `{${values.join(',')}}`;

/**
 * Weekdays or every N days, one of the two (422 `standingOrder.schedule` on `weekdays`); an end not before the start.
 */
function checkSchedule(input: Input) {
  const byWeekdays = input.weekdays !== undefined && input.weekdays !== null;
  const byEvery = input.everyDays !== undefined && input.everyDays !== null;
  if (byWeekdays === byEvery) throw invalid('weekdays', 'standingOrder.schedule');
  if (input.startDate < EARLIEST_DATE) throw invalid('startDate', 'date.tooEarly');
  if (input.endDate && input.endDate < input.startDate)
    throw invalid('endDate', 'date.beforeStart', { start: input.startDate, rule: 'period' });
}

/**
 * The standing orders as a CRUD resource (list, get or 404, the version check, audit rows of entity `standingOrder`),
 * their rows as of `today` (the next day, the failing days). Saving checks the schedule, then the customer and the
 * packs as an order's (sales.ts `checkOrder`: 422 on the field).
 */
export function standingOrders(today: string): Crud<StandingOrder, Input, ListRequest> {
  return defineCrud<StandingOrder, Input, ListRequest>({
    entity: 'standingOrder',
    table: 'standing_orders',
    alias: 's',
    from: sql`standing_orders s join customers c on c.id = s.customer_id
      left join lateral (select ${nextDate(today)} as next_date) n on true`,
    countFrom: sql`standing_orders s join customers c on c.id = s.customer_id`,
    columns: sql`${stampColumns('s')}, s.customer_id as "customerId",
      json_build_object('id', c.id, 'name', c.name, 'phone', c.phone) as customer, ${PACKS_JSON} as packs,
      to_json(s.weekdays) as weekdays, s.every_days as "everyDays", s.start_date::text as "startDate",
      s.end_date::text as "endDate", to_char(s.delivery_time, 'HH24:MI') as "deliveryTime",
      (select coalesce(json_agg(d::text order by d), '[]'::json) from unnest(s.skip_dates) d) as "skipDates",
      s.paused, s.note, n.next_date::text as "nextDate", ${LAST_ORDER} as "lastOrder",
      ${failingDays(today)}::int as failing`,
    search: [sql`c.name`],
    phone: sql`c.phone`,
    sort: { customer: sql`lower(c.name)`, nextDate: sql`n.next_date`, updatedAt: sql`s.updated_at` },
    defaultSort: 'customer',
    filters: {
      paused: (paused) => sql`s.paused = ${paused}`,
      failing: (yes) => (yes ? sql`${failingDays(today)} > 0` : sql`${failingDays(today)} = 0`),
    },
    values: (input) => ({
      customer_id: input.customerId,
      packs: sql`${JSON.stringify(input.packs)}::jsonb`,
      weekdays: input.weekdays
        ? sql`${arrayLiteral([...input.weekdays].sort((a, b) => a - b))}::smallint[]`
        : sql`null::smallint[]`,
      every_days: input.everyDays ?? null,
      start_date: sql`${input.startDate}::date`,
      end_date: sql`${input.endDate ?? null}::date`,
      delivery_time: sql`${input.deliveryTime ?? null}::time`,
      skip_dates: sql`${arrayLiteral([...(input.skipDates ?? [])].sort())}::date[]`,
      paused: input.paused ?? false,
      note: input.note?.trim() || null,
    }),
    beforeWrite: async (tx, input, _before, actor) => {
      checkSchedule(input);
      const ctx: OrderContext = { userId: actor?.userId ?? null, today };
      await checkOrder(
        tx,
        ctx,
        { customerId: input.customerId, packs: input.packs },
        { packedDate: null, delivered: false },
        undefined,
      );
    },
  });
}

// ---------- the days made ----------

type RunRow = Omit<Run, 'error'> & { errorCode: ErrorCode | null; errorParams: ErrorParams | null };
type RunsQuery = RunsRequest;

const RUN_FROM = sql`standing_order_days o join standing_orders s on s.id = o.standing_order_id
  join customers c on c.id = s.customer_id`;

const runList = defineList<RunRow, RunsQuery>({
  columns: sql`o.standing_order_id as "standingOrderId", json_build_object('id', c.id, 'name', c.name) as customer,
    o.date::text as date, case when t.id is null then null else json_build_object('id', t.id, 'number', t.number) end as "order",
    o.error_code as "errorCode", o.error_params as "errorParams", to_json(o.at)#>>'{}' as at`,
  from: sql`${RUN_FROM} left join transactions t on t.id = o.transaction_id`,
  countFrom: RUN_FROM,
  key: sql`(o.standing_order_id, o.date)`,
  search: [sql`c.name`],
  phone: sql`c.phone`,
  sort: { date: sql`o.date`, customer: sql`lower(c.name)` },
  defaultSort: 'date',
  filters: {
    standingOrderId: (id) => sql`o.standing_order_id = ${id}`,
    failed: (yes) => (yes ? sql`o.error_code is not null` : sql`o.error_code is null`),
  },
});

/**
 * A page of the days Pawon made, or could not make, a standing order's order: the order made (null once deleted), or
 * why not, its message the catalogue's text for the code and parameters kept (decision 045).
 */
export async function runPage(tx: Tx, query: RunsQuery): Promise<Page<Run>> {
  const page = await runList.list(tx, query);
  return {
    ...page,
    datas: page.datas.map(({ errorCode, errorParams, ...run }) => ({
      ...run,
      error:
        errorCode === null
          ? null
          : {
              code: errorCode,
              ...(errorParams ? { params: errorParams } : {}),
              message: errorText(errorCode, errorParams ?? {}),
            },
    })),
  };
}

// ---------- making the orders ----------

export interface GenerateResult {
  /** Orders made by this run. */
  created: number;
  /** Days whose order could not be made by this run (kept with why, tried again at the next run). */
  failed: number;
}

/**
 * Today in `timeZone` at instant `now`, and the latest delivery day whose order is due then: `leadDays` ahead once
 * the day's `time` (HH:MM there) has come, one day less before it (lead 1 at 18:00: tomorrow's orders are made from
 * 18:00 today).
 */
export function dueDays(
  now: Date,
  timeZone: string,
  settings: { leadDays: number; time: string },
): { today: string; latest: string } {
  const today = businessDate(timeZone, now);
  const { hour, minute } = zonedParts(timeZone, now);
  const come = `${hour}:${minute}` >= settings.time;
  return { today, latest: addDays(today, settings.leadDays - (come ? 0 : 1)) };
}

/** When standing orders' orders are made: the business profile's lead days and time of day. */
export async function standingOrderSettings(db: Tx): Promise<{ leadDays: number; time: string }> {
  const settings = await one(
    db,
    sql`select standing_order_lead_days as "leadDays", standing_order_time as time from business_profile where id = 1`,
    rowShape({ leadDays: int, time: textKind }),
  );
  return settings ?? { leadDays: 1, time: '18:00' };
}

/**
 * Makes the order of standing order `id` for delivery day `date`, in one transaction: the day still due (the standing
 * order not paused nor changed away from it since it was listed, its row shared-locked until this ends), the day's
 * row inserted (or a failed day's row claimed: `skip locked`, another process is at it), then the order in a
 * savepoint. Refused (an AppError, or a constraint the database refused), the savepoint is rolled back and the day's
 * row keeps the error. Answers what came of it; anything else (the database gone, a bug) is thrown.
 */
async function makeDay(
  db: Db,
  ctx: OrderContext,
  id: number,
  date: string,
): Promise<'created' | 'failed' | 'taken'> {
  return db.transaction(async (tx) => {
    const day = sql`${date}::date`;
    const standing = await one(
      tx,
      sql`select s.customer_id as "customerId", s.packs, to_char(s.delivery_time, 'HH24:MI') as "deliveryTime", s.note
          from standing_orders s
          where s.id = ${id} and not s.paused and exists (select 1 from (${scheduleDays(day, sql`1`)}) x where x.d = ${day})
          for share of s`,
      rowShape({
        customerId: int,
        packs: json<Packs>(),
        deliveryTime: textKind.nullable,
        note: textKind.nullable,
      }),
    );
    if (!standing) return 'taken';
    const claimed =
      (await one(
        tx,
        sql`insert into standing_order_days (standing_order_id, date) values (${id}, ${day})
            on conflict do nothing returning standing_order_id as id`,
        rowShape({ id: int }),
      )) ??
      (await one(
        tx,
        sql`select standing_order_id as id from standing_order_days
            where standing_order_id = ${id} and date = ${day} and error_code is not null
            for update skip locked`,
        rowShape({ id: int }),
      ));
    if (!claimed) return 'taken';
    const where = sql`standing_order_id = ${id} and date = ${day}`;
    try {
      const order = await tx.transaction((savepoint) =>
        createOrder(
          savepoint,
          ctx,
          {
            customerId: standing.customerId,
            packs: standing.packs,
            deliveryDate: date,
            deliveryTime: standing.deliveryTime,
            note: standing.note,
          },
          { standingOrderId: id },
        ),
      );
      await tx.execute(
        sql`update standing_order_days set transaction_id = ${order.id}, error_code = null, error_params = null,
              at = now() where ${where}`,
      );
      return 'created';
    } catch (err) {
      const refused = err instanceof AppError ? err : clientErrorOf(err);
      if (!refused) throw err;
      await tx.execute(
        sql`update standing_order_days set error_code = ${refused.code},
              error_params = ${JSON.stringify(refused.params ?? {})}::jsonb, at = now() where ${where}`,
      );
      return 'failed';
    }
  });
}

/**
 * Makes the orders due at `now` (days missed included): for every standing order not paused, each delivery day D
 * from today to the latest due (`dueDays`, the business profile's lead days and time) on its schedule, within its
 * dates and not a day off, whose order is not made: no row for the day, or a failed one to try again. A day that has
 * passed is not tried. One transaction per standing order and day (`makeDay`); a failure that is no refusal (the
 * database gone) stops the run, the days made before it staying made.
 */
export async function generateStandingOrders(
  db: Db,
  opts: { now: Date; timeZone: string },
): Promise<GenerateResult> {
  const { today, latest } = dueDays(opts.now, opts.timeZone, await standingOrderSettings(db));
  const days = daysBetween(today, latest) + 1;
  const due = await rows(
    db,
    sql`select s.id, x.d::text as date from standing_orders s
        cross join lateral (${scheduleDays(sql`${today}::date`, sql`${days}::int`)}) x
        where not s.paused and x.d <= ${latest}::date and not ${madeDay(sql`x.d`)}
        order by x.d, s.id`,
    rowShape({ id: int, date: textKind }),
  );
  const ctx: OrderContext = { userId: null, today };
  const result: GenerateResult = { created: 0, failed: 0 };
  for (const { id, date } of due) {
    const done = await makeDay(db, ctx, id, date);
    if (done === 'created') result.created++;
    else if (done === 'failed') result.failed++;
  }
  return result;
}
