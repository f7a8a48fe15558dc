/**
 * What the operations of the books' property test share: the test app, the day, the sequence's pieces, and the shape
 * of a step (the request, the status the model expects, and what the answer tells the model).
 */
import { sql } from 'drizzle-orm';
import { addDays } from '../../src/lib/dates.js';
import type { Json, TestContext } from '../helpers.js';
import type { Model } from './model.js';
import type { Op } from './ops.js';

/** The operation of one kind. */
export type OpOf<K extends Op['op']> = Extract<Op, { op: K }>;

export interface World {
  t: TestContext;
  today: string;
  vendorId: number;
  /** The date `n` days from today. */
  day(n: number): string;
  /** The date `n` days after `date`. */
  dayAfter(date: string, n: number): string;
}

export function worldOf(t: TestContext, today: string, vendorId: number): World {
  return { t, today, vendorId, day: (n) => addDays(today, n), dayAfter: (date, n) => addDays(date, n) };
}

export interface Request {
  method?: 'POST' | 'DELETE';
  url: string;
  body?: Json;
}

/** One operation as the model sees it before it is sent. */
export interface Step {
  req: Request;
  /** 200, or the refusal the contract gives (409 conflict or short stock, 422 invalid). */
  expected: number;
  /** Once answered 200: the ids the answer gives to what the model made. */
  learn?: (json: Json) => void | Promise<void>;
}

/** The `n`-th of a sequence's records (modulo their count), or undefined when there are none. */
export const pick = <T>(list: T[], n: number): T | undefined =>
  list.length ? list[n % list.length] : undefined;

/** The refusal a `bad` request gets before any rule of the books (the contract's 422), if any. */
export const refusedAtOnce = (bad: string | undefined): number =>
  bad === 'future' || bad === 'negative' ? 422 : 0;

/** Thousandths as the API's decimal quantity. */
export const qtyOf = (milli: number): number => milli / 1000;

/** A record's version as stored, or a stale one (one before it, or after it for a first version). */
export async function versionOf(w: World, table: string, id: number, stale: boolean): Promise<number> {
  const [row] = await w.t.query<{ version: number }>(
    sql`select version from ${sql.identifier(table)} where id = ${id}`,
  );
  const version = row!.version;
  return stale ? (version > 1 ? version - 1 : version + 1) : version;
}

export const cloneModel = (m: Model): Model => structuredClone(m);
