import type { OkOf, Schemas } from '@pawon/api-client';
import { formatDate, formatRupiah } from '../../lib/format';
import { waLink } from '../../lib/whatsapp';
import { t } from './messages';
import type { AgingRow } from './agingColumns';

/** A customer's statement ("kartu piutang") or a vendor's ("kartu hutang"): one layout, its party's words. */
export type Statement = OkOf<'paymentStatement'> | OkOf<'vendorPaymentStatement'>;
export type StatementEntry = Schemas['StatementEntry'];
export type StatementParty = 'customer' | 'vendor';

/** Whose statement it is: the customer or the vendor it names. */
export const statementParty = (statement: Statement): StatementParty =>
  'vendor' in statement ? 'vendor' : 'customer';

/** The customer or vendor a statement names. */
export const partyOf = (statement: Statement) =>
  'vendor' in statement ? statement.vendor : statement.customer;

/** The words that differ between a customer's statement and a vendor's. */
export const STATEMENT_TEXTS = {
  customer: {
    of: 'reports.statementOf',
    intro: 'reports.statementText',
    fixDate: 'reports.statementFixDate',
    paper: 'reports.statementPaper',
    party: 'reports.statementCustomer',
    preview: 'reports.statementPrintPreview',
    creditNote: 'reports.statementCreditNote',
    share: 'reports.statementShareText',
  },
  vendor: {
    of: 'reports.vendorStatementOf',
    intro: 'reports.vendorStatementText',
    fixDate: 'reports.vendorStatementFixDate',
    paper: 'reports.vendorStatementPaper',
    party: 'reports.vendorStatementParty',
    preview: 'reports.vendorStatementPrintPreview',
    creditNote: 'reports.vendorStatementCreditNote',
    share: 'reports.vendorStatementShareText',
  },
} as const;

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
 * The statement summed up for WhatsApp: the period, opening balance, sales (bills), payments and returns, and the
 * closing balance (a balance below 0 said as the customer's deposit, or as paid ahead to the vendor), sent to their phone.
 */
export function statementShareLink(
  statement: Statement,
  { business, phone }: { business: string; phone: string | null | undefined },
): string {
  const { debit, credit } = statementSums(statement);
  const text = t(STATEMENT_TEXTS[statementParty(statement)].share, {
    customer: partyOf(statement).name,
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
