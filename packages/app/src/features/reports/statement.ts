import type { OkOf, Schemas } from '@pawon/api-client';
import { formatDate, formatRupiah } from '../../lib/format';
import { waLink } from '../../lib/whatsapp';
import { t } from './messages';
import type { AgingRow } from './agingColumns';

export type Statement = OkOf<'paymentStatement'>;
export type StatementEntry = Schemas['StatementEntry'];

/** What the period's entries add up to: sales and reversed payments (debit), payments and returns (credit). */
export function statementSums(statement: Pick<Statement, 'entries'>): { debit: number; credit: number } {
  let debit = 0;
  let credit = 0;
  for (const entry of statement.entries) {
    debit += entry.debit;
    credit += entry.credit;
  }
  return { debit, credit };
}

/**
 * An entry's words: its kind, its reference (the order's number, PAY-12), a payment's method in the reader's language
 * and its note, when it has one.
 */
export const entryText = (entry: StatementEntry) =>
  [
    t(`reports.statementKinds.${entry.kind}`),
    entry.reference,
    entry.method ? t(`reports.methods.${entry.method}`) : null,
    entry.description,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * The statement summed up for WhatsApp: the period, opening balance, sales, payments and returns, and the closing
 * balance (a balance below 0 said as the customer's deposit), sent to the customer's phone.
 */
export function statementShareLink(
  statement: Statement,
  { business, phone }: { business: string; phone: string | null | undefined },
): string {
  const { debit, credit } = statementSums(statement);
  const text = t('reports.statementShareText', {
    customer: statement.customer.name,
    business,
    from: formatDate(statement.from),
    to: formatDate(statement.to),
    opening: formatRupiah(statement.opening),
    debit: formatRupiah(debit),
    credit: formatRupiah(credit),
    state: statement.closing < 0 ? 'credit' : 'owed',
    closing: formatRupiah(Math.abs(statement.closing)),
  });
  return waLink(phone, text);
}

/** A polite reminder of what a customer owes at the aging's date, sent to their phone through WhatsApp. */
export function reminderLink(row: AgingRow, { business, date }: { business: string; date: string }): string {
  const text = t('reports.agingRemindText', {
    customer: row.customer,
    business,
    date: formatDate(date),
    amount: formatRupiah(row.balance),
  });
  return waLink(row.phone, text);
}
