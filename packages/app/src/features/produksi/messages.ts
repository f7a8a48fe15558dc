import idTexts from '../../i18n/catalogues/id/produksi.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/produksi.json). */
const tr = catalogueArea(idTexts);
/** The production screen's Indonesian text. */
export const m = {
  get title() {
    return tr('produksi.title');
  },
  get description() {
    return tr('produksi.description');
  },
  get singular() {
    return tr('produksi.singular');
  },
  get searchPlaceholder() {
    return tr('produksi.searchPlaceholder');
  },
  get emptyText() {
    return tr('produksi.emptyText');
  },
  labels: {
    get date() {
      return tr('produksi.labels.date');
    },
    get product() {
      return tr('produksi.labels.product');
    },
    get productId() {
      return tr('produksi.labels.productId');
    },
    get qty() {
      return tr('produksi.labels.qty');
    },
    get inputs() {
      return tr('produksi.labels.inputs');
    },
    get value() {
      return tr('produksi.labels.value');
    },
    get cost() {
      return tr('produksi.labels.cost');
    },
    get unitCost() {
      return tr('produksi.labels.unitCost');
    },
    get batch() {
      return tr('produksi.labels.batch');
    },
    get expiryDate() {
      return tr('produksi.labels.expiryDate');
    },
    get note() {
      return tr('produksi.labels.note');
    },
  },
  deleteText: (name: string) => tr('produksi.deleteText', { name }),
  get filterProduct() {
    return tr('produksi.filterProduct');
  },
  get allProducts() {
    return tr('produksi.allProducts');
  },
  get totalValue() {
    return tr('produksi.totalValue');
  },
  get totalCost() {
    return tr('produksi.totalCost');
  },
  get totalQty() {
    return tr('produksi.totalQty');
  },
  get exportLabel() {
    return tr('produksi.exportLabel');
  },
  get exportXlsx() {
    return tr('produksi.exportXlsx');
  },
  get exportCsv() {
    return tr('produksi.exportCsv');
  },
  exported: (name: string) => tr('produksi.exported', { name }),
  get recipesLabel() {
    return tr('produksi.recipesLabel');
  },
  fresh: (qty: string) => tr('produksi.fresh', { qty }),
  frozen: (qty: string) => tr('produksi.frozen', { qty }),
  batchOut: (out: string) => tr('produksi.batchOut', { out }),
  soldEdit: (out: string) => tr('produksi.soldEdit', { out }),
  soldDelete: (out: string) => tr('produksi.soldDelete', { out }),
  // form
  get dateHint() {
    return tr('produksi.dateHint');
  },
  get expiryHint() {
    return tr('produksi.expiryHint');
  },
  get inputsTitle() {
    return tr('produksi.inputsTitle');
  },
  get inputsHint() {
    return tr('produksi.inputsHint');
  },
  get material() {
    return tr('produksi.material');
  },
  get materialQty() {
    return tr('produksi.materialQty');
  },
  get materialsFailed() {
    return tr('produksi.materialsFailed');
  },
  materialSearch: {
    get placeholder() {
      return tr('produksi.materialSearch.placeholder');
    },
    get searching() {
      return tr('produksi.materialSearch.searching');
    },
    get none() {
      return tr('produksi.materialSearch.none');
    },
    get failed() {
      return tr('produksi.materialSearch.failed');
    },
  },
  get chooseProduct() {
    return tr('produksi.chooseProduct');
  },
  get addLine() {
    return tr('produksi.addLine');
  },
  removeLine: (n: number) => tr('produksi.removeLine', { n }),
  maxLines: (n: number) => tr('produksi.maxLines', { n }),
  available: (qty: string) => tr('produksi.available', { qty }),
  availableOwn: (qty: string, own: string) => tr('produksi.availableOwn', { qty, own }),
  notEnough: (qty: string) => tr('produksi.notEnough', { qty }),
  duplicate: (row: number) => tr('produksi.duplicate', { row }),
  get needInput() {
    return tr('produksi.needInput');
  },
  get recipeFill() {
    return tr('produksi.recipeFill');
  },
  get recipeNone() {
    return tr('produksi.recipeNone');
  },
  get recipeFollow() {
    return tr('produksi.recipeFollow');
  },
  canMake: (n: string) => tr('produksi.canMake', { n }),
  get recipeLoading() {
    return tr('produksi.recipeLoading');
  },
  // recipes
  get recipesTitle() {
    return tr('produksi.recipesTitle');
  },
  get recipesIntro() {
    return tr('produksi.recipesIntro');
  },
  get recipesCaption() {
    return tr('produksi.recipesCaption');
  },
  get recipeLines() {
    return tr('produksi.recipeLines');
  },
  get recipeCanMake() {
    return tr('produksi.recipeCanMake');
  },
  get recipeEmpty() {
    return tr('produksi.recipeEmpty');
  },
  recipeEdit: (name: string) => tr('produksi.recipeEdit', { name }),
  recipeEditTitle: (name: string) => tr('produksi.recipeEditTitle', { name }),
  recipePerUnit: (unit: string) => tr('produksi.recipePerUnit', { unit }),
  recipeSaved: (name: string) => tr('produksi.recipeSaved', { name }),
  recipeCleared: (name: string) => tr('produksi.recipeCleared', { name }),
  get recipeEditHint() {
    return tr('produksi.recipeEditHint');
  },
  get noProducts() {
    return tr('produksi.noProducts');
  },
  get searchProducts() {
    return tr('produksi.searchProducts');
  },
} as const;
