// Generated from openapi.yaml by scripts/generate.ts (resources). Do not edit: run `pnpm generate`.

/**
 * Each screen's resource: a tag of the contract whose `x-menus` names one menu and that has a `<tag>List`
 * operation. `menu` is the screen's path;
 * `operations` are the tag's operations named by convention (`<tag>List`, `<tag>Add`, `<tag>Update`,
 * `<tag>Delete`, `<tag>Export`, `<tag>Import`, `<tag>ImportTemplate`, `<tag>Upload`), those the contract has.
 */
export const resources = {
  menu: {
    menu: '/menuManagement',
    operations: { list: 'menuList', add: 'menuAdd', update: 'menuUpdate', delete: 'menuDelete' },
  },
  group: {
    menu: '/authorizationGroup',
    operations: { list: 'groupList', add: 'groupAdd', update: 'groupUpdate', delete: 'groupDelete' },
  },
  user: {
    menu: '/user-management',
    operations: { list: 'userList', add: 'userAdd', update: 'userUpdate', delete: 'userDelete' },
  },
  position: {
    menu: '/position-management',
    operations: {
      list: 'positionList',
      add: 'positionAdd',
      update: 'positionUpdate',
      delete: 'positionDelete',
    },
  },
  category: {
    menu: '/category-management',
    operations: {
      list: 'categoryList',
      add: 'categoryAdd',
      update: 'categoryUpdate',
      delete: 'categoryDelete',
      export: 'categoryExport',
      upload: 'categoryUpload',
    },
  },
  product: {
    menu: '/items/produk',
    operations: {
      list: 'productList',
      add: 'productAdd',
      update: 'productUpdate',
      delete: 'productDelete',
      export: 'productExport',
      import: 'productImport',
      importTemplate: 'productImportTemplate',
      upload: 'productUpload',
    },
  },
  vendor: {
    menu: '/items/vendor',
    operations: {
      list: 'vendorList',
      add: 'vendorAdd',
      update: 'vendorUpdate',
      delete: 'vendorDelete',
      export: 'vendorExport',
    },
  },
  ongkir: {
    menu: '/items/ongkir',
    operations: {
      list: 'ongkirList',
      add: 'ongkirAdd',
      update: 'ongkirUpdate',
      delete: 'ongkirDelete',
      export: 'ongkirExport',
    },
  },
  priceList: {
    menu: '/items/daftar-harga',
    operations: {
      list: 'priceListList',
      add: 'priceListAdd',
      update: 'priceListUpdate',
      delete: 'priceListDelete',
      export: 'priceListExport',
    },
  },
  customer: {
    menu: '/data-customer',
    operations: {
      list: 'customerList',
      add: 'customerAdd',
      update: 'customerUpdate',
      delete: 'customerDelete',
      export: 'customerExport',
      import: 'customerImport',
      importTemplate: 'customerImportTemplate',
    },
  },
  bahanBaku: {
    menu: '/items/bahan-baku/list',
    operations: {
      list: 'bahanBakuList',
      add: 'bahanBakuAdd',
      update: 'bahanBakuUpdate',
      delete: 'bahanBakuDelete',
    },
  },
  bahanKemasan: {
    menu: '/items/bahan-kemasan/list',
    operations: {
      list: 'bahanKemasanList',
      add: 'bahanKemasanAdd',
      update: 'bahanKemasanUpdate',
      delete: 'bahanKemasanDelete',
    },
  },
  packaging: {
    menu: '/packaging',
    operations: {
      list: 'packagingList',
      add: 'packagingAdd',
      update: 'packagingUpdate',
      delete: 'packagingDelete',
    },
  },
  produksi: {
    menu: '/produksi',
    operations: {
      list: 'produksiList',
      add: 'produksiAdd',
      update: 'produksiUpdate',
      delete: 'produksiDelete',
      export: 'produksiExport',
    },
  },
  stock: {
    menu: '/stock-product',
    operations: { list: 'stockList', add: 'stockAdd', update: 'stockUpdate' },
  },
  stockLocation: {
    menu: '/stock-location',
    operations: {
      list: 'stockLocationList',
      add: 'stockLocationAdd',
      update: 'stockLocationUpdate',
      delete: 'stockLocationDelete',
    },
  },
  transaction: {
    menu: '/transaction/data',
    operations: {
      list: 'transactionList',
      add: 'transactionAdd',
      update: 'transactionUpdate',
      delete: 'transactionDelete',
      export: 'transactionExport',
    },
  },
  standingOrder: {
    menu: '/standing-order',
    operations: {
      list: 'standingOrderList',
      add: 'standingOrderAdd',
      update: 'standingOrderUpdate',
      delete: 'standingOrderDelete',
    },
  },
  payment: { menu: '/payment', operations: { list: 'paymentList', add: 'paymentAdd' } },
  purchase: {
    menu: '/purchase',
    operations: {
      list: 'purchaseList',
      add: 'purchaseAdd',
      update: 'purchaseUpdate',
      export: 'purchaseExport',
    },
  },
  vendorPayment: { menu: '/payables', operations: { list: 'vendorPaymentList', add: 'vendorPaymentAdd' } },
  history: { menu: '/change-history', operations: { list: 'historyList' } },
  backup: { menu: '/backup', operations: { list: 'backupList', add: 'backupAdd', delete: 'backupDelete' } },
  integrationToken: {
    menu: '/integration-token',
    operations: {
      list: 'integrationTokenList',
      add: 'integrationTokenAdd',
      delete: 'integrationTokenDelete',
    },
  },
  webhook: {
    menu: '/webhook',
    operations: { list: 'webhookList', add: 'webhookAdd', update: 'webhookUpdate', delete: 'webhookDelete' },
  },
} as const;

export type ResourceName = keyof typeof resources;

/**
 * The seeded menus of the resources whose `x-resource` names one (`menu: { name, nameEn, icon, parent }`), in the
 * contract's order: the seed puts each last under its parent (seed/index.ts).
 */
export const resourceSeedMenus = [
  {
    tag: 'vendor',
    url: '/items/vendor',
    name: 'Vendor',
    nameEn: 'Vendors',
    icon: 'bx-store',
    parent: 'Manajemen Item',
  },
  {
    tag: 'ongkir',
    url: '/items/ongkir',
    name: 'Ongkir',
    nameEn: 'Shipping Rates',
    icon: 'bx-dollar-circle',
    parent: 'Manajemen Item',
  },
  {
    tag: 'priceList',
    url: '/items/daftar-harga',
    name: 'Daftar Harga',
    nameEn: 'Price Lists',
    icon: 'bx-purchase-tag',
    parent: 'Manajemen Item',
  },
  {
    tag: 'standingOrder',
    url: '/standing-order',
    name: 'Langganan',
    nameEn: 'Standing Orders',
    icon: 'bx-repeat',
    parent: 'Manajemen Transaksi',
  },
  {
    tag: 'purchase',
    url: '/purchase',
    name: 'Pesanan Pembelian',
    nameEn: 'Purchase Orders',
    icon: 'bx-receipt',
    parent: 'Manajemen Pembelian',
  },
] as const;
