// Generated from openapi.yaml by scripts/generate.ts (resource menus). Do not edit: run `pnpm generate`.

/** Each screen resource's menu path (`resources[name].menu` of `./resources.gen`), apart for the route table. */
export const resourceMenus = {
  menu: '/menuManagement',
  group: '/authorizationGroup',
  user: '/user-management',
  position: '/position-management',
  category: '/category-management',
  product: '/items/produk',
  vendor: '/items/vendor',
  ongkir: '/items/ongkir',
  priceList: '/items/daftar-harga',
  customer: '/data-customer',
  bahanBaku: '/items/bahan-baku/list',
  bahanKemasan: '/items/bahan-kemasan/list',
  packaging: '/packaging',
  produksi: '/produksi',
  stock: '/stock-product',
  stockLocation: '/stock-location',
  transaction: '/transaction/data',
  standingOrder: '/standing-order',
  payment: '/payment',
  purchase: '/purchase',
  vendorPayment: '/payables',
  history: '/change-history',
  backup: '/backup',
  integrationToken: '/integration-token',
} as const;
