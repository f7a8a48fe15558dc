import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { rows as selectRows } from '../../db/query.js';
import { int, row as rowShape, text } from '../../db/rowShape.js';
import { AppError } from '../../lib/errors.js';
import type { Actor, Crud, ListQuery, Stored } from './crud.js';

/** One row of an import file, read and checked: what to write, or why it cannot be. */
export interface ImportPlan<Input> {
  row: number;
  /** What the row is matched by (a product code, a phone). */
  key: string | null;
  name: string | null;
  input?: Input;
  errors?: Record<string, string[]>;
}

export interface ImportRowResult {
  row: number;
  action: 'add' | 'update' | 'error';
  key: string | null;
  name: string | null;
  errors?: Record<string, string[]>;
}

export interface ImportResult {
  dryRun: boolean;
  applied: boolean;
  added: number;
  updated: number;
  failed: number;
  rows: ImportRowResult[];
}

class Rollback extends Error {}

/** The records an import's rows match, one per input (undefined: a new record), found in one statement. */
export type ImportFind<Input> = (tx: Tx, inputs: Input[]) => Promise<Array<Stored | undefined>>;

/**
 * `ImportFind` by a text column: the record whose `column` equals the input's key (`lower`: case-insensitively),
 * read for all keys at once.
 */
export function findByKey<Input>(
  table: string,
  column: string,
  keyOf: (input: Input) => string | null | undefined,
  opts: { lower?: boolean } = {},
): ImportFind<Input> {
  return async (tx, inputs) => {
    const keys = inputs.map((input) => {
      const key = keyOf(input);
      return key === null || key === undefined ? null : key;
    });
    const wanted = [...new Set(keys.filter((k): k is string => k !== null))];
    if (!wanted.length) return inputs.map(() => undefined);
    const col = sql.identifier(column);
    const found = await selectRows(
      tx,
      opts.lower
        ? sql`select x.k as key, t.id, t.version from jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb) as x(k)
              join ${sql.identifier(table)} t on lower(t.${col}) = lower(x.k) order by t.id`
        : sql`select t.${col} as key, t.id, t.version from ${sql.identifier(table)} t
              where t.${col} = any(array(select jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb))) order by t.id`,
      rowShape({ key: text, id: int, version: int }),
    );
    const byKey = new Map<string, Stored>();
    for (const r of found) if (!byKey.has(r.key)) byKey.set(r.key, { id: r.id, version: r.version });
    return keys.map((k) => (k === null ? undefined : byKey.get(k)));
  };
}

/**
 * Writes the rows of an import in one transaction, each through the resource's own rules (uniqueness, references,
 * audit), matched to an existing record by `find`. A row refused by a rule is reported with its field errors and
 * the others go on, so that one run lists every problem. A dry run, or any row in error, rolls everything back:
 * an import is all or nothing.
 *
 * The rows are matched at once and written at once (`crud.writeMany`, the same rules set-based: 10,000 rows in a
 * few seconds where one by one took half a minute, issue 42); the rows it leaves — any a rule may refuse — then go
 * one by one in file order, each in a savepoint, as they always did, which gives their errors.
 */
export async function runImport<Row extends Stored, Input, Query extends ListQuery>(
  db: Db,
  actor: Actor,
  crud: Crud<Row, Input, Query>,
  plans: ImportPlan<Input>[],
  opts: { dryRun: boolean; find: ImportFind<Input> },
): Promise<ImportResult> {
  const rows: ImportRowResult[] = plans.map((plan) => ({
    row: plan.row,
    key: plan.key,
    name: plan.name,
    action: 'error',
    errors: plan.errors ?? {},
  }));
  const count = () => ({
    added: rows.filter((r) => r.action === 'add').length,
    updated: rows.filter((r) => r.action === 'update').length,
    failed: rows.filter((r) => r.action === 'error').length,
  });
  const writable = plans.flatMap((plan, i) => (plan.input && !plan.errors ? [i] : []));
  const set = (i: number, action: 'add' | 'update') => {
    const { row, key, name } = rows[i]!;
    rows[i] = { row, key, name, action };
  };
  try {
    await db.transaction(async (tx) => {
      const inputs = writable.map((i) => plans[i]!.input!);
      const existing = await opts.find(tx, inputs);
      const written = await crud.writeMany(
        tx,
        actor,
        inputs.map((input, n) => ({ input, existing: existing[n] })),
      );
      for (const [n, i] of writable.entries()) {
        if (written[n]) {
          set(i, existing[n] ? 'update' : 'add');
          continue;
        }
        const input = inputs[n]!;
        try {
          const action = await tx.transaction(async (sp) => {
            const [found] = await opts.find(sp, [input]);
            if (found) await crud.update(sp, actor, { ...input, id: found.id, version: found.version });
            else await crud.create(sp, actor, input);
            return found ? ('update' as const) : ('add' as const);
          });
          set(i, action);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          rows[i] = { ...rows[i]!, action: 'error', errors: err.errors ?? { baris: [err.message] } };
        }
      }
      if (opts.dryRun || count().failed > 0) throw new Rollback();
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
    return { dryRun: opts.dryRun, applied: false, ...count(), rows };
  }
  return { dryRun: false, applied: true, ...count(), rows };
}
