/**
 * Storage locations ("Lokasi Simpan", decision 056): the plain resource, what a location holds, and moving a lot or a
 * batch's bucket whole from one location to another. Where new stock goes is migration 0040's insert triggers.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { one, rows } from '../../db/query.js';
import type { Schemas } from '../../lib/contract.js';
import { conflict, invalid, missingReference, notFound } from '../../lib/errors.js';
import { audit } from '../platform/audit.js';
import type { StockContext } from '../platform/context.js';
import { defineCrud, stampColumns } from '../platform/crud.js';
import { bool, int, num, row as rowShape, stamp, text as textKind } from '../../db/rowShape.js';
import { lockBatch } from './batches.js';

export type StockLocation = Schemas['StockLocation'];
type Input = Schemas['StockLocationInput'];
type Query = Schemas['StockLocationListRequest'];

/** The hold of a location as the contract answers it (alias `h`). */
export const HOLD_JSON = sql`json_build_object('id', h.id, 'reason', h.reason, 'celsius', h.celsius::float8,
  'lastReadingAt', to_json(h.last_reading_at)#>>'{}', 'openedAt', to_json(h.opened_at)#>>'{}',
  'closedAt', to_json(h.closed_at)#>>'{}')`;

/** Lots (`r`) and batch buckets (`b`) with stock in location `id`. */
const LOTS_IN = (id: unknown) =>
  sql`select count(*)::int from restocks r where r.location_id = ${id} and r.remaining > 0`;
const BUCKETS_IN = (id: unknown) =>
  sql`(select count(*)::int from product_batches b where b.fresh_location_id = ${id} and b.fresh > 0)
    + (select count(*)::int from product_batches b where b.frozen_location_id = ${id} and b.frozen > 0)`;

/** "Read today" is in the business time zone; the list's columns take it from the request. */
export const storageLocations = (timeZone: string) =>
  defineCrud<StockLocation, Input, Query>({
    entity: 'stockLocation',
    table: 'storage_locations',
    alias: 'l',
    columns: sql`${stampColumns('l')}, l.name, l.kind, l.min_temp::float8 as "minTemp", l.max_temp::float8 as "maxTemp",
      l.active, l.description,
      (${LOTS_IN(sql`l.id`)}) as "lotCount", (${BUCKETS_IN(sql`l.id`)}) as "batchCount",
      coalesce((select count(*)::int from stock_holds h join stock_hold_items i on i.hold_id = h.id
        where h.location_id = l.id and h.closed_at is null and i.decision is null), 0) as "heldCount",
      to_json(t.at)#>>'{}' as "lastReadingAt", t.celsius::float8 as "lastCelsius",
      coalesce((t.at at time zone ${timeZone})::date = (now() at time zone ${timeZone})::date, false) as "readToday",
      (select ${HOLD_JSON} from stock_holds h where h.location_id = l.id and h.closed_at is null) as "openHold"`,
    from: sql`storage_locations l left join lateral (
      select r.at, r.celsius from temperature_readings r where r.location_id = l.id order by r.at desc limit 1) t on true`,
    countFrom: sql`storage_locations l`,
    search: [sql`l.name`, sql`l.description`],
    sort: { name: sql`lower(l.name)`, kind: sql`l.kind`, updatedAt: sql`l.updated_at` },
    defaultSort: 'name',
    filters: { kind: (k) => sql`l.kind = ${k}`, active: (a) => sql`l.active = ${a}` },
    unique: [{ field: 'name', column: 'name', rule: 'stockLocation.name' }],
    values: (l) => {
      const minTemp = l.minTemp ?? null;
      const maxTemp = l.maxTemp ?? null;
      if (minTemp !== null && maxTemp !== null && maxTemp < minTemp)
        throw invalid('maxTemp', 'storage.tempRange');
      return {
        name: l.name.trim(),
        kind: l.kind,
        min_temp: minTemp,
        max_temp: maxTemp,
        active: l.active ?? true,
        description: l.description?.trim() || null,
      };
    },
    inUse: [
      {
        count: (id) => sql`select (${LOTS_IN(id)}) + ${BUCKETS_IN(id)} as n`,
        rule: 'stockLocation.stock',
        params: (l) => ({ name: l.name }),
      },
      {
        count: (id) =>
          sql`select count(*)::int as n from stock_holds h where h.location_id = ${id} and h.closed_at is null`,
        rule: 'stockLocation.openHold',
        params: (l) => ({ name: l.name }),
      },
    ],
  });

/** A location row locked for the rest of the transaction: what readings, holds and releases of it serialise on. */
export async function lockLocation(tx: Tx, id: number, field = 'locationId') {
  const found = await one(
    tx,
    sql`select id, name, kind, active, min_temp::float8 as "minTemp", max_temp::float8 as "maxTemp"
        from storage_locations where id = ${id} for update`,
    rowShape({
      id: int,
      name: textKind,
      kind: textKind,
      active: bool,
      minTemp: num.nullable,
      maxTemp: num.nullable,
    }),
  );
  if (!found) throw missingReference(field, 'stockLocation');
  return found;
}

const MOVE_COLUMNS = sql`m.id, case when m.restock_id is null then 'batch' else 'lot' end as kind,
  coalesce(m.restock_id, m.batch_id) as "stockId", coalesce(mat.name, p.name) as name,
  r.batch_code as code, m.bucket, m.qty::float8 as qty, coalesce(mat.unit, p.unit) as unit,
  fl.name as "fromLocation", tl.name as "toLocation", m.note, u.name as "createdBy", to_json(m.at)#>>'{}' as at`;
const MOVE_FROM = sql`stock_location_moves m
  left join restocks r on r.id = m.restock_id left join materials mat on mat.id = r.material_id
  left join product_batches pb on pb.id = m.batch_id left join products p on p.id = pb.product_id
  left join storage_locations fl on fl.id = m.from_location_id left join storage_locations tl on tl.id = m.to_location_id
  left join users u on u.id = m.created_by`;

type Move = Schemas['StockLocationMove'];
/** A move as MOVE_COLUMNS answers it, checked (decision 046). */
const MOVE_ROW = rowShape({
  id: int,
  kind: textKind<Move['kind']>(),
  stockId: int,
  name: textKind,
  code: textKind.nullable,
  bucket: textKind<'fresh' | 'frozen'>().nullable,
  qty: num,
  unit: textKind,
  fromLocation: textKind.nullable,
  toLocation: textKind.nullable,
  note: textKind.nullable,
  createdBy: textKind.nullable,
  at: stamp,
});

/**
 * Moves a lot, or one bucket of a batch, whole to another active location, with a row in its history. Held or recalled
 * stock does not move (it stays where it is until QC or the recall decides); nor does an empty lot or bucket.
 */
export async function moveToLocation(
  tx: Tx,
  ctx: StockContext,
  input: Schemas['StockLocationMoveRequest'],
): Promise<Move> {
  const note = input.note?.trim() || null;
  let from: number | null;
  let qty: string;
  let stock: { heldAt: string | null; recalledAt: string | null; name: string };
  if (input.kind === 'lot') {
    const lot = await one(
      tx,
      sql`select r.id, r.location_id as "locationId", r.remaining::text as qty, to_json(r.held_at)#>>'{}' as "heldAt",
            to_json(r.recalled_at)#>>'{}' as "recalledAt", m.name
          from restocks r join materials m on m.id = r.material_id where r.id = ${input.id} for update of r`,
      rowShape({
        id: int,
        locationId: int.nullable,
        qty: textKind,
        heldAt: textKind.nullable,
        recalledAt: textKind.nullable,
        name: textKind,
      }),
    );
    if (!lot) throw notFound('lot');
    from = lot.locationId;
    qty = lot.qty;
    stock = lot;
  } else {
    if (!input.bucket) throw invalid('bucket', 'storage.bucketRequired');
    const batch = await lockBatch(tx, input.id);
    if (!batch) throw notFound('batch');
    const b = (await one(
      tx,
      sql`select b.fresh_location_id as "fresh", b.frozen_location_id as "frozen", b.${sql.raw(input.bucket)}::text as qty,
            to_json(b.held_at)#>>'{}' as "heldAt", to_json(b.recalled_at)#>>'{}' as "recalledAt", p.name
          from product_batches b join products p on p.id = b.product_id where b.id = ${input.id}`,
      rowShape({
        fresh: int.nullable,
        frozen: int.nullable,
        qty: textKind,
        heldAt: textKind.nullable,
        recalledAt: textKind.nullable,
        name: textKind,
      }),
    ))!;
    from = b[input.bucket];
    qty = b.qty;
    stock = b;
  }
  if (stock.recalledAt) throw conflict('storage.recalled', { name: stock.name });
  if (stock.heldAt) throw conflict('storage.held', { name: stock.name });
  if (!(Number(qty) > 0)) throw conflict('storage.nothingToMove');
  const to = await lockLocation(tx, input.toLocationId, 'toLocationId');
  if (!to.active) throw invalid('toLocationId', 'storage.inactiveLocation', { name: to.name });
  if (from === to.id) throw invalid('toLocationId', 'storage.sameLocation');
  if (input.kind === 'lot') {
    await tx.execute(
      sql`update restocks set location_id = ${to.id}, version = version + 1, updated_at = now() where id = ${input.id}`,
    );
  } else {
    await tx.execute(
      sql`update product_batches set ${sql.identifier(`${input.bucket}_location_id`)} = ${to.id}, version = version + 1,
            updated_at = now() where id = ${input.id}`,
    );
  }
  const moved = await one(
    tx,
    sql`insert into stock_location_moves (restock_id, batch_id, bucket, qty, from_location_id, to_location_id, note, created_by)
        values (${input.kind === 'lot' ? input.id : null}, ${input.kind === 'batch' ? input.id : null},
                ${input.kind === 'batch' ? input.bucket! : null}, ${qty}::numeric, ${from}, ${to.id}, ${note}, ${ctx.userId})
        returning id`,
    rowShape({ id: int }),
  );
  const datas = (await one(
    tx,
    sql`select ${MOVE_COLUMNS} from ${MOVE_FROM} where m.id = ${moved!.id}`,
    MOVE_ROW,
  ))!;
  await audit(tx, {
    userId: ctx.userId,
    action: 'update',
    entity: input.kind === 'lot' ? 'lot' : 'batch',
    entityId: input.id,
    after: { move: datas },
  });
  return datas;
}

/** What a location holds now (first-expiring first, at most 2000) and its latest 50 moves in or out. */
export async function locationContents(tx: Tx, locationId: number) {
  const found = await one(tx, sql`select id from storage_locations where id = ${locationId}`);
  if (!found) throw notFound('stockLocation');
  const datas = await rows(
    tx,
    sql`select * from (
          select 'lot' as kind, r.id, m.name, r.batch_code as code, null::text as bucket, r.remaining::float8 as qty,
                 m.unit, r.expiry_date::text as "expiryDate", to_json(r.held_at)#>>'{}' as "heldAt",
                 to_json(r.recalled_at)#>>'{}' as "recalledAt"
          from restocks r join materials m on m.id = r.material_id
          where r.location_id = ${locationId} and r.remaining > 0
          union all
          select 'batch', b.id, p.name, null, 'fresh', b.fresh::float8, p.unit, b.expiry_date::text,
                 to_json(b.held_at)#>>'{}', to_json(b.recalled_at)#>>'{}'
          from product_batches b join products p on p.id = b.product_id
          where b.fresh_location_id = ${locationId} and b.fresh > 0
          union all
          select 'batch', b.id, p.name, null, 'frozen', b.frozen::float8, p.unit, b.expiry_date::text,
                 to_json(b.held_at)#>>'{}', to_json(b.recalled_at)#>>'{}'
          from product_batches b join products p on p.id = b.product_id
          where b.frozen_location_id = ${locationId} and b.frozen > 0
        ) s order by "expiryDate" nulls last, kind, id limit 2000`,
    rowShape({
      kind: textKind<Schemas['StockInLocation']['kind']>(),
      id: int,
      name: textKind,
      code: textKind.nullable,
      bucket: textKind<'fresh' | 'frozen'>().nullable,
      qty: num,
      unit: textKind,
      expiryDate: textKind.nullable,
      heldAt: stamp.nullable,
      recalledAt: stamp.nullable,
    }),
  );
  const moves = await rows(
    tx,
    sql`select ${MOVE_COLUMNS} from ${MOVE_FROM}
        where m.id in (
          (select id from stock_location_moves where from_location_id = ${locationId} order by at desc limit 50)
          union (select id from stock_location_moves where to_location_id = ${locationId} order by at desc limit 50))
        order by m.at desc, m.id desc limit 50`,
    MOVE_ROW,
  );
  return { datas, moves };
}
