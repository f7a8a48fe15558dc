import type { ColumnDef } from '@pawon/ui';
import type { Schemas } from '@pawon/api-client';
import { formatRupiah } from '../../lib/format';
import { t } from './messages';
import * as S from './reports.styles';

export type AgingRow = Schemas['AgingRow'];
export type AgingFigure = keyof Schemas['AgingFigures'];

/** The figures of a row in the table's order: the five ages, then what is open, the deposit and the balance. */
export const AGING_FIGURES = [
  'notDue',
  'days1to7',
  'days8to30',
  'days31to60',
  'over60',
  'open',
  'credit',
  'balance',
] as const satisfies readonly AgingFigure[];

export type AgingSort = 'customer' | AgingFigure;
/** Every column sorts (on the server: the table shows one page of the customers). */
export const AGING_SORTS: readonly AgingSort[] = ['customer', ...AGING_FIGURES];

/** A figure's label (the age buckets, Piutang, Titipan, Saldo). */
export const agingLabel = (figure: AgingFigure) => t(`reports.aging.${figure}`);

/**
 * The aging's columns: the customer, the five ages, Piutang (their sum) and Saldo, each in rupiah on one line; a
 * deposit (Titipan, which Saldo is net of) is a second line under Saldo, so that every column fits 1366 px at the
 * figures of a busy year. An empty age is a dash, so the ages a customer owes in stand out.
 */
export function agingColumns(): ColumnDef<AgingRow, unknown>[] {
  return [
    {
      id: 'customer',
      accessorFn: (r) => r.customer,
      header: t('reports.customer'),
      // The name takes the room the figures leave, cut with an ellipsis (the whole name in its title).
      meta: { grow: true },
    },
    ...AGING_FIGURES.filter((figure) => figure !== 'credit').map((figure): ColumnDef<AgingRow, unknown> => ({
      id: figure,
      accessorFn: (r) => r[figure],
      // The label may wrap ("Belum jatuh / tempo"): the figures set the columns' width.
      header: () => <S.ColumnHead>{agingLabel(figure)}</S.ColumnHead>,
      cell: ({ row }) => {
        const value = row.original[figure];
        if (figure === 'balance' && row.original.credit > 0)
          return (
            <>
              {formatRupiah(value)}
              <S.CellNote>
                {t('reports.agingCreditLine', { amount: formatRupiah(row.original.credit) })}
              </S.CellNote>
            </>
          );
        // Saldo and Piutang always say their figure; an age of 0 is a dash.
        return value === 0 && figure !== 'balance' && figure !== 'open' ? '–' : formatRupiah(value);
      },
      meta: { align: 'end', nowrap: true, width: '6.5rem', cardLabel: agingLabel(figure) },
    })),
  ];
}
