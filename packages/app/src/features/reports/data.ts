import { callOperation, type BodyOf } from '@pawon/api-client';
import type { FilterBarValue } from '@pawon/ui';
import { api } from '../../lib/client';
import { createLookupFamily } from '../../lib/lookups';
import { useUrlParams } from '../../lib/report/urlParams';
import { usePeriod } from '../../lib/resource/ListFilters';
import type { ResourcePeriod } from '../../lib/resource/types';

/** Reports by request, cached until a write to what they sum makes them stale. */
export const salesReports = createLookupFamily(
  'transaction',
  'salesReport',
  (body: BodyOf<'reportGetReport'>) => callOperation(api, 'reportGetReport', { body }),
);
export const expenseReports = createLookupFamily(
  'restock',
  'expenseReport',
  (body: NonNullable<BodyOf<'reportGetExpenses'>>) => callOperation(api, 'reportGetExpenses', { body }),
);

/**
 * The gross margin report: stale after an order (revenue, and the cost its lines took from batches) and after a
 * production run or a material movement (`produksi` follows both), which can change a batch's cost.
 */
export const marginReports = createLookupFamily(
  ['transaction', 'produksi'],
  'marginReport',
  (body: BodyOf<'reportGetMargin'>) => callOperation(api, 'reportGetMargin', { body }),
);

/**
 * Stock valuation at a date: stale after what moves product stock (an order, a production run, a count: `stock`
 * follows them) or material lots and usages (`bahanBaku`, `bahanKemasan`, and `produksi`, which every material
 * movement marks), and after a cost change of a batch (`produksi`).
 */
export const valuationReports = createLookupFamily(
  ['stock', 'produksi', 'bahanBaku', 'bahanKemasan'],
  'valuationReport',
  (body: NonNullable<BodyOf<'reportGetValuation'>>) => callOperation(api, 'reportGetValuation', { body }),
);

/**
 * Receivables by age at the end of a day, and a customer's statement ("kartu piutang"): stale after an order (a
 * delivery, a return, an edit of its total), a payment or its reversal, and a customer's change (name, term).
 */
export const agingReports = createLookupFamily(
  ['transaction', 'payment', 'customer'],
  'agingReport',
  (body: NonNullable<BodyOf<'reportAging'>>) => callOperation(api, 'reportAging', { body }),
);
/**
 * Stock at risk of expiring at the end of a day: stale after what moves product stock (`stock` follows orders, runs
 * and counts) or material lots and usages, and after a cost change of a batch (`produksi`).
 */
export const stockAtRiskReports = createLookupFamily(
  ['stock', 'produksi', 'bahanBaku', 'bahanKemasan'],
  'stockAtRiskReport',
  (body: NonNullable<BodyOf<'reportStockAtRisk'>>) => callOperation(api, 'reportStockAtRisk', { body }),
);
export const customerStatements = createLookupFamily(
  ['transaction', 'payment', 'customer'],
  'customerStatement',
  (body: BodyOf<'paymentStatement'>) => callOperation(api, 'paymentStatement', { body }),
);
/** A vendor's statement ("kartu hutang"): stale after a receipt (a bill), a payment to the vendor or its reversal. */
export const vendorStatements = createLookupFamily(
  ['purchase', 'vendorPayment', 'vendor'],
  'vendorStatement',
  (body: BodyOf<'vendorPaymentStatement'>) => callOperation(api, 'vendorPaymentStatement', { body }),
);

/** A report's period when its URL names none. */
const REPORT_PERIOD: ResourcePeriod = { defaultPreset: 'month' };

/**
 * The report's period and its other filters, kept in the URL: the period as a list keeps it (`usePeriod`:
 * `?period=range&from=…&to=…`), the rest by name (`&type=customer`).
 */
export function useReportParams() {
  const { get, set } = useUrlParams();
  const { value, setPeriod } = usePeriod(REPORT_PERIOD);
  // usePeriod answers null only for a list without a period.
  const period = value as FilterBarValue;
  return { period, get, setPeriod, set };
}

/** What a recall trace starts from; also its URL parameter (`?lot=12`, `?batch=3`, `?order=40`). */
export type TraceKind = 'lot' | 'batch' | 'order';
const TRACE_FIELD = { lot: 'restockId', batch: 'batchId', order: 'transactionId' } as const;

/** The trace's start from the URL: the first of `lot`, `batch`, `order` holding a whole number, or null. */
export function traceTarget(
  params: URLSearchParams,
): { kind: TraceKind; id: number; body: BodyOf<'reportTrace'> } | null {
  for (const kind of ['lot', 'batch', 'order'] as const) {
    const raw = params.get(kind);
    if (raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647) {
      const id = Number(raw);
      return { kind, id, body: { [TRACE_FIELD[kind]]: id } };
    }
  }
  return null;
}

/**
 * The Register Halal (decision 057): a page of products' recipe materials with their certificate's state on a day,
 * its rows as `rows` for the paged report's frame. Stale after a write to raw materials or recipes.
 */
export const halalRegisterReports = createLookupFamily(
  ['bahanBaku', 'produksi'],
  'halalRegister',
  async (body: NonNullable<BodyOf<'reportHalalList'>>) => {
    const answer = await callOperation(api, 'reportHalalList', { body });
    return { ...answer, rows: answer.datas };
  },
);
