import { defineRoute, type ScreenRoute } from '../../lib/routes';

const routes: ScreenRoute[] = [
  defineRoute('/report', () => import('./SalesReportScreen')),
  defineRoute('/report/expenses', () => import('./ExpenseReportScreen')),
  defineRoute('/report/margin', () => import('./MarginReportScreen')),
  defineRoute('/report/valuation', () => import('./ValuationReportScreen')),
  defineRoute('/report/trace', () => import('./TraceScreen')),
  defineRoute('/report/aging', () => import('./AgingReportScreen')),
  defineRoute('/report/stock-at-risk', () => import('./StockAtRiskReportScreen')),
  defineRoute('/report/halal', () => import('./HalalRegisterScreen')),
];
export default routes;
