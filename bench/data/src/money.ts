/**
 * Receivables by the money rules (migration 0025, the server's domains/money ledger.ts and payments.ts): each
 * payment is a `payments` row and its moves onto orders are signed `payment_allocations` rows (append-only, dated,
 * with a kind). An order's paid_amount = Σ its rows, balance = max(0, total − returns − paid_amount) (no returns are
 * generated), payment = 'paid' when the balance is 0 and something was paid, settled_on = the day the balance last
 * reached 0 (null while open), delivered_on = its delivery date and due_date = delivered_on + the customer's term.
 *
 * Orders flagged paid by the simulation mostly get one payment (on time; some late), some two transfers (a part
 * first), a few leave a deposit (over-payment: it pays the customer's next delivered order, kind 'deposit', as the
 * app does at delivery), a few are reversed (a 'reversal' row, the payment's allocated 0) and paid again. A payment
 * that would fall after the last day has not happened yet: recent orders, and orders on terms, stay partly open.
 * Orders not flagged paid are open; a quarter of the delivered ones got a part payment.
 */
import type { Customer } from './catalogue.js';
import type { Random } from './random.js';
import { N } from './time.js';
import type { Writer } from './writer.js';

export interface MoneyOrder {
  id: number;
  number: string;
  /** Day index of the order. */
  day: number;
  customer: Customer;
  total: number;
  /** Day index of its delivery, or null while not delivered. */
  deliveredDay: number | null;
  /** The simulation's wish: paid (in full, sooner or later) or left open. */
  paid: boolean;
}

export interface MoneyState {
  payment: 'paid' | 'unpaid';
  paidAmount: number;
  balance: number;
  deliveredOn: string;
  dueDate: string;
  settledOn: string;
  /** The day of its latest allocation row (no returns are generated), null without any (ledger.ts settle). */
  movedOn: string;
}

interface Deposit {
  id: number;
  customerId: number;
  day: number;
  amount: number;
  allocated: number;
  /** Day index of its latest allocation row (ledger.ts allocate keeps `moved_on`). */
  lastRow: number;
  method: string;
  reference: string;
}

/** One move of a payment onto the order (or back off it), in the order of its day. */
interface Move {
  paymentId: number;
  day: number;
  amount: number;
  kind: 'pay' | 'deposit' | 'reversal';
}

const REVERSE_REASONS = ['Transfer ditolak bank', 'Salah nominal', 'Salah pelanggan'];

export class Money {
  private paymentId = 0;
  private allocationId = 0;
  /** Per customer, payments that left a deposit not yet used up (oldest first). */
  private readonly deposits = new Map<number, Deposit[]>();
  private readonly all: Deposit[] = [];

  constructor(
    private readonly w: Writer,
    private readonly dateOf: (day: number) => string,
    /** The last day index (the business "today"). */
    private readonly lastDay: number,
    private readonly random: Random,
    private readonly userId: number,
  ) {}

  private method(customer: Customer): string {
    const r = this.random.next();
    if (customer.distributor || customer.termDays > 0)
      return r < 0.75 ? 'transfer' : r < 0.9 ? 'qris' : 'tunai';
    return r < 0.55 ? 'tunai' : r < 0.85 ? 'qris' : r < 0.97 ? 'transfer' : 'lainnya';
  }

  private payment(
    customer: Customer,
    day: number,
    amount: number,
    allocated: number,
    method: string,
    reference: string,
    reversedDay: number | null = null,
  ): number {
    const id = ++this.paymentId;
    const date = this.dateOf(day);
    const at = `${date} 10:${String(id % 60).padStart(2, '0')}:00+07`;
    const reversedAt = reversedDay === null ? N : `${this.dateOf(reversedDay)} 11:00:00+07`;
    this.w.row('payments', [
      id,
      customer.id,
      date,
      amount,
      method,
      reference,
      reversedDay === null ? allocated : 0,
      this.userId,
      reversedDay === null ? N : this.dateOf(reversedDay),
      reversedAt,
      reversedDay === null ? N : this.userId,
      reversedDay === null ? N : this.random.pick(REVERSE_REASONS),
      reversedDay === null ? 1 : 2,
      at,
      reversedDay === null ? at : reversedAt,
      // Its rows: the pay row on its day, the reversal on the day it was reversed.
      this.dateOf(reversedDay ?? day),
    ]);
    return id;
  }

  private reference(method: string, number: string): string {
    return method === 'transfer' ? `TRF ${number}` : method === 'qris' ? `QRIS ${number}` : N;
  }

  /** A part of `left` (30–70 %, to the thousand), at least 1 and less than `left`. */
  private part(left: number): number {
    const p = Math.floor((left * (0.3 + this.random.next() * 0.4)) / 1000) * 1000;
    return Math.min(left - 1, Math.max(1, p));
  }

  /** The order's payments and allocation rows; its money columns. */
  order(o: MoneyOrder): MoneyState {
    const customer = o.customer;
    const random = this.random;
    const owed = o.total;
    const moves: Move[] = [];
    let paid = 0;
    const delivered = o.deliveredDay !== null;
    const dueDay = delivered ? o.deliveredDay! + customer.termDays : null;

    // A deposit left by an earlier payment pays the order when it is delivered (oldest deposit first).
    if (delivered) {
      const list = this.deposits.get(o.customer.id);
      while (list?.length && paid < owed) {
        const d = list[0]!;
        if (d.day > o.deliveredDay!) break;
        const take = Math.min(d.amount - d.allocated, owed - paid);
        d.allocated += take;
        d.lastRow = Math.max(d.lastRow, o.deliveredDay!);
        paid += take;
        moves.push({ paymentId: d.id, day: o.deliveredDay!, amount: take, kind: 'deposit' });
        if (d.allocated === d.amount) list.shift();
      }
    }

    const base = delivered ? o.deliveredDay! : o.day;
    const due = dueDay ?? o.day;
    const ok = (day: number) => day <= this.lastDay;
    const method = this.method(o.customer);
    const reference = this.reference(method, o.number);
    const pay = (day: number, amount: number) => {
      const id = this.payment(o.customer, day, amount, amount, method, reference);
      moves.push({ paymentId: id, day, amount, kind: 'pay' });
      paid += amount;
    };

    if (paid < owed && o.paid) {
      const r = random.next();
      // On time: between the delivery and the due date; late: up to a month after it.
      const onTime = () => (due > base ? random.int(base, due) : base);
      const late = () => due + random.int(1, customer.termDays > 0 ? 30 : 14);
      if (r < 0.1) {
        // Two transfers: a part, then the rest some days later.
        const first = onTime();
        const second = first + random.int(1, 10);
        const part = this.part(owed - paid);
        if (ok(first)) pay(first, part);
        if (ok(first) && ok(second)) pay(second, owed - paid);
      } else if (r < 0.13) {
        // Paid more than owed: the rest stays as the customer's deposit.
        const day = onTime();
        if (ok(day)) {
          const extra = random.int(1, 20) * 10_000;
          const d: Deposit = {
            id: ++this.paymentId,
            customerId: o.customer.id,
            day,
            amount: owed - paid + extra,
            allocated: owed - paid,
            lastRow: day,
            method,
            reference,
          };
          moves.push({ paymentId: d.id, day, amount: owed - paid, kind: 'pay' });
          paid = owed;
          this.all.push(d);
          let list = this.deposits.get(o.customer.id);
          if (!list) this.deposits.set(o.customer.id, (list = []));
          list.push(d);
        }
      } else if (r < 0.16) {
        // Paid, reversed (a failed transfer) and paid again.
        const first = onTime();
        const reversed = first + random.int(1, 5);
        const again = reversed + random.int(0, 5);
        const amount = owed - paid;
        if (ok(first) && ok(reversed)) {
          const id = this.payment(o.customer, first, amount, 0, 'transfer', `TRF ${o.number}`, reversed);
          moves.push({ paymentId: id, day: first, amount, kind: 'pay' });
          moves.push({ paymentId: id, day: reversed, amount: -amount, kind: 'reversal' });
          if (ok(again)) pay(again, amount);
        } else if (ok(first)) pay(first, amount);
      } else {
        const day = r < 0.3 ? late() : onTime();
        if (ok(day)) pay(day, owed - paid);
      }
    } else if (paid < owed && delivered && random.chance(0.25)) {
      // Open, with a part paid.
      const day = due > base ? random.int(base, due) : base + random.int(0, 3);
      if (ok(day)) pay(day, this.part(owed - paid));
    }

    // The rows, and the day the balance last reached 0.
    moves.sort((a, b) => a.day - b.day);
    let running = 0;
    let settled: number | null = null;
    for (const m of moves) {
      running += m.amount;
      settled = running >= owed ? (settled ?? m.day) : null;
      this.w.row('payment_allocations', [
        ++this.allocationId,
        m.paymentId,
        o.id,
        o.number,
        this.dateOf(m.day),
        m.amount,
        m.kind,
        `${this.dateOf(m.day)} 10:00:00+07`,
      ]);
    }
    const balance = Math.max(0, owed - paid);
    return {
      payment: balance === 0 && paid > 0 ? 'paid' : 'unpaid',
      paidAmount: paid,
      balance,
      deliveredOn: delivered ? this.dateOf(o.deliveredDay!) : N,
      dueDate: dueDay === null ? N : this.dateOf(dueDay),
      settledOn: balance === 0 && settled !== null ? this.dateOf(settled) : N,
      movedOn: moves.length ? this.dateOf(moves[moves.length - 1]!.day) : N,
    };
  }

  /** The payments that left a deposit, with what they allocated in the end. */
  finish(): void {
    for (const d of this.all) {
      const at = `${this.dateOf(d.day)} 10:${String(d.id % 60).padStart(2, '0')}:00+07`;
      this.w.row('payments', [
        d.id,
        d.customerId,
        this.dateOf(d.day),
        d.amount,
        d.method,
        d.reference,
        d.allocated,
        this.userId,
        N,
        N,
        N,
        N,
        1,
        at,
        at,
        this.dateOf(d.lastRow),
      ]);
    }
  }
}
