import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { and, likePattern, one, paging, preparedOne, rows, type PageParams } from '../../db/query.js';
import { registerConstraint } from '../../lib/dbErrors.js';
import { conflict, missingReference, notFound, staleVersion, type ErrorParams } from '../../lib/errors.js';
import { phoneSearchDigits } from '../../lib/phone.js';
import { audit, lastChange } from './audit.js';
import type { ExportSpec } from './spreadsheet.js';
import { int, row as rowShape } from '../../db/rowShape.js';
import { UPDATE_KEYS, writeMany, type BulkItem } from './crudBulk.js';

/** Who writes: every change is audited under their id. */
export interface Actor {
  userId: number;
}

/** A stored record as the contract answers it. */
export interface Stored {
  id: number;
  version: number;
}

export interface ListQuery extends PageParams {
  search?: string | undefined;
  sortBy?: string | undefined;
  sortDir?: 'asc' | 'desc' | undefined;
}

export interface Page<Row> {
  datas: Row[];
  total: number;
  page: number;
  perPage: number;
}

/** A case-insensitive unique field: a duplicate is 409 on that field. */
export interface UniqueRule {
  /** The field of the input (and of the error). */
  field: string;
  /** The column compared with `lower()`. */
  column: string;
  /** The case of `name.duplicate` (`category.name` → `error.name.duplicate.category.name`), said with `value`. */
  rule: string;
  /** The unique index that holds the rule under concurrent writes. @default `<table>_<column>_lower` */
  index?: string;
  /** Rows the value must be unique among (a condition on the table's own columns, e.g. `kind = 'raw'`). @default all */
  scope?: SQL;
}

/** Something that still uses a record: its delete is refused (409 `record.inUse`, with `count`). */
export interface InUseRule<Row> {
  /** `select count(*)::int as n …` of what uses the record with this id. */
  count: (id: number) => SQL;
  /** The case (`category.products` → `error.record.inUse.category.products`). */
  rule: string;
  /** What its text names of the record (`{ name: row.name }`). */
  params?: (row: Row) => ErrorParams;
}

/** A record an input points at by id (`ongkirId` → `ongkir`): it must exist. */
export interface ReferenceRule<Input> {
  /** The field of the input (and of the error). */
  field: string;
  table: string;
  /** What the error names (`reference.notFound` with `kind`). */
  kind: string;
  id: (input: Input) => number | null | undefined;
}

/** A paged, searchable, sortable, filterable list of rows from SQL (the CRUD kit's lists, and read-only views). */
export interface ListSpec<Query extends ListQuery> {
  /** The select list answering a row (may use subqueries and the joins of `from`). */
  columns: SQL;
  /** `positions p` (with joins). Filters and search may use any alias of it. */
  from: SQL;
  /**
   * The count's FROM, when `from` joins what neither filters nor search read (a lateral building each row's JSON,
   * which PostgreSQL would compute for every matching row only to count it). @default from
   */
  countFrom?: SQL;
  /**
   * The table whose rows `table_counts` counts (migration 0047): the total of a request without search or filter is
   * read there, not counted. Only for a list of every row of that table (no `scope`, `countFrom` of that table alone
   * or with left joins PostgreSQL drops).
   */
  counted?: string;
  /** The row's unique key, the last sort key (so pages never overlap). */
  key: SQL;
  /** A condition every row meets (`m.kind = 'raw'`). */
  scope?: SQL;
  /** Columns searched with a case-insensitive substring match. */
  search?: SQL[];
  /** A phone column, found by a search whatever its spacing, dashes or `+62`/`0` prefix. */
  phone?: SQL;
  /**
   * The keys of the rows a search matches, as statements (`select id …`) each using its own index, whose union is
   * used instead of the OR of `search` and `phone` across the joins: `key = any(…)` with the same rows. Given the
   * `ilike` pattern and the phone digit variants (`phoneSearchDigits`) of the search. A search matching more than
   * `searchKeysLimit.max` rows falls back to the OR (its page walks the sort's index and stops early).
   */
  searchKeys?: (like: string, digits: string[]) => SQL[];
  /** The contract's `sortBy` values → what they sort by (an expression or an output column). */
  sort: Record<string, SQL>;
  defaultSort: string;
  /** List request fields besides paging → a condition, applied when the field is given. */
  filters?: { [K in keyof Query]?: (value: NonNullable<Query[K]>) => SQL };
}

export interface List<Row, Query extends ListQuery> {
  /** The condition of a request's search and filters (and the scope), to aggregate the same rows. */
  where(query: Query): SQL;
  /** One page of rows and how many rows match in all. */
  list(tx: Tx, query: Query): Promise<Page<Row>>;
}

/**
 * The most rows (with repeats) a search's `searchKeys` are read for before the list takes the OR instead (an object:
 * the tests lower it to run both ways on a small database). At 100k customers the ids of 17k matches, their page and
 * count take ≈ 75 ms, the OR ≈ 200 ms whatever matches (decision 035).
 */
export const searchKeysLimit = { max: 20000 };

export function defineList<Row, Query extends ListQuery>(spec: ListSpec<Query>): List<Row, Query> {
  /**
   * With `keys` (the ids `searchKeys` found, read once for the page and its count) those rows; `null`: too many
   * matched, the OR across the joins.
   */
  /** The conditions of the filters the request gives. */
  const filtersOf = (query: Query) =>
    Object.entries(spec.filters ?? {}).flatMap(([key, toSql]) => {
      const value = (query as Record<string, unknown>)[key];
      return value === undefined || value === null ? [] : [(toSql as (v: unknown) => SQL)(value)];
    });
  const where = (query: Query, keys?: number[] | null) => {
    const like = likePattern(query.search);
    const filters = filtersOf(query);
    const digits = spec.phone ? phoneSearchDigits(query.search) : [];
    if (like && spec.searchKeys && keys !== null) {
      const found = keys
        ? sql`${`{${keys.join(',')}}`}::int[]`
        : sql`array(${sql.join(spec.searchKeys(like, digits), sql` union `)})`;
      return and(spec.scope, sql`${spec.key} = any(${found})`, ...filters);
    }
    const matches = [
      ...(like ? (spec.search ?? []).map((c) => sql`${c} ilike ${like}`) : []),
      ...digits.map((d) => sql`regexp_replace(${spec.phone}, '[^0-9]', '', 'g') like ${`%${d}%`}`),
    ];
    return and(spec.scope, matches.length ? sql`(${sql.join(matches, sql` or `)})` : undefined, ...filters);
  };
  return {
    where: (query) => where(query),
    async list(tx, query) {
      const { page, perPage, limit, offset } = paging(query);
      // A search's ids are found once, then serve both the page and its count. UNION ALL streams, so a search
      // matching most rows stops after `searchKeysLimit.max` of them and takes the OR instead.
      const like = spec.searchKeys && likePattern(query.search);
      let keys: number[] | null | undefined;
      if (like) {
        const sides = spec.searchKeys!(like, spec.phone ? phoneSearchDigits(query.search) : []);
        const found = await rows(
          tx,
          sql`select id from (${sql.join(sides, sql` union all `)}) k limit ${searchKeysLimit.max + 1}`,
          rowShape({ id: int }),
        );
        keys = found.length > searchKeysLimit.max ? null : [...new Set(found.map((r) => r.id))];
      }
      const condition = where(query, keys);
      const order = spec.sort[query.sortBy ?? spec.defaultSort] ?? spec.sort[spec.defaultSort]!;
      const dir = query.sortDir === 'desc' ? sql`desc` : sql`asc`;
      const datas = await rows<Row>(
        tx,
        sql`select ${spec.columns} from ${spec.from} where ${condition} order by ${order} ${dir} nulls last, ${spec.key} ${dir} limit ${limit} offset ${offset}`,
      );
      const kept =
        spec.counted && !spec.scope && !likePattern(query.search) && filtersOf(query).length === 0
          ? await preparedOne(
              tx,
              sql`select n::int as n from table_counts where name = ${spec.counted}`,
              rowShape({ n: int }),
            )
          : undefined;
      const total =
        kept ??
        (await one(
          tx,
          sql`select count(*)::int as n from ${spec.countFrom ?? spec.from} where ${condition}`,
          rowShape({ n: int }),
        ));
      return { datas, total: total?.n ?? 0, page, perPage };
    },
  };
}

export interface CrudSpec<Row extends Stored, Input, Query extends ListQuery> extends Omit<
  ListSpec<Query>,
  'key' | 'from'
> {
  /** `positions p` with its joins. @default the table under its alias */
  from?: SQL;
  /** Audit entity (`position`). */
  entity: string;
  /**
   * The record's kind in the catalogue (`error.record.kind`) when it is not `entity`'s (`packaging`: a material named
   * "Bahan kemasan"): "Jabatan tidak ditemukan.", "Jabatan berhasil ditambahkan.".
   */
  name?: string;
  table: string;
  /** The table's alias in `from`. */
  alias: string;
  unique?: UniqueRule[];
  /** The columns to write from an input (already trimmed and normalised). */
  values: (input: Input) => Record<string, unknown>;
  inUse?: InUseRule<Row>[];
  /**
   * A lock taken before the record's own row lock on update and delete, to serialise with other changes that must
   * see each other (e.g. everything that could remove the last Super Admin).
   */
  lock?: (tx: Tx) => Promise<unknown>;
  /**
   * Checks of the input alone (no database), after uniqueness and before `references` (`before` null on create): an
   * import checks a whole file's rows with them and writes them at once (writeMany).
   */
  check?: (input: Input, before: Row | null, actor: Actor | null) => void | Promise<void>;
  /** Records the input points at, in this order after `check`: 422 `reference.notFound` on the field when missing. */
  references?: ReferenceRule<Input>[];
  /**
   * Checks and related writes in the same transaction, before the row is written (`before` null on create). A
   * resource with this hook (or `afterWrite`) is imported row by row.
   */
  beforeWrite?: (tx: Tx, input: Input, before: Row | null, actor: Actor | null) => Promise<void>;
  /** Related writes after the row is written (its id known). */
  afterWrite?: (tx: Tx, id: number, input: Input, before: Row | null, actor: Actor | null) => Promise<void>;
  /** Told of each record made (one by one or by an import's rows), in its transaction: the webhooks' event. */
  created?: (tx: Tx, row: Row) => Promise<void>;
  /** Checks before a delete, after the in-use rules. */
  beforeDelete?: (tx: Tx, row: Row, actor: Actor) => Promise<void>;
  /**
   * The layout of the export file (`<tag>Export` answers the list's rows as this file; routes/resources.ts), or
   * the record's fields in order, laid out from the contract (`exportLayout`: headers from the fields' `x-label`).
   */
  file?: ExportSpec<Row> | ReadonlyArray<keyof Row & string>;
}

export interface Crud<Row extends Stored, Input, Query extends ListQuery> {
  spec: CrudSpec<Row, Input, Query>;
  list(tx: Tx, query: Query): Promise<Page<Row>>;
  /** The record, or 404. `lock` takes a row lock for the rest of the transaction. */
  get(tx: Tx, id: number, lock?: boolean): Promise<Row>;
  /** Creates a record; `actor` null is a self-registration, audited under the new record's own id. */
  create(tx: Tx, actor: Actor | null, input: Input): Promise<Row>;
  update(tx: Tx, actor: Actor, input: Input & Stored): Promise<Row>;
  /** Deletes and answers the record as it was. */
  remove(tx: Tx, actor: Actor, id: number): Promise<Row>;
  /**
   * Creates (without `existing`) and updates (of `existing`) many records at once with the same rules, for an import:
   * which items it wrote. It writes none of the items a rule could refuse (or that could depend on another item's
   * write): those are left to `create`/`update` one by one, which say why.
   */
  writeMany(tx: Tx, actor: Actor, items: BulkItem<Input>[]): Promise<boolean[]>;
}

/** `id, version, createdAt, updatedAt` of a stored row, timestamps as ISO text. */
export const stampColumns = (alias: string) =>
  sql.raw(
    `${alias}.id, ${alias}.version, to_json(${alias}.created_at)#>>'{}' as "createdAt", to_json(${alias}.updated_at)#>>'{}' as "updatedAt"`,
  );

/**
 * The rules every plain resource shares, declared once: a paged, searchable, sortable list with its total;
 * get or 404; case-insensitive uniqueness (409 on the field); a row lock and the `version` check on update
 * (409 when stale); an audit row with before and after; a delete refused (409) while something uses the record.
 */
export function defineCrud<Row extends Stored, Input, Query extends ListQuery>(
  spec: CrudSpec<Row, Input, Query>,
): Crud<Row, Input, Query> {
  // Two writers at once both pass the check below; the unique index refuses the second, answered the same way.
  for (const rule of spec.unique ?? []) {
    registerConstraint(rule.index ?? `${spec.table}_${rule.column}_lower`, {
      field: rule.field,
      rule: rule.rule,
    });
  }
  const id = sql.raw(`${spec.alias}.id`);
  const table = sql.identifier(spec.table);
  const from = spec.from ?? sql.raw(`${spec.table} ${spec.alias}`);
  const select = sql`select ${spec.columns} from ${from}`;
  const listing = defineList<Row, Query>({ ...spec, from, key: id });

  async function get(tx: Tx, recordId: number, lock = false): Promise<Row> {
    const row = await one<Row>(
      tx,
      sql`${select} where ${and(sql`${id} = ${recordId}`, spec.scope)} ${lock ? sql`for update of ${sql.raw(spec.alias)}` : sql``}`,
    );
    if (!row) throw notFound(spec.entity, spec.name);
    return row;
  }

  async function ensureUnique(tx: Tx, values: Record<string, unknown>, exceptId?: number) {
    for (const rule of spec.unique ?? []) {
      const value = values[rule.column];
      if (typeof value !== 'string') continue;
      const taken = await one(
        tx,
        sql`select 1 from ${table} where lower(${sql.identifier(rule.column)}) = lower(${value})
            ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`} ${rule.scope ? sql`and ${rule.scope}` : sql``} limit 1`,
      );
      if (taken)
        throw conflict('name.duplicate', { field: rule.field, value: value.slice(0, 500), rule: rule.rule }, [
          rule.field,
        ]);
    }
  }

  async function ensureReferences(tx: Tx, input: Input) {
    for (const rule of spec.references ?? []) {
      const refId = rule.id(input);
      if (refId === null || refId === undefined) continue;
      const found = await one(tx, sql`select 1 from ${sql.identifier(rule.table)} where id = ${refId}`);
      if (!found) throw missingReference(rule.field, rule.kind);
    }
  }

  const assignments = (values: Record<string, unknown>) =>
    sql.join(
      Object.entries(values).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`),
      sql`, `,
    );

  return {
    spec,

    list: listing.list,

    get,

    async create(tx, actor, input) {
      const values = spec.values(input);
      await ensureUnique(tx, values);
      await spec.check?.(input, null, actor);
      await ensureReferences(tx, input);
      await spec.beforeWrite?.(tx, input, null, actor);
      const columns = sql.join(
        Object.keys(values).map((c) => sql.identifier(c)),
        sql`, `,
      );
      const params = sql.join(
        Object.values(values).map((v) => sql`${v}`),
        sql`, `,
      );
      const row = await one(
        tx,
        sql`insert into ${table} (${columns}) values (${params}) returning id`,
        rowShape({ id: int }),
      );
      await spec.afterWrite?.(tx, row!.id, input, null, actor);
      const after = await get(tx, row!.id);
      await audit(tx, {
        userId: actor?.userId ?? after.id,
        action: actor ? 'create' : 'register',
        entity: spec.entity,
        entityId: after.id,
        after,
      });
      await spec.created?.(tx, after);
      return after;
    },

    async update(tx, actor, input) {
      await spec.lock?.(tx);
      const before = await get(tx, input.id, true);
      if (before.version !== input.version)
        throw staleVersion({
          version: before.version,
          ...(await lastChange(tx, spec.entity, input.id)),
          record: before,
        });
      const values = Object.fromEntries(
        Object.entries(spec.values(input)).filter(([k]) => !UPDATE_KEYS.has(k)),
      );
      await ensureUnique(tx, values, input.id);
      await spec.check?.(input, before, actor);
      await ensureReferences(tx, input);
      await spec.beforeWrite?.(tx, input, before, actor);
      await tx.execute(
        sql`update ${table} set ${assignments(values)}, version = version + 1, updated_at = now() where id = ${input.id}`,
      );
      await spec.afterWrite?.(tx, input.id, input, before, actor);
      const after = await get(tx, input.id);
      await audit(tx, {
        userId: actor.userId,
        action: 'update',
        entity: spec.entity,
        entityId: input.id,
        before,
        after,
      });
      return after;
    },

    writeMany: (tx, actor, items) => writeMany(tx, actor, spec, { select, id }, items),

    async remove(tx, actor, recordId) {
      await spec.lock?.(tx);
      const before = await get(tx, recordId, true);
      for (const rule of spec.inUse ?? []) {
        const n = (await one(tx, rule.count(recordId), rowShape({ n: int })))?.n ?? 0;
        if (n > 0) throw conflict('record.inUse', { count: n, rule: rule.rule, ...rule.params?.(before) });
      }
      await spec.beforeDelete?.(tx, before, actor);
      await tx.execute(sql`delete from ${table} where id = ${recordId}`);
      await audit(tx, {
        userId: actor.userId,
        action: 'delete',
        entity: spec.entity,
        entityId: recordId,
        before,
      });
      return before;
    },
  };
}
