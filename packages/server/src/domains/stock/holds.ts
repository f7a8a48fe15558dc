/**
 * Temperatures and quality holds (decision 056). A reading outside its location's limits, or a location going longer
 * than the business profile's `temperature_gap_hours` between readings, opens a hold on the location: every lot and
 * batch with stock there gets `held_at` (migration 0037) and a hold item, until a user with "Rilis QC" accepts or
 * discards it. Everything about a location's holds runs under its row lock (`lockLocation`), so two readings at once
 * open one hold, and a release never interleaves with a reading of the same location.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { and, one, paging, rows } from '../../db/query.js';
import type { Schemas } from '../../lib/contract.js';
import { conflict, invalid, notFound } from '../../lib/errors.js';
import { audit } from '../platform/audit.js';
import type { StockContext } from '../platform/context.js';
import { bool, int, json, num, row as rowShape, stamp, text as textKind } from '../../db/rowShape.js';
import { changeBatch, lockBatch, lockProducts } from './batches.js';
import { applyAllocation, insertUsage, lockMaterials, takesValue } from './lots.js';
import { HOLD_JSON, lockLocation } from './storage.js';

type Hold = Schemas['StockHold'];
type Reading = Schemas['TemperatureReading'];
type Location = Awaited<ReturnType<typeof lockLocation>>;

/** The business profile's temperature settings. */
export async function temperatureSettings(tx: Tx | Db): Promise<{ checkTimes: string[]; gapHours: number }> {
  const found = await one(
    tx,
    sql`select temperature_check_times as times, temperature_gap_hours as hours from business_profile where id = 1`,
    rowShape({ times: textKind, hours: int }),
  );
  return { checkTimes: (found?.times ?? '08:00,16:00').split(','), gapHours: found?.hours ?? 12 };
}

const outside = (l: Location, celsius: number) =>
  (l.minTemp !== null && celsius < l.minTemp) || (l.maxTemp !== null && celsius > l.maxTemp);

const READING_COLUMNS = sql`t.id, t.location_id as "locationId", to_json(t.at)#>>'{}' as at, t.celsius::float8 as celsius,
  t.source, t.note, u.name as "createdBy",
  (t.celsius < coalesce(l.min_temp, -1000) or t.celsius > coalesce(l.max_temp, 1000)) as "outOfLimits"`;
/** A reading as READING_COLUMNS answers it, checked (decision 046). */
const READING_ROW = rowShape({
  id: int,
  locationId: int,
  at: stamp,
  celsius: num,
  source: textKind<Reading['source']>(),
  note: textKind.nullable,
  createdBy: textKind.nullable,
  outOfLimits: bool,
});
const READING_FROM = sql`temperature_readings t join storage_locations l on l.id = t.location_id
  left join users u on u.id = t.created_by`;

/**
 * Opens a hold on a location (its row locked), or adds to the one open: every lot and batch with stock there not yet
 * undecided in it becomes an item and is held. A hold that takes nothing is closed at once (kept as the record of the
 * reading). Answers the hold.
 */
async function holdLocation(
  tx: Tx,
  location: Location,
  cause: {
    reason: 'limit' | 'gap';
    readingId: number | null;
    celsius: number | null;
    lastReadingAt: string | null;
  },
): Promise<Hold> {
  let hold = await one(
    tx,
    sql`select id from stock_holds where location_id = ${location.id} and closed_at is null`,
    rowShape({ id: int }),
  );
  hold ??= await one(
    tx,
    sql`insert into stock_holds (location_id, reason, reading_id, celsius, last_reading_at)
        values (${location.id}, ${cause.reason}, ${cause.readingId}, ${cause.celsius}, ${cause.lastReadingAt}::timestamptz)
        returning id`,
    rowShape({ id: int }),
  );
  const holdId = hold!.id;
  await tx.execute(sql`
    insert into stock_hold_items (hold_id, restock_id)
    select ${holdId}, r.id from restocks r
    where r.location_id = ${location.id} and r.remaining > 0 and r.recalled_at is null
      and not exists (select 1 from stock_hold_items i where i.hold_id = ${holdId} and i.restock_id = r.id and i.decision is null)
    order by r.id`);
  await tx.execute(sql`
    insert into stock_hold_items (hold_id, batch_id)
    select ${holdId}, b.id from product_batches b
    where ((b.fresh_location_id = ${location.id} and b.fresh > 0) or (b.frozen_location_id = ${location.id} and b.frozen > 0))
      and b.recalled_at is null
      and not exists (select 1 from stock_hold_items i where i.hold_id = ${holdId} and i.batch_id = b.id and i.decision is null)
    order by b.id`);
  await tx.execute(sql`update restocks set held_at = now() where held_at is null and id in (
    select restock_id from stock_hold_items where hold_id = ${holdId} and decision is null and restock_id is not null)`);
  await tx.execute(sql`update product_batches set held_at = now() where held_at is null and id in (
    select batch_id from stock_hold_items where hold_id = ${holdId} and decision is null and batch_id is not null)`);
  await tx.execute(sql`update stock_holds set closed_at = now() where id = ${holdId} and not exists (
    select 1 from stock_hold_items i where i.hold_id = ${holdId} and i.decision is null)`);
  const found = await one(
    tx,
    sql`select ${HOLD_JSON} as hold from stock_holds h where h.id = ${holdId}`,
    rowShape({ hold: json<Hold>() }),
  );
  return found!.hold;
}

/**
 * What a new reading (inserted, the location locked) means: outside the limits, a hold; else after a gap longer than
 * the setting since the reading before it (and no gap hold for that gap yet, e.g. from the periodic check), a hold.
 */
async function judgeReading(
  tx: Tx,
  location: Location,
  reading: { id: number; at: string; celsius: number },
  gapHours: number,
): Promise<Hold | null> {
  if (outside(location, reading.celsius))
    return holdLocation(tx, location, {
      reason: 'limit',
      readingId: reading.id,
      celsius: reading.celsius,
      lastReadingAt: null,
    });
  const gap = await one(
    tx,
    sql`select to_json(p.at)#>>'{}' as at from temperature_readings p
        where p.location_id = ${location.id} and p.at < ${reading.at}::timestamptz
          and p.at < ${reading.at}::timestamptz - make_interval(hours => ${gapHours})
          and not exists (select 1 from temperature_readings q where q.location_id = ${location.id}
                          and q.at > p.at and q.at < ${reading.at}::timestamptz)
          and not exists (select 1 from stock_holds h where h.location_id = ${location.id} and h.reason = 'gap'
                          and h.last_reading_at = p.at)
        order by p.at desc limit 1`,
    rowShape({ at: stamp }),
  );
  if (!gap) return null;
  return holdLocation(tx, location, {
    reason: 'gap',
    readingId: reading.id,
    celsius: null,
    lastReadingAt: gap.at,
  });
}

async function insertReading(
  tx: Tx,
  ctx: StockContext,
  location: Location,
  r: { at: string; celsius: number; note: string | null; source: 'manual' | 'import' },
): Promise<{ id: number; at: string; celsius: number } | undefined> {
  return one(
    tx,
    sql`insert into temperature_readings (location_id, at, celsius, source, note, created_by)
        values (${location.id}, ${r.at}::timestamptz, ${r.celsius}, ${r.source}, ${r.note}, ${ctx.userId})
        on conflict (location_id, at) do nothing
        returning id, to_json(at)#>>'{}' as at, celsius::float8 as celsius`,
    rowShape({ id: int, at: stamp, celsius: num }),
  );
}

/** "Catat suhu": one reading by hand (now unless `at`), then what it means for the location's stock. */
export async function recordReading(
  tx: Tx,
  ctx: StockContext,
  input: Schemas['TemperatureReadingInput'],
): Promise<{ datas: Reading; hold: Hold | null }> {
  const location = await lockLocation(tx, input.locationId);
  if (!location.active) throw invalid('locationId', 'storage.inactiveLocation', { name: location.name });
  const at = input.at ?? new Date().toISOString();
  if (Date.parse(at) > Date.now() + 5 * 60_000) throw invalid('at', 'storage.readingFuture');
  const inserted = await insertReading(tx, ctx, location, {
    at,
    celsius: Math.round(input.celsius * 10) / 10,
    note: input.note?.trim() || null,
    source: 'manual',
  });
  if (!inserted) throw conflict('storage.readingDuplicate', {}, ['at']);
  const { gapHours } = await temperatureSettings(tx);
  const hold = await judgeReading(tx, location, inserted, gapHours);
  const datas = (await one(
    tx,
    sql`select ${READING_COLUMNS} from ${READING_FROM} where t.id = ${inserted.id}`,
    READING_ROW,
  ))!;
  await audit(tx, {
    userId: ctx.userId,
    action: 'create',
    entity: 'temperature',
    entityId: inserted.id,
    after: datas,
  });
  return { datas, hold };
}

/** A location's readings, newest first, with its limits, the check times and the check due now (if any). */
export async function readingPage(
  tx: Tx,
  input: Schemas['TemperatureReadingListRequest'],
  location: Schemas['StockLocation'],
  timeZone: string,
  now: Date = new Date(),
) {
  const { page, perPage, limit, offset } = paging(input);
  const datas = await rows(
    tx,
    sql`select ${READING_COLUMNS} from ${READING_FROM} where t.location_id = ${input.locationId}
        order by t.at desc limit ${limit} offset ${offset}`,
    READING_ROW,
  );
  const total = await one(
    tx,
    sql`select count(*)::int as n from temperature_readings where location_id = ${input.locationId}`,
    rowShape({ n: int }),
  );
  const { checkTimes, gapHours } = await temperatureSettings(tx);
  return {
    datas,
    total: total?.n ?? 0,
    page,
    perPage,
    location,
    checkTimes,
    gapHours,
    due: await dueCheck(tx, input.locationId, checkTimes, timeZone, now),
  };
}

/** The latest check time passed today (business time zone) with no reading of the location since it, or null. */
async function dueCheck(tx: Tx, locationId: number, checkTimes: string[], timeZone: string, now: Date) {
  const found = await one(
    tx,
    sql`select max(c.t) as due from unnest(${`{${checkTimes.join(',')}}`}::text[]) c(t)
        where ((now() at time zone ${timeZone})::date + c.t::time) at time zone ${timeZone} <= ${now.toISOString()}::timestamptz
          and not exists (select 1 from temperature_readings r where r.location_id = ${locationId}
            and r.at >= ((now() at time zone ${timeZone})::date + c.t::time) at time zone ${timeZone})`,
    rowShape({ due: textKind.nullable }),
  );
  return found?.due ?? null;
}

// ---------- the periodic gap check ----------

/**
 * Opens a gap hold on every active location whose latest reading is older than the setting, once per gap: a hold
 * records the reading it follows (`last_reading_at`), and the check runs under the location's lock, so several
 * processes running it at once open one hold. Locations never read are not watched (nothing to measure a gap from).
 */
export async function checkGaps(db: Db, now: Date = new Date()): Promise<number> {
  const { gapHours } = await temperatureSettings(db);
  const late = await rows(
    db,
    sql`select l.id from storage_locations l
        cross join lateral (select max(r.at) as at from temperature_readings r where r.location_id = l.id) last
        where l.active and last.at is not null
          and last.at < ${now.toISOString()}::timestamptz - make_interval(hours => ${gapHours})
          and not exists (select 1 from stock_holds h where h.location_id = l.id and h.reason = 'gap' and h.last_reading_at = last.at)`,
    rowShape({ id: int }),
  );
  let opened = 0;
  for (const { id } of late) {
    await db.transaction(async (tx) => {
      const location = await lockLocation(tx, id);
      const gap = await one(
        tx,
        sql`select to_json(last.at)#>>'{}' as at from (select max(r.at) as at from temperature_readings r where r.location_id = ${id}) last
            where last.at < ${now.toISOString()}::timestamptz - make_interval(hours => ${gapHours})
              and not exists (select 1 from stock_holds h where h.location_id = ${id} and h.reason = 'gap' and h.last_reading_at = last.at)`,
        rowShape({ at: stamp }),
      );
      if (!gap || !location.active) return;
      await holdLocation(tx, location, {
        reason: 'gap',
        readingId: null,
        celsius: null,
        lastReadingAt: gap.at,
      });
      opened += 1;
    });
  }
  return opened;
}

// ---------- the logger's file ----------

export interface ReadingRow {
  row: number;
  values: Record<string, string>;
}

const TIME =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?$|^(\d{2})\/(\d{2})\/(\d{4})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A logger's time as an instant: ISO with or without an offset, or `DD/MM/YYYY HH:MM[:SS]`; no offset is business time. */
export function readingTime(textValue: string, timeZone: string): string | null {
  const m = TIME.exec(textValue.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s, off] = m[1]
    ? [m[1], m[2], m[3], m[4], m[5], m[6] ?? '00', m[7]]
    : [m[10], m[9], m[8], m[11], m[12], m[13] ?? '00', undefined];
  const wall = Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s!);
  if (Number.isNaN(wall) || +mo! > 12 || +d! > 31 || +h! > 23 || +mi! > 59 || +s! > 59) return null;
  if (off) {
    if (off === 'Z') return new Date(wall).toISOString();
    const sign = off.startsWith('-') ? -1 : 1;
    const digits = off.replace(/[+:-]/g, '');
    return new Date(wall - sign * (+digits.slice(0, 2) * 60 + +digits.slice(2)) * 60_000).toISOString();
  }
  // The zone's offset at that moment: the wall clock read back through the zone, then corrected once.
  const offsetAt = (t: number) => {
    const p = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(t))
      .reduce<Record<string, string>>((a, x) => ({ ...a, [x.type]: x.value }), {});
    return Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!) - t;
  };
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess)).toISOString();
}

type ImportRow = Schemas['TemperatureImportRow'];

class Rollback extends Error {}

/**
 * Readings from a logger's file: each row's time, temperature and location (its name, else `locationId`) checked
 * first; any row in error and nothing is written. Rows are recorded in time order, each judged as a reading by hand;
 * the same location and moment already recorded (or twice in the file) is a duplicate, not a second row. A dry run
 * does all of it and rolls it back.
 */
export async function importReadings(
  db: Db,
  ctx: StockContext,
  sheetRows: ReadingRow[],
  opts: { locationId?: number | undefined; dryRun: boolean; timeZone: string },
) {
  const result: ImportRow[] = [];
  const parsed: Array<{ row: number; at: string; celsius: number; location: string | null }> = [];
  for (const { row, values } of sheetRows) {
    const errors: Record<string, string[]> = {};
    const at = values.time === undefined ? null : readingTime(values.time, opts.timeZone);
    if (!at) errors.time = [invalid('time', 'validation.format').message];
    const celsius = Number((values.temperature ?? '').replace(',', '.'));
    if (!values.temperature || !Number.isFinite(celsius) || celsius < -80 || celsius > 80)
      errors.temperature = [invalid('temperature', 'validation.format').message];
    const location = values.location?.trim() || null;
    if (!location && !opts.locationId)
      errors.location = [invalid('location', 'storage.importLocation', { name: '' }).message];
    if (Object.keys(errors).length) result.push({ row, action: 'error', errors });
    else parsed.push({ row, at: at!, celsius: Math.round(celsius * 10) / 10, location });
  }
  let holds = 0;
  const write = async (tx: Tx) => {
    const names = [...new Set(parsed.map((p) => p.location).filter((n): n is string => n !== null))];
    const byName = new Map(
      (
        await rows(
          tx,
          sql`select id, lower(name) as name from storage_locations where lower(name) = any(${`{${names.map((n) => `"${n.toLowerCase().replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[])`,
          rowShape({ id: int, name: textKind }),
        )
      ).map((l) => [l.name, l.id]),
    );
    const locked = new Map<number, Location>();
    const { gapHours } = await temperatureSettings(tx);
    parsed.sort((a, b) => a.at.localeCompare(b.at) || a.row - b.row);
    for (const p of parsed) {
      const id = p.location ? byName.get(p.location.toLowerCase()) : opts.locationId;
      if (!id) {
        result.push({
          row: p.row,
          action: 'error',
          errors: { location: [invalid('location', 'storage.importLocation', { name: p.location }).message] },
        });
        continue;
      }
      let location = locked.get(id);
      if (!location) {
        location = await lockLocation(tx, id, 'locationId');
        locked.set(id, location);
      }
      const inserted = await insertReading(tx, ctx, location, {
        at: p.at,
        celsius: p.celsius,
        note: null,
        source: 'import',
      });
      if (!inserted) {
        result.push({ row: p.row, action: 'duplicate' });
        continue;
      }
      result.push({ row: p.row, action: 'add' });
      if (await judgeReading(tx, location, inserted, gapHours)) holds += 1;
    }
  };
  const counts = () => ({
    added: result.filter((r) => r.action === 'add').length,
    duplicates: result.filter((r) => r.action === 'duplicate').length,
    failed: result.filter((r) => r.action === 'error').length,
  });
  let applied = false;
  try {
    await db.transaction(async (tx) => {
      await write(tx);
      if (opts.dryRun || counts().failed > 0) throw new Rollback();
      if (counts().added)
        await audit(tx, {
          userId: ctx.userId,
          action: 'create',
          entity: 'temperature',
          entityId: 0,
          after: { imported: counts().added, duplicates: counts().duplicates },
        });
    });
    applied = true;
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  }
  result.sort((a, b) => a.row - b.row);
  return { dryRun: opts.dryRun, applied, ...counts(), holds, rows: result };
}

// ---------- hold items and their release ----------

type HoldItem = Schemas['StockHoldItem'];

const ITEM_COLUMNS = sql`i.id, ${HOLD_JSON} as hold, json_build_object('id', l.id, 'name', l.name) as location,
  case when i.restock_id is null then 'batch' else 'lot' end as kind, coalesce(i.restock_id, i.batch_id) as "stockId",
  coalesce(m.name, p.name) as name, r.batch_code as code,
  coalesce(case when r.location_id = l.id then r.remaining end, 0)::float8
    + coalesce(case when b.fresh_location_id = l.id then b.fresh end, 0)::float8
    + coalesce(case when b.frozen_location_id = l.id then b.frozen end, 0)::float8 as qty,
  coalesce(m.unit, p.unit) as unit, coalesce(r.expiry_date, b.expiry_date)::text as "expiryDate",
  i.decision, i.note, u.name as "decidedBy", to_json(i.decided_at)#>>'{}' as "decidedAt"`;
/** A hold item as ITEM_COLUMNS answers it, checked (decision 046). */
const ITEM_ROW = rowShape({
  id: int,
  hold: json<Hold>(),
  location: json<HoldItem['location']>(),
  kind: textKind<HoldItem['kind']>(),
  stockId: int,
  name: textKind,
  code: textKind.nullable,
  qty: num,
  unit: textKind,
  expiryDate: textKind.nullable,
  decision: textKind<'accept' | 'discard'>().nullable,
  note: textKind.nullable,
  decidedBy: textKind.nullable,
  decidedAt: stamp.nullable,
});
const ITEM_FROM = sql`stock_hold_items i join stock_holds h on h.id = i.hold_id join storage_locations l on l.id = h.location_id
  left join restocks r on r.id = i.restock_id left join materials m on m.id = r.material_id
  left join product_batches b on b.id = i.batch_id left join products p on p.id = b.product_id
  left join users u on u.id = i.decided_by`;

/** Items of holds: undecided ones (held stock) by default, oldest hold first; or every item of a location's holds. */
export async function holdItemPage(tx: Tx, query: Schemas['StockHoldListRequest']) {
  const { page, perPage, limit, offset } = paging(query);
  const where: SQL = and(
    query.locationId === undefined ? undefined : sql`h.location_id = ${query.locationId}`,
    (query.state ?? 'open') === 'open' ? sql`i.decision is null` : undefined,
  );
  const datas = await rows(
    tx,
    sql`select ${ITEM_COLUMNS} from ${ITEM_FROM} where ${where} order by i.decision nulls first, h.opened_at desc, i.id
        limit ${limit} offset ${offset}`,
    ITEM_ROW,
  );
  const total = await one(
    tx,
    sql`select count(*)::int as n from stock_hold_items i join stock_holds h on h.id = i.hold_id where ${where}`,
    rowShape({ n: int }),
  );
  return { datas, total: total?.n ?? 0, page, perPage };
}

/**
 * "Rilis QC": accepts a held item (the stock's hold cleared unless another open hold still holds it) or discards it
 * (what it holds in the hold's location counted out to zero as waste, through the stock's own paths), with a note;
 * the hold closes with its last item decided. Under the location's lock, like a reading.
 */
export async function decideHoldItem(tx: Tx, ctx: StockContext, input: Schemas['StockHoldReleaseRequest']) {
  const note = input.note.trim();
  if (note.length < 3) throw invalid('note', 'validation.minLength', { limit: 3 });
  const found = await one(
    tx,
    sql`select h.location_id as "locationId" from stock_hold_items i join stock_holds h on h.id = i.hold_id where i.id = ${input.id}`,
    rowShape({ locationId: int }),
  );
  if (!found) throw notFound('holdItem');
  await lockLocation(tx, found.locationId);
  const item = (await one(
    tx,
    sql`select i.id, i.hold_id as "holdId", i.restock_id as "restockId", i.batch_id as "batchId", i.decision
        from stock_hold_items i where i.id = ${input.id} for update`,
    rowShape({
      id: int,
      holdId: int,
      restockId: int.nullable,
      batchId: int.nullable,
      decision: textKind.nullable,
    }),
  ))!;
  if (item.decision) throw conflict('storage.decided', { decision: item.decision });
  const before = (await one(
    tx,
    sql`select ${ITEM_COLUMNS} from ${ITEM_FROM} where i.id = ${item.id}`,
    ITEM_ROW,
  ))!;

  if (input.decision === 'discard') {
    const date = ctx.today;
    if (item.restockId !== null) {
      const lot = (await one(
        tx,
        sql`select material_id as "materialId" from restocks where id = ${item.restockId}`,
        rowShape({ materialId: int }),
      ))!;
      await lockMaterials(tx, [lot.materialId]);
      const held = (await one(
        tx,
        sql`select (remaining * 1000)::bigint as qty, unit_price as price, location_id as "locationId"
            from restocks where id = ${item.restockId} for update`,
        rowShape({ qty: int, price: int, locationId: int.nullable }),
      ))!;
      if (held.qty > 0 && held.locationId === found.locationId) {
        await tx.execute(sql`update restocks set held_at = null where id = ${item.restockId}`);
        const takes = [{ restockId: item.restockId, qty: held.qty }];
        const usageId = await insertUsage(tx, ctx, {
          materialId: lot.materialId,
          date,
          qty: held.qty,
          reason: 'waste',
          note,
        });
        await applyAllocation(tx, usageId, {
          materialId: lot.materialId,
          qty: held.qty,
          takes,
          available: held.qty,
          expired: 0,
          blocked: 0,
          enough: true,
          value: takesValue([{ qty: held.qty, unitPrice: held.price }]),
        });
      }
    } else {
      const batch = (await lockBatch(tx, item.batchId!))!;
      const product = (await lockProducts(tx, [batch.productId])).get(batch.productId)!;
      const places = (await one(
        tx,
        sql`select fresh_location_id as fresh, frozen_location_id as frozen from product_batches where id = ${batch.id}`,
        rowShape({ fresh: int.nullable, frozen: int.nullable }),
      ))!;
      const changes = (['fresh', 'frozen'] as const)
        .filter((bucket) => places[bucket] === found.locationId && batch[bucket] > 0)
        .map((bucket) => ({ bucket, qty: -batch[bucket] }));
      if (changes.length) {
        await tx.execute(sql`update product_batches set held_at = null where id = ${batch.id}`);
        await changeBatch(tx, batch, product, changes, {
          reason: 'waste',
          date: date < batch.date ? batch.date : date,
          note,
          userId: ctx.userId,
          field: 'id',
        });
      }
    }
  }
  await tx.execute(sql`update stock_hold_items set decision = ${input.decision}, note = ${note}, decided_by = ${ctx.userId},
      decided_at = now() where id = ${item.id}`);
  // Still held elsewhere (the other bucket's location, another open hold): the stock stays held.
  if (item.restockId !== null)
    await tx.execute(sql`update restocks set held_at = null where id = ${item.restockId} and not exists (
        select 1 from stock_hold_items i join stock_holds h on h.id = i.hold_id
        where i.restock_id = ${item.restockId} and i.decision is null and h.closed_at is null)`);
  else
    await tx.execute(sql`update product_batches set held_at = null where id = ${item.batchId} and not exists (
        select 1 from stock_hold_items i join stock_holds h on h.id = i.hold_id
        where i.batch_id = ${item.batchId} and i.decision is null and h.closed_at is null)`);
  await tx.execute(sql`update stock_holds set closed_at = now() where id = ${item.holdId} and closed_at is null
      and not exists (select 1 from stock_hold_items i where i.hold_id = ${item.holdId} and i.decision is null)`);
  const after = (await one(
    tx,
    sql`select ${ITEM_COLUMNS} from ${ITEM_FROM} where i.id = ${item.id}`,
    ITEM_ROW,
  ))!;
  await audit(tx, {
    userId: ctx.userId,
    action: 'update',
    entity: 'holdItem',
    entityId: item.id,
    before,
    after,
  });
  return after;
}

/** The dashboard's figures: held lots and batches, and active locations with limits and no reading today. */
export async function storageSummary(tx: Tx, timeZone: string) {
  const held = await one(
    tx,
    sql`select (select count(*)::int from restocks where held_at is not null and remaining > 0) as lots,
               (select count(*)::int from product_batches where held_at is not null and (fresh > 0 or frozen > 0)) as batches`,
    rowShape({ lots: int, batches: int }),
  );
  const unread = await rows(
    tx,
    sql`select l.id, l.name from storage_locations l
        where l.active and (l.min_temp is not null or l.max_temp is not null)
          and not exists (select 1 from temperature_readings r where r.location_id = l.id
            and r.at >= ((now() at time zone ${timeZone})::date)::timestamp at time zone ${timeZone})
        order by lower(l.name), l.id limit 200`,
    rowShape({ id: int, name: textKind }),
  );
  return { heldLots: held?.lots ?? 0, heldBatches: held?.batches ?? 0, unread };
}
