/**
 * The history of changes (Riwayat perubahan, decision 030): the audit log read back, newest first, with who, when,
 * the record in words and the fields each change changed. The log is only ever appended to (audit.ts); nothing here
 * writes.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { and, likePattern, rows } from '../../db/query.js';
import type { Schemas } from '../../lib/contract.js';
import { invalid } from '../../lib/errors.js';
import { contractReader, diffRecords, MAX_CHANGES, type HistoryChange } from './historyDiff.js';
import { int, row, text } from '../../db/rowShape.js';

type Request = Schemas['HistoryListRequest'];
type Entry = Schemas['HistoryEntry'];

/** `total` counts at most this many matching rows (`totalCapped` beyond). */
export const COUNT_CAP = 10_000;

/** The record in words, as it is now: `select id, label from … where id = any($ids)` per record type. */
const LABELS: Readonly<Record<string, (ids: SQL) => SQL>> = {
  product: (ids) => sql`select id, code || ' – ' || name as label from products where id = any(${ids})`,
  category: (ids) => sql`select id, name as label from categories where id = any(${ids})`,
  customer: (ids) => sql`select id, name as label from customers where id = any(${ids})`,
  vendor: (ids) => sql`select id, name as label from vendors where id = any(${ids})`,
  ongkir: (ids) => sql`select id, label from ongkir where id = any(${ids})`,
  priceList: (ids) => sql`select id, name as label from price_lists where id = any(${ids})`,
  material: (ids) => sql`select id, name as label from materials where id = any(${ids})`,
  restock: (ids) =>
    sql`select r.id, m.name || ' · ' || to_char(r.date, 'YYYY-MM-DD') as label
        from restocks r join materials m on m.id = r.material_id where r.id = any(${ids})`,
  usage: (ids) =>
    sql`select u.id, m.name || ' · ' || to_char(u.date, 'YYYY-MM-DD') as label
        from usages u join materials m on m.id = u.material_id where u.id = any(${ids})`,
  production: (ids) =>
    sql`select r.id, p.name || ' · ' || to_char(r.date, 'YYYY-MM-DD') as label
        from production_runs r join products p on p.id = r.product_id where r.id = any(${ids})`,
  recipe: (ids) => sql`select id, code || ' – ' || name as label from products where id = any(${ids})`,
  batch: (ids) =>
    sql`select b.id, p.name || ' · ' || to_char(b.date, 'YYYY-MM-DD') as label
        from product_batches b join products p on p.id = b.product_id where b.id = any(${ids})`,
  stock: (ids) =>
    sql`select b.id, p.name || ' · ' || to_char(b.date, 'YYYY-MM-DD') as label
        from product_batches b join products p on p.id = b.product_id where b.id = any(${ids})`,
  transaction: (ids) => sql`select id, number as label from transactions where id = any(${ids})`,
  transactionReturn: (ids) =>
    sql`select r.id, t.number as label from transaction_returns r join transactions t on t.id = r.transaction_id
        where r.id = any(${ids})`,
  user: (ids) => sql`select id, name as label from users where id = any(${ids})`,
  group: (ids) => sql`select id, name as label from auth_groups where id = any(${ids})`,
  menu: (ids) => sql`select id, name as label from menus where id = any(${ids})`,
  position: (ids) => sql`select id, name as label from positions where id = any(${ids})`,
  businessProfile: (ids) => sql`select id, name as label from business_profile where id = any(${ids})`,
  standingOrder: (ids) =>
    sql`select s.id, c.name as label from standing_orders s join customers c on c.id = s.customer_id
        where s.id = any(${ids})`,
  purchaseOrder: (ids) => sql`select id, number as label from purchase_orders where id = any(${ids})`,
  vendorPayment: (ids) =>
    sql`select p.id, v.name || ' · ' || to_char(p.date, 'YYYY-MM-DD') as label
        from vendor_payments p join vendors v on v.id = p.vendor_id where p.id = any(${ids})`,
  integrationToken: (ids) => sql`select id, name as label from integration_tokens where id = any(${ids})`,
  webhook: (ids) => sql`select id, url as label from webhooks where id = any(${ids})`,
};

/** A reference by name only, where the record's label says more (a product's code). */
const NAMES: Readonly<Record<string, (ids: SQL) => SQL>> = {
  product: (ids) => sql`select id, name as label from products where id = any(${ids})`,
};

/** A bare id of another record in a snapshot (`productId` of a stock change), answered by name while it exists. */
const REFERENCES: Readonly<Record<string, string>> = {
  productId: 'product',
  customerId: 'customer',
  categoryId: 'category',
  vendorId: 'vendor',
  ongkirId: 'ongkir',
  priceListId: 'priceList',
  materialId: 'material',
  packagingId: 'material',
  positionId: 'position',
  groupId: 'group',
  menuId: 'menu',
  parentId: 'menu',
  userId: 'user',
  transactionId: 'transaction',
  productionRunId: 'production',
  batchId: 'batch',
};

const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** Start of a business date in the company's time zone, as a timestamp. */
const startOf = (date: string, timeZone: string) => sql`(${date}::date)::timestamp at time zone ${timeZone}`;

function conditions(q: Request, timeZone: string): SQL {
  return and(
    q.userId !== undefined && sql`a.user_id = ${q.userId}`,
    q.entity !== undefined && sql`a.entity = ${q.entity}`,
    q.entityId !== undefined && sql`a.entity_id = ${q.entityId}`,
    q.dateFrom !== undefined && sql`a.at >= ${startOf(q.dateFrom, timeZone)}`,
    q.dateTo !== undefined && sql`a.at < ${startOf(q.dateTo, timeZone)} + interval '1 day'`,
  );
}

/**
 * The ids of one page in the list's order (`at`, then `id`, newest first unless `sortDir: asc`): past the keyset
 * boundary (`after`/`before`) when it is given and still matches, else by offset.
 */
async function pageIds(tx: Tx, where: SQL, q: Request, perPage: number, page: number): Promise<number[]> {
  const desc = (q.sortDir ?? 'desc') === 'desc';
  const order = (forward: boolean) =>
    desc === forward ? sql`a.at desc, a.id desc` : sql`a.at asc, a.id asc`;
  const boundary = q.after ?? q.before;
  // The boundary row's key is read first and given as values: a row comparison with constants bounds the index scan,
  // where a join with the boundary row was a filter over every row before it (264 ms deep in 2M rows).
  const [b] =
    boundary === undefined
      ? []
      : await rows(
          tx,
          sql`select to_json(at)#>>'{}' as at, id from audit_log where id = ${boundary}`,
          row({ at: text, id: int }),
        );
  if (b) {
    const forward = q.after !== undefined;
    const key = sql`(${b.at}::timestamptz, ${b.id}::int)`;
    const past = desc === forward ? sql`(a.at, a.id) < ${key}` : sql`(a.at, a.id) > ${key}`;
    const found = await rows(
      tx,
      sql`select a.id from audit_log a where ${where} and ${past} order by ${order(forward)} limit ${perPage}`,
      row({ id: int }),
    );
    if (found.length) return (forward ? found : found.reverse()).map((r) => r.id);
  }
  const found = await rows(
    tx,
    sql`select a.id from audit_log a where ${where} order by ${order(true)}
        limit ${perPage} offset ${(page - 1) * perPage}`,
    row({ id: int }),
  );
  return found.map((r) => r.id);
}

interface Row {
  id: number;
  at: string;
  action: string;
  entity: string;
  entityId: number | null;
  userId: number | null;
  userName: string | null;
  tokenId: number | null;
  tokenName: string | null;
  before: unknown;
  after: unknown;
}

/** `id → label` of records of one type, by ids. */
async function labelsOf(
  tx: Tx,
  entity: string,
  ids: number[],
  queries = LABELS,
): Promise<Map<number, string>> {
  const query = queries[entity] ?? LABELS[entity];
  if (!query || !ids.length) return new Map();
  const found = await rows(tx, query(idArray(ids)), row({ id: int, label: text }));
  return new Map(found.map((r) => [r.id, r.label]));
}

/** Labels of every (type, id) asked, one statement per type. */
async function labelsByType(
  tx: Tx,
  wanted: Map<string, Set<number>>,
  queries = LABELS,
): Promise<Map<string, Map<number, string>>> {
  const out = new Map<string, Map<number, string>>();
  for (const [entity, ids] of wanted) out.set(entity, await labelsOf(tx, entity, [...ids], queries));
  return out;
}

/** The name of a user since deleted, as the log last knew it. */
async function formerNames(tx: Tx, userIds: number[]): Promise<Map<number, string>> {
  if (!userIds.length) return new Map();
  // Each user's newest row with a name, from the record index (one short backward scan per user).
  const found = await rows(
    tx,
    sql`select u.id, (select coalesce(a.after->>'name', a.before->>'name') from audit_log a
                      where a.entity = 'user' and a.entity_id = u.id
                        and coalesce(a.after->>'name', a.before->>'name') is not null
                      order by a.at desc, a.id desc limit 1) as name
        from unnest(${idArray(userIds)}) u(id)`,
    row({ id: int, name: text.nullable }),
  );
  return new Map(found.flatMap((r) => (r.name === null ? [] : [[r.id, r.name] as const])));
}

/** The record's name in a snapshot, for a record that is gone. */
function snapshotLabel(row: Row): string | null {
  const s = (row.after ?? row.before) as Record<string, unknown> | null;
  if (!s || typeof s !== 'object') return null;
  const name = s.name ?? s.label ?? s.number;
  if (typeof name !== 'string') return null;
  return typeof s.code === 'string' ? `${s.code} – ${name}` : name;
}

const lastKey = (change: HistoryChange) => {
  const key = change.path.at(-1);
  return typeof key === 'string' ? key : undefined;
};

/** Bare ids of known records in the changes become `{ id, name }` (the name while the record exists). */
async function nameReferences(tx: Tx, entries: Array<{ changes: HistoryChange[] }>): Promise<void> {
  const wanted = new Map<string, Set<number>>();
  const each = (fn: (change: HistoryChange, type: string) => void) => {
    for (const entry of entries)
      for (const change of entry.changes) {
        const type = REFERENCES[lastKey(change) ?? ''];
        if (type) fn(change, type);
      }
  };
  each((change, type) => {
    for (const v of [change.before, change.after])
      if (typeof v === 'number') (wanted.get(type) ?? wanted.set(type, new Set()).get(type)!).add(v);
  });
  if (!wanted.size) return;
  const names = await labelsByType(tx, wanted, NAMES);
  const named = (type: string, v: HistoryChange['before']) =>
    typeof v === 'number' && names.get(type)?.has(v) ? { id: v, name: names.get(type)!.get(v)! } : v;
  each((change, type) => {
    change.kind = 'ref';
    change.before = named(type, change.before);
    change.after = named(type, change.after);
  });
}

export interface HistoryCaller {
  /** Whether the caller owns a field owned by these menus (each list must be held). */
  owns: (owners: string[][]) => boolean;
  /** Whether a record kept outside the database (a backup file, by its name) is still there. */
  kept?: (entity: string, label: string) => boolean;
}

/** One page of the history, newest first, with the changes of each entry. */
export async function historyPage(tx: Tx, q: Request, timeZone: string, caller: HistoryCaller) {
  if (q.entityId !== undefined && q.entity === undefined)
    throw invalid('entity', 'validation.required', { rule: 'history.entity' });
  const perPage = q.perPage ?? 25;
  const page = q.page ?? 1;
  const where = conditions(q, timeZone);
  const counted = await rows(
    tx,
    sql`select count(*)::int as n from (select 1 from audit_log a where ${where} limit ${COUNT_CAP + 1}) x`,
    row({ n: int }),
  );
  const matching = counted[0]?.n ?? 0;
  const ids = matching ? await pageIds(tx, where, q, perPage, page) : [];
  const found = ids.length
    ? await rows<Row>(
        tx,
        sql`select a.id, to_json(a.at)#>>'{}' as at, a.action, a.entity, a.entity_id as "entityId",
                   a.user_id as "userId", u.name as "userName", a.token_id as "tokenId", it.name as "tokenName",
                   a.before, a.after
            from audit_log a left join users u on u.id = a.user_id
              left join integration_tokens it on it.id = a.token_id
            where a.id = any(${idArray(ids)})`,
      )
    : [];
  const byId = new Map(found.map((r) => [r.id, r]));
  const list = ids.map((id) => byId.get(id)!).filter(Boolean);

  const records = new Map<string, Set<number>>();
  for (const r of list)
    if (r.entityId !== null)
      (records.get(r.entity) ?? records.set(r.entity, new Set()).get(r.entity)!).add(r.entityId);
  const labels = await labelsByType(tx, records);
  const former = await formerNames(tx, [
    ...new Set(list.filter((r) => r.userId !== null && r.userName === null).map((r) => r.userId!)),
  ]);
  const reader = contractReader();
  const datas: Entry[] = list.map((r) => {
    const changes = diffRecords(r.before, r.after, { reader, entity: r.entity, owns: caller.owns });
    const current = r.entityId === null ? undefined : labels.get(r.entity)?.get(r.entityId);
    const label = current ?? snapshotLabel(r);
    const exists =
      current !== undefined || (r.entityId === null && !!label && !!caller.kept?.(r.entity, label));
    return {
      id: r.id,
      at: r.at,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      user: r.userId === null ? null : { id: r.userId, name: r.userName ?? former.get(r.userId) ?? null },
      ...(r.tokenId !== null && r.tokenName !== null ? { token: { id: r.tokenId, name: r.tokenName } } : {}),
      record: { label, exists },
      changes: changes.slice(0, MAX_CHANGES),
      omitted: Math.max(0, changes.length - MAX_CHANGES),
    };
  });
  await nameReferences(tx, datas);
  return {
    datas,
    total: Math.min(matching, COUNT_CAP),
    totalCapped: matching > COUNT_CAP,
    page,
    perPage,
  };
}

/** Users to filter the history by: the first 20 by name matching the search. */
export async function historyUsers(tx: Tx, search: string | undefined) {
  const like = likePattern(search);
  const datas = await rows(
    tx,
    sql`select id, name from users ${like ? sql`where name ilike ${like} or email ilike ${like}` : sql``}
        order by lower(name), id limit 20`,
    row({ id: int, name: text }),
  );
  return { datas };
}
