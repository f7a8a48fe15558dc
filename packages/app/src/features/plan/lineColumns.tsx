import type { ReactNode } from 'react';
import { StatusBadge, type ColumnDef } from '@pawon/ui';
import { formatQuantity } from '../../lib/format';
import type { PlanLine } from './data';
import { t } from './messages';
import * as S from './plan.styles';

const qty = (line: PlanLine, value: number) => formatQuantity(value, line.product.unit);
const both = ({ fresh, frozen }: { fresh: number; frozen: number }) => fresh + frozen;

/** "segar 40 pcs · beku 10 pcs" under a figure that holds both; nothing when all of it is one kind. */
function Split({ line, of }: { line: PlanLine; of: { fresh: number; frozen: number } }) {
  if (of.fresh === 0 || of.frozen === 0) return null;
  return (
    <S.CellNote>{t('plan.split', { fresh: qty(line, of.fresh), frozen: qty(line, of.frozen) })}</S.CellNote>
  );
}

const figure = (
  id: string,
  header: string,
  cell: (line: PlanLine) => ReactNode,
): ColumnDef<PlanLine, unknown> => ({
  id,
  header,
  enableSorting: false,
  cell: ({ row }) => cell(row.original),
  meta: { align: 'end', nowrap: true },
});

/**
 * The plan's columns, one product a row: ordered (the standing orders' part and the fresh/frozen split under it),
 * what the orders took already, the minimum, stock usable, runs planned, the batch size and what to make; the row's
 * detail says why (`PlanWhy`).
 */
export function planLineColumns(): ColumnDef<PlanLine, unknown>[] {
  return [
    {
      id: 'product',
      header: t('plan.col.product'),
      enableSorting: false,
      meta: { grow: true },
      cell: ({ row }) => {
        const line = row.original;
        return (
          <>
            <S.Label>
              {line.product.name}
              {line.active ? null : <StatusBadge tone="neutral">{t('plan.inactive')}</StatusBadge>}
            </S.Label>
            <S.CellNote>{line.product.code}</S.CellNote>
          </>
        );
      },
    },
    figure('ordered', t('plan.col.ordered'), (line) => (
      <>
        {qty(line, both(line.ordered))}
        {line.standing > 0 ? (
          <S.CellNote>{t('plan.fromStanding', { qty: qty(line, line.standing) })}</S.CellNote>
        ) : null}
        <Split line={line} of={line.ordered} />
      </>
    )),
    figure('held', t('plan.col.held'), (line) => qty(line, line.held)),
    figure('minimum', t('plan.col.minimum'), (line) => qty(line, line.minimum)),
    figure('onHand', t('plan.col.onHand'), (line) => (
      <>
        {qty(line, both(line.onHand))}
        <Split line={line} of={line.onHand} />
      </>
    )),
    figure('planned', t('plan.col.planned'), (line) => qty(line, line.planned)),
    figure('batchSize', t('plan.col.batchSize'), (line) =>
      line.batchSize === null ? '–' : qty(line, line.batchSize),
    ),
    figure('toMake', t('plan.col.toMake'), (line) =>
      line.toMake.total > 0 ? (
        <>
          <S.Strong>{qty(line, line.toMake.total)}</S.Strong>
          <Split line={line} of={line.toMake} />
        </>
      ) : (
        <StatusBadge tone="success">{t('plan.covered')}</StatusBadge>
      ),
    ),
  ];
}

/** Why a line comes to what it makes: a sentence, then its sum term by term (the server's figures). */
export function PlanWhy({ line, days }: { line: PlanLine; days: number }) {
  const sentence = !line.active
    ? t('plan.whyInactive')
    : line.toMake.total <= 0
      ? t('plan.whyCovered')
      : line.batchSize !== null && line.toMake.total !== line.need
        ? t('plan.whyMakeBatch', {
            need: qty(line, line.need),
            batch: qty(line, line.batchSize),
            toMake: qty(line, line.toMake.total),
          })
        : t('plan.whyMake', { need: qty(line, line.need), toMake: qty(line, line.toMake.total) });
  // Stock expiring before a later day needs it is counted back (several days only): the sum then adds up.
  type Term = ['ordered' | 'held' | 'minimum' | 'onHand' | 'expiring' | 'planned', string, string];
  const expiring: Term[] = line.expiring > 0 ? [['expiring', '+', qty(line, line.expiring)]] : [];
  const terms: Term[] = [
    ['ordered', '', qty(line, both(line.ordered))],
    ['held', '−', qty(line, line.held)],
    ['minimum', '+', qty(line, line.minimum)],
    ['onHand', '−', qty(line, both(line.onHand))],
    ...expiring,
    ['planned', '−', qty(line, line.planned)],
  ];
  return (
    <S.Why>
      <p>{sentence}</p>
      <S.Sum>
        {terms.map(([term, sign, value]) => (
          <div key={term}>
            <dt>{t(`plan.term.${term}`)}</dt>
            <dd>{sign ? `${sign} ${value}` : value}</dd>
          </div>
        ))}
        <div data-total="">
          <dt>{t('plan.term.need')}</dt>
          <dd>{qty(line, Math.max(line.need, 0))}</dd>
        </div>
        <div data-total="">
          <dt>{t('plan.term.toMake')}</dt>
          <dd>{qty(line, line.toMake.total)}</dd>
        </div>
      </S.Sum>
      {days > 1 ? <S.CellNote>{t('plan.whyDays')}</S.CellNote> : null}
    </S.Why>
  );
}
