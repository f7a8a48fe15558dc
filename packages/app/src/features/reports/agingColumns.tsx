import type { ColumnDef } from '@pawon/ui';
import type { Schemas } from '@pawon/api-client';
import { AGING_FIGURES, type AgingFigure } from '../../lib/report/aging';
import { agingFigureColumns } from '../../lib/report/agingColumns';
import { t } from './messages';

export type AgingRow = Schemas['AgingRow'];

export type AgingSort = 'customer' | AgingFigure;
/** Every column sorts (on the server: the table shows one page of the customers). */
export const AGING_SORTS: readonly AgingSort[] = ['customer', ...AGING_FIGURES];

/** A figure's label (the age buckets, Piutang, Titipan, Saldo). */
export const agingLabel = (figure: AgingFigure) => t(`reports.aging.${figure}`);

/**
 * The aging's columns: the customer, then the figures (lib/report's aging columns: the five ages, Piutang and Saldo,
 * a deposit, Titipan, under Saldo).
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
    ...agingFigureColumns<AgingRow>({
      label: agingLabel,
      creditLine: (amount) => t('reports.agingCreditLine', { amount }),
    }),
  ];
}
