import { callOperation, type BodyOf } from '@pawon/api-client';
import { useSearchParams } from 'react-router-dom';
import { presetRange, todayIn, type DatePreset, type FilterBarValue } from '@pawon/ui';
import { api } from '../../lib/client';
import { createLookupFamily } from '../../lib/lookups';

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

const PRESETS: readonly DatePreset[] = ['today', 'week', 'month', 'year', 'range'];

/** The report's period and its other filters, kept in the URL (`?preset=range&from=…&to=…&type=customer`). */
export function useReportParams() {
  const [params, setParams] = useSearchParams();
  const preset = (PRESETS as readonly string[]).includes(params.get('preset') ?? '')
    ? (params.get('preset') as DatePreset)
    : 'month';
  const fallback = presetRange(preset === 'range' ? 'month' : preset, todayIn())!;
  const period: FilterBarValue = {
    preset,
    dateFrom: (preset === 'range' && params.get('from')) || fallback.dateFrom,
    dateTo: (preset === 'range' && params.get('to')) || fallback.dateTo,
  };
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );
  return {
    period,
    get: (name: string) => params.get(name),
    setPeriod: (v: FilterBarValue) =>
      set({
        preset: v.preset,
        from: v.preset === 'range' ? v.dateFrom : null,
        to: v.preset === 'range' ? v.dateTo : null,
      }),
    set,
  };
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
