import idTexts from '../../i18n/catalogues/id/reports.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/reports.json). */
const tr = catalogueArea(idTexts);
export const reportMessages = {
  get salesTitle() {
    return tr('reports.salesTitle');
  },
  get salesText() {
    return tr('reports.salesText');
  },
  get expensesTitle() {
    return tr('reports.expensesTitle');
  },
  get expensesText() {
    return tr('reports.expensesText');
  },
  get marginTitle() {
    return tr('reports.marginTitle');
  },
  get marginText() {
    return tr('reports.marginText');
  },
  get marginBy() {
    return tr('reports.marginBy');
  },
  /** The margin report's rows: per product, per customer, per day or month. */
  marginByOptions: {
    get product() {
      return tr('reports.marginByOptions.product');
    },
    get customer() {
      return tr('reports.marginByOptions.customer');
    },
    get period() {
      return tr('reports.marginByOptions.period');
    },
  },
  get period() {
    return tr('reports.period');
  },
  get cost() {
    return tr('reports.cost');
  },
  get margin() {
    return tr('reports.margin');
  },
  get marginPct() {
    return tr('reports.marginPct');
  },
  get belowCost() {
    return tr('reports.belowCost');
  },
  belowCostCount: (by: 'product' | 'customer' | 'period') => tr('reports.belowCostCount', { by }),
  get packs() {
    return tr('reports.packs');
  },
  get marginEmpty() {
    return tr('reports.marginEmpty');
  },
  get marginEmptyText() {
    return tr('reports.marginEmptyText');
  },
  truncated: (count: number) => tr('reports.truncated', { count }),
  marginChartTitle: (by: 'product' | 'customer') => tr('reports.marginChartTitle', { by }),
  get marginChartText() {
    return tr('reports.marginChartText');
  },
  get profit() {
    return tr('reports.profit');
  },
  get loss() {
    return tr('reports.loss');
  },
  marginTimeTitle: (grain: 'day' | 'month') => tr('reports.marginTimeTitle', { grain }),
  get marginTimeText() {
    return tr('reports.marginTimeText');
  },
  get corrections() {
    return tr('reports.corrections');
  },
  get correctionsText() {
    return tr('reports.correctionsText');
  },
  get correctionCount() {
    return tr('reports.correctionCount');
  },
  get correctionValue() {
    return tr('reports.correctionValue');
  },
  get type() {
    return tr('reports.type');
  },
  types: {
    get product() {
      return tr('reports.types.product');
    },
    get customer() {
      return tr('reports.types.customer');
    },
  },
  get payment() {
    return tr('reports.payment');
  },
  payments: {
    get all() {
      return tr('reports.payments.all');
    },
    get paid() {
      return tr('reports.payments.paid');
    },
    get unpaid() {
      return tr('reports.payments.unpaid');
    },
  },
  get kind() {
    return tr('reports.kind');
  },
  kinds: {
    get all() {
      return tr('reports.kinds.all');
    },
    get raw() {
      return tr('reports.kinds.raw');
    },
    get packaging() {
      return tr('reports.kinds.packaging');
    },
  },
  get code() {
    return tr('reports.code');
  },
  get product() {
    return tr('reports.product');
  },
  get bucket() {
    return tr('reports.bucket');
  },
  buckets: {
    get fresh() {
      return tr('reports.buckets.fresh');
    },
    get frozen() {
      return tr('reports.buckets.frozen');
    },
  },
  returned: (what: string) => tr('reports.returned', { what }),
  get qty() {
    return tr('reports.qty');
  },
  get revenue() {
    return tr('reports.revenue');
  },
  get chartTitle() {
    return tr('reports.chartTitle');
  },
  get chartText() {
    return tr('reports.chartText');
  },
  get expenseChartTitle() {
    return tr('reports.expenseChartTitle');
  },
  get expenseChartText() {
    return tr('reports.expenseChartText');
  },
  get customer() {
    return tr('reports.customer');
  },
  get category() {
    return tr('reports.category');
  },
  get orders() {
    return tr('reports.orders');
  },
  get purchases() {
    return tr('reports.purchases');
  },
  get items() {
    return tr('reports.items');
  },
  get spent() {
    return tr('reports.spent');
  },
  get date() {
    return tr('reports.date');
  },
  get material() {
    return tr('reports.material');
  },
  get vendor() {
    return tr('reports.vendor');
  },
  get unitPrice() {
    return tr('reports.unitPrice');
  },
  get total() {
    return tr('reports.total');
  },
  get totals() {
    return tr('reports.totals');
  },
  get totalRow() {
    return tr('reports.totalRow');
  },
  get itemRevenue() {
    return tr('reports.itemRevenue');
  },
  get packaging() {
    return tr('reports.packaging');
  },
  get ongkir() {
    return tr('reports.ongkir');
  },
  get rawTotal() {
    return tr('reports.rawTotal');
  },
  get packagingTotal() {
    return tr('reports.packagingTotal');
  },
  get exportXlsx() {
    return tr('reports.exportXlsx');
  },
  get exportCsv() {
    return tr('reports.exportCsv');
  },
  get print() {
    return tr('reports.print');
  },
  get empty() {
    return tr('reports.empty');
  },
  get emptyText() {
    return tr('reports.emptyText');
  },
  get failed() {
    return tr('reports.failed');
  },
  caption: (title: string, period: string) => tr('reports.caption', { title, period }),
  get traceTitle() {
    return tr('reports.traceTitle');
  },
  get traceText() {
    return tr('reports.traceText');
  },
  get traceFind() {
    return tr('reports.traceFind');
  },
  get traceFindHint() {
    return tr('reports.traceFindHint');
  },
  get traceFindPlaceholder() {
    return tr('reports.traceFindPlaceholder');
  },
  traceKinds: {
    get lot() {
      return tr('reports.traceKinds.lot');
    },
    get batch() {
      return tr('reports.traceKinds.batch');
    },
    get order() {
      return tr('reports.traceKinds.order');
    },
  },
  get traceChoose() {
    return tr('reports.traceChoose');
  },
  get traceChooseText() {
    return tr('reports.traceChooseText');
  },
  traceFrom: (what: string) => tr('reports.traceFrom', { what }),
  get traceSummary() {
    return tr('reports.traceSummary');
  },
  get traceCustomers() {
    return tr('reports.traceCustomers');
  },
  get traceLots() {
    return tr('reports.traceLots');
  },
  get traceRuns() {
    return tr('reports.traceRuns');
  },
  get traceBatches() {
    return tr('reports.traceBatches');
  },
  get traceOrders() {
    return tr('reports.traceOrders');
  },
  get traceNone() {
    return tr('reports.traceNone');
  },
  get traceCode() {
    return tr('reports.traceCode');
  },
  get traceNoCode() {
    return tr('reports.traceNoCode');
  },
  get traceExpiry() {
    return tr('reports.traceExpiry');
  },
  get traceBatch() {
    return tr('reports.traceBatch');
  },
  get traceRun() {
    return tr('reports.traceRun');
  },
  get traceNotProduced() {
    return tr('reports.traceNotProduced');
  },
  get traceLotsUsed() {
    return tr('reports.traceLotsUsed');
  },
  get traceNumber() {
    return tr('reports.traceNumber');
  },
  get tracePhone() {
    return tr('reports.tracePhone');
  },
  get traceAddress() {
    return tr('reports.traceAddress');
  },
  get traceDelivery() {
    return tr('reports.traceDelivery');
  },
  get traceTaken() {
    return tr('reports.traceTaken');
  },
  traceTakenFromBatch: (qty: string) => tr('reports.traceTakenFromBatch', { qty }),
  traceTakenFromLots: (codes: string) => tr('reports.traceTakenFromLots', { codes }),
  get traceLotSize() {
    return tr('reports.traceLotSize');
  },
  /** The lot table's share column: how much of each lot went into what the trace starts from. */
  traceUsed: {
    get lot() {
      return tr('reports.traceUsed.lot');
    },
    get batch() {
      return tr('reports.traceUsed.batch');
    },
    get order() {
      return tr('reports.traceUsed.order');
    },
  },
  deliveries: {
    get pending() {
      return tr('reports.deliveries.pending');
    },
    get delivered() {
      return tr('reports.deliveries.delivered');
    },
  },
  traceAgain: (what: string) => tr('reports.traceAgain', { what }),
  get traceNotFound() {
    return tr('reports.traceNotFound');
  },
  get valuationTitle() {
    return tr('reports.valuationTitle');
  },
  get valuationText() {
    return tr('reports.valuationText');
  },
  get valuationDate() {
    return tr('reports.valuationDate');
  },
  get valuationDateHint() {
    return tr('reports.valuationDateHint');
  },
  get valuationKind() {
    return tr('reports.valuationKind');
  },
  /** The stock valuation's kinds of row, and its filter's "all". */
  valuationKinds: {
    get all() {
      return tr('reports.valuationKinds.all');
    },
    get product() {
      return tr('reports.valuationKinds.product');
    },
    get raw() {
      return tr('reports.valuationKinds.raw');
    },
    get packaging() {
      return tr('reports.valuationKinds.packaging');
    },
  },
  get valuationSearch() {
    return tr('reports.valuationSearch');
  },
  get valuationSearchPlaceholder() {
    return tr('reports.valuationSearchPlaceholder');
  },
  get valuationTotals() {
    return tr('reports.valuationTotals');
  },
  valuationAt: (date: string) => tr('reports.valuationAt', { date }),
  get name() {
    return tr('reports.name');
  },
  get unitCost() {
    return tr('reports.unitCost');
  },
  get value() {
    return tr('reports.value');
  },
  valuationSubtotal: (kind: 'product' | 'raw' | 'packaging') => tr('reports.valuationSubtotal', { kind }),
  get valuationEmpty() {
    return tr('reports.valuationEmpty');
  },
  get valuationEmptyText() {
    return tr('reports.valuationEmptyText');
  },
  get valuationNoMatch() {
    return tr('reports.valuationNoMatch');
  },
  get valuationNoMatchText() {
    return tr('reports.valuationNoMatchText');
  },
  valuationFiltered: (shown: number, count: number) => tr('reports.valuationFiltered', { shown, count }),
  valuationTruncated: (count: number) => tr('reports.valuationTruncated', { count }),
  get valuationFixDate() {
    return tr('reports.valuationFixDate');
  },
} as const;
