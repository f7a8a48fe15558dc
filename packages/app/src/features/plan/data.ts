import { callOperation, type BodyOf, type DatasOf } from '@pawon/api-client';
import { PlanRequest } from '@pawon/api-client/constraints';
import { isBusinessDate } from '@pawon/ui';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../lib/client';
import { addDays, todayIn } from '../../lib/format';
import { createLookupFamily } from '../../lib/lookups';
import { invalidateResource } from '../../lib/query/queryClient';
import type { AppStore } from '../../lib/store';

/** The screen's menu: `plan/*` needs it (the plan tag is not a list resource, so no generated menu names it). */
export const PLAN_MENU = '/plan/production';

export type ProductionPlan = DatasOf<'planProduction'>;
export type PlanLine = ProductionPlan['lines'][number];
export type PlanMaterial = ProductionPlan['materials'][number];
export type PlanNeed = PlanMaterial['needs'][number];
export type PlanPurchases = DatasOf<'planCreatePurchaseOrders'>;

/** The days a plan may cover, from the contract (1–14). */
export const PLAN_DAYS_MAX = PlanRequest.properties.days.maximum;

/**
 * The plan of some days: stale after what changes its figures: orders and standing orders (what is ordered), runs
 * (planned and recorded), product stock, material lots and usages, purchase orders (on order) and products (a batch
 * size, a minimum, a recipe). `produksi` first: the freshest it reads.
 */
export const productionPlans = createLookupFamily(
  ['produksi', 'transaction', 'standingOrder', 'stock', 'bahanBaku', 'bahanKemasan', 'purchase', 'product'],
  'plan',
  (body: NonNullable<BodyOf<'planProduction'>>) => callOperation(api, 'planProduction', { body }),
);

/**
 * The plan's date and days from the URL (`?date=2026-11-29&days=3`): tomorrow (the company's day, Asia/Jakarta) and
 * one day unless it says otherwise; a date or a number of days that is not one is left to the default.
 */
export function usePlanParams() {
  const [params, setParams] = useSearchParams();
  const tomorrow = addDays(todayIn(), 1);
  const asked = params.get('date');
  const date = asked && isBusinessDate(asked) ? asked : tomorrow;
  const n = Number(params.get('days'));
  const days = Number.isInteger(n) && n >= 1 && n <= PLAN_DAYS_MAX ? n : 1;
  const set = (changes: { date?: string | null; days?: number | null }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (changes.date !== undefined) {
          if (changes.date === null || changes.date === tomorrow) next.delete('date');
          else next.set('date', changes.date);
        }
        if (changes.days !== undefined) {
          if (changes.days === null || changes.days === 1) next.delete('days');
          else next.set('days', String(changes.days));
        }
        return next;
      },
      { replace: true },
    );
  return { date, days, set };
}

/** Plans runs from the plan's lines; the plan (its `planned`) and the production list are stale after. */
export async function createPlannedRuns(store: AppStore, body: NonNullable<BodyOf<'planCreateRuns'>>) {
  const { datas } = await callOperation(api, 'planCreateRuns', { body });
  await invalidateResource(store, 'produksi', { lists: true });
  return datas;
}

/** "Buat PO": the plan's short materials as draft purchase orders; the plan (its `onOrder`) and the PO list are stale after. */
export async function createPlanPurchases(
  store: AppStore,
  body: NonNullable<BodyOf<'planCreatePurchaseOrders'>>,
): Promise<PlanPurchases> {
  const { datas } = await callOperation(api, 'planCreatePurchaseOrders', { body });
  await invalidateResource(store, 'purchase', { lists: true });
  return datas;
}
