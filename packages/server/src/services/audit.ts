import { sql } from 'drizzle-orm';
import type { Tx } from '../db/index.js';

export interface AuditEntry {
  userId: number | null;
  action: 'create' | 'update' | 'delete' | 'login' | 'logout' | 'password' | 'register' | 'upload';
  entity: string;
  entityId: number | null;
  before?: unknown;
  after?: unknown;
}

const strip = (v: unknown) =>
  v === undefined ? null : JSON.stringify(v, (k, val) => (k === 'passwordHash' ? undefined : val));

/** Records who changed what, in the same transaction as the change. */
export async function audit(tx: Tx, e: AuditEntry): Promise<void> {
  await tx.execute(sql`
    insert into audit_log (user_id, action, entity, entity_id, before, after)
    values (${e.userId}, ${e.action}, ${e.entity}, ${e.entityId}, ${strip(e.before)}::jsonb, ${strip(e.after)}::jsonb)`);
}
