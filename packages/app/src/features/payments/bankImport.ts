/**
 * "Impor mutasi bank" (issue 38): the statement's lines as the server matched them, what the user chooses for each,
 * and the body that records the chosen ones. The dialog (BankImportDialog.tsx) shows and edits this state.
 */
import type { BodyOf, OkOf, Schemas } from '@pawon/api-client';
import idTexts from '../../i18n/catalogues/id/bankImport.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/bankImport.json). */
export const t = catalogueArea(idTexts);

export type Preview = OkOf<'paymentImportPreview'>;
export type PreviewLine = Schemas['BankImportLine'];
export type BankMapping = Schemas['BankImportMapping'];
export type ConfirmBody = BodyOf<'paymentImportConfirm'>;
export type LineFilter = 'review' | 'matched' | 'duplicate' | 'all';

/** What the user chose for a line: whether to record it, and for which orders or customer. */
export interface LineChoice {
  record: boolean;
  orderIds: number[];
  customer: { id: number; name: string } | null;
  /** The sender's name to remember as the customer's account, when asked. */
  rememberName: string | null;
}

/** Matched lines are recorded as proposed; the others wait for a choice; duplicates are never recorded. */
export function initialChoices(preview: Preview): Record<string, LineChoice> {
  return Object.fromEntries(
    preview.lines.map((l) => [
      l.fingerprint,
      {
        record: l.status === 'matched',
        orderIds: l.status === 'matched' ? l.orders.map((o) => o.id) : [],
        customer: l.status === 'matched' ? l.customer : null,
        rememberName: null,
      },
    ]),
  );
}

export const needsReview = (l: PreviewLine) => l.status === 'ambiguous' || l.status === 'unknown';

export function shownLines(lines: readonly PreviewLine[], filter: LineFilter): PreviewLine[] {
  if (filter === 'all') return [...lines];
  if (filter === 'review') return lines.filter(needsReview);
  return lines.filter((l) => l.status === filter);
}

/** The filter a preview opens on: what waits for the user, when something does. */
export const firstFilter = (preview: Preview): LineFilter =>
  preview.counts.ambiguous + preview.counts.unknown > 0 ? 'review' : 'all';

/** A line can be recorded once it goes to orders or a customer. */
export const recordable = (c: LineChoice | undefined) =>
  !!c && c.record && (c.orderIds.length > 0 || !!c.customer);

/**
 * The confirm call's body: each chosen line (its orders, else its customer) with the name to remember; a mapping
 * chosen for this file's header row goes along to be remembered.
 */
export function confirmBody(
  preview: Preview,
  choices: Record<string, LineChoice>,
  mapping: BankMapping | null,
): ConfirmBody {
  const lines = preview.lines
    .filter((l) => l.status !== 'duplicate' && recordable(choices[l.fingerprint]))
    .map((l) => {
      const c = choices[l.fingerprint]!;
      return {
        date: l.date,
        description: l.description,
        amount: l.amount,
        occurrence: l.occurrence,
        ...(c.orderIds.length ? { orderIds: c.orderIds } : { customerId: c.customer!.id }),
        ...(c.rememberName ? { rememberName: c.rememberName } : {}),
      };
    });
  const remember =
    mapping && preview.bank === 'custom' && !preview.remembered && preview.headers.length
      ? { remember: { headers: preview.headers, mapping } }
      : {};
  return { lines, ...remember };
}

/** The row of the file a confirm error names (`lines.3.orderIds` → the fourth recorded line's row). */
export function rowOfField(body: ConfirmBody, preview: Preview, field: string): number | undefined {
  const index = /^lines\.(\d+)/.exec(field)?.[1];
  if (index === undefined) return undefined;
  const line = body.lines[Number(index)];
  return preview.lines.find(
    (l) => l.date === line?.date && l.description === line.description && l.occurrence === line.occurrence,
  )?.row;
}
