import type { Schemas } from '@pawon/api-client';
import idTexts from '../../i18n/catalogues/id/materials.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/materials.json). */
const tr = catalogueArea(idTexts);

/** Any text of the materials' catalogue, for the sentences the screens compose (kinds, stock, logs). */
export const say = tr;

/** Indonesian text of the material screens that does not depend on the kind. */
export const text = {
  labels: {
    get name() {
      return tr('materials.labels.name');
    },
    get unit() {
      return tr('materials.labels.unit');
    },
    get unitPrice() {
      return tr('materials.labels.unitPrice');
    },
    get minStock() {
      return tr('materials.labels.minStock');
    },
    get remaining() {
      return tr('materials.labels.remaining');
    },
    get packagingType() {
      return tr('materials.labels.packagingType');
    },
    get packPrice() {
      return tr('materials.labels.packPrice');
    },
    get description() {
      return tr('materials.labels.description');
    },
    get date() {
      return tr('materials.labels.date');
    },
    get materialId() {
      return tr('materials.labels.materialId');
    },
    get material() {
      return tr('materials.labels.material');
    },
    get vendorId() {
      return tr('materials.labels.vendorId');
    },
    get vendor() {
      return tr('materials.labels.vendor');
    },
    get qty() {
      return tr('materials.labels.qty');
    },
    get value() {
      return tr('materials.labels.value');
    },
    get used() {
      return tr('materials.labels.used');
    },
    get batchCode() {
      return tr('materials.labels.batchCode');
    },
    get expiryDate() {
      return tr('materials.labels.expiryDate');
    },
    get note() {
      return tr('materials.labels.note');
    },
    get reason() {
      return tr('materials.labels.reason');
    },
    get in() {
      return tr('materials.labels.in');
    },
    get out() {
      return tr('materials.labels.out');
    },
    get avgDailyUse() {
      return tr('materials.labels.avgDailyUse');
    },
    get daysLeft() {
      return tr('materials.labels.daysLeft');
    },
    get runsOutOn() {
      return tr('materials.labels.runsOutOn');
    },
    get status() {
      return tr('materials.labels.status');
    },
  },
  choices: {
    packagingType: {
      get consumable() {
        return tr('materials.choices.packagingType.consumable');
      },
      get pack() {
        return tr('materials.choices.packagingType.pack');
      },
    },
    reason: {
      get manual() {
        return tr('materials.choices.reason.manual');
      },
      get production() {
        return tr('materials.choices.reason.production');
      },
      get order() {
        return tr('materials.choices.reason.order');
      },
      get count() {
        return tr('materials.choices.reason.count');
      },
      get waste() {
        return tr('materials.choices.reason.waste');
      },
    },
  } satisfies Record<string, Record<string, string>>,
  /** The type in a table cell. */
  packagingTypeShort: {
    get consumable() {
      return tr('materials.packagingTypeShort.consumable');
    },
    get pack() {
      return tr('materials.packagingTypeShort.pack');
    },
  },
  get all() {
    return tr('materials.all');
  },
  get allMaterials() {
    return tr('materials.allMaterials');
  },
  get allVendors() {
    return tr('materials.allVendors');
  },
  get allReasons() {
    return tr('materials.allReasons');
  },
  get allTypes() {
    return tr('materials.allTypes');
  },
  get noVendor() {
    return tr('materials.noVendor');
  },
  get total() {
    return tr('materials.total');
  },
  get needRestock() {
    return tr('materials.needRestock');
  },
  get enough() {
    return tr('materials.enough');
  },
  get yes() {
    return tr('materials.yes');
  },
  get expired() {
    return tr('materials.expired');
  },
  expiresIn: (days: number) =>
    days <= 0 ? tr('materials.expiresToday') : tr('materials.expiresIn', { days }),
  days: (days: number) => tr('materials.days', { days: Math.round(days * 10) / 10 }),
  get neverUsed() {
    return tr('materials.neverUsed');
  },
  available: (qty: string) => tr('materials.available', { qty }),
  lotsOf: (name: string) => tr('materials.lotsOf', { name }),
  perUnit: (price: string, unit: string) => tr('materials.perUnit', { price, unit }),
  get lotsCaption() {
    return tr('materials.lotsCaption');
  },
  lotColumns: {
    get date() {
      return tr('materials.lotColumns.date');
    },
    get vendor() {
      return tr('materials.lotColumns.vendor');
    },
    get batchCode() {
      return tr('materials.lotColumns.batchCode');
    },
    get expiryDate() {
      return tr('materials.lotColumns.expiryDate');
    },
    get qty() {
      return tr('materials.lotColumns.qty');
    },
    get unitPrice() {
      return tr('materials.lotColumns.unitPrice');
    },
  },
  get lotUsagesCaption() {
    return tr('materials.lotUsagesCaption');
  },
  lotUsagesOf: (name: string) => tr('materials.lotUsagesOf', { name }),
  lotUsageColumns: {
    get date() {
      return tr('materials.lotUsageColumns.date');
    },
    get reason() {
      return tr('materials.lotUsageColumns.reason');
    },
    get note() {
      return tr('materials.lotUsageColumns.note');
    },
    get qty() {
      return tr('materials.lotUsageColumns.qty');
    },
  },
  recordedBy: (source: string) => tr('materials.recordedBy', { source }),
  get lotUsed() {
    return tr('materials.lotUsed');
  },
  get unitPriceHint() {
    return tr('materials.unitPriceHint');
  },
  get reasonHint() {
    return tr('materials.reasonHint');
  },
  get minStockHint() {
    return tr('materials.minStockHint');
  },
  get packPriceHint() {
    return tr('materials.packPriceHint');
  },
  get notAfterToday() {
    return tr('materials.notAfterToday');
  },
  get expiryAfterDate() {
    return tr('materials.expiryAfterDate');
  },
} as const;

/** How a usage's reason reads. */
export const reasonLabel = (reason: Schemas['UsageReason']) => text.choices.reason[reason];
