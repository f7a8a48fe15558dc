/**
 * The calls that record the examples of openapi.yaml (recordExamples.ts), as data grouped by tag, in an order that
 * works on the demo seed: lists first (their answers give the ids the next calls use), then create, update, the
 * operations on what was made, and delete last. Ids come from the seed or from earlier answers (`keep`).
 * A step with `hand` is not called: its answer is written here, for what cannot run in the recording (restoring
 * a backup) or would record something unfit (the contract itself).
 */
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface State {
  /** The recording's business day (the seed counts back from it). */
  today: string;
  ids: Record<string, number>;
  /** The answers so far, by operation id. */
  answers: Record<string, Json>;
}

export interface Step {
  op: string;
  /** The example's summary (the answer's, and the request's unless `request` says otherwise). */
  summary: string;
  request?: string;
  body?: Json | ((s: State) => Json);
  params?: (s: State) => Record<string, string | number>;
  query?: Record<string, string>;
  /** Sent as multipart with these files (the body's fields beside them); no request example is written. */
  files?: (s: State) => Record<string, { filename: string; type: string; data: Buffer }>;
  /** Called by whom: the owner by default; the admin for what only Super Admin may do. */
  as?: 'owner' | 'admin';
  public?: boolean;
  keep?: (answer: Json, s: State) => void;
  /** The answer made steady before it is written (a token, a name with a time). */
  fix?: (answer: Json) => Json;
  /** Not called: this answer is the example. */
  hand?: Json;
  /** Called (for what later steps need) but not written. */
  record?: false;
}

const add = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const first = (a: Json) => (a.datas as Json[])[0]!;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (field: string) => () => ({ [field]: { filename: 'foto.png', type: 'image/png', data: PNG } });

const auth: Step[] = [
  // login and me keep the examples written first (LoginRequest, LoginAnswer, MeAnswer: the admin's).
  { op: 'login', summary: 'Sign in', body: { login: 'owner@pawon.test', password: 'pawon-owner' }, record: false },
  {
    op: 'register',
    summary: 'An account that an administrator activates later',
    body: { name: 'Siti Rahayu', email: 'siti.rahayu@pawon.test', phone: '0812-7788-1020', password: 'Bakso-Enak-2026' },
  },
  { op: 'me', summary: 'The caller, their menus (two shown) and rights', record: false },
  {
    op: 'sessionList',
    summary: "The caller's sessions",
    body: {},
    fix: (a) => ({ ...a, datas: (a.datas as Json[]).map((r) => ({ ...r, id: 'c0ffee00-0000-4000-8000-000000000001' })) }),
  },
];

const menu: Step[] = [
  { op: 'menuTreeForUser', summary: "A user's menu tree", as: 'admin', body: { id: 2 } },
  { op: 'menuList', summary: 'Menus matching a search', as: 'admin', body: { search: 'produk' } },
  { op: 'menuParents', summary: 'The menus a header may hold', as: 'admin', params: () => ({ category: 'header' }) },
  {
    op: 'menuAdd',
    summary: 'A new submenu',
    as: 'admin',
    body: { name: 'Laporan Tambahan', nameEn: 'More reports', level: 'header', sortOrder: 90 },
    keep: (a, s) => (s.ids.menu = a.datas.id),
  },
  {
    op: 'menuUpdate',
    summary: 'The menu renamed',
    as: 'admin',
    body: (s) => ({ id: s.ids.menu, version: 1, name: 'Laporan Lain', nameEn: 'Other reports', level: 'header', sortOrder: 95 }),
  },
  { op: 'menuDelete', summary: 'The menu deleted', as: 'admin', body: (s) => ({ id: s.ids.menu }) },
];

const group: Step[] = [
  { op: 'groupList', summary: 'The first page of two groups', body: { perPage: 2 } },
  {
    op: 'groupAdd',
    summary: 'A group for the packing team',
    body: { name: 'Tim Packing', description: 'Mengemas dan mengirim pesanan', menus: [{ menuId: 2 }], userIds: [] },
    keep: (a, s) => (s.ids.group = a.datas.id),
  },
  {
    op: 'groupUpdate',
    summary: 'The group with one more right',
    body: (s) => ({ id: s.ids.group, version: 1, name: 'Tim Packing', description: 'Mengemas dan mengirim pesanan', menus: [{ menuId: 2, create: true }], userIds: [] }),
  },
  { op: 'groupDelete', summary: 'The group deleted', body: (s) => ({ id: s.ids.group }) },
];

const user: Step[] = [
  { op: 'userList', summary: 'The first page of two users', body: { perPage: 2 } },
  { op: 'userPositions', summary: 'The positions a user may hold' },
  {
    op: 'userAdd',
    summary: 'A new staff member',
    body: { name: 'Dedi Kurniawan', email: 'dedi@pawon.test', phone: '0813-2200-4455', positionId: 1, active: true, password: 'Siomay-Goreng-26', groupIds: [] },
    keep: (a, s) => (s.ids.user = a.datas.id),
  },
  {
    op: 'userUpdate',
    summary: 'The user with a new phone',
    body: (s) => ({ id: s.ids.user, version: 1, name: 'Dedi Kurniawan', email: 'dedi@pawon.test', phone: '0813-2200-9911', positionId: 1, active: true, groupIds: [] }),
  },
  {
    op: 'userNewPassword',
    summary: "An administrator sets a user's password",
    body: (s) => ({ id: s.ids.user, newPassword: 'Pempek-Kapal-Selam-7' }),
  },
  { op: 'userUploadPhoto', summary: "The user's photo", body: (s) => ({ id: s.ids.user }), files: png('photo') },
  { op: 'userDelete', summary: 'The user deleted', params: (s) => ({ id: s.ids.user }) },
];

const position: Step[] = [
  { op: 'positionList', summary: 'The first page of two positions', body: { perPage: 2 } },
  {
    op: 'positionAdd',
    summary: 'A new position',
    body: { code: 'QC', name: 'Quality Control', description: 'Memeriksa mutu produksi' },
    keep: (a, s) => (s.ids.position = a.datas.id),
  },
  {
    op: 'positionUpdate',
    summary: 'The position renamed',
    body: (s) => ({ id: s.ids.position, version: 1, code: 'QC', name: 'Pengawas Mutu', description: 'Memeriksa mutu produksi' }),
  },
  { op: 'positionDelete', summary: 'The position deleted', params: (s) => ({ id: s.ids.position }) },
];

const category: Step[] = [
  { op: 'categoryList', summary: 'The first page of two categories', body: { perPage: 2 } },
  {
    op: 'categoryAdd',
    summary: 'A new category',
    body: { name: 'Bakso Sapi', description: 'Bakso urat dan bakso halus, beku.' },
    keep: (a, s) => (s.ids.category = a.datas.id),
  },
  {
    op: 'categoryUpdate',
    summary: 'The category described anew',
    body: (s) => ({ id: s.ids.category, version: 1, name: 'Bakso Sapi', description: 'Bakso urat, bakso halus dan bakso telur, beku.' }),
  },
  { op: 'categoryUpload', summary: "The category's picture", body: (s) => ({ id: s.ids.category }), files: png('image') },
  { op: 'categoryExport', summary: 'The categories as CSV', body: { format: 'csv', separator: ';', sortBy: 'name' } },
  { op: 'categoryDelete', summary: 'The category deleted', params: (s) => ({ id: s.ids.category }) },
];

const csv = (text: string) => ({ filename: 'data.csv', type: 'text/csv', data: Buffer.from(text) });

const product: Step[] = [
  { op: 'productList', summary: 'Two products', body: { perPage: 2 }, keep: (a, s) => (s.ids.product = first(a).id) },
  {
    op: 'productAdd',
    summary: 'A new frozen product',
    body: { code: 'BKS', name: 'Bakso Sapi Kecil', description: 'Isi 50 butir per kemasan', categoryId: 1, price: 45000, unit: 'pack', minStock: 20, active: true },
    keep: (a, s) => (s.ids.newProduct = a.datas.id),
  },
  {
    op: 'productUpdate',
    summary: 'The product at a new price',
    body: (s) => ({ id: s.ids.newProduct, version: 1, code: 'BKS', name: 'Bakso Sapi Kecil', description: 'Isi 50 butir per kemasan', categoryId: 1, price: 47500, unit: 'pack', minStock: 20, active: true }),
  },
  { op: 'productUpload', summary: "The product's picture", body: (s) => ({ id: s.ids.newProduct }), files: png('image') },
  { op: 'productExport', summary: 'The products as XLSX', body: { format: 'xlsx', sortBy: 'name' } },
  { op: 'productImportTemplate', summary: 'The import template', query: { format: 'csv', separator: ',' } },
  {
    op: 'productImport',
    summary: 'A dry run of a CSV of products',
    body: { dryRun: true },
    files: () => ({ file: csv('Kode,Nama,Kategori,Harga,Satuan\nBKU,Bakso Urat,Baso Tahu & Siomay,52000,pack\n') }),
  },
  { op: 'productDelete', summary: 'The product deleted', params: (s) => ({ id: s.ids.newProduct }) },
];

const resources: Step[] = [
  { op: 'vendorList', summary: 'Two vendors', body: { perPage: 2 }, keep: (a, s) => (s.ids.vendor = first(a).id) },
  {
    op: 'vendorAdd',
    summary: 'A new vendor',
    body: { name: 'UD Daging Sapi Cibaduyut', description: 'Daging sapi giling', phone: '022-540-1122', address: 'Jl. Cibaduyut Raya 45, Bandung', paymentTermDays: 14 },
    keep: (a, s) => (s.ids.newVendor = a.datas.id),
  },
  {
    op: 'vendorUpdate',
    summary: 'The vendor with longer terms',
    body: (s) => ({ id: s.ids.newVendor, version: 1, name: 'UD Daging Sapi Cibaduyut', description: 'Daging sapi giling', phone: '022-540-1122', address: 'Jl. Cibaduyut Raya 45, Bandung', paymentTermDays: 30 }),
  },
  { op: 'vendorExport', summary: 'The vendors as CSV', body: { format: 'csv', separator: ';' } },
  { op: 'vendorDelete', summary: 'The vendor deleted', params: (s) => ({ id: s.ids.newVendor }) },
  { op: 'ongkirList', summary: 'Two shipping brackets', body: { perPage: 2 } },
  {
    op: 'ongkirAdd',
    summary: 'A new shipping bracket',
    body: { label: '10 - 15 Km', price: 15000, description: 'Bandung timur' },
    keep: (a, s) => (s.ids.ongkir = a.datas.id),
  },
  { op: 'ongkirUpdate', summary: 'The bracket at a new price', body: (s) => ({ id: s.ids.ongkir, version: 1, label: '10 - 15 Km', price: 17500, description: 'Bandung timur' }) },
  { op: 'ongkirExport', summary: 'The brackets as XLSX', body: { format: 'xlsx' } },
  { op: 'ongkirDelete', summary: 'The bracket deleted', params: (s) => ({ id: s.ids.ongkir }) },
  { op: 'stockLocationList', summary: 'Two storage places', body: { perPage: 2 }, keep: (a, s) => (s.ids.location = first(a).id) },
  {
    op: 'stockLocationAdd',
    summary: 'A new chiller',
    body: { name: 'Chiller Dapur 2', kind: 'chiller', minTemp: 0, maxTemp: 5, active: true, description: 'Di samping meja cetak' },
    keep: (a, s) => (s.ids.newLocation = a.datas.id),
  },
  { op: 'stockLocationUpdate', summary: 'The chiller renamed', body: (s) => ({ id: s.ids.newLocation, version: 1, name: 'Chiller Produksi 2', kind: 'chiller', minTemp: 0, maxTemp: 5, active: true, description: 'Di samping meja cetak' }) },
  { op: 'stockLocationRecordReading', summary: 'A reading above the limit', body: (s) => ({ locationId: s.ids.newLocation, celsius: 7.5, note: 'Pintu sempat terbuka' }) },
  { op: 'stockLocationReadings', summary: "A place's readings", body: (s) => ({ locationId: s.ids.newLocation, perPage: 2 }) },
  {
    op: 'stockLocationImportReadings',
    summary: "A logger's readings (dry run)",
    body: (s) => ({ locationId: s.ids.newLocation, dryRun: true }),
    files: (s) => ({ file: csv(`time,temperature\n${s.today} 08:00,3\n${s.today} 16:00,4\n`) }),
  },
  { op: 'stockLocationContents', summary: 'What a place holds', body: (s) => ({ locationId: s.ids.location }) },
  { op: 'stockLocationHolds', summary: 'Stock held after a reading out of range', body: { state: 'all', perPage: 2 } },
  { op: 'stockLocationSummary', summary: 'Each place, its last reading and what it holds' },
  { op: 'priceListList', summary: 'Two price lists', body: { perPage: 2 }, keep: (a, s) => (s.ids.priceList = first(a).id) },
  { op: 'priceListAdd', summary: 'A new price list', body: { name: 'Agen Besar', description: 'Harga agen di atas 500 pcs per minggu' }, keep: (a, s) => (s.ids.newPriceList = a.datas.id) },
  { op: 'priceListUpdate', summary: 'The list described anew', body: (s) => ({ id: s.ids.newPriceList, version: 1, name: 'Agen Besar', description: 'Harga agen di atas 1.000 pcs per minggu' }) },
  { op: 'priceListSetPrices', summary: 'Prices from a day', body: (s) => ({ id: s.ids.newPriceList, effectiveFrom: add(s.today, 7), prices: [{ productId: 1, price: 6800 }, { productId: 2, price: 6900 }] }) },
  { op: 'priceListPrices', summary: "A list's prices on a day", body: (s) => ({ id: s.ids.priceList, perPage: 2 }) },
  { op: 'priceListHistory', summary: "A product's prices on a list", body: (s) => ({ id: s.ids.priceList, productId: 1 }) },
  { op: 'priceListExport', summary: 'The price lists as CSV', body: { format: 'csv', separator: ';' } },
  { op: 'priceListDelete', summary: 'The list deleted', params: (s) => ({ id: s.ids.newPriceList }) },
];

const customer: Step[] = [
  { op: 'customerList', summary: 'Two customers', body: { perPage: 2 }, keep: (a, s) => (s.ids.customer = first(a).id) },
  {
    op: 'customerAdd',
    summary: 'A new reseller',
    body: { name: 'Toko Frozen Bu Yati', phone: '0812-2233-4455', category: 'distributor', provinceCode: '32', regencyCode: '32.73', districtCode: '32.73.01', address: 'Jl. Sukajadi 120', ongkirId: 3, paymentTermDays: 14, creditLimit: 5000000 },
    keep: (a, s) => (s.ids.newCustomer = a.datas.id),
  },
  {
    op: 'customerUpdate',
    summary: 'The customer with a landmark',
    body: (s) => ({ id: s.ids.newCustomer, version: 1, name: 'Toko Frozen Bu Yati', phone: '0812-2233-4455', category: 'distributor', provinceCode: '32', regencyCode: '32.73', districtCode: '32.73.01', address: 'Jl. Sukajadi 120', landmark: 'Depan masjid', ongkirId: 3, paymentTermDays: 14, creditLimit: 5000000 }),
  },
  { op: 'priceListQuote', summary: "A customer's prices on a day", body: (s) => ({ customerId: s.ids.customer, productIds: [1, 2] }) },
  { op: 'customerExport', summary: 'The customers as XLSX', body: { format: 'xlsx', category: 'distributor' } },
  { op: 'customerImportTemplate', summary: 'The import template', query: { format: 'csv', separator: ';' } },
  {
    op: 'customerImport',
    summary: 'A dry run of a CSV of customers',
    body: { dryRun: true },
    files: () => ({ file: csv('Nama,Kategori,Telepon\nWarung Mang Ujang,konsumen,081234500012\n') }),
  },
  { op: 'customerProvinces', summary: 'The provinces' },
  { op: 'customerRegencies', summary: 'The regencies of a province', params: () => ({ codeProv: '32' }) },
  { op: 'customerDistricts', summary: 'The districts of a regency', params: () => ({ codeKab: '32.73' }) },
  { op: 'customerDelete', summary: 'The customer deleted', params: (s) => ({ id: s.ids.newCustomer }) },
];

export const steps: Step[] = [...auth, ...menu, ...group, ...user, ...position, ...category, ...product, ...resources, ...customer];
