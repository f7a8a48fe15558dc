import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { and, rows } from '../../db/query.js';
import { int, row as rowShape, text } from '../../db/rowShape.js';
import { AppError } from '../../lib/errors.js';
import { auditMany, type AuditEntry } from './audit.js';
import type { Actor, CrudSpec, ListQuery, Stored } from './crud.js';

/** What an update's input carries besides the record's columns. */
export const UPDATE_KEYS = new Set(['id', 'version']);

/** An item of `writeMany`: a new record, or an update of `existing` (found by the caller, in this transaction). */
export interface BulkItem<Input> {
  input: Input;
  existing?: Stored | undefined;
}

/** The most parameters one statement carries (PostgreSQL's protocol allows 65535). */
const MAX_PARAMS = 20_000;

const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
const textsOf = (values: string[]) => sql`jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)`;

/** Consecutive items of `indexes` writing the same columns, in slices a statement can carry. */
function* runs(indexes: number[], values: Array<Record<string, unknown>>) {
  let run: number[] = [];
  let columns = '';
  let max = 0;
  for (const i of indexes) {
    const keys = Object.keys(values[i]!);
    const signature = keys.join(',');
    if (run.length && (signature !== columns || run.length >= max)) {
      yield run;
      run = [];
    }
    if (!run.length) {
      columns = signature;
      max = Math.max(1, Math.floor(MAX_PARAMS / (keys.length + 1)));
    }
    run.push(i);
  }
  if (run.length) yield run;
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * The set-based form of the CRUD kit's create and update, for an import's rows: the same rules checked for all
 * rows at once (each unique rule and each reference in one statement, `check` in memory), then the rows written in
 * a few multi-row statements, read back and audited in one statement. An item is left unwritten (for the kit's
 * one-by-one path, which then says why, or writes it after the others as it would have) when a rule refuses it or
 * might: its values or `check` throw, its unique value is taken in the database, repeated among the items or
 * changed by an update (another row may depend on that), a reference is missing, or its record changed since it
 * was found. A resource with `beforeWrite` or `afterWrite` (writes and checks of its own, row by row) is left
 * entirely to the one-by-one path, and so is every item when a statement fails (a constraint no rule foresaw).
 */
export async function writeMany<Row extends Stored, Input, Query extends ListQuery>(
  tx: Tx,
  actor: Actor,
  spec: CrudSpec<Row, Input, Query>,
  kit: { select: SQL; id: SQL },
  items: BulkItem<Input>[],
): Promise<boolean[]> {
  const written = items.map(() => false);
  if (spec.beforeWrite || spec.afterWrite || items.length === 0) return written;
  const table = sql.identifier(spec.table);
  const byIds = (ids: number[]) => and(sql`${kit.id} = any(${idArray(ids)})`, spec.scope);
  const ok = items.map(() => true);

  // The records updated, as they are (the audit's `before`), locked as `update` locks each.
  const updateIds = items.flatMap((item) => (item.existing ? [item.existing.id] : []));
  const before = new Map<number, Row>();
  if (updateIds.length) {
    await spec.lock?.(tx);
    const locked = await rows<Row>(
      tx,
      sql`${kit.select} where ${byIds(updateIds)} order by ${kit.id} for update of ${sql.raw(spec.alias)}`,
    );
    for (const r of locked) before.set(r.id, r);
  }

  const values: Array<Record<string, unknown>> = [];
  for (const [i, item] of items.entries()) {
    const prior = item.existing ? before.get(item.existing.id) : undefined;
    if (item.existing && prior?.version !== item.existing.version) {
      ok[i] = false;
      continue;
    }
    const input = item.existing
      ? { ...item.input, id: item.existing.id, version: item.existing.version }
      : item.input;
    try {
      const v = spec.values(input);
      values[i] = item.existing
        ? Object.fromEntries(Object.entries(v).filter(([k]) => !UPDATE_KEYS.has(k)))
        : v;
      await spec.check?.(input, prior ?? null, actor);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      ok[i] = false;
    }
  }

  for (const rule of spec.unique ?? []) {
    const column = sql.identifier(rule.column);
    const texts = [
      ...new Set(
        items.flatMap((_, i) => {
          const v = ok[i] ? values[i]![rule.column] : undefined;
          return typeof v === 'string' ? [v] : [];
        }),
      ),
    ];
    // Each value as the database lowers it, and the records holding it (within the rule's scope).
    const found = texts.length
      ? await rows(
          tx,
          sql`select x.v as value, lower(x.v) as lowered, t.id from ${textsOf(texts)} as x(v)
              left join ${table} t on lower(t.${column}) = lower(x.v) ${rule.scope ? sql`and ${rule.scope}` : sql``}`,
          rowShape({ value: text, lowered: text, id: int.nullable }),
        )
      : [];
    const lowered = new Map(found.map((r) => [r.value, r.lowered]));
    const holders = new Map<string, number[]>();
    for (const r of found) if (r.id !== null) push(holders, r.lowered, r.id);
    const current = new Map<number, string | null>();
    if (updateIds.length) {
      const now = await rows(
        tx,
        sql`select id, lower(${column}) as lowered from ${table} where id = any(${idArray(updateIds)})`,
        rowShape({ id: int, lowered: text.nullable }),
      );
      for (const r of now) current.set(r.id, r.lowered);
    }
    const users = new Map<string, number[]>();
    const lowerOf = (i: number) => {
      const v = values[i]![rule.column];
      return typeof v === 'string' ? (lowered.get(v) ?? null) : null;
    };
    items.forEach((_, i) => {
      const l = ok[i] ? lowerOf(i) : null;
      if (l !== null) push(users, l, i);
    });
    items.forEach((item, i) => {
      if (!ok[i]) return;
      const l = lowerOf(i);
      const own = item.existing?.id;
      if (l !== null && (holders.get(l) ?? []).some((id) => id !== own)) ok[i] = false;
      else if (l !== null && (users.get(l)?.length ?? 0) > 1) ok[i] = false;
      else if (own !== undefined && rule.column in values[i]! && (current.get(own) ?? null) !== l)
        ok[i] = false;
    });
  }

  for (const rule of spec.references ?? []) {
    const refOf = (i: number) => (ok[i] ? rule.id(items[i]!.input) : undefined);
    const ids = [...new Set(items.flatMap((_, i) => refOf(i) ?? []))];
    if (!ids.length) continue;
    const existing = await rows(
      tx,
      sql`select id from ${sql.identifier(rule.table)} where id = any(${idArray(ids)})`,
      rowShape({ id: int }),
    );
    const known = new Set(existing.map((r) => r.id));
    items.forEach((_, i) => {
      const ref = refOf(i);
      if (ref !== null && ref !== undefined && !known.has(ref)) ok[i] = false;
    });
  }

  const chosen = items.flatMap((_, i) => (ok[i] && Object.keys(values[i]!).length ? [i] : []));
  if (!chosen.length) return written;
  const creates = chosen.filter((i) => !items[i]!.existing);
  const updates = chosen.filter((i) => items[i]!.existing);
  try {
    await tx.transaction(async (sp) => {
      const ids = new Map<number, number>();
      for (const run of runs(creates, values)) {
        const columns = Object.keys(values[run[0]!]!);
        const tuples = run.map(
          (i) =>
            sql`(${sql.join(
              columns.map((c) => sql`${values[i]![c]}`),
              sql`, `,
            )})`,
        );
        const made = await rows(
          sp,
          sql`insert into ${table} (${sql.join(
            columns.map((c) => sql.identifier(c)),
            sql`, `,
          )}) values ${sql.join(tuples, sql`, `)} returning id`,
          rowShape({ id: int }),
        );
        run.forEach((i, n) => ids.set(i, made[n]!.id));
      }
      if (updates.length) {
        const types = new Map(
          (
            await rows(
              sp,
              sql`select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
                  where attrelid = ${spec.table}::regclass and attnum > 0 and not attisdropped`,
              rowShape({ name: text, type: text }),
            )
          ).map((r) => [r.name, r.type]),
        );
        for (const run of runs(updates, values)) {
          const columns = Object.keys(values[run[0]!]!);
          // A VALUES list outside INSERT takes no type from the table: each value is cast to its column's.
          const tuples = run.map(
            (i) =>
              sql`(${items[i]!.existing!.id}::int, ${sql.join(
                columns.map((c) => sql`(${values[i]![c]})::${sql.raw(types.get(c) ?? 'text')}`),
                sql`, `,
              )})`,
          );
          await sp.execute(
            sql`update ${table} as t set ${sql.join(
              columns.map((c) => sql`${sql.identifier(c)} = v.${sql.identifier(c)}`),
              sql`, `,
            )}, version = t.version + 1, updated_at = now()
                from (values ${sql.join(tuples, sql`, `)}) as v(id, ${sql.join(
                  columns.map((c) => sql.identifier(c)),
                  sql`, `,
                )}) where t.id = v.id`,
          );
        }
        for (const i of updates) ids.set(i, items[i]!.existing!.id);
      }
      const after = new Map(
        (await rows<Row>(sp, sql`${kit.select} where ${byIds([...ids.values()])}`)).map((r) => [r.id, r]),
      );
      const entries: AuditEntry[] = chosen.map((i) => {
        const id = ids.get(i)!;
        const row = after.get(id);
        // Out of the resource's scope once written: `get` refuses it (404), the one-by-one path says so.
        if (!row) throw new Error(`${spec.entity} ${id} not found after writing`);
        return items[i]!.existing
          ? {
              userId: actor.userId,
              action: 'update',
              entity: spec.entity,
              entityId: id,
              before: before.get(id),
              after: row,
            }
          : { userId: actor.userId, action: 'create', entity: spec.entity, entityId: id, after: row };
      });
      await auditMany(sp, entries);
      if (spec.created)
        for (const i of chosen) if (!items[i]!.existing) await spec.created(sp, after.get(ids.get(i)!)!);
    });
  } catch {
    // A statement no rule foresaw failed (a constraint): the savepoint undid it; the rows go one by one.
    return written;
  }
  for (const i of chosen) written[i] = true;
  return written;
}
