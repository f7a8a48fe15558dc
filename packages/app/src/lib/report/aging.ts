import type { Schemas } from '@pawon/api-client';

export type AgingFigures = Schemas['AgingFigures'];
export type AgingFigure = keyof AgingFigures;

/**
 * The figures of an aging row (receivables by customer, payables by vendor) in the table's order: the five ages,
 * then what is open, the deposit (paid ahead) and the balance.
 */
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

/** Nothing owed, nothing paid ahead: every figure 0. */
export const NO_AGING: AgingFigures = {
  notDue: 0,
  days1to7: 0,
  days8to30: 0,
  days31to60: 0,
  over60: 0,
  open: 0,
  credit: 0,
  balance: 0,
};
