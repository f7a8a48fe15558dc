// Row shapes (decision 046): what a raw SQL statement answers, written once as field → kind, so that its TypeScript
// row type follows from the shape (and a table column's type from schema.ts) instead of a hand-written cast, and so
// that the test runs can check every row against it (PAWON_CHECK_ROWS=1; off in production and in benchmarks).
import { Column } from 'drizzle-orm';
import type { Milli } from '../lib/quantity.js';

/** One field's kind: its TypeScript type `T`, and how a row's value is checked (when checks are on). */
export interface Kind<T> {
  /** Shown in a failed check: `int`, `text`, `users.email`, `int | null`. */
  readonly name: string;
  readonly test: (value: unknown) => boolean;
  /** The same kind, null allowed. */
  readonly nullable: Kind<T | null>;
  /** Type only: the field's type. */
  readonly __type?: T;
}

function kind<T>(name: string, test: (value: unknown) => boolean): Kind<T> {
  let orNull: Kind<T | null> | undefined;
  return {
    name,
    test,
    get nullable() {
      orNull ??= kind<T | null>(`${name} | null`, (v) => v === null || test(v));
      return orNull;
    },
  };
}

const isInt = (v: unknown) => Number.isInteger(v);
const isNum = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const isText = (v: unknown) => typeof v === 'string';
const isBool = (v: unknown) => typeof v === 'boolean';
const isJson = (v: unknown) => v !== undefined && v !== null;

/** An integer (int4, and int8 and numeric read as numbers by db/index.ts's parsers). */
export const int: Kind<number> = kind('int', isInt);
/** A finite number (numeric, sums and ratios). */
export const num: Kind<number> = kind('num', isNum);
/** A quantity in thousandths of its unit (lib/quantity.ts). */
export const milli: Kind<Milli> = kind('milli', isNum);
export const bool: Kind<boolean> = kind('bool', isBool);
const anyText: Kind<string> = kind('text', isText);
/**
 * Text: `text` for any string, `text<Schemas['Unit']>()` for a union the SQL keeps to (checked as a string; the
 * union is the statement's word, as the CHECK constraint or the CASE that makes it).
 */
export const text: Kind<string> & (<U extends string>() => Kind<U>) = Object.defineProperties(() => anyText, {
  name: { value: anyText.name },
  test: { value: anyText.test },
  nullable: { get: () => anyText.nullable },
}) as Kind<string> & (<U extends string>() => Kind<U>);
/** A timestamp or date, as raw SQL answers it: Postgres text (db/query.ts). */
export const stamp: Kind<string> = kind('timestamp text', isText);
/** A json or jsonb value (or a json_agg): not null unless `.nullable`; its inside is not checked. */
export function json<T>(): Kind<T> {
  return kind<T>('json', isJson);
}

/** A Drizzle column of schema.ts, as raw SQL answers it: timestamps as text, null unless the column is not null. */
export type ColumnValue<C extends Column> =
  (C['_']['data'] extends Date ? string : C['_']['data']) | (C['_']['notNull'] extends true ? never : null);

/** A field of a shape: a kind, or a table column of schema.ts. */
export type FieldKind = Kind<unknown> | Column;
export type Fields = Record<string, FieldKind>;

export type KindValue<K> = K extends Kind<infer T> ? T : K extends Column ? ColumnValue<K> : never;

const columnKinds = new WeakMap<Column, Kind<unknown>>();

/** The kind of a schema column (its value as raw SQL answers it). */
export function columnKind<C extends Column>(column: C): Kind<ColumnValue<C>> {
  let found = columnKinds.get(column);
  if (!found) {
    const name = `${column.name} (${column.columnType})`;
    const enumValues = column.enumValues;
    const base =
      column.dataType === 'number' && /Serial|Integer|BigInt|SmallInt/.test(column.columnType)
        ? kind(name, isInt)
        : column.dataType === 'number'
          ? kind(name, isNum)
          : column.dataType === 'boolean'
            ? kind(name, isBool)
            : column.dataType === 'json'
              ? kind(name, isJson)
              : enumValues?.length
                ? kind(name, (v) => typeof v === 'string' && enumValues.includes(v))
                : kind(name, isText); // text, uuid, and timestamps and dates as text
    found = column.notNull ? base : base.nullable;
    columnKinds.set(column, found);
  }
  return found as Kind<ColumnValue<C>>;
}

/** A kind or column, null allowed (a column from the outer side of a left join). */
export function nullable<K extends FieldKind>(field: K): Kind<KindValue<K> | null> {
  return (field instanceof Column ? columnKind(field) : (field as Kind<unknown>))
    .nullable as Kind<KindValue<K> | null>;
}

/** A row's fields and how each is checked. */
export interface RowShape<F extends Fields> {
  readonly fields: F;
}

/** The row type of a shape. */
export type RowOf<S> = S extends RowShape<infer F> ? { -readonly [K in keyof F]: KindValue<F[K]> } : never;

/** A row shape: `row({ id: int, name: users.name, total: num.nullable })`. */
export function row<const F extends Fields>(fields: F): RowShape<F> {
  return { fields };
}

/** Whether rows are checked: the test runs set PAWON_CHECK_ROWS=1 (packages/server/vitest.config.ts). Read once. */
export const checkingRows = process.env['PAWON_CHECK_ROWS'] === '1';

const compiled = new WeakMap<RowShape<Fields>, Array<[string, Kind<unknown>]>>();

function valueType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Throws on the first row that does not have exactly the shape's fields, each of its kind. */
export function checkRows<F extends Fields>(shape: RowShape<F>, found: readonly unknown[]): void {
  let entries = compiled.get(shape);
  if (!entries) {
    entries = Object.entries(shape.fields).map(([key, field]) => [
      key,
      field instanceof Column ? columnKind(field) : field,
    ]);
    compiled.set(shape, entries);
  }
  for (const r of found) {
    const values = r as Record<string, unknown>;
    for (const [key, k] of entries) {
      if (!(key in values)) throw new Error(`Row check: field "${key}" (${k.name}) is missing`);
      const value = values[key];
      if (!k.test(value)) {
        throw new Error(
          `Row check: field "${key}" should be ${k.name}, got ${valueType(value)} (${String(value)})`,
        );
      }
    }
    const keys = Object.keys(values);
    if (keys.length !== entries.length) {
      const extra = keys.filter((key) => !(key in shape.fields));
      throw new Error(`Row check: field "${extra.join('", "')}" is not in the shape`);
    }
  }
}
