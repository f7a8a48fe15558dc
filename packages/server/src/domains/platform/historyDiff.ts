/**
 * The field-level difference of two snapshots of a record in the audit log (decision 030): what the history screen
 * shows as "before → after". The snapshots are the records as the API answered them, so the record type's schema in
 * openapi.yaml says how each value is to be shown (`kind`) and which fields are owned by menus (decision 014).
 */
import { loadContract } from '../../openapi.js';
import type { Schemas } from '../../lib/contract.js';

export type HistoryChange = Schemas['HistoryChange'];
export type ValueKind = HistoryChange['kind'];
type Path = Array<string | number>;
type Json = Record<string, unknown>;

/** The most changes one entry answers; the rest are counted (`omitted`). */
export const MAX_CHANGES = 100;

/** The record type's schema in openapi.yaml (what its operations answer, and what the audit row holds). */
const RECORD_SCHEMA: Readonly<Record<string, string>> = {
  product: 'Product',
  category: 'Category',
  customer: 'Customer',
  vendor: 'Vendor',
  ongkir: 'Ongkir',
  priceList: 'PriceList',
  material: 'Material',
  restock: 'Restock',
  usage: 'Usage',
  production: 'ProductionRun',
  recipe: 'Recipe',
  batch: 'ProductBatch',
  transaction: 'Transaction',
  transactionReturn: 'TransactionReturn',
  user: 'User',
  group: 'Group',
  menu: 'Menu',
  position: 'Position',
  businessProfile: 'BusinessProfile',
  standingOrder: 'StandingOrder',
  purchaseOrder: 'PurchaseOrder',
  vendorPayment: 'VendorPayment',
};

/** Stamps and derived values: not changes anyone made. */
const SKIPPED = new Set([
  'id',
  'version',
  'createdAt',
  'updatedAt',
  'imageThumb',
  'logoThumb',
  // A raw material's halal state of the day it was read (decision 057): its certificate's fields are the change.
  'halalState',
  'passwordHash',
  // A standing order's figures of the day (its next delivery day, its last order, its failing days).
  'nextDate',
  'lastOrder',
  'failing',
]);

const KIND_OF_SCHEMA: Readonly<Record<string, ValueKind>> = {
  Money: 'money',
  Quantity: 'quantity',
  BusinessDate: 'date',
  OptionalDate: 'date',
  DateOrToday: 'date',
  Timestamp: 'datetime',
  ImageUrl: 'image',
  PhotoUrl: 'image',
};

/** A value that stands for another record: compared by its id, shown by its name. */
function isReference(value: unknown): value is Json {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const v = value as Json;
  const key = typeof v.id === 'number' || typeof v.code === 'string';
  const name = typeof v.name === 'string' || typeof v.label === 'string' || typeof v.number === 'string';
  return key && name;
}

const refKey = (v: Json) => String(v.id ?? v.code);

/** `{ id, name }` of a reference as the history answers it. */
export function asRef(v: Json): { id: number | string; name: string | null } {
  const id = (v.id ?? v.code) as number | string;
  const name = (v.name ?? v.label ?? v.number ?? null) as string | null;
  return { id, name };
}

const isObject = (v: unknown): v is Json => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What the contract says about one field of a record type: how to show it and who owns it. */
export interface FieldInfo {
  kind: ValueKind | undefined;
  /** `x-owned-by`: the menus any of which owns it; several lists (by material kind) must each be held. */
  owners: string[][] | undefined;
}

/** Reads a record type's schema along a path (list positions skipped). */
export class SchemaReader {
  private readonly schemas: Map<string, Json>;
  private readonly cache = new Map<string, FieldInfo>();
  private readonly orders = new Map<string, string[]>();

  constructor(schemas: ReadonlyArray<Json & { $id: string }>) {
    this.schemas = new Map(schemas.map((s) => [s.$id, s]));
  }

  private resolve(node: unknown): Json | undefined {
    let current = node as Json | undefined;
    for (let i = 0; i < 10 && current && typeof current.$ref === 'string'; i++) {
      current = this.schemas.get(current.$ref.replace(/#$/, ''));
    }
    return current;
  }

  /** The branches a value of this node may take: itself, or each of its `anyOf`/`oneOf` but null. */
  private branches(node: unknown): Json[] {
    const n = this.resolve(node);
    if (!n) return [];
    const alternatives = [...((n.anyOf as unknown[]) ?? []), ...((n.oneOf as unknown[]) ?? [])];
    if (!alternatives.length) return [n];
    return alternatives.flatMap((b) => this.branches(b)).filter((b) => b.type !== 'null');
  }

  /** The property node `key` of `node` (as written, `$ref` not followed), or undefined. */
  private child(node: unknown, key: string | number): unknown {
    for (const b of this.branches(node)) {
      if (typeof key === 'number') {
        if (b.items) return b.items;
      } else {
        const props = b.properties as Record<string, unknown> | undefined;
        if (props && key in props) return props[key];
      }
    }
    return undefined;
  }

  private kindOf(node: unknown): ValueKind | undefined {
    let current = node as Json | undefined;
    // A named schema first (`Money`), through `anyOf [X, null]` and `$ref` chains.
    for (let i = 0; i < 10 && current; i++) {
      if (typeof current.$ref === 'string') {
        const name = current.$ref.replace(/#$/, '');
        if (KIND_OF_SCHEMA[name]) return KIND_OF_SCHEMA[name];
        current = this.schemas.get(name);
        continue;
      }
      const alternatives = [...((current.anyOf as Json[]) ?? []), ...((current.oneOf as Json[]) ?? [])];
      const real = alternatives.filter((b) => b.type !== 'null');
      if (real.length === 1) {
        current = real[0];
        continue;
      }
      break;
    }
    const n = current;
    if (!n) return undefined;
    const type = Array.isArray(n.type) ? (n.type as string[]).find((t) => t !== 'null') : n.type;
    if (n.format === 'date') return 'date';
    if (n.format === 'date-time') return 'datetime';
    if (type === 'boolean') return 'boolean';
    if (type === 'integer' || type === 'number') return 'number';
    if (type === 'string') return 'text';
    return undefined;
  }

  /** The property names of the object at `path` in the schema's order (a record's fields as its screen lists them). */
  order(schemaName: string | undefined, path: Path): string[] {
    const key = `order:${schemaName}:${path.map((p) => (typeof p === 'number' ? '[]' : p)).join('.')}`;
    const known = this.orders.get(key);
    if (known) return known;
    let node: unknown = schemaName ? { $ref: `${schemaName}#` } : undefined;
    for (const step of path) node = node === undefined ? undefined : this.child(node, step);
    const names =
      node === undefined ? [] : this.branches(node).flatMap((b) => Object.keys((b.properties as Json) ?? {}));
    const order = [...new Set(names)];
    this.orders.set(key, order);
    return order;
  }

  /** What the schema `schemaName` says of the field at `path`. */
  field(schemaName: string | undefined, path: Path): FieldInfo {
    const key = `${schemaName}:${path.map((p) => (typeof p === 'number' ? '[]' : p)).join('.')}`;
    const known = this.cache.get(key);
    if (known) return known;
    const owners: string[][] = [];
    let node: unknown = schemaName ? { $ref: `${schemaName}#` } : undefined;
    for (const step of path) {
      if (node === undefined) break;
      node = this.child(node, step);
      const ownedBy = (node as Json | undefined)?.['x-owned-by'] as
        string[] | Record<string, string[]> | undefined;
      if (ownedBy) owners.push(...(Array.isArray(ownedBy) ? [ownedBy] : Object.values(ownedBy)));
    }
    const info: FieldInfo = {
      kind: node === undefined ? undefined : this.kindOf(node),
      owners: owners.length ? owners : undefined,
    };
    this.cache.set(key, info);
    return info;
  }
}

let reader: SchemaReader | undefined;
/** The reader of openapi.yaml's schemas (read once). */
export function contractReader(): SchemaReader {
  reader ??= new SchemaReader(loadContract().schemas);
  return reader;
}

/** A value's kind from itself, where the schema does not say. */
function kindOfValue(value: unknown): ValueKind {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (isReference(value)) return 'ref';
  if (Array.isArray(value) && value.length && value.every(isReference)) return 'refs';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return 'date';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return 'datetime';
  return 'text';
}

/** A leaf value as the history answers it: references as `{ id, name }`, other objects as their JSON text. */
function shown(value: unknown): unknown {
  if (value === undefined) return null;
  if (isReference(value)) return asRef(value);
  if (Array.isArray(value)) return value.slice(0, 200).map((v) => (isReference(v) ? asRef(v) : scalar(v)));
  return scalar(value);
}

/** Text within the contract's bound; an object (which the walk does not split) as its JSON. */
function scalar(value: unknown): unknown {
  const text = isObject(value) || Array.isArray(value) ? JSON.stringify(value) : value;
  return typeof text === 'string' && text.length > 2000 ? `${text.slice(0, 1999)}…` : text;
}

export interface DiffOptions {
  reader: SchemaReader;
  /** The record type (`product`): its schema gives the kinds and the owned fields. */
  entity: string;
  /** Whether the caller owns a field owned by these menus (each list must be held). */
  owns: (owners: string[][]) => boolean;
}

/**
 * Every field that differs between `before` and `after` (either may be null: a create, a delete), down into nested
 * records and lists. A reference (`{ id, name }`) is one value compared by id, and stands for its id field
 * (`category` for `categoryId`); list items with an id are matched by it, others by position.
 */
export function diffRecords(before: unknown, after: unknown, options: DiffOptions): HistoryChange[] {
  const schemaName = RECORD_SCHEMA[options.entity];
  const out: HistoryChange[] = [];
  // Beside the path: the name of each list item it passes through (null for a field or an item without one).
  type Names = Array<string | null>;
  const push = (change: HistoryChange, names: Names) =>
    out.push(names.some((n) => n !== null) ? { ...change, names } : change);
  const leaf = (path: Path, b: unknown, a: unknown, names: Names) => {
    if (same(b, a)) return;
    // The same record referred to (its name may have changed since: not a change of this record).
    if (isReference(b) && isReference(a) && refKey(b) === refKey(a)) return;
    if (Array.isArray(b) && Array.isArray(a) && [...b, ...a].every(isReference) && sameRefs(b, a)) return;
    const info = options.reader.field(schemaName, path);
    if (info.owners && !options.owns(info.owners)) return;
    const sample = a ?? b;
    const kind: ValueKind = isReference(sample)
      ? 'ref'
      : Array.isArray(sample) && sample.length && sample.every(isReference)
        ? 'refs'
        : (info.kind ?? kindOfValue(sample));
    push(
      { path, kind, before: shown(b) as HistoryChange['before'], after: shown(a) as HistoryChange['after'] },
      names,
    );
  };
  const walk = (path: Path, b: unknown, a: unknown, names: Names = []): void => {
    if (same(b, a)) return;
    // The record itself (path []) is walked even though it has an id and a name.
    const nested = path.length > 0;
    if (
      (isObject(b) || b == null) &&
      (isObject(a) || a == null) &&
      !(nested && (isReference(b) || isReference(a)))
    ) {
      if (b == null && a == null) return;
      const bo = (b ?? {}) as Json;
      const ao = (a ?? {}) as Json;
      // In the schema's order (jsonb keeps keys by length); fields it does not name last, by name.
      const order = options.reader.order(schemaName, path);
      const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
      const keys = [...new Set([...Object.keys(bo), ...Object.keys(ao)])].sort(
        (x, y) => rank(x) - rank(y) || x.localeCompare(y),
      );
      for (const key of keys) {
        if (SKIPPED.has(key)) continue;
        // `categoryId` beside `category`: the reference says it, by name.
        const base = key.endsWith('Id') ? key.slice(0, -2) : undefined;
        if (base && (isReference(bo[base]) || isReference(ao[base]))) continue;
        walk([...path, key], bo[key], ao[key], [...names, null]);
      }
      return;
    }
    if (Array.isArray(b) || Array.isArray(a)) {
      const bl = (Array.isArray(b) ? b : []) as unknown[];
      const al = (Array.isArray(a) ? a : []) as unknown[];
      const items = [...bl, ...al];
      const records = items.length > 0 && items.every((v) => isObject(v) && !isReference(v));
      if (!records) return leaf(path, b, a, names);
      const at = (i: number) => [...path, i + 1];
      const named = (v: unknown) => [...names, itemName(v as Json)];
      const key = itemKey(bl as Json[], al as Json[]);
      // Matched by their key, unless no key is on both sides of a list of both: rows rewritten under the record
      // (an order's packs and lines get new ids when it is marked packed), matched by position as the user sees them.
      const olds = new Map(bl.map((v) => [key && (v as Json)[key], v]));
      const rewritten = bl.length > 0 && al.length > 0 && !al.some((v) => olds.has(key && (v as Json)[key]));
      if (key && !rewritten) {
        const news = new Set(al.map((v) => (v as Json)[key]));
        // An item added or taken away whole is one change: the item by its name (a group's menu granted or revoked).
        const item = (i: number, b: Json | undefined, a: Json | undefined) => {
          const whole = a ?? b!;
          if (typeof whole.name !== 'string') return walk(at(i), b, a, named(whole));
          const ref = { id: whole[key] as number, name: whole.name };
          push({ path: at(i), kind: 'ref', before: b ? ref : null, after: a ? ref : null }, [...names, null]);
        };
        al.forEach((v, i) => {
          const before = olds.get((v as Json)[key]) as Json | undefined;
          if (before) walk(at(i), before, v, named(v));
          else item(i, undefined, v as Json);
        });
        bl.forEach((v, i) => {
          if (!news.has((v as Json)[key])) item(i, v as Json, undefined);
        });
      } else {
        for (let i = 0; i < Math.max(bl.length, al.length); i++)
          walk(at(i), bl[i], al[i], named(al[i] ?? bl[i]));
      }
      return;
    }
    leaf(path, b, a, names);
  };
  walk([], before, after);
  return out;
}

/** A list item's name, to tell it apart in words: its own, or that of the first record it refers to (a pack's box). */
function itemName(item: Json): string | null {
  if (typeof item.name === 'string') return item.name;
  const ref = Object.values(item).find(isReference);
  return ref ? asRef(ref).name : null;
}

/**
 * What identifies the items of a list of records: `id`, or else the one `…Id` field every item has as a number, each
 * item its own (`menuId` of a group's menus); none: matched by position.
 */
function itemKey(...sides: Json[][]): string | undefined {
  const first = sides.flat()[0] ?? {};
  const keys = ['id', ...Object.keys(first).filter((k) => k !== 'id' && k.endsWith('Id'))];
  return keys.find((k) =>
    sides.every(
      (side) =>
        side.every((v) => typeof v[k] === 'number') && new Set(side.map((v) => v[k])).size === side.length,
    ),
  );
}

/** Whether a list of references differs (compared by their keys, in any order). */
export function sameRefs(a: Json[], b: Json[]): boolean {
  const keys = (l: Json[]) => l.map(refKey).sort().join(',');
  return keys(a) === keys(b);
}
