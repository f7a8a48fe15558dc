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
  names?: Record<string, string>;
  /** Reads the recording's database: what no answer shows (a batch's public code). */
  sql?: (text: string) => Promise<Json[]>;
  /** Bearer tokens by role, and `spare`: a second session of the owner's, for logout. */
  tokens?: Record<string, string>;
}

export interface Step {
  op: string;
  /** The example's summary (the answer's, and the request's unless `request` says otherwise). */
  summary: string;
  request?: string;
  body?: Json | ((s: State) => Json);
  params?: (s: State) => Record<string, string | number | undefined>;
  query?: Record<string, string>;
  /** Sent as multipart with these files (the body's fields beside them); no request example is written. */
  files?: (s: State) => Record<string, { filename: string; type: string; data: Buffer }>;
  /** Called by whom: the owner by default; the admin for what only Super Admin may do. */
  as?: 'owner' | 'admin';
  public?: boolean;
  /** Another session's token (the caller's own is `as`). */
  bearer?: (s: State) => string;
  keep?: (answer: Json, s: State) => unknown;
  /** The answer made steady before it is written (a token, a name with a time). */
  fix?: (answer: Json) => Json;
  /** Lists kept whole: a week of seven days is no page. */
  whole?: true;
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
  {
    op: 'login',
    summary: 'Sign in',
    body: { login: 'owner@pawon.test', password: 'pawon-owner' },
    record: false,
  },
  {
    op: 'register',
    summary: 'An account that an administrator activates later',
    body: {
      name: 'Siti Rahayu',
      email: 'siti.rahayu@pawon.test',
      phone: '0812-7788-1020',
      password: 'Bakso-Enak-2026',
    },
  },
  { op: 'me', summary: 'The caller, their menus (two shown) and rights', record: false },
  {
    op: 'sessionList',
    summary: "The caller's sessions",
    body: {},
    fix: (a) => ({
      ...a,
      datas: (a.datas as Json[]).map((r) => ({ ...r, id: 'c0ffee00-0000-4000-8000-000000000001' })),
    }),
  },
];

const menu: Step[] = [
  { op: 'menuTreeForUser', summary: "A user's menu tree", as: 'admin', body: { id: 2 } },
  { op: 'menuList', summary: 'Menus matching a search', as: 'admin', body: { search: 'produk' } },
  {
    op: 'menuParents',
    summary: 'The menus a header may hold',
    as: 'admin',
    params: () => ({ category: 'header' }),
  },
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
    body: (s) => ({
      id: s.ids.menu,
      version: 1,
      name: 'Laporan Lain',
      nameEn: 'Other reports',
      level: 'header',
      sortOrder: 95,
    }),
  },
  { op: 'menuDelete', summary: 'The menu deleted', as: 'admin', body: (s) => ({ id: s.ids.menu }) },
];

const group: Step[] = [
  { op: 'groupList', summary: 'The first page of two groups', body: { perPage: 2 } },
  {
    op: 'groupAdd',
    summary: 'A group for the packing team',
    body: {
      name: 'Tim Packing',
      description: 'Mengemas dan mengirim pesanan',
      menus: [{ menuId: 2 }],
      userIds: [],
    },
    keep: (a, s) => (s.ids.group = a.datas.id),
  },
  {
    op: 'groupUpdate',
    summary: 'The group with one more right',
    body: (s) => ({
      id: s.ids.group,
      version: 1,
      name: 'Tim Packing',
      description: 'Mengemas dan mengirim pesanan',
      menus: [{ menuId: 2, create: true }],
      userIds: [],
    }),
  },
  { op: 'groupDelete', summary: 'The group deleted', body: (s) => ({ id: s.ids.group }) },
];

const user: Step[] = [
  { op: 'userList', summary: 'The first page of two users', body: { perPage: 2 } },
  { op: 'userPositions', summary: 'The positions a user may hold' },
  {
    op: 'userAdd',
    summary: 'A new staff member',
    body: {
      name: 'Dedi Kurniawan',
      email: 'dedi@pawon.test',
      phone: '0813-2200-4455',
      positionId: 1,
      active: true,
      password: 'Siomay-Goreng-26',
      groupIds: [],
    },
    keep: (a, s) => (s.ids.user = a.datas.id),
  },
  {
    op: 'userUpdate',
    summary: 'The user with a new phone',
    body: (s) => ({
      id: s.ids.user,
      version: 1,
      name: 'Dedi Kurniawan',
      email: 'dedi@pawon.test',
      phone: '0813-2200-9911',
      positionId: 1,
      active: true,
      groupIds: [],
    }),
  },
  {
    op: 'userNewPassword',
    summary: "An administrator sets a user's password",
    body: (s) => ({ id: s.ids.user, newPassword: 'Pempek-Kapal-Selam-7' }),
  },
  {
    op: 'userUploadPhoto',
    summary: "The user's photo",
    body: (s) => ({ id: s.ids.user }),
    files: png('photo'),
  },
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
    body: (s) => ({
      id: s.ids.position,
      version: 1,
      code: 'QC',
      name: 'Pengawas Mutu',
      description: 'Memeriksa mutu produksi',
    }),
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
    body: (s) => ({
      id: s.ids.category,
      version: 1,
      name: 'Bakso Sapi',
      description: 'Bakso urat, bakso halus dan bakso telur, beku.',
    }),
  },
  {
    op: 'categoryUpload',
    summary: "The category's picture",
    body: (s) => ({ id: s.ids.category }),
    files: png('image'),
  },
  {
    op: 'categoryExport',
    summary: 'The categories as CSV',
    body: { format: 'csv', separator: ';', sortBy: 'name' },
  },
  { op: 'categoryDelete', summary: 'The category deleted', params: (s) => ({ id: s.ids.category }) },
];

const csv = (text: string) => ({ filename: 'data.csv', type: 'text/csv', data: Buffer.from(text) });

const product: Step[] = [
  {
    op: 'productList',
    summary: 'Two products',
    body: { perPage: 2 },
    keep: (a, s) => (s.ids.product = first(a).id),
  },
  {
    op: 'productAdd',
    summary: 'A new frozen product',
    body: {
      code: 'BKS',
      name: 'Bakso Sapi Kecil',
      description: 'Isi 50 butir per kemasan',
      categoryId: 1,
      price: 45000,
      unit: 'pack',
      minStock: 20,
      active: true,
    },
    keep: (a, s) => (s.ids.newProduct = a.datas.id),
  },
  {
    op: 'productUpdate',
    summary: 'The product at a new price',
    body: (s) => ({
      id: s.ids.newProduct,
      version: 1,
      code: 'BKS',
      name: 'Bakso Sapi Kecil',
      description: 'Isi 50 butir per kemasan',
      categoryId: 1,
      price: 47500,
      unit: 'pack',
      minStock: 20,
      active: true,
    }),
  },
  {
    op: 'productUpload',
    summary: "The product's picture",
    body: (s) => ({ id: s.ids.newProduct }),
    files: png('image'),
  },
  { op: 'productExport', summary: 'The products as XLSX', body: { format: 'xlsx', sortBy: 'name' } },
  { op: 'productImportTemplate', summary: 'The import template', query: { format: 'csv', separator: ',' } },
  {
    op: 'productImport',
    summary: 'A dry run of a CSV of products',
    body: { dryRun: true },
    files: () => ({
      file: csv('Kode,Nama,Kategori,Harga,Satuan\nBKU,Bakso Urat,Baso Tahu & Siomay,52000,pack\n'),
    }),
  },
  { op: 'productDelete', summary: 'The product deleted', params: (s) => ({ id: s.ids.newProduct }) },
];

const resources: Step[] = [
  {
    op: 'vendorList',
    summary: 'Two vendors',
    body: { perPage: 2 },
    keep: (a, s) => (s.ids.vendor = first(a).id),
  },
  {
    op: 'vendorAdd',
    summary: 'A new vendor',
    body: {
      name: 'UD Daging Sapi Cibaduyut',
      description: 'Daging sapi giling',
      phone: '022-540-1122',
      address: 'Jl. Cibaduyut Raya 45, Bandung',
      paymentTermDays: 14,
    },
    keep: (a, s) => (s.ids.newVendor = a.datas.id),
  },
  {
    op: 'vendorUpdate',
    summary: 'The vendor with longer terms',
    body: (s) => ({
      id: s.ids.newVendor,
      version: 1,
      name: 'UD Daging Sapi Cibaduyut',
      description: 'Daging sapi giling',
      phone: '022-540-1122',
      address: 'Jl. Cibaduyut Raya 45, Bandung',
      paymentTermDays: 30,
    }),
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
  {
    op: 'ongkirUpdate',
    summary: 'The bracket at a new price',
    body: (s) => ({
      id: s.ids.ongkir,
      version: 1,
      label: '10 - 15 Km',
      price: 17500,
      description: 'Bandung timur',
    }),
  },
  { op: 'ongkirExport', summary: 'The brackets as XLSX', body: { format: 'xlsx' } },
  { op: 'ongkirDelete', summary: 'The bracket deleted', params: (s) => ({ id: s.ids.ongkir }) },
  {
    op: 'stockLocationList',
    summary: 'Two storage places',
    body: { perPage: 2 },
    keep: (a, s) => (s.ids.location = first(a).id),
  },
  {
    op: 'stockLocationAdd',
    summary: 'A new chiller',
    body: {
      name: 'Chiller Dapur 2',
      kind: 'chiller',
      minTemp: 0,
      maxTemp: 5,
      active: true,
      description: 'Di samping meja cetak',
    },
    keep: (a, s) => (s.ids.newLocation = a.datas.id),
  },
  {
    op: 'stockLocationUpdate',
    summary: 'The chiller renamed',
    body: (s) => ({
      id: s.ids.newLocation,
      version: 1,
      name: 'Chiller Produksi 2',
      kind: 'chiller',
      minTemp: 0,
      maxTemp: 5,
      active: true,
      description: 'Di samping meja cetak',
    }),
  },
  {
    op: 'stockLocationRecordReading',
    summary: 'A reading above the limit',
    body: (s) => ({ locationId: s.ids.newLocation, celsius: 7.5, note: 'Pintu sempat terbuka' }),
  },
  {
    op: 'stockLocationReadings',
    summary: "A place's readings",
    body: (s) => ({ locationId: s.ids.newLocation, perPage: 2 }),
  },
  {
    op: 'stockLocationImportReadings',
    summary: "A logger's readings (dry run)",
    body: (s) => ({ locationId: s.ids.newLocation, dryRun: true }),
    files: (s) => ({ file: csv(`time,temperature\n${s.today} 08:00,3\n${s.today} 16:00,4\n`) }),
  },
  {
    op: 'stockLocationAdd',
    summary: 'A place to delete',
    body: { name: 'Rak Kering Lama', kind: 'dry' },
    record: false,
    keep: (a, s) => (s.ids.oldLocation = a.datas.id),
  },
  { op: 'stockLocationDelete', summary: 'The place deleted', params: (s) => ({ id: s.ids.oldLocation! }) },
  {
    op: 'stockLocationContents',
    summary: 'What a place holds',
    body: (s) => ({ locationId: s.ids.location }),
  },

  { op: 'stockLocationSummary', summary: 'Each place, its last reading and what it holds' },
  {
    op: 'priceListList',
    summary: 'Two price lists',
    body: { perPage: 2 },
    keep: (a, s) => (s.ids.priceList = first(a).id),
  },
  {
    op: 'priceListAdd',
    summary: 'A new price list',
    body: { name: 'Agen Besar', description: 'Harga agen di atas 500 pcs per minggu' },
    keep: (a, s) => (s.ids.newPriceList = a.datas.id),
  },
  {
    op: 'priceListUpdate',
    summary: 'The list described anew',
    body: (s) => ({
      id: s.ids.newPriceList,
      version: 1,
      name: 'Agen Besar',
      description: 'Harga agen di atas 1.000 pcs per minggu',
    }),
  },
  {
    op: 'priceListSetPrices',
    summary: 'Prices from a day',
    body: (s) => ({
      id: s.ids.newPriceList,
      effectiveFrom: add(s.today, 7),
      prices: [
        { productId: 1, price: 6800 },
        { productId: 2, price: 6900 },
      ],
    }),
  },
  {
    op: 'priceListPrices',
    summary: "A list's prices on a day",
    body: (s) => ({ id: s.ids.priceList, perPage: 2 }),
  },
  {
    op: 'priceListHistory',
    summary: "A product's prices on a list",
    body: (s) => ({ id: s.ids.priceList, productId: 1 }),
  },
  { op: 'priceListExport', summary: 'The price lists as CSV', body: { format: 'csv', separator: ';' } },
  { op: 'priceListDelete', summary: 'The list deleted', params: (s) => ({ id: s.ids.newPriceList }) },
];

const customer: Step[] = [
  {
    op: 'customerList',
    summary: 'Two customers',
    body: { perPage: 2 },
    keep: (a, s) => (s.ids.customer = first(a).id),
  },
  {
    op: 'customerAdd',
    summary: 'A new reseller',
    body: {
      name: 'Toko Frozen Bu Yati',
      phone: '0812-2233-4455',
      category: 'distributor',
      provinceCode: '32',
      regencyCode: '32.73',
      districtCode: '32.73.01',
      address: 'Jl. Sukajadi 120',
      ongkirId: 3,
      paymentTermDays: 14,
      creditLimit: 5000000,
    },
    keep: (a, s) => (s.ids.newCustomer = a.datas.id),
  },
  {
    op: 'customerUpdate',
    summary: 'The customer with a landmark',
    body: (s) => ({
      id: s.ids.newCustomer,
      version: 1,
      name: 'Toko Frozen Bu Yati',
      phone: '0812-2233-4455',
      category: 'distributor',
      provinceCode: '32',
      regencyCode: '32.73',
      districtCode: '32.73.01',
      address: 'Jl. Sukajadi 120',
      landmark: 'Depan masjid',
      ongkirId: 3,
      paymentTermDays: 14,
      creditLimit: 5000000,
    }),
  },
  {
    op: 'priceListQuote',
    summary: "A customer's prices on a day",
    body: (s) => ({ customerId: s.ids.customer, productIds: [1, 2] }),
  },
  {
    op: 'customerExport',
    summary: 'The customers as XLSX',
    body: { format: 'xlsx', category: 'distributor' },
  },
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

/** The raw (bahanBaku) and packaging (bahanKemasan) materials: the same operations on each kind. */
function materials(kind: 'bahanBaku' | 'bahanKemasan'): Step[] {
  const raw = kind === 'bahanBaku';
  const k = (name: string) => `${kind}${name}`;
  const input = raw
    ? {
        name: 'Daging Sapi Giling',
        unit: 'kg',
        unitPrice: 135000,
        minStock: 10,
        description: 'Untuk bakso sapi',
        shelfLifeDays: 3,
        halalStatus: 'certified',
        halalNumber: 'ID32110000123450824',
        halalIssuer: 'BPJPH',
        halalExpiry: '2028-08-31',
      }
    : {
        name: 'Plastik Vakum 20x30',
        unit: 'pack',
        unitPrice: 42000,
        minStock: 4,
        description: 'Isi 100 lembar',
        packagingType: 'consumable',
      };
  return [
    {
      op: k('List'),
      summary: `Two ${raw ? 'raw' : 'packaging'} materials`,
      body: { perPage: 2 },
      keep: (a, s) => (s.ids[k('')] = first(a).id),
    },
    { op: k('Add'), summary: 'A new material', body: input, keep: (a, s) => (s.ids[k('New')] = a.datas.id) },
    {
      op: k('Update'),
      summary: 'The material at a new price',
      body: (s) => ({ ...input, unitPrice: raw ? 138000 : 43500, id: s.ids[k('New')], version: 1 }),
    },
    ...(raw
      ? [
          {
            op: 'bahanBakuHalalUpload',
            summary: "The material's halal certificate",
            body: (s: State) => ({ id: s.ids[k('New')] }),
            files: png('file'),
          },
        ]
      : []),
    {
      op: k('RestockAdd'),
      summary: 'A delivery received',
      body: (s) => ({
        category: 'restock',
        materialId: s.ids[k('New')],
        date: s.today,
        qty: raw ? 25 : 10,
        vendorId: s.ids.vendor,
        unitPrice: raw ? 138000 : 43500,
        batchCode: raw ? 'DSG-1206' : 'PV-1206',
        ...(raw ? { expiryDate: add(s.today, 3) } : {}),
      }),
      keep: (a, s) => (s.ids[k('Restock')] = a.datas.id),
    },
    {
      op: k('RestockUpdate'),
      summary: 'The delivery corrected',
      body: (s) => ({
        id: s.ids[k('Restock')],
        version: 1,
        category: 'restock',
        materialId: s.ids[k('New')],
        date: s.today,
        qty: raw ? 24.5 : 10,
        vendorId: s.ids.vendor,
        unitPrice: raw ? 138000 : 43500,
        batchCode: raw ? 'DSG-1206' : 'PV-1206',
        ...(raw ? { expiryDate: add(s.today, 3) } : {}),
      }),
    },
    {
      op: k('RestockList'),
      summary: 'Deliveries of the last week',
      body: (s) => ({ category: 'restock', dateFrom: add(s.today, -7), dateTo: s.today, perPage: 2 }),
    },
    {
      op: k('RestockExport'),
      summary: 'The deliveries as XLSX',
      body: (s) => ({ category: 'restock', format: 'xlsx', dateFrom: add(s.today, -30), dateTo: s.today }),
    },
    { op: k('StockList'), summary: 'What is on hand', body: { perPage: 2, sortBy: 'daysLeft' } },
    {
      op: k('GetStock'),
      summary: 'Lots in stock',
      body: { perPage: 2, inStock: true },
      keep: (a, s) => (s.ids[k('Lot')] = first(a).id),
    },
    { op: k('NeedRestock'), summary: 'What to restock soon' },
    { op: k('StockAdvice'), summary: 'What to order for two weeks', body: { days: 14 } },
    {
      op: k('StockCount'),
      summary: 'A count checked first (dry run)',
      body: (s) => ({
        materialId: s.ids[k('New')],
        counted: raw ? 24 : 9,
        note: 'Stok opname',
        dryRun: true,
      }),
    },
    { op: k('StockLot'), summary: 'One lot and what used it', params: (s) => ({ id: s.ids[k('Lot')]! }) },
    {
      op: k('LotLabel'),
      summary: "A lot's labels",
      params: (s) => ({ id: s.ids[k('Lot')]! }),
      body: { size: '50x30', sheet: 'roll', copies: 2 },
    },
    {
      op: k('RestockDelete'),
      summary: 'The delivery deleted',
      params: (s) => ({ id: s.ids[k('Restock')]! }),
      query: { category: 'restock' },
    },
    { op: k('Delete'), summary: 'The material deleted', params: (s) => ({ id: s.ids[k('New')]! }) },
  ];
}

const packaging: Step[] = [
  { op: 'packagingList', summary: 'Two packs', body: { perPage: 2 } },
  {
    op: 'packagingAdd',
    summary: 'A new pack',
    body: { name: 'Dus Isi 20', unit: 'pcs', unitPrice: 1500, minStock: 100, packPrice: 2000 },
    keep: (a, s) => (s.ids.pack = a.datas.id),
  },
  {
    op: 'packagingUpdate',
    summary: 'The pack at a new price',
    body: (s) => ({
      id: s.ids.pack,
      version: 1,
      name: 'Dus Isi 20',
      unit: 'pcs',
      unitPrice: 1500,
      minStock: 100,
      packPrice: 2500,
    }),
  },
  { op: 'packagingDelete', summary: 'The pack deleted', params: (s) => ({ id: s.ids.pack! }) },
];

const production: Step[] = [
  { op: 'produksiList', summary: 'Two production runs', body: { perPage: 2 } },
  { op: 'produksiRecipeList', summary: "A product's recipe", body: { productId: 1 } },
  {
    op: 'produksiRecipeSave',
    summary: 'A recipe for 100 pieces',
    body: {
      productId: 2,
      lines: [
        { materialId: 1, qtyPerUnit: 2.5 },
        { materialId: 4, qtyPerUnit: 3 },
      ],
      standardYield: 100,
      expectedLossPct: 2,
    },
  },
  {
    op: 'produksiAdd',
    summary: 'A run recorded with what it used',
    body: (s) => ({
      date: s.today,
      productId: 1,
      qty: 200,
      expiryDate: add(s.today, 30),
      note: 'Shift pagi',
      inputs: [
        { materialId: 5, qty: 20 },
        { materialId: 1, qty: 3 },
      ],
    }),
    keep: (a, s) => (s.ids.run = a.datas.id),
  },
  {
    op: 'produksiUpdate',
    summary: 'The run with its real output',
    body: (s) => ({
      id: s.ids.run,
      version: 1,
      date: s.today,
      productId: 1,
      qty: 195,
      expiryDate: add(s.today, 30),
      note: 'Shift pagi',
      inputs: [
        { materialId: 5, qty: 20 },
        { materialId: 1, qty: 3 },
      ],
    }),
  },
  {
    op: 'produksiExport',
    summary: 'The runs as XLSX',
    body: (s) => ({ format: 'xlsx', dateFrom: add(s.today, -7), dateTo: s.today }),
  },
  {
    op: 'planProduction',
    summary: 'What to make for the next three days',
    body: (s) => ({ date: s.today, days: 3 }),
  },
  {
    op: 'planCreateRuns',
    summary: 'Planned runs',
    body: (s) => ({ date: add(s.today, 1), note: 'Rencana besok', lines: [{ productId: 2, qty: 150 }] }),
    keep: (a, s) => (s.ids.planned = first(a).id),
  },
  {
    op: 'planCreatePurchaseOrders',
    summary: 'Purchase orders for what the plan lacks',
    body: (s) => ({ date: add(s.today, 1), days: 3 }),
  },
  {
    op: 'produksiStart',
    summary: 'A planned run started',
    body: (s) => ({
      id: s.ids.planned,
      version: 1,
      qty: 150,
      inputs: [
        { materialId: 2, qty: 4 },
        { materialId: 4, qty: 4.5 },
      ],
    }),
  },
  { op: 'produksiDelete', summary: 'The run deleted', params: (s) => ({ id: s.ids.run! }) },
];

const stock: Step[] = [
  {
    op: 'stockList',
    summary: 'Two batches',
    body: { perPage: 2 },
    keep: async (a, s) => {
      s.ids.batch = first(a).id;
      s.ids.batchVersion = first(a).version;
      const [row] = await s.sql!(
        `select public_code as code from product_batches where id = ${Number(first(a).id)}`,
      );
      s.names = { ...s.names, publicCode: String(row!.code) };
    },
  },
  {
    op: 'stockAdd',
    summary: 'Opening stock of a product',
    body: (s) => ({
      reason: 'opening',
      productId: 3,
      bucket: 'frozen',
      qty: 40,
      date: s.today,
      expiryDate: add(s.today, 60),
      note: 'Stok awal',
    }),
  },
  {
    op: 'stockUpdate',
    summary: 'Fresh stock moved to the freezer',
    body: (s) => ({
      id: s.ids.batch,
      version: s.ids.batchVersion,
      to: 'frozen',
      qty: 1,
      note: 'Sisa hari ini dibekukan',
    }),
  },
  {
    op: 'stockAvailable',
    summary: 'Frozen stock on hand',
    params: () => ({ category: 'Frozen' }),
    body: { productIds: [1, 2] },
  },
  { op: 'stockLedger', summary: 'The stock ledger', body: { perPage: 2 } },
  {
    op: 'stockLabel',
    summary: "A batch's labels",
    body: (s) => ({ batchId: s.ids.batch, size: '50x30', sheet: 'roll', copies: 2 }),
  },
  { op: 'stockByCode', summary: "A batch by its label's code", body: (s) => ({ code: s.names!.publicCode }) },
  {
    op: 'publicBatch',
    summary: "A batch's public page",
    public: true,
    params: (s) => ({ code: s.names!.publicCode! }),
  },
];

const order = (s: State, qty = 10) => ({
  customerId: s.ids.customer,
  date: s.today,
  deliveryDate: add(s.today, 1),
  deliveryTime: '09:30',
  note: 'Antar pagi',
  packs: [{ materialId: 13, count: 2, lines: [{ productId: 1, bucket: 'frozen', qtyPerPack: qty }] }],
});

const sales: Step[] = [
  {
    op: 'transactionAdd',
    summary: 'An order',
    body: (s) => order(s),
    record: false,
    keep: (a, s) => {
      s.ids.order = a.datas.id;
      s.ids.orderVersion = a.datas.version;
    },
  },
  {
    op: 'transactionUpdate',
    summary: 'The order with another note',
    body: (s) => ({ id: s.ids.order, version: s.ids.orderVersion, note: 'Antar sebelum jam 10' }),
    keep: (a, s) => (s.ids.orderVersion = a.datas.version),
  },
  { op: 'transactionCosts', summary: "An order's cost of goods", body: (s) => ({ id: s.ids.order }) },
  {
    op: 'transactionStatus',
    summary: 'The order marked paid',
    body: (s) => ({ id: s.ids.order, version: s.ids.orderVersion, payment: 'paid', method: 'transfer' }),
  },
  {
    op: 'transactionAdd',
    summary: 'A second order',
    body: (s) => order(s, 5),
    record: false,
    keep: (a, s) => {
      s.ids.order2 = a.datas.id;
      s.ids.order2Version = a.datas.version;
    },
  },
  {
    op: 'transactionStatusBulk',
    summary: 'Orders marked packed (dry run)',
    body: (s) => ({
      target: 'packed',
      orders: [{ id: s.ids.order2, version: s.ids.order2Version }],
      dryRun: true,
    }),
  },
  { op: 'transactionDelete', summary: 'The order deleted', params: (s) => ({ id: s.ids.order2! }) },
  {
    op: 'transactionAdd',
    summary: 'A third order',
    body: (s) => order(s, 4),
    record: false,
    keep: (a, s) => (s.ids.order3 = a.datas.id),
  },
  {
    op: 'transactionDeletePost',
    summary: 'The order deleted (POST, for clients without DELETE)',
    params: (s) => ({ id: s.ids.order3! }),
  },
  {
    op: 'transactionAdd',
    summary: 'A delivered order',
    body: (s) => ({
      ...order(s, 6),
      date: add(s.today, -1),
      deliveryDate: add(s.today, -1),
      payment: 'paid',
      packing: 'packed',
      delivery: 'delivered',
    }),
    record: false,
    keep: (a, s) => {
      s.ids.delivered = a.datas.id;
      s.ids.deliveredVersion = a.datas.version;
      s.ids.deliveredLine = a.datas.packs[0].lines[0].id;
    },
  },
  {
    op: 'transactionReturnAdd',
    summary: 'Two pieces returned, thawed',
    body: (s) => ({
      transactionId: s.ids.delivered,
      date: s.today,
      reason: 'Kemasan bocor saat diantar',
      lines: [{ lineId: s.ids.deliveredLine, qty: 2, destination: 'waste' }],
    }),
    keep: (a, s) => {
      s.ids.returned = a.datas.returns.at(-1).id;
      s.ids.deliveredVersion = a.datas.version;
    },
  },
  {
    op: 'transactionReturnList',
    summary: 'Returns of the week',
    body: (s) => ({ dateFrom: add(s.today, -7), dateTo: s.today, perPage: 2 }),
  },
  {
    op: 'transactionReturnDelete',
    summary: 'The return deleted',
    params: (s) => ({ id: s.ids.returned! }),
    keep: (a, s) => (s.ids.deliveredVersion = a.datas?.version ?? s.ids.deliveredVersion),
  },
  {
    op: 'transactionUndeliver',
    summary: 'A delivery undone',
    body: (s) => ({
      id: s.ids.delivered,
      version: s.ids.deliveredVersion,
      reason: 'Salah tandai, belum diantar',
    }),
  },
  {
    op: 'customerAdd',
    summary: 'A customer with a credit limit',
    body: { name: 'Warung Bakso Mas Joko', category: 'konsumen', creditLimit: 100000 },
    record: false,
    keep: (a, s) => (s.ids.limited = a.datas.id),
  },
  {
    op: 'transactionAdd',
    summary: 'An order over the credit limit',
    body: (s) => ({ ...order(s), customerId: s.ids.limited }),
    record: false,
    keep: (a, s) => {
      s.ids.held = a.datas.id;
      s.ids.heldVersion = a.datas.version;
    },
  },
  {
    op: 'transactionReleaseHold',
    summary: 'An order held for credit, released',
    body: (s) => ({ id: s.ids.held, version: s.ids.heldVersion, note: 'Sudah janji bayar hari Jumat' }),
  },
  {
    op: 'transactionExport',
    summary: 'The orders of a week as XLSX, one row per item',
    body: (s) => ({ format: 'xlsx', rows: 'line', dateFrom: add(s.today, -7), dateTo: s.today }),
  },
  { op: 'transactionTodayList', summary: "Today's orders" },
  { op: 'transactionPendingList', summary: 'Orders still to pack or deliver', body: { perPage: 2 } },
  { op: 'transactionWeeklySummary', summary: "The week's sales", whole: true },
  { op: 'transactionWeeklyIncomeStats', summary: "The week's income per day", whole: true },
  { op: 'paymentList', summary: 'Two payments', body: { perPage: 2 } },
  {
    op: 'paymentAdd',
    summary: 'A transfer',
    body: (s) => ({ customerId: s.ids.customer, amount: 50000, method: 'transfer', reference: 'BCA 0612' }),
    record: false,
    keep: (a, s) => (s.ids.payment = a.datas.id),
  },
  {
    op: 'paymentReverse',
    summary: 'A payment reversed',
    params: (s) => ({ id: s.ids.payment! }),
    body: { reason: 'Transfer dobel, dikembalikan' },
  },
  {
    op: 'paymentCredit',
    summary: "A customer's credit and open orders",
    body: (s) => ({ customerId: s.ids.customer }),
  },
  {
    op: 'paymentStatement',
    summary: "A customer's statement of the month",
    body: (s) => ({ customerId: s.ids.customer, from: add(s.today, -30), to: s.today }),
  },
  {
    op: 'paymentImportPreview',
    summary: "A bank statement's lines matched to orders",
    files: (s) => ({
      file: csv(`Tanggal,Keterangan,Jumlah\n${s.today},TRSF E-BANKING CR AGEN BASO PADALARANG,150000\n`),
    }),
  },
  {
    op: 'paymentImportConfirm',
    summary: "A bank statement's line recorded as a payment",
    body: (s) => ({
      lines: [
        {
          date: s.today,
          description: 'TRSF E-BANKING CR AGEN BASO PADALARANG',
          amount: 150000,
          occurrence: 1,
          customerId: s.ids.customer,
        },
      ],
      remember: {
        headers: ['Tanggal', 'Keterangan', 'Jumlah'],
        mapping: { date: 'Tanggal', description: 'Keterangan', amount: 'Jumlah' },
      },
    }),
  },
];

const purchasing: Step[] = [
  { op: 'purchaseList', summary: 'Two purchase orders', body: { perPage: 2 } },
  {
    op: 'purchaseAdd',
    summary: 'A draft purchase order',
    body: (s) => ({
      vendorId: s.ids.vendor,
      date: s.today,
      note: 'Untuk produksi minggu depan',
      lines: [{ materialId: 1, qty: 50, unitPrice: 11000, expectedDate: add(s.today, 2) }],
    }),
    keep: (a, s) => (s.ids.po = a.datas.id),
  },
  {
    op: 'purchaseUpdate',
    summary: 'The draft with more',
    body: (s) => ({
      id: s.ids.po,
      version: 1,
      vendorId: s.ids.vendor,
      date: s.today,
      note: 'Untuk produksi minggu depan',
      lines: [{ materialId: 1, qty: 75, unitPrice: 11000, expectedDate: add(s.today, 2) }],
    }),
    keep: (a, s) => (s.ids.poVersion = a.datas.version),
  },
  {
    op: 'purchaseSend',
    summary: 'The order sent to the vendor',
    params: (s) => ({ id: s.ids.po! }),
    body: (s) => ({ version: s.ids.poVersion }),
    keep: (a, s) => {
      s.ids.poVersion = a.datas.version;
      s.ids.poLine = a.datas.lines[0].id;
    },
  },
  {
    op: 'purchaseReceive',
    summary: 'Part of the order received',
    body: (s) => ({
      id: s.ids.po,
      version: s.ids.poVersion,
      date: s.today,
      note: 'Sisa menyusul',
      lines: [{ lineId: s.ids.poLine, qty: 50, batchCode: 'TPK-1206' }],
    }),
  },
  {
    op: 'purchaseAdd',
    summary: 'A second draft',
    body: (s) => ({ vendorId: s.ids.vendor, lines: [{ materialId: 2, qty: 10 }] }),
    record: false,
    keep: (a, s) => (s.ids.po2 = a.datas.id),
  },
  {
    op: 'purchaseCancel',
    summary: 'A draft cancelled',
    params: (s) => ({ id: s.ids.po2! }),
    body: { version: 1, reason: 'Harga naik, cari pemasok lain' },
  },
  { op: 'purchaseExport', summary: 'The purchase orders as XLSX', body: { format: 'xlsx' } },
  { op: 'vendorPaymentList', summary: 'Two payments to vendors', body: { perPage: 2 } },
  {
    op: 'vendorPaymentAdd',
    summary: 'A transfer to a vendor',
    body: (s) => ({
      vendorId: s.ids.vendor,
      date: s.today,
      amount: 550000,
      method: 'transfer',
      reference: 'BCA 0612-2',
    }),
    keep: (a, s) => (s.ids.vendorPayment = a.datas.id),
  },
  {
    op: 'vendorPaymentReverse',
    summary: 'A payment to a vendor reversed',
    params: (s) => ({ id: s.ids.vendorPayment! }),
    body: { reason: 'Salah pemasok' },
  },
  {
    op: 'vendorPaymentStatement',
    summary: "A vendor's statement of the month",
    body: (s) => ({ vendorId: s.ids.vendor, from: add(s.today, -30), to: s.today }),
  },
  { op: 'reportPayables', summary: 'What is owed to vendors, by age', body: { perPage: 2 } },
  { op: 'reportPayablesExport', summary: 'The payables as XLSX', body: { format: 'xlsx' } },
];

const standingOrders: Step[] = [
  {
    op: 'standingOrderAdd',
    summary: 'An order every Monday and Thursday',
    body: (s) => ({
      customerId: s.ids.customer,
      packs: [{ materialId: 13, count: 1, lines: [{ productId: 1, bucket: 'frozen', qtyPerPack: 10 }] }],
      weekdays: [1, 4],
      startDate: add(s.today, 1),
      deliveryTime: '08:00',
      note: 'Langganan agen',
    }),
    keep: (a, s) => (s.ids.standing = a.datas.id),
  },
  {
    op: 'standingOrderUpdate',
    summary: 'The standing order paused',
    body: (s) => ({
      id: s.ids.standing,
      version: 1,
      customerId: s.ids.customer,
      packs: [{ materialId: 13, count: 1, lines: [{ productId: 1, bucket: 'frozen', qtyPerPack: 10 }] }],
      weekdays: [1, 4],
      startDate: add(s.today, 1),
      deliveryTime: '08:00',
      paused: true,
      note: 'Libur Natal',
    }),
  },
  { op: 'standingOrderList', summary: 'Two standing orders', body: { perPage: 2 } },
  { op: 'standingOrderGenerate', summary: "Today's run of the standing orders" },
  { op: 'standingOrderRuns', summary: 'The days the standing orders made', body: { perPage: 2 } },
  {
    op: 'standingOrderDelete',
    summary: 'The standing order deleted',
    params: (s) => ({ id: s.ids.standing! }),
  },
];

const reports: Step[] = [
  {
    op: 'reportGetReport',
    summary: 'Sales of the month per product',
    body: (s) => ({ year: Number(s.today.slice(0, 4)), month: Number(s.today.slice(5, 7)), type: 'product' }),
  },
  {
    op: 'reportExport',
    summary: 'Sales of the month per customer as XLSX',
    body: (s) => ({
      year: Number(s.today.slice(0, 4)),
      month: Number(s.today.slice(5, 7)),
      type: 'customer',
      format: 'xlsx',
    }),
  },
  { op: 'reportMoney', summary: 'Money in and out' },
  {
    op: 'reportGetExpenses',
    summary: 'Purchases of the month',
    body: (s) => ({ dateFrom: add(s.today, -30), dateTo: s.today, kind: 'raw' }),
  },
  {
    op: 'reportExpensesExport',
    summary: 'Purchases of the month as CSV',
    body: (s) => ({ dateFrom: add(s.today, -30), dateTo: s.today, format: 'csv', separator: ';' }),
  },
  {
    op: 'reportGetMargin',
    summary: 'Gross margin per product',
    body: (s) => ({
      dateFrom: add(s.today, -30),
      dateTo: s.today,
      by: 'product',
      sortBy: 'margin',
      sortDir: 'desc',
    }),
  },
  {
    op: 'reportMarginExport',
    summary: 'Gross margin per customer as XLSX',
    body: (s) => ({ dateFrom: add(s.today, -30), dateTo: s.today, by: 'customer', format: 'xlsx' }),
  },
  {
    op: 'reportGetValuation',
    summary: 'Stock value at the end of a day',
    body: (s) => ({ date: s.today, kind: 'product' }),
  },
  {
    op: 'reportValuationExport',
    summary: 'Stock value as XLSX',
    body: (s) => ({ date: s.today, format: 'xlsx' }),
  },
  { op: 'reportHalalList', summary: 'The halal register', body: { perPage: 2 } },
  { op: 'reportHalalExport', summary: 'The halal register as PDF', body: { format: 'pdf' } },
  { op: 'reportHalalExpiring', summary: 'Halal certificates that end soon' },
  {
    op: 'reportTraceSearch',
    summary: 'Lots, batches and orders matching a code',
    body: { search: 'TH', kind: 'lot', limit: 5 },
    keep: (a, s) => (s.ids.traceLot = first(a)?.id),
  },
  { op: 'reportTrace', summary: 'Where a batch came from and went', body: (s) => ({ batchId: s.ids.batch }) },
  {
    op: 'reportTraceExport',
    summary: 'A trace as XLSX',
    body: (s) => ({ batchId: s.ids.batch, format: 'xlsx' }),
  },
  {
    op: 'reportAging',
    summary: 'What customers owe, by age',
    body: (s) => ({ date: s.today, sortBy: 'balance', sortDir: 'desc', perPage: 2 }),
  },
  { op: 'reportAgingExport', summary: 'The aging as XLSX', body: (s) => ({ date: s.today, format: 'xlsx' }) },
  {
    op: 'reportStockAtRisk',
    summary: 'Stock that expires before it sells',
    body: (s) => ({ date: s.today, kind: 'product', perPage: 2 }),
  },
  {
    op: 'stockRecall',
    summary: 'A batch recalled',
    body: (s) => ({ batchId: s.ids.batch, reason: 'Uji lab: kadar garam di atas batas' }),
  },
];

const holds: Step[] = [
  {
    op: 'stockLocationRecordReading',
    summary: 'A reading out of range',
    body: (s) => ({ locationId: s.ids.location, celsius: 12 }),
    record: false,
  },
  {
    op: 'stockLocationHolds',
    summary: 'Stock held after a reading out of range',
    body: { state: 'all', perPage: 2 },
    keep: (a, s) => (s.ids.hold = first(a)?.id),
  },
  {
    op: 'stockLocationRelease',
    summary: 'Held stock accepted after a check',
    body: (s) => ({ id: s.ids.hold, decision: 'accept', note: 'Suhu inti produk masih -15 °C' }),
  },
  {
    op: 'stockLocationMove',
    summary: 'A batch moved to another freezer',
    body: (s) => ({
      kind: 'batch',
      id: s.ids.batch,
      bucket: 'frozen',
      toLocationId: s.ids.newLocation,
      note: 'Freezer 1 penuh',
    }),
  },
];

const settings: Step[] = [
  { op: 'historyList', summary: 'The latest changes', body: { perPage: 2 } },
  { op: 'historyUsers', summary: 'Who changed something', body: { search: 'pawon' } },
  {
    op: 'businessProfileGet',
    summary: 'The business profile',
    keep: (a, s) => (s.ids.profileVersion = a.datas.version),
  },
  {
    op: 'businessProfileUpdate',
    summary: 'The profile with a new footer',
    body: (s) => ({
      version: s.ids.profileVersion,
      name: 'Pawon Baso & Frozen Food',
      address: 'Jl. Kopo 88, Bandung',
      phone: '022-520-8899',
      paymentInfo: 'BCA 1234567890 a.n. CV Pawon Rasa',
      invoiceFooter: 'Terima kasih atas pesanan Anda.',
    }),
  },
  { op: 'businessProfileUpload', summary: 'The logo', files: png('logo') },
  {
    op: 'integrationTokenAdd',
    summary: 'A token for the shop system',
    body: { name: 'Toko Online', scopes: [{ menuId: 2 }], ipRanges: ['10.0.0.0/24'] },
    keep: (a, s) => (s.ids.token = a.datas.id),
    fix: (a) => ({ ...a, token: `pwn_${'Bks7Frz2Pmp9Sio4'.repeat(8)}`.slice(0, String(a.token).length) }),
  },
  { op: 'integrationTokenList', summary: 'The integration tokens', body: { perPage: 2 } },
  { op: 'integrationTokenDelete', summary: 'The token revoked', params: (s) => ({ id: s.ids.token! }) },
  {
    op: 'sessionEnd',
    summary: "Another session of the caller's ended (written by hand: the recording keeps its sessions)",
    body: { id: 'c0ffee00-0000-4000-8000-000000000002' },
    hand: { status: 'success', message: 'Sesi diakhiri.', id: 'c0ffee00-0000-4000-8000-000000000002' },
  },
  { op: 'logout', summary: 'Signed out', bearer: (s) => s.tokens!.spare! },
  { op: 'sessionEndOthers', summary: "The caller's other sessions ended", body: {} },
  {
    op: 'backupList',
    summary: 'The kept backups',
    as: 'admin',
    fix: (a) => ({ ...a, datas: (a.datas as Json[]).map((b) => ({ ...b, bytes: 272800 })) }),
  },
  {
    op: 'backupAdd',
    summary: 'A backup made now',
    as: 'admin',
    keep: (a, s) => (s.names = { ...s.names, backup: a.datas.name }),
    fix: (a) => ({ ...a, datas: { ...a.datas, bytes: 272800 } }),
  },
  {
    op: 'backupDownload',
    summary: 'A backup file',
    as: 'admin',
    params: (s) => ({ name: s.names!.backup! }),
  },
  {
    op: 'backupDelete',
    summary: 'A backup deleted',
    as: 'admin',
    params: (s) => ({ name: s.names!.backup! }),
  },
  {
    op: 'backupRestore',
    summary: 'Restored from a kept backup (written by hand: a restore replaces the database)',
    hand: {
      status: 'success',
      message: 'Data dipulihkan dari cadangan.',
      createdAt: '2026-12-06T08:15:00.000+00:00',
      rows: 18452,
      files: 12,
    },
  },
  { op: 'apiDocs', summary: 'The reference page' },
  { op: 'apiDocsFile', summary: "The page's script", params: () => ({ file: 'pawon-docs.js' }) },
  {
    op: 'openapiDocument',
    summary: 'The contract as JSON (cut here: the real answer is this whole document)',
    hand: {
      openapi: '3.1.0',
      info: { title: 'Pawon API', version: '0.2.0' },
      paths: { '/api/login': { post: { operationId: 'login' } } },
    },
  },
];

/** The secret a webhook answer shows once (`whsec_` and the base64 of 32 bytes): steady, as the token's. */
const WHSEC = `whsec_${'UGF3b25XZWJob29rU2VjcmV0'.repeat(2).slice(0, 43)}=`;
const steadySecret = (a: Json) => ({
  ...a,
  secret: WHSEC,
  datas: { ...a.datas, secretPrefix: WHSEC.slice(0, String(a.datas.secretPrefix).length) },
});
const steadyWebhook = (w: Json) => ({ ...w, secretPrefix: WHSEC.slice(0, String(w.secretPrefix).length) });
/** An event's public id is random: a steady one of the same length, by the delivery's id. */
const steadyDelivery = (d: Json) => ({
  ...d,
  eventId: `msg_2Ld9xQ7pWm4RkT8vNc3Y${String(d.id).padStart(2, '0')}`,
});
// A webhook made before the orders of the recording, so that their events are queued to it (the
// recording runs no delivery loop: they stay pending); its deliveries, resend and delete come at the end.
const webhookFirst: Step[] = [
  {
    op: 'webhookAdd',
    summary: "The shop's website told of new orders and their states; the secret shown this once",
    body: {
      url: 'https://toko.example.id/pawon/webhook',
      description: 'Toko online',
      events: ['order.created', 'order.status_changed'],
    },
    keep: (a, s) => (s.ids.webhook = a.datas.id),
    fix: steadySecret,
  },
  {
    op: 'webhookUpdate',
    summary: 'Told of payments instead of states',
    body: (s) => ({
      id: s.ids.webhook,
      version: s.answers.webhookAdd!.datas.version,
      url: 'https://toko.example.id/pawon/webhook',
      description: 'Toko online',
      events: ['order.created', 'payment.received'],
      active: true,
    }),
    fix: (a) => ({ ...a, datas: steadyWebhook(a.datas) }),
  },
];
const webhookLast: Step[] = [
  {
    op: 'webhookList',
    summary: 'The webhooks',
    body: { perPage: 2 },
    fix: (a) => ({ ...a, datas: (a.datas as Json[]).map(steadyWebhook) }),
  },
  {
    op: 'webhookDeliveryList',
    summary: "The webhook's deliveries, newest first",
    body: (s) => ({ webhookId: s.ids.webhook, perPage: 2 }),
    keep: (a, s) => (s.ids.delivery = first(a).id),
    fix: (a) => ({ ...a, datas: (a.datas as Json[]).map(steadyDelivery) }),
  },
  {
    op: 'webhookDeliveryResend',
    summary: 'The event queued again for the webhook, with its webhook-id',
    params: (s) => ({ id: s.ids.delivery }),
    fix: (a) => ({ ...a, datas: steadyDelivery(a.datas) }),
  },
  {
    op: 'webhookTest',
    summary: 'A test event sent now and its answer (written by hand: the recording reaches no receiver)',
    params: () => ({ id: 1 }),
    hand: {
      status: 'success',
      datas: {
        id: 41,
        webhookId: 1,
        eventId: 'msg_2Ld9xQ7pWm4RkT8vNc3Ya6Hs',
        eventType: 'webhook.test',
        status: 'delivered',
        attempts: 1,
        createdAt: '2026-12-06T08:15:00.000+00:00',
        lastAttemptAt: '2026-12-06T08:15:00.000+00:00',
        nextAttemptAt: null,
        responseCode: 200,
        responseBody: '{"ok":true}',
        error: null,
        durationMs: 184,
      },
    },
  },
  {
    op: 'webhookRotateSecret',
    summary: 'A new secret, shown this once; the old one stops at once',
    params: (s) => ({ id: s.ids.webhook }),
    fix: steadySecret,
  },
  { op: 'webhookDelete', summary: 'The webhook deleted', params: (s) => ({ id: s.ids.webhook }) },
];

export const steps: Step[] = [
  ...auth,
  ...menu,
  ...group,
  ...user,
  ...position,
  ...webhookFirst,
  ...category,
  ...product,
  ...resources,
  ...customer,
  ...materials('bahanBaku'),
  ...materials('bahanKemasan'),
  ...packaging,
  ...production,
  ...stock,
  ...sales,
  ...purchasing,
  ...standingOrders,
  ...holds,
  ...reports,
  ...settings,
  ...webhookLast,
];
