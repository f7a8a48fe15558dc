import { formatDateShort, formatRupiah } from '../../lib/format';
import { PaperHead } from '../../lib/print/PaperHead';
import type { PaperLayout } from '../../lib/print/PrintCopy';
import { Paper } from '../../lib/print/paper.styles';
import { t } from './messages';
import {
  entryText,
  partyOf,
  STATEMENT_TEXTS,
  statementParty,
  statementSums,
  type Statement,
  type StatementEntry,
} from './statement';
import * as S from './statement.styles';

/** A figure of the paper; a sale's or payment's 0 on the other side stays blank. */
const figure = (value: number) => (value === 0 ? '' : formatRupiah(value));

/** An entry's move as one signed figure: + a sale or a reversed payment, − a payment or a return. */
const move = (entry: StatementEntry) =>
  entry.debit > 0 ? `+${formatRupiah(entry.debit)}` : formatRupiah(-entry.credit);

/** A4: date, words, debit, credit and the running balance, a line per entry. */
function A4Lines({ statement }: { statement: Statement }) {
  const sums = statementSums(statement);
  return (
    <S.PaperLines>
      <thead>
        <tr>
          <th scope="col">{t('reports.statementDate')}</th>
          <th scope="col">{t('reports.statementDescription')}</th>
          <th scope="col" data-figure>
            {t('reports.statementDebit')}
          </th>
          <th scope="col" data-figure>
            {t('reports.statementCredit')}
          </th>
          <th scope="col" data-figure>
            {t('reports.statementBalance')}
          </th>
        </tr>
      </thead>
      <tbody>
        <tr data-balance>
          <td colSpan={4}>
            {t('reports.statementOpening')} ({formatDateShort(statement.from)})
          </td>
          <td data-figure>{formatRupiah(statement.opening)}</td>
        </tr>
        {statement.entries.map((entry, i) => (
          <tr key={i}>
            <td data-figure="date">{formatDateShort(entry.date)}</td>
            <td>{entryText(entry)}</td>
            <td data-figure>{figure(entry.debit)}</td>
            <td data-figure>{figure(entry.credit)}</td>
            <td data-figure>{formatRupiah(entry.balance)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-balance>
          <td colSpan={2}>
            {t('reports.statementClosing')} ({formatDateShort(statement.to)})
          </td>
          <td data-figure>{formatRupiah(sums.debit)}</td>
          <td data-figure>{formatRupiah(sums.credit)}</td>
          <td data-figure>{formatRupiah(statement.closing)}</td>
        </tr>
      </tfoot>
    </S.PaperLines>
  );
}

/**
 * A receipt (72 mm of print): each entry's date and words on a line across the roll, then its signed move and the
 * running balance under them, so two figures are all that must fit side by side.
 */
function ReceiptLines({ statement }: { statement: Statement }) {
  return (
    <S.PaperLines>
      <thead>
        <tr>
          <th scope="col" data-figure>
            {t('reports.statementMove')}
          </th>
          <th scope="col" data-figure>
            {t('reports.statementBalance')}
          </th>
        </tr>
      </thead>
      <tbody>
        <tr data-balance>
          <td>
            {t('reports.statementOpening')} ({formatDateShort(statement.from)})
          </td>
          <td data-figure>{formatRupiah(statement.opening)}</td>
        </tr>
        {statement.entries.map((entry, i) => [
          <tr key={`${i}-text`} data-entry>
            <td colSpan={2}>
              {formatDateShort(entry.date)} · {entryText(entry)}
            </td>
          </tr>,
          <tr key={`${i}-figures`}>
            <td data-figure>{move(entry)}</td>
            <td data-figure>{formatRupiah(entry.balance)}</td>
          </tr>,
        ])}
      </tbody>
      <tfoot>
        <tr data-balance>
          <td>
            {t('reports.statementClosing')} ({formatDateShort(statement.to)})
          </td>
          <td data-figure>{formatRupiah(statement.closing)}</td>
        </tr>
      </tfoot>
    </S.PaperLines>
  );
}

/**
 * A customer's or a vendor's statement on paper: the business profile's heading, the customer (vendor) and period, the
 * opening balance, each entry with its running balance, and the closing balance (A4 also sums the debits and credits).
 */
export function StatementPaper({ statement, layout }: { statement: Statement; layout: PaperLayout }) {
  const texts = STATEMENT_TEXTS[statementParty(statement)];
  return (
    <Paper data-layout={layout} aria-label={t(texts.preview)}>
      <PaperHead kind={t(texts.paper)} />
      <S.PaperMeta>
        <strong>{t(texts.party, { name: partyOf(statement).name })}</strong>
        <span>
          {t('reports.statementPeriod', {
            from: formatDateShort(statement.from),
            to: formatDateShort(statement.to),
          })}
        </span>
      </S.PaperMeta>
      {layout === 'a4' ? <A4Lines statement={statement} /> : <ReceiptLines statement={statement} />}
      {statement.closing < 0 ? <S.PaperMeta>{t(texts.creditNote)}</S.PaperMeta> : null}
    </Paper>
  );
}
