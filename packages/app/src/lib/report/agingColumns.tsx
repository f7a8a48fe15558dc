import type { ColumnDef } from '@pawon/ui';
import { formatRupiah } from '../format';
import { AGING_FIGURES, type AgingFigure, type AgingFigures } from './aging';
import * as S from './report.styles';

/**
 * An aging's figure columns: the five ages, the open amount (their sum) and the balance, each in rupiah on one line;
 * a deposit (which the balance is net of) is a second line under the balance (`creditLine`), so that every column
 * fits 1366 px at the figures of a busy year. An empty age is a dash, so the ages owed in stand out. The labels are
 * the feature's (`label`); the name column before them is too.
 */
export function agingFigureColumns<Row extends AgingFigures>({
  label,
  creditLine,
}: {
  /** A figure's label ("Belum jatuh tempo", "> 60 hari", "Saldo"). */
  label: (figure: AgingFigure) => string;
  /** The deposit's line under the balance, given the amount in rupiah. */
  creditLine: (amount: string) => string;
}): ColumnDef<Row, unknown>[] {
  return AGING_FIGURES.filter((figure) => figure !== 'credit').map((figure): ColumnDef<Row, unknown> => ({
    id: figure,
    accessorFn: (r) => r[figure],
    // The label may wrap ("Belum jatuh / tempo"): the figures set the columns' width.
    header: () => <S.ColumnHead>{label(figure)}</S.ColumnHead>,
    cell: ({ row }) => {
      const value = row.original[figure];
      if (figure === 'balance' && row.original.credit > 0)
        return (
          <>
            {formatRupiah(value)}
            <S.CellNote>{creditLine(formatRupiah(row.original.credit))}</S.CellNote>
          </>
        );
      // The balance and the open amount always say their figure; an age of 0 is a dash.
      return value === 0 && figure !== 'balance' && figure !== 'open' ? '–' : formatRupiah(value);
    },
    meta: { align: 'end', nowrap: true, width: '6.5rem', cardLabel: label(figure) },
  }));
}
