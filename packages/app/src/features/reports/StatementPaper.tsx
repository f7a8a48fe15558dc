import { formatDate, formatDateShort, formatRupiah } from '../../lib/format';
import { PaperHead } from '../../lib/print/PaperHead';
import type { PaperLayout } from '../../lib/print/PrintCopy';
import { Paper } from '../../lib/print/paper.styles';
import { t } from './messages';
import { entryText, statementSums, type Statement } from './statement';
import * as S from './statement.styles';

/** A figure of the paper; a sale's or payment's 0 on the other side stays blank. */
const figure = (value: number) => (value === 0 ? '' : formatRupiah(value));

/**
 * A customer statement on paper: the business profile's heading, the customer and period, the opening balance, each
 * entry with its running balance, and the closing balance. A4 has debit and credit apart; an 80 mm receipt one
 * signed figure per entry (+ a sale, − a payment or return) beside the balance.
 */
export function StatementPaper({ statement, layout }: { statement: Statement; layout: PaperLayout }) {
  const a4 = layout === 'a4';
  const sums = statementSums(statement);
  const date = (value: string) => (a4 ? formatDate(value) : formatDateShort(value));
  return (
    <Paper data-layout={layout} aria-label={t('reports.statementPrintPreview')}>
      <PaperHead kind={t('reports.statementPaper')} />
      <S.PaperMeta>
        <strong>{t('reports.statementCustomer', { name: statement.customer.name })}</strong>
        <span>{t('reports.statementPeriod', { from: date(statement.from), to: date(statement.to) })}</span>
      </S.PaperMeta>
      <S.PaperLines>
        <thead>
          <tr>
            {a4 ? (
              <>
                <th scope="col">{t('reports.statementDate')}</th>
                <th scope="col">{t('reports.statementDescription')}</th>
                <th scope="col" data-figure>
                  {t('reports.statementDebit')}
                </th>
                <th scope="col" data-figure>
                  {t('reports.statementCredit')}
                </th>
              </>
            ) : (
              <>
                <th scope="col">{t('reports.statementDescription')}</th>
                <th scope="col" data-figure>
                  {t('reports.statementMove')}
                </th>
              </>
            )}
            <th scope="col" data-figure>
              {t('reports.statementBalance')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr data-balance>
            <td colSpan={a4 ? 4 : 2}>
              {t('reports.statementOpening')} ({date(statement.from)})
            </td>
            <td data-figure>{formatRupiah(statement.opening)}</td>
          </tr>
          {statement.entries.map((entry, i) =>
            a4 ? (
              <tr key={i}>
                <td>{date(entry.date)}</td>
                <td>{entryText(entry)}</td>
                <td data-figure>{figure(entry.debit)}</td>
                <td data-figure>{figure(entry.credit)}</td>
                <td data-figure>{formatRupiah(entry.balance)}</td>
              </tr>
            ) : (
              <tr key={i}>
                <td>
                  {date(entry.date)}
                  <small>{entryText(entry)}</small>
                </td>
                <td data-figure>
                  {entry.debit > 0 ? `+${formatRupiah(entry.debit)}` : formatRupiah(-entry.credit)}
                </td>
                <td data-figure>{formatRupiah(entry.balance)}</td>
              </tr>
            ),
          )}
        </tbody>
        <tfoot>
          <tr data-balance>
            {a4 ? (
              <>
                <td colSpan={2}>
                  {t('reports.statementClosing')} ({date(statement.to)})
                </td>
                <td data-figure>{formatRupiah(sums.debit)}</td>
                <td data-figure>{formatRupiah(sums.credit)}</td>
              </>
            ) : (
              <td colSpan={2}>
                {t('reports.statementClosing')} ({date(statement.to)})
              </td>
            )}
            <td data-figure>{formatRupiah(statement.closing)}</td>
          </tr>
        </tfoot>
      </S.PaperLines>
      {statement.closing < 0 ? <S.PaperMeta>{t('reports.statementCreditNote')}</S.PaperMeta> : null}
    </Paper>
  );
}
