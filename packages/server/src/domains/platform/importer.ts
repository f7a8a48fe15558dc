import type { Db, Tx } from '../../db/index.js';
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

/**
 * Writes the rows of an import in one transaction, each through the resource's own rules (uniqueness, references,
 * audit), matched to an existing record by `find`. A row refused by a rule is reported with its field errors and
 * the others go on (each in a savepoint), so that one run lists every problem. A dry run, or any row in error,
 * rolls everything back: an import is all or nothing.
 */
export async function runImport<Row extends Stored, Input, Query extends ListQuery>(
  db: Db,
  actor: Actor,
  crud: Crud<Row, Input, Query>,
  plans: ImportPlan<Input>[],
  opts: { dryRun: boolean; find: (tx: Tx, input: Input) => Promise<Stored | undefined> },
): Promise<ImportResult> {
  const rows: ImportRowResult[] = [];
  const count = () => ({
    added: rows.filter((r) => r.action === 'add').length,
    updated: rows.filter((r) => r.action === 'update').length,
    failed: rows.filter((r) => r.action === 'error').length,
  });
  try {
    await db.transaction(async (tx) => {
      for (const plan of plans) {
        const base = { row: plan.row, key: plan.key, name: plan.name };
        if (!plan.input || plan.errors) {
          rows.push({ ...base, action: 'error', errors: plan.errors ?? {} });
          continue;
        }
        const input = plan.input;
        try {
          const action = await tx.transaction(async (sp) => {
            const existing = await opts.find(sp, input);
            if (existing)
              await crud.update(sp, actor, { ...input, id: existing.id, version: existing.version });
            else await crud.create(sp, actor, input);
            return existing ? ('update' as const) : ('add' as const);
          });
          rows.push({ ...base, action });
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          rows.push({ ...base, action: 'error', errors: err.errors ?? { baris: [err.message] } });
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
