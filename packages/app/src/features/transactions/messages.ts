import idTexts from '../../i18n/catalogues/id/transactions.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/transactions.json). */
const tr = catalogueArea(idTexts);
export const transactionMessages = {
  get title() {
    return tr('transactions.title');
  },
  get description() {
    return tr('transactions.description');
  },
  get singular() {
    return tr('transactions.singular');
  },
  get searchPlaceholder() {
    return tr('transactions.searchPlaceholder');
  },
  get empty() {
    return tr('transactions.empty');
  },
  get emptyText() {
    return tr('transactions.emptyText');
  },
  deleteText: (name: string) => tr('transactions.deleteText', { name }),
  labels: {
    get number() {
      return tr('transactions.labels.number');
    },
    get date() {
      return tr('transactions.labels.date');
    },
    get customer() {
      return tr('transactions.labels.customer');
    },
    get customerId() {
      return tr('transactions.labels.customerId');
    },
    get deliveryDate() {
      return tr('transactions.labels.deliveryDate');
    },
    get deliveryTime() {
      return tr('transactions.labels.deliveryTime');
    },
    get payment() {
      return tr('transactions.labels.payment');
    },
    get packing() {
      return tr('transactions.labels.packing');
    },
    get delivery() {
      return tr('transactions.labels.delivery');
    },
    get status() {
      return tr('transactions.labels.status');
    },
    get total() {
      return tr('transactions.labels.total');
    },
    get itemCount() {
      return tr('transactions.labels.itemCount');
    },
    get note() {
      return tr('transactions.labels.note');
    },
  },
  choices: {
    payment: {
      get paid() {
        return tr('transactions.choices.payment.paid');
      },
      get unpaid() {
        return tr('transactions.choices.payment.unpaid');
      },
    },
    packing: {
      get packed() {
        return tr('transactions.choices.packing.packed');
      },
      get unpacked() {
        return tr('transactions.choices.packing.unpacked');
      },
    },
    delivery: {
      get pending() {
        return tr('transactions.choices.delivery.pending');
      },
      get delivered() {
        return tr('transactions.choices.delivery.delivered');
      },
    },
    bucket: {
      get fresh() {
        return tr('transactions.choices.bucket.fresh');
      },
      get frozen() {
        return tr('transactions.choices.bucket.frozen');
      },
    },
  },
  /** The row's state badges: short, so that the three stay on one line. */
  states: {
    payment: {
      get paid() {
        return tr('transactions.states.payment.paid');
      },
      get unpaid() {
        return tr('transactions.states.payment.unpaid');
      },
    },
    packing: {
      get packed() {
        return tr('transactions.states.packing.packed');
      },
      get unpacked() {
        return tr('transactions.states.packing.unpacked');
      },
    },
    delivery: {
      get pending() {
        return tr('transactions.states.delivery.pending');
      },
      get delivered() {
        return tr('transactions.states.delivery.delivered');
      },
    },
  },
  get allStates() {
    return tr('transactions.allStates');
  },
  detailLabel: (n: string) => tr('transactions.detailLabel', { n }),
  detailTitle: (n: string) => tr('transactions.detailTitle', { n }),
  get detailText() {
    return tr('transactions.detailText');
  },
  detailLines: (n: string) => tr('transactions.detailLines', { n }),
  get unitPrice() {
    return tr('transactions.unitPrice');
  },
  get allCustomers() {
    return tr('transactions.allCustomers');
  },
  get allProducts() {
    return tr('transactions.allProducts');
  },
  get packs() {
    return tr('transactions.packs');
  },
  pack: (n: number) => tr('transactions.pack', { n }),
  get packMaterial() {
    return tr('transactions.packMaterial');
  },
  get packCount() {
    return tr('transactions.packCount');
  },
  get addPack() {
    return tr('transactions.addPack');
  },
  removePack: (n: number) => tr('transactions.removePack', { n }),
  get lines() {
    return tr('transactions.lines');
  },
  get product() {
    return tr('transactions.product');
  },
  get bucket() {
    return tr('transactions.bucket');
  },
  get qtyPerPack() {
    return tr('transactions.qtyPerPack');
  },
  get addLine() {
    return tr('transactions.addLine');
  },
  removeLine: (n: number) => tr('transactions.removeLine', { n }),
  available: (qty: string) => tr('transactions.available', { qty }),
  short: (qty: string) => tr('transactions.short', { qty }),
  get freshAtPacking() {
    return tr('transactions.freshAtPacking');
  },
  get itemSubtotal() {
    return tr('transactions.itemSubtotal');
  },
  get packagingSubtotal() {
    return tr('transactions.packagingSubtotal');
  },
  get ongkir() {
    return tr('transactions.ongkir');
  },
  get total() {
    return tr('transactions.total');
  },
  get totalsNote() {
    return tr('transactions.totalsNote');
  },
  get nextStates() {
    return tr('transactions.nextStates');
  },
  sendAt: (when: string) => tr('transactions.sendAt', { when }),
  get markPaid() {
    return tr('transactions.markPaid');
  },
  get markPacked() {
    return tr('transactions.markPacked');
  },
  get markDelivered() {
    return tr('transactions.markDelivered');
  },
  paidDone: (n: string) => tr('transactions.paidDone', { n }),
  packedDone: (n: string) => tr('transactions.packedDone', { n }),
  deliveredDone: (n: string) => tr('transactions.deliveredDone', { n }),
  more: (n: string) => tr('transactions.more', { n }),
  get share() {
    return tr('transactions.share');
  },
  get printLabel() {
    return tr('transactions.printLabel');
  },
  printTitle: (n: string) => tr('transactions.printTitle', { n }),
  printAllTitle: (n: number) => tr('transactions.printAllTitle', { n }),
  get printText() {
    return tr('transactions.printText');
  },
  get printPreview() {
    return tr('transactions.printPreview');
  },
  get layout() {
    return tr('transactions.layout');
  },
  layouts: {
    get a4() {
      return tr('transactions.layouts.a4');
    },
    get '80mm'() {
      return tr('transactions.layouts.80mm');
    },
    get '58mm'() {
      return tr('transactions.layouts.58mm');
    },
  },
  get invoice() {
    return tr('transactions.invoice');
  },
  get receipt() {
    return tr('transactions.receipt');
  },
  get to() {
    return tr('transactions.to');
  },
  get deliverOn() {
    return tr('transactions.deliverOn');
  },
  atTime: (time: string) => tr('transactions.atTime', { time: time.replace(':', '.') }),
  get qtyShort() {
    return tr('transactions.qtyShort');
  },
  get amount() {
    return tr('transactions.amount');
  },
  get inWords() {
    return tr('transactions.inWords');
  },
  get thanks() {
    return tr('transactions.thanks');
  },
  get close() {
    return tr('transactions.close');
  },
  get print() {
    return tr('transactions.print');
  },
  get traceLabel() {
    return tr('transactions.traceLabel');
  },
  traceTitle: (n: string) => tr('transactions.traceTitle', { n }),
  get traceText() {
    return tr('transactions.traceText');
  },
  get traceBatches() {
    return tr('transactions.traceBatches');
  },
  get traceRuns() {
    return tr('transactions.traceRuns');
  },
  get traceLots() {
    return tr('transactions.traceLots');
  },
  get traceNone() {
    return tr('transactions.traceNone');
  },
  get traceOpenScreen() {
    return tr('transactions.traceOpenScreen');
  },
  get traceNoCode() {
    return tr('transactions.traceNoCode');
  },
  traceBatch: (id: number, date: string) => tr('transactions.traceBatch', { id, date }),
  traceExpiry: (date: string) => tr('transactions.traceExpiry', { date }),
  traceLotShare: (used: string, size: string) => tr('transactions.traceLotShare', { used, size }),
  get deliveredNoDelete() {
    return tr('transactions.deliveredNoDelete');
  },
  get deliveredLocked() {
    return tr('transactions.deliveredLocked');
  },
  get returnsTitle() {
    return tr('transactions.returnsTitle');
  },
  get returnsNone() {
    return tr('transactions.returnsNone');
  },
  returnsTable: (n: string) => tr('transactions.returnsTable', { n }),
  get returnAdd() {
    return tr('transactions.returnAdd');
  },
  get returnFormLabel() {
    return tr('transactions.returnFormLabel');
  },
  returnLineLabel: (product: string, bucket: string) =>
    tr('transactions.returnLineLabel', { product, bucket }),
  returnLeft: (delivered: string, returned: string) => tr('transactions.returnLeft', { delivered, returned }),
  get returnQty() {
    return tr('transactions.returnQty');
  },
  get returnDestination() {
    return tr('transactions.returnDestination');
  },
  returnDestinations: {
    get fresh() {
      return tr('transactions.returnDestinations.fresh');
    },
    get frozen() {
      return tr('transactions.returnDestinations.frozen');
    },
    get waste() {
      return tr('transactions.returnDestinations.waste');
    },
  },
  get returnDate() {
    return tr('transactions.returnDate');
  },
  get returnReason() {
    return tr('transactions.returnReason');
  },
  get returnSave() {
    return tr('transactions.returnSave');
  },
  get returnNoLines() {
    return tr('transactions.returnNoLines');
  },
  get returnAllBack() {
    return tr('transactions.returnAllBack');
  },
  returnTooMany: (left: string) => tr('transactions.returnTooMany', { left }),
  returnDone: (n: string) => tr('transactions.returnDone', { n }),
  returnDelete: (date: string) => tr('transactions.returnDelete', { date }),
  get returnDeleteTitle() {
    return tr('transactions.returnDeleteTitle');
  },
  get returnDeleteText() {
    return tr('transactions.returnDeleteText');
  },
  returnDeleted: (n: string) => tr('transactions.returnDeleted', { n }),
  get undeliver() {
    return tr('transactions.undeliver');
  },
  undeliverTitle: (n: string) => tr('transactions.undeliverTitle', { n }),
  get undeliverText() {
    return tr('transactions.undeliverText');
  },
  get undeliverReason() {
    return tr('transactions.undeliverReason');
  },
  undeliverDone: (n: string) => tr('transactions.undeliverDone', { n }),
  get undeliverHasReturns() {
    return tr('transactions.undeliverHasReturns');
  },
  get needsUpdate() {
    return tr('transactions.needsUpdate');
  },
  get needsDelete() {
    return tr('transactions.needsDelete');
  },
  get needsStatusRight() {
    return tr('transactions.needsStatusRight');
  },
  get needsUndeliverRight() {
    return tr('transactions.needsUndeliverRight');
  },
  get required() {
    return tr('transactions.required');
  },
  get positive() {
    return tr('transactions.positive');
  },
} as const;
