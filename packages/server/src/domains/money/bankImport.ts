/**
 * Bank statement import (issue 38, "Impor mutasi bank"): a statement's credit lines matched to open orders, then
 * recorded as transfers through `recordPayment`. A line is matched, in this order, by an order number in its
 * description, by a customer's remembered account name (their open order of exactly its amount, else the customer:
 * the payment pays their orders oldest due first), or by being the one open balance of exactly its amount. What is
 * not sure (several customers, several balances, two lines for one order) waits for the user with its candidates.
 * Each recorded line's fingerprint is kept, unique: the same file again records nothing twice.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { one, rows } from '../../db/query.js';
import { int, json, num, row, text } from '../../db/rowShape.js';
import type { Schemas } from '../../lib/contract.js';
import { dateOrToday } from '../../lib/dates.js';
import { invalid, missingReference } from '../../lib/errors.js';
import { audit } from '../platform/audit.js';
import type { StockContext } from '../platform/context.js';
import type { Sheet } from '../platform/sheetReader.js';
import {
  findHeader,
  fingerprintOf,
  gridRow,
  HEADER_ROWS,
  headerKey,
  MissingColumn,
  nameKey,
  occurrences,
  orderNumbersIn,
  readLines,
  senderNameOf,
  type Mapping,
  type StatementLine,
} from './bankFormats.js';
import { lockCustomers } from './ledger.js';
import { recordPayment } from './payments.js';

type Line = Schemas['BankImportLine'];
type Order = Schemas['BankImportOrder'];
type NamedRef = Schemas['NamedRef'];
type Preview = Schemas['PaymentImportPreviewResponse'];
type ConfirmRequest = Schemas['PaymentImportConfirmRequest'];

const asJson = (values: unknown[]) => JSON.stringify(values);
const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** A mapping needs an amount column or a credit column. */
export function checkMapping(mapping: Mapping, field: string): void {
  if (mapping.amount === undefined && mapping.credit === undefined)
    throw invalid(`${field}.amount`, 'bank.mappingAmount');
}

const ORDER_SELECT = sql`select t.id, t.number, t.customer_id as "customerId",
  json_build_object('id', c.id, 'name', c.name) as customer, t.date::text as date, t.due_date::text as "dueDate", t.balance
  from transactions t join customers c on c.id = t.customer_id`;
const ORDER_ROW = row({
  id: int,
  number: text,
  customerId: int,
  customer: json<NamedRef>(),
  date: text,
  dueDate: text.nullable,
  balance: num,
});
const OPEN_ORDER = sql`order by t.due_date nulls last, t.date, t.id`;

async function rememberedMappings(db: Db, keys: string[]): Promise<Map<string, Mapping>> {
  const found = await rows(
    db,
    sql`select headers, mapping from bank_import_mappings
        where headers in (select json_array_elements_text(${asJson(keys)}::json))`,
    row({ headers: text, mapping: json<Mapping>() }),
  );
  return new Map(found.map((r) => [r.headers, r.mapping]));
}

/** Reads a statement (rows from the sheet reader) and matches its credit lines; records nothing. */
export async function previewStatement(
  db: Db,
  sheet: Sheet,
  asked: Mapping | undefined,
  today: string,
): Promise<Preview> {
  if (asked) checkMapping(asked, 'mapping');
  const grid = sheet.rows.map((r) => gridRow(r.row, r.values));
  const remembered = asked
    ? new Map<string, Mapping>()
    : await rememberedMappings(
        db,
        grid.slice(0, HEADER_ROWS).map((r) => headerKey(r.cells)),
      );
  let found;
  try {
    found = findHeader(grid, asked, remembered);
  } catch (err) {
    if (err instanceof MissingColumn)
      throw invalid(`mapping.${err.field}`, 'bank.mappingColumn', { column: err.column });
    throw err;
  }
  const head = {
    bank: found.bank,
    headerRow: found.row?.row ?? null,
    headers: (found.row?.cells ?? []).slice(0, 50),
    mapping: found.mapping,
    remembered: found.remembered,
  };
  const counts = { matched: 0, ambiguous: 0, unknown: 0, duplicate: 0, debits: 0 };
  if (!found.mapping || !found.row) return { ...head, lines: [], counts };
  const { credits, debits } = readLines(grid, found.row, found.mapping, today);
  if (!credits.length && !debits) throw invalid('file', 'bank.noLines');
  const lines = await matchLines(db, credits);
  for (const l of lines) counts[l.status]++;
  return { ...head, lines, counts: { ...counts, debits } };
}

/** The remembered account names, by their first word (a description's words are looked up one by one). */
async function accountNames(db: Db) {
  const found = await rows(
    db,
    sql`select n.name, n.customer_id as "customerId", c.name as "customerName"
        from bank_account_names n join customers c on c.id = n.customer_id`,
    row({ name: text, customerId: int, customerName: text }),
  );
  const byFirst = new Map<string, Array<{ words: string[]; customer: NamedRef }>>();
  for (const n of found) {
    const words = n.name.split(' ');
    const list = byFirst.get(words[0]!) ?? byFirst.set(words[0]!, []).get(words[0]!)!;
    list.push({ words, customer: { id: n.customerId, name: n.customerName } });
  }
  return byFirst;
}

/** The customers whose remembered names a description holds: those of the longest name found. */
function namedCustomers(description: string, byFirst: Awaited<ReturnType<typeof accountNames>>): NamedRef[] {
  const words = nameKey(description).split(' ');
  let best = 0;
  const found = new Map<number, NamedRef>();
  words.forEach((word, i) => {
    for (const name of byFirst.get(word) ?? []) {
      if (!name.words.every((w, j) => words[i + j] === w) || name.words.length < best) continue;
      if (name.words.length > best) {
        best = name.words.length;
        found.clear();
      }
      found.set(name.customer.id, name.customer);
    }
  });
  return [...found.values()];
}

type Decision = Pick<Line, 'status' | 'matchedBy' | 'reason' | 'orders' | 'customer' | 'candidates'>;

const matched = (matchedBy: 'number' | 'name' | 'amount', orders: Order[], customer: NamedRef): Decision => ({
  status: 'matched',
  matchedBy,
  reason: null,
  orders,
  customer,
  candidates: [],
});
const waiting = (
  reason: Line['reason'],
  candidates: Order[],
  customer: NamedRef | null = null,
): Decision => ({
  status: reason || candidates.length || customer ? 'ambiguous' : 'unknown',
  matchedBy: null,
  reason,
  orders: [],
  customer,
  candidates: candidates.slice(0, 10),
});

/** Each credit line with its fingerprint and what it matches (see the module's comment). */
async function matchLines(db: Db, credits: StatementLine[]): Promise<Line[]> {
  const occurrence = occurrences(credits);
  const prints = credits.map((l, i) => fingerprintOf({ ...l, occurrence: occurrence[i]! }));
  const recorded = new Map(
    (
      await rows(
        db,
        sql`select fingerprint, payment_id as "paymentId" from bank_import_lines
            where fingerprint in (select json_array_elements_text(${asJson(prints)}::json))`,
        row({ fingerprint: text, paymentId: int.nullable }),
      )
    ).map((r) => [r.fingerprint, r.paymentId]),
  );
  const open = credits.map((_, i) => !recorded.has(prints[i]!));
  const decisions: Array<Decision | undefined> = credits.map(() => undefined);
  const claimed = new Set<number>();

  // 1. An order number in the description.
  const numbers = credits.map((l, i) => (open[i] ? orderNumbersIn(l.description) : []));
  const wanted = [...new Set(numbers.flat())];
  const byNumber = new Map(
    (wanted.length
      ? await rows(
          db,
          sql`${ORDER_SELECT} where t.number in (select json_array_elements_text(${asJson(wanted)}::json))`,
          ORDER_ROW,
        )
      : []
    ).map((o) => [o.number, o]),
  );
  numbers.forEach((list, i) => {
    const orders = list.flatMap((n) => byNumber.get(n) ?? []);
    if (!orders.length) return;
    const unpaid = orders.filter((o) => o.balance > 0);
    const customers = new Set(orders.map((o) => o.customerId));
    if (customers.size > 1) decisions[i] = waiting(null, unpaid.length ? unpaid : orders);
    else if (!unpaid.length) decisions[i] = waiting('orderPaid', [], orders[0]!.customer);
    else decisions[i] = matched('number', unpaid.slice(0, 20), unpaid[0]!.customer);
    unpaid.forEach((o) => claimed.add(o.id));
  });

  // 2. A remembered account name: the customer, and their one open order of exactly this amount when there is one.
  const names = await accountNames(db);
  const named = credits.map((l, i) => (open[i] && !decisions[i] ? namedCustomers(l.description, names) : []));
  const customerIds = [...new Set(named.flat().map((c) => c.id))];
  const openOf = new Map<number, Order[]>();
  if (customerIds.length)
    for (const o of await rows(
      db,
      sql`${ORDER_SELECT} where t.customer_id = any(${idArray(customerIds)}) and t.balance > 0 ${OPEN_ORDER}`,
      ORDER_ROW,
    ))
      (openOf.get(o.customerId) ?? openOf.set(o.customerId, []).get(o.customerId)!).push(o);
  named.forEach((customers, i) => {
    if (!customers.length) return;
    const amount = credits[i]!.amount;
    const exact = customers.flatMap((c) => (openOf.get(c.id) ?? []).filter((o) => o.balance === amount));
    if (customers.length > 1) {
      decisions[i] = waiting(
        'manyNames',
        exact.length ? exact : customers.flatMap((c) => openOf.get(c.id) ?? []),
      );
      return;
    }
    const fits = exact.filter((o) => !claimed.has(o.id));
    decisions[i] = matched('name', fits.length === 1 ? fits : [], customers[0]!);
    if (fits.length === 1) claimed.add(fits[0]!.id);
  });

  // 3. The one open balance of exactly this amount (orders matched above left out).
  const amounts = [...new Set(credits.filter((_, i) => open[i] && !decisions[i]).map((l) => l.amount))];
  const byAmount = new Map(
    (amounts.length
      ? await rows(
          db,
          sql`select t.balance as amount, count(*)::int as n,
                to_json((array_agg(t.id order by t.due_date nulls last, t.date, t.id))[1:12]) as ids
              from transactions t
              where t.balance > 0 and t.balance in (select (json_array_elements_text(${asJson(amounts)}::json))::bigint)
              group by t.balance`,
          row({ amount: num, n: int, ids: json<number[]>() }),
        )
      : []
    ).map((r) => [r.amount, r]),
  );
  const candidateIds = [...new Set([...byAmount.values()].flatMap((r) => r.ids))];
  const orderById = new Map(
    (candidateIds.length
      ? await rows(db, sql`${ORDER_SELECT} where t.id = any(${idArray(candidateIds)})`, ORDER_ROW)
      : []
    ).map((o) => [o.id, o]),
  );
  const byOrder = new Map<number, number[]>();
  credits.forEach((l, i) => {
    if (!open[i] || decisions[i]) return;
    const group = byAmount.get(l.amount);
    const free = (group?.ids ?? []).filter((id) => !claimed.has(id)).flatMap((id) => orderById.get(id) ?? []);
    const unclaimedCount = (group?.n ?? 0) - ((group?.ids.length ?? 0) - free.length);
    if (unclaimedCount === 1 && free.length === 1) {
      decisions[i] = matched('amount', free, free[0]!.customer);
      (byOrder.get(free[0]!.id) ?? byOrder.set(free[0]!.id, []).get(free[0]!.id)!).push(i);
    } else decisions[i] = waiting(free.length ? 'manyAmounts' : null, free);
  });
  // Two lines of this file for one order by amount alone: neither is sure.
  for (const [id, lines] of byOrder)
    if (lines.length > 1) for (const i of lines) decisions[i] = waiting('sameOrder', [orderById.get(id)!]);

  return credits.map((l, i) => {
    const paymentId = recorded.get(prints[i]!);
    const decision: Decision =
      paymentId !== undefined
        ? {
            status: 'duplicate',
            matchedBy: null,
            reason: null,
            orders: [],
            customer: null,
            candidates: [],
          }
        : (decisions[i] ?? waiting(null, []));
    return {
      ...l,
      occurrence: occurrence[i]!,
      fingerprint: prints[i]!,
      ...decision,
      senderName: senderNameOf(l.description),
      paymentId: paymentId ?? null,
    };
  });
}

type ConfirmLine = ConfirmRequest['lines'][number];

/** Each line's customer and orders, checked: its orders exist and are all of its customer. */
async function targetsOf(tx: Tx, lines: ConfirmLine[], today: string) {
  const orderIds = [...new Set(lines.flatMap((l) => l.orderIds ?? []))];
  const orders = new Map(
    (orderIds.length
      ? await rows(
          tx,
          sql`select id, number, customer_id as "customerId" from transactions where id = any(${idArray(orderIds)})`,
          row({ id: int, number: text, customerId: int }),
        )
      : []
    ).map((o) => [o.id, o]),
  );
  const targets = lines.map((line, i) => {
    dateOrToday(`lines.${i}.date`, line.date, today);
    const ids = [...new Set(line.orderIds ?? [])];
    let customerId = line.customerId;
    for (const id of ids) {
      const order = orders.get(id);
      if (!order) throw missingReference(`lines.${i}.orderIds`, 'transaction');
      customerId ??= order.customerId;
      if (order.customerId !== customerId)
        throw invalid(`lines.${i}.orderIds`, 'bank.orderCustomer', { number: order.number });
    }
    if (customerId === undefined) throw invalid(`lines.${i}.customerId`, 'bank.noTarget');
    return { customerId, orderIds: ids };
  });
  const customerIds = [...new Set(targets.map((t) => t.customerId))];
  const known = new Set(
    (
      await rows(tx, sql`select id from customers where id = any(${idArray(customerIds)})`, row({ id: int }))
    ).map((c) => c.id),
  );
  targets.forEach((t, i) => {
    if (!known.has(t.customerId)) throw missingReference(`lines.${i}.customerId`, 'customer');
  });
  return targets;
}

/** Allocations of `amount` to `orderIds` in turn, at most each one's balance now; the rest is deposit. */
async function allocationsFor(tx: Tx, orderIds: number[], amount: number) {
  if (!orderIds.length) return undefined;
  const balances = new Map(
    (
      await rows(
        tx,
        sql`select id, balance from transactions where id = any(${idArray(orderIds)})`,
        row({ id: int, balance: num }),
      )
    ).map((o) => [o.id, o.balance]),
  );
  let left = amount;
  const allocations: Array<{ orderId: number; amount: number }> = [];
  for (const orderId of orderIds) {
    const take = Math.min(balances.get(orderId) ?? 0, left);
    if (take <= 0) continue;
    allocations.push({ orderId, amount: take });
    left -= take;
  }
  return allocations;
}

/** Keeps `name` as the customer's account name (moved from another customer's when it was theirs). */
async function rememberName(tx: Tx, ctx: StockContext, customerId: number, name: string): Promise<void> {
  const key = nameKey(name).slice(0, 100).trim();
  if (key.length < 3) return;
  const before = await one(
    tx,
    sql`select customer_id as "customerId" from bank_account_names where name = ${key} for update`,
    row({ customerId: int }),
  );
  if (before?.customerId === customerId) return;
  await tx.execute(sql`insert into bank_account_names (customer_id, name, created_by)
    values (${customerId}, ${key}, ${ctx.userId})
    on conflict (name) do update set customer_id = excluded.customer_id, created_by = excluded.created_by, created_at = now()`);
  await audit(tx, {
    userId: ctx.userId,
    action: 'update',
    entity: 'customer',
    entityId: customerId,
    after: { bankAccountName: key, ...(before ? { fromCustomerId: before.customerId } : {}) },
  });
}

/**
 * Records the lines as transfers (each its own payment, in the order given), skipping every line whose fingerprint
 * was recorded before; remembers account names and a mapping when asked. The customers' money is locked first, in
 * id order, so two imports (or an import and an order) of one customer queue and never deadlock; a line recorded
 * by an import running at the same time waits for it on its fingerprint and is then a duplicate.
 */
export async function confirmLines(tx: Tx, ctx: StockContext, body: ConfirmRequest) {
  const targets = await targetsOf(tx, body.lines, ctx.today);
  await lockCustomers(
    tx,
    targets.map((t) => t.customerId),
  );
  const results: Array<{ fingerprint: string; status: 'recorded' | 'duplicate'; paymentId: number | null }> =
    [];
  for (const [i, line] of body.lines.entries()) {
    const { customerId, orderIds } = targets[i]!;
    const fingerprint = fingerprintOf(line);
    const kept = await one(
      tx,
      sql`insert into bank_import_lines (fingerprint, date, amount, description, created_by)
          values (${fingerprint}, ${line.date}::date, ${line.amount}, ${line.description}, ${ctx.userId})
          on conflict (fingerprint) do nothing returning id`,
      row({ id: int }),
    );
    if (!kept) {
      const before = await one(
        tx,
        sql`select payment_id as "paymentId" from bank_import_lines where fingerprint = ${fingerprint}`,
        row({ paymentId: int.nullable }),
      );
      results.push({ fingerprint, status: 'duplicate', paymentId: before?.paymentId ?? null });
    } else {
      const payment = await recordPayment(tx, ctx, {
        customerId,
        date: line.date,
        amount: line.amount,
        method: 'transfer',
        reference: line.description.slice(0, 200),
        allocations: await allocationsFor(tx, orderIds, line.amount),
      });
      await tx.execute(sql`update bank_import_lines set payment_id = ${payment.id} where id = ${kept.id}`);
      results.push({ fingerprint, status: 'recorded', paymentId: payment.id });
    }
    if (line.rememberName) await rememberName(tx, ctx, customerId, line.rememberName);
  }
  if (body.remember) {
    checkMapping(body.remember.mapping, 'remember.mapping');
    const key = headerKey(body.remember.headers);
    await tx.execute(sql`insert into bank_import_mappings (headers, mapping, updated_by)
      values (${key}, ${JSON.stringify(body.remember.mapping)}::jsonb, ${ctx.userId})
      on conflict (headers) do update set mapping = excluded.mapping, updated_by = excluded.updated_by, updated_at = now()`);
    await audit(tx, {
      userId: ctx.userId,
      action: 'update',
      entity: 'bankMapping',
      entityId: null,
      after: { headers: key, mapping: body.remember.mapping },
    });
  }
  const recorded = results.filter((r) => r.status === 'recorded').length;
  return { recorded, duplicates: results.length - recorded, lines: results };
}
