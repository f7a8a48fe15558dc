/**
 * Blocked stock (decision 055): a product batch or material lot recalled ("ditarik") or held by QC ("ditahan") is
 * taken by nothing but a count or waste. These are its columns as the contract's `BlockState` shows them, on a
 * batch (`product_batches`) or lot (`restocks`) row under `alias`.
 */
import { sql } from 'drizzle-orm';
import { text } from '../../db/rowShape.js';

export const blockColumns = (alias: 'b' | 'r') => {
  const a = sql.raw(alias);
  return sql`to_json(${a}.recalled_at)#>>'{}' as "recalledAt", ${a}.recall_reason as "recallReason",
    to_json(${a}.held_at)#>>'{}' as "heldAt"`;
};

/** The row shape of `blockColumns`. */
export const blockShape = { recalledAt: text.nullable, recallReason: text.nullable, heldAt: text.nullable };
