/**
 * What the business owes its vendors and has paid them (issue 39, decision 051), the mirror of the customers' ledger
 * (ledger.ts, decision 048): a receipt of a purchase order is a bill (`vendor_bills`); payments are allocated to bills
 * through signed rows that are never changed (`vendor_payment_allocations`, append-only in the database); a bill's
 * `paid_amount`, `balance` and `settled_on` and a payment's `allocated` and `moved_on` are kept from those rows here
 * and only here. What a payment leaves unallocated is paid ahead: it pays the vendor's next bills.
 *
 * Lock order: every write that changes what a vendor is owed or has been paid takes the vendor's money lock first
 * (`lockVendors`: the vendor's row, `for no key update`, so that purchase orders may still reference it), before the
 * purchase order's row, the stock and the books. Two receipts, or a receipt and a payment, of one vendor queue.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { one, rows } from '../../db/query.js';
import { int, num, row, text } from '../../db/rowShape.js';
import { addDays } from '../../lib/dates.js';

export type VendorAllocationKind = 'pay' | 'credit' | 'reversal';

export interface VendorMove {
  paymentId: number;
  billId: number;
  date: string;
  amount: number;
  kind: VendorAllocationKind;
}

/** Locks the vendors' money (their rows, `for no key update`), in id order; answers the ids that exist. */
export async function lockVendors(tx: Tx, vendorIds: number[]): Promise<number[]> {
  const found: number[] = [];
  for (const id of [...new Set(vendorIds)].sort((a, b) => a - b)) {
    const locked = await one(
      tx,
      sql`select id from vendors where id = ${id} for no key update`,
      row({ id: int }),
    );
    if (locked) found.push(locked.id);
  }
  return found;
}

/**
 * Writes allocation rows, then brings their payments (`allocated`, `moved_on`) and bills (`paid_amount`, `balance`,
 * `settled_on`: the day of its latest row once nothing is left to pay) up to date, each in one statement.
 */
export async function allocateToBills(tx: Tx, moves: VendorMove[]): Promise<void> {
  const real = moves.filter((m) => m.amount !== 0);
  if (!real.length) return;
  const json = JSON.stringify(real);
  await tx.execute(sql`insert into vendor_payment_allocations (payment_id, bill_id, date, amount, kind)
    select * from json_to_recordset(${json}::json)
      as m("paymentId" int, "billId" int, date date, amount bigint, kind text)`);
  await tx.execute(sql`update vendor_payments p set allocated = p.allocated + m.sum,
      moved_on = greatest(p.moved_on, m.last), updated_at = now()
    from (select "paymentId" as id, sum(amount)::bigint as sum, max(date) as last
          from json_to_recordset(${json}::json) as m("paymentId" int, amount bigint, date date) group by 1) m
    where p.id = m.id`);
  await tx.execute(sql`with s as (
      select a.bill_id, sum(a.amount)::bigint as paid, max(a.date) as last from vendor_payment_allocations a
      where a.bill_id in (select distinct "billId" from json_to_recordset(${json}::json) as m("billId" int))
      group by a.bill_id)
    update vendor_bills b set paid_amount = s.paid, balance = b.amount - s.paid,
      settled_on = case when b.amount - s.paid = 0 then greatest(s.last, b.date) end
    from s where b.id = s.bill_id`);
}

/** A vendor's bills with a balance, in the order a payment pays them: oldest due first, then oldest bill. */
export async function openBills(tx: Tx, vendorId: number) {
  return rows(
    tx,
    sql`select id, number, date::text as date, balance from vendor_bills
        where vendor_id = ${vendorId} and balance > 0 order by due_date, date, id`,
    row({ id: int, number: text, date: text, balance: num }),
  );
}

/** The vendor's payments with money left to allocate (paid ahead), oldest first. */
export async function creditSources(tx: Tx, vendorId: number) {
  return rows(
    tx,
    sql`select id, date::text as date, (amount - allocated)::bigint as left from vendor_payments
        where vendor_id = ${vendorId} and reversed_at is null and allocated < amount order by date, id`,
    row({ id: int, date: text, left: num }),
  );
}

/**
 * Plans paying a vendor's open bills from money (a payment, or what the vendor was paid ahead), oldest due first, as
 * far as it goes. A row is dated the later of the money's day and the bill's: money paid before goods arrived pays
 * them from the day they did (so that Σ bills − Σ payments is the balance on every day).
 */
export function planBills(
  bills: Array<{ id: number; date: string; balance: number }>,
  money: { paymentId: number; date: string; amount: number },
  kind: VendorAllocationKind,
): VendorMove[] {
  let left = money.amount;
  const moves: VendorMove[] = [];
  for (const bill of bills) {
    if (left <= 0) break;
    const amount = Math.min(bill.balance, left);
    if (amount <= 0) continue;
    left -= amount;
    bill.balance -= amount;
    moves.push({
      paymentId: money.paymentId,
      billId: bill.id,
      date: bill.date > money.date ? bill.date : money.date,
      amount,
      kind,
    });
  }
  return moves;
}

/**
 * A receipt's bill: what arrived, due the vendor's term after the receipt's date; what the vendor was paid ahead pays
 * it at once (rows of kind `credit`). The caller holds the vendor's money lock.
 */
export async function addBill(
  tx: Tx,
  bill: { vendorId: number; receiptId: number; number: string; date: string; amount: number },
): Promise<number> {
  const vendor = await one(
    tx,
    sql`select payment_term_days as term from vendors where id = ${bill.vendorId}`,
    row({ term: int }),
  );
  const created = await one(
    tx,
    sql`insert into vendor_bills (vendor_id, receipt_id, number, date, due_date, amount, balance, settled_on)
        values (${bill.vendorId}, ${bill.receiptId}, ${bill.number}, ${bill.date}::date,
          ${addDays(bill.date, vendor?.term ?? 0)}::date, ${bill.amount}, ${bill.amount},
          ${bill.amount === 0 ? bill.date : null}::date)
        returning id`,
    row({ id: int }),
  );
  const id = created!.id;
  const open = [{ id, date: bill.date, balance: bill.amount }];
  const moves: VendorMove[] = [];
  for (const credit of await creditSources(tx, bill.vendorId))
    moves.push(
      ...planBills(open, { paymentId: credit.id, date: credit.date, amount: credit.left }, 'credit'),
    );
  await allocateToBills(tx, moves);
  return id;
}
