import type { Schemas } from '@pawon/api-client';
import idTexts from '../../i18n/catalogues/id/stockProduct.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/stockProduct.json). */
const tr = catalogueArea(idTexts);

/** The product stock screen's Indonesian text. */
export const m = {
  get title() {
    return tr('stockProduct.title');
  },
  get description() {
    return tr('stockProduct.description');
  },
  get singular() {
    return tr('stockProduct.singular');
  },
  heldHere: (qty: string) => tr('stockProduct.heldHere', { qty }),
  get ledgerPages() {
    return tr('stockProduct.ledgerPages');
  },
  batchOf: (product: string, date: string) => tr('stockProduct.batchOf', { product, date }),
  get out() {
    return tr('stockProduct.out');
  },
  get caption() {
    return tr('stockProduct.caption');
  },
  get searchPlaceholder() {
    return tr('stockProduct.searchPlaceholder');
  },
  get emptyText() {
    return tr('stockProduct.emptyText');
  },
  labels: {
    get date() {
      return tr('stockProduct.labels.date');
    },
    get product() {
      return tr('stockProduct.labels.product');
    },
    get origin() {
      return tr('stockProduct.labels.origin');
    },
    get expiryDate() {
      return tr('stockProduct.labels.expiryDate');
    },
    get fresh() {
      return tr('stockProduct.labels.fresh');
    },
    get frozen() {
      return tr('stockProduct.labels.frozen');
    },
    get total() {
      return tr('stockProduct.labels.total');
    },
    get unitCost() {
      return tr('stockProduct.labels.unitCost');
    },
    get value() {
      return tr('stockProduct.labels.value');
    },
  },
  origin: {
    get production() {
      return tr('stockProduct.origin.production');
    },
    get opening() {
      return tr('stockProduct.origin.opening');
    },
  } as Record<Schemas['ProductBatch']['origin'], string>,
  get expired() {
    return tr('stockProduct.expired');
  },
  get expiresSoon() {
    return tr('stockProduct.expiresSoon');
  },
  get byProduct() {
    return tr('stockProduct.byProduct');
  },
  get byBatch() {
    return tr('stockProduct.byBatch');
  },
  get tabsLabel() {
    return tr('stockProduct.tabsLabel');
  },
  get productCaption() {
    return tr('stockProduct.productCaption');
  },
  get productIntro() {
    return tr('stockProduct.productIntro');
  },
  get productEmpty() {
    return tr('stockProduct.productEmpty');
  },
  get batches() {
    return tr('stockProduct.batches');
  },
  get nextExpiry() {
    return tr('stockProduct.nextExpiry');
  },
  get price() {
    return tr('stockProduct.price');
  },
  value: 'Nilai stok',
  get filterProduct() {
    return tr('stockProduct.filterProduct');
  },
  get allProducts() {
    return tr('stockProduct.allProducts');
  },
  get filterBucket() {
    return tr('stockProduct.filterBucket');
  },
  get allBuckets() {
    return tr('stockProduct.allBuckets');
  },
  bucket: {
    get fresh() {
      return tr('stockProduct.bucket.fresh');
    },
    get frozen() {
      return tr('stockProduct.bucket.frozen');
    },
  } as Record<Schemas['StockBucket'], string>,
  get includeEmpty() {
    return tr('stockProduct.includeEmpty');
  },
  get totalFresh() {
    return tr('stockProduct.totalFresh');
  },
  get totalFrozen() {
    return tr('stockProduct.totalFrozen');
  },
  get adjust() {
    return tr('stockProduct.adjust');
  },
  move: (name: string) => tr('stockProduct.move', { name }),
  count: (name: string) => tr('stockProduct.count', { name }),
  history: (name: string) => tr('stockProduct.history', { name }),
  // move
  get moveTitle() {
    return tr('stockProduct.moveTitle');
  },
  get moveTo() {
    return tr('stockProduct.moveTo');
  },
  get toFrozen() {
    return tr('stockProduct.toFrozen');
  },
  get toFresh() {
    return tr('stockProduct.toFresh');
  },
  get moveQty() {
    return tr('stockProduct.moveQty');
  },
  moveHint: (qty: string) => tr('stockProduct.moveHint', { qty }),
  moved: (qty: string, to: string) => tr('stockProduct.moved', { qty, to }),
  moveTooMuch: (qty: string) => tr('stockProduct.moveTooMuch', { qty }),
  // adjustment
  get adjustTitle() {
    return tr('stockProduct.adjustTitle');
  },
  get reason() {
    return tr('stockProduct.reason');
  },
  reasons: {
    get opening() {
      return tr('stockProduct.reasons.opening');
    },
    get count() {
      return tr('stockProduct.reasons.count');
    },
    get waste() {
      return tr('stockProduct.reasons.waste');
    },
  } as Record<'opening' | 'count' | 'waste', string>,
  reasonHints: {
    get opening() {
      return tr('stockProduct.reasonHints.opening');
    },
    get count() {
      return tr('stockProduct.reasonHints.count');
    },
    get waste() {
      return tr('stockProduct.reasonHints.waste');
    },
  } as Record<'opening' | 'count' | 'waste', string>,
  get batch() {
    return tr('stockProduct.batch');
  },
  get chooseBatch() {
    return tr('stockProduct.chooseBatch');
  },
  get oldestFirst() {
    return tr('stockProduct.oldestFirst');
  },
  qtyLabel: {
    get opening() {
      return tr('stockProduct.qtyLabel.opening');
    },
    get count() {
      return tr('stockProduct.qtyLabel.count');
    },
    get waste() {
      return tr('stockProduct.qtyLabel.waste');
    },
  } as Record<'opening' | 'count' | 'waste', string>,
  get note() {
    return tr('stockProduct.note');
  },
  get adjustDate() {
    return tr('stockProduct.adjustDate');
  },
  variance: (system: string, variance: string, value: string) =>
    tr('stockProduct.variance', { system, variance, value }),
  adjusted: (text: string) => tr('stockProduct.adjusted', { text }),
  get noChange() {
    return tr('stockProduct.noChange');
  },
  // ledger
  ledgerTitle: (name: string) => tr('stockProduct.ledgerTitle', { name }),
  get ledgerCaption() {
    return tr('stockProduct.ledgerCaption');
  },
  get ledgerEmpty() {
    return tr('stockProduct.ledgerEmpty');
  },
  ledger: {
    get at() {
      return tr('stockProduct.ledger.at');
    },
    get batch() {
      return tr('stockProduct.ledger.batch');
    },
    get bucket() {
      return tr('stockProduct.ledger.bucket');
    },
    get qty() {
      return tr('stockProduct.ledger.qty');
    },
    get reason() {
      return tr('stockProduct.ledger.reason');
    },
    get note() {
      return tr('stockProduct.ledger.note');
    },
    get user() {
      return tr('stockProduct.ledger.user');
    },
  },
  reasonsLedger: {
    get production() {
      return tr('stockProduct.reasonsLedger.production');
    },
    get opening() {
      return tr('stockProduct.reasonsLedger.opening');
    },
    get count() {
      return tr('stockProduct.reasonsLedger.count');
    },
    get waste() {
      return tr('stockProduct.reasonsLedger.waste');
    },
    get move() {
      return tr('stockProduct.reasonsLedger.move');
    },
    get sale() {
      return tr('stockProduct.reasonsLedger.sale');
    },
    get return() {
      return tr('stockProduct.reasonsLedger.return');
    },
  } as Record<Schemas['LedgerReason'], string>,
} as const;
