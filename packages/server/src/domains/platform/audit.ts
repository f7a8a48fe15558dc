import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { one } from '../../db/query.js';
import { row as rowShape, text } from '../../db/rowShape.js';

export interface AuditEntry {
  userId: number | null;
  action:
    'create' | 'update' | 'delete' | 'login' | 'logout' | 'password' | 'register' | 'upload' | 'undeliver';
  entity: string;
  entityId: number | null;
  before?: unknown;
  after?: unknown;
}

const withoutSecrets = (k: string, val: unknown) => (k === 'passwordHash' ? undefined : val);
const strip = (v: unknown) => (v === undefined ? null : JSON.stringify(v, withoutSecrets));

/** Who changed a record last, and when (from its newest audit row), for a stale-version answer. */
export async function lastChange(
  tx: Tx,
  entity: string,
  entityId: number,
): Promise<{ changedAt: string | null; changedBy: string | null }> {
  const row = await one(
    tx,
    sql`select to_json(a.at)#>>'{}' as "changedAt", u.name as "changedBy"
        from audit_log a left join users u on u.id = a.user_id
        where a.entity = ${entity} and a.entity_id = ${entityId}
        order by a.id desc limit 1`,
    rowShape({ changedAt: text, changedBy: text.nullable }),
  );
  return { changedAt: row?.changedAt ?? null, changedBy: row?.changedBy ?? null };
}

/**
 * The integration token a request acts with (issue 41), set around its handler (routes/handler.ts): every audit row
 * it writes names the token besides its creator (the row's user), whichever domain writes the row.
 */
export const actingToken = new AsyncLocalStorage<number>();

const tokenId = () => actingToken.getStore() ?? null;

/** Records who changed what, in the same transaction as the change. */
export async function audit(tx: Tx, e: AuditEntry): Promise<void> {
  await tx.execute(sql`
    insert into audit_log (user_id, token_id, action, entity, entity_id, before, after)
    values (${e.userId}, ${tokenId()}, ${e.action}, ${e.entity}, ${e.entityId}, ${strip(e.before)}::jsonb, ${strip(e.after)}::jsonb)`);
}

/** `audit` of many entries in one statement (an import's rows), in their order. */
export async function auditMany(tx: Tx, entries: AuditEntry[]): Promise<void> {
  // In slices: one JSON parameter each, kept well under what a statement's text and parameter should carry.
  for (let i = 0; i < entries.length; i += 2000) {
    const slice = entries.slice(i, i + 2000).map((e, n) => ({
      n,
      user_id: e.userId,
      action: e.action,
      entity: e.entity,
      entity_id: e.entityId,
      before: e.before ?? null,
      after: e.after ?? null,
    }));
    await tx.execute(sql`
      insert into audit_log (user_id, token_id, action, entity, entity_id, before, after)
      select user_id, ${tokenId()}::int, action, entity, entity_id, before, after
      from jsonb_to_recordset(${JSON.stringify(slice, withoutSecrets)}::jsonb)
        as e(n int, user_id int, action text, entity text, entity_id int, before jsonb, after jsonb)
      order by n`);
  }
}
