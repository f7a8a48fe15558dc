// Generated from openapi.yaml by scripts/generate.ts (field rules). Do not edit: run `pnpm generate`.

/** The rules of one field of a request schema, as the contract states them. */
export interface FieldRule {
  type: string;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: readonly (string | number | boolean)[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  /** How a form edits it when its type and format cannot say (`tel`: a phone number's keypad). */
  'x-field'?: string;
  /** An array's items. */
  items?: FieldRule;
  /** An object field: the name of its schema's rules in this file. */
  schema?: string;
}

/** The required fields and the rules of each field of one request schema. */
export interface SchemaRules {
  required: readonly string[];
  properties: Readonly<Record<string, FieldRule>>;
}

export const AgingExportRequest = {
  required: [],
  properties: {
    date: { type: 'string', maxLength: 10, format: 'date' },
    search: { type: 'string', maxLength: 100 },
    sortBy: {
      type: 'string',
      enum: [
        'balance',
        'customer',
        'notDue',
        'days1to7',
        'days8to30',
        'days31to60',
        'over60',
        'open',
        'credit',
      ],
      default: 'balance',
    },
    sortDir: { type: 'string', enum: ['asc', 'desc'] },
    format: { type: 'string', enum: ['xlsx', 'csv'], default: 'xlsx' },
    separator: { type: 'string', enum: [',', ';'], default: ',' },
  },
} as const satisfies SchemaRules;
export const AgingRequest = {
  required: [],
  properties: {
    date: { type: 'string', maxLength: 10, format: 'date' },
    search: { type: 'string', maxLength: 100 },
    sortBy: {
      type: 'string',
      enum: [
        'balance',
        'customer',
        'notDue',
        'days1to7',
        'days8to30',
        'days31to60',
        'over60',
        'open',
        'credit',
      ],
      default: 'balance',
    },
    sortDir: { type: 'string', enum: ['asc', 'desc'] },
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 50 },
  },
} as const satisfies SchemaRules;
export const BackupRestoreUpload = {
  required: ['confirmation'],
  properties: {
    confirmation: { type: 'string', maxLength: 20 },
    file: { type: 'string', maxLength: 1073741824, format: 'binary' },
    name: {
      type: 'string',
      maxLength: 60,
      pattern: '^pawon-[0-9]{8}-[0-9]{6}(-[a-z0-9]{1,16})?\\.tar\\.gz$',
    },
  },
} as const satisfies SchemaRules;
export const BankImportMapping = {
  required: ['date', 'description'],
  properties: {
    date: { type: 'string', minLength: 1, maxLength: 200 },
    description: { type: 'string', minLength: 1, maxLength: 200 },
    amount: { type: 'string', minLength: 1, maxLength: 200 },
    direction: { type: 'string', minLength: 1, maxLength: 200 },
    credit: { type: 'string', minLength: 1, maxLength: 200 },
    debit: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const satisfies SchemaRules;
export const BatchLabelRequest = {
  required: ['batchId'],
  properties: {
    size: { type: 'string', enum: ['50x30', '40x30', '100x50'], default: '50x30' },
    sheet: { type: 'string', enum: ['roll', 'a4'], default: 'roll' },
    copies: { type: 'integer', format: 'int32', minimum: 1, maximum: 500, default: 1 },
    batchId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const BusinessProfileUpdate = {
  required: ['name', 'version'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    address: { type: 'string', maxLength: 500, nullable: true },
    phone: {
      type: 'string',
      maxLength: 20,
      pattern: '^(\\+?[0-9][0-9 \\-]{5,18})?$',
      'x-field': 'tel',
      nullable: true,
    },
    paymentInfo: { type: 'string', maxLength: 300, nullable: true },
    invoiceFooter: { type: 'string', maxLength: 200, nullable: true },
    defaultPaymentTermDays: { type: 'integer', format: 'int32', minimum: 0, maximum: 365 },
    creditHoldOverdueDays: { type: 'integer', format: 'int32', minimum: 0, maximum: 365 },
    qrisPayload: { type: 'string', maxLength: 512, nullable: true },
    standingOrderLeadDays: { type: 'integer', format: 'int32', minimum: 1, maximum: 14 },
    standingOrderTime: { type: 'string', maxLength: 5, pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
    halalRequired: { type: 'boolean' },
    temperatureCheckTimes: {
      type: 'string',
      maxLength: 40,
      pattern: '^([01][0-9]|2[0-3]):[0-5][0-9](,([01][0-9]|2[0-3]):[0-5][0-9]){0,5}$',
    },
    temperatureGapHours: { type: 'integer', format: 'int32', minimum: 1, maximum: 168 },
    removeLogo: { type: 'boolean' },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const CategoryExportRequest = {
  required: [],
  properties: {
    format: { type: 'string', enum: ['xlsx', 'csv'], default: 'xlsx' },
    separator: { type: 'string', enum: [',', ';'], default: ',' },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    sortBy: { type: 'string', enum: ['name', 'productCount', 'updatedAt'], default: 'name' },
  },
} as const satisfies SchemaRules;
export const CategoryInput = {
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    description: { type: 'string', maxLength: 500, nullable: true },
  },
} as const satisfies SchemaRules;
export const CategoryListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    sortBy: { type: 'string', enum: ['name', 'productCount', 'updatedAt'], default: 'name' },
  },
} as const satisfies SchemaRules;
export const CategoryUpdate = {
  required: ['name', 'id', 'version'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    description: { type: 'string', maxLength: 500, nullable: true },
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const CustomerCreditRequest = {
  required: ['customerId'],
  properties: { customerId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 } },
} as const satisfies SchemaRules;
export const CustomerExportRequest = {
  required: [],
  properties: {
    format: { type: 'string', enum: ['xlsx', 'csv'], default: 'xlsx' },
    separator: { type: 'string', enum: [',', ';'], default: ',' },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    sortBy: { type: 'string', enum: ['name', 'category', 'regency', 'ongkir', 'updatedAt'], default: 'name' },
    category: { type: 'string', enum: ['konsumen', 'distributor'] },
    provinceCode: { type: 'string', maxLength: 2, pattern: '^[0-9]{2}$' },
    regencyCode: { type: 'string', maxLength: 5, pattern: '^[0-9]{2}\\.[0-9]{2}$' },
  },
} as const satisfies SchemaRules;
export const CustomerInput = {
  required: ['name', 'category'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    phone: {
      type: 'string',
      maxLength: 20,
      pattern: '^(\\+?[0-9][0-9 \\-]{5,18})?$',
      'x-field': 'tel',
      nullable: true,
    },
    category: { type: 'string', enum: ['konsumen', 'distributor'] },
    provinceCode: { type: 'string', maxLength: 2, pattern: '^[0-9]{2}$', nullable: true },
    regencyCode: { type: 'string', maxLength: 5, pattern: '^[0-9]{2}\\.[0-9]{2}$', nullable: true },
    districtCode: {
      type: 'string',
      maxLength: 8,
      pattern: '^[0-9]{2}\\.[0-9]{2}\\.[0-9]{2}$',
      nullable: true,
    },
    address: { type: 'string', maxLength: 500, nullable: true },
    landmark: { type: 'string', maxLength: 200, nullable: true },
    ongkirId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    priceListId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    paymentTermDays: { type: 'integer', format: 'int32', minimum: 0, maximum: 365 },
    creditLimit: { type: 'integer', format: 'int64', minimum: 0, maximum: 1000000000000, nullable: true },
    minShelfLifeDays: { type: 'integer', format: 'int32', minimum: 0, maximum: 365 },
  },
} as const satisfies SchemaRules;
export const CustomerListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    sortBy: { type: 'string', enum: ['name', 'category', 'regency', 'ongkir', 'updatedAt'], default: 'name' },
    category: { type: 'string', enum: ['konsumen', 'distributor'] },
    provinceCode: { type: 'string', maxLength: 2, pattern: '^[0-9]{2}$' },
    regencyCode: { type: 'string', maxLength: 5, pattern: '^[0-9]{2}\\.[0-9]{2}$' },
  },
} as const satisfies SchemaRules;
export const CustomerUpdate = {
  required: ['name', 'category', 'id', 'version'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    phone: {
      type: 'string',
      maxLength: 20,
      pattern: '^(\\+?[0-9][0-9 \\-]{5,18})?$',
      'x-field': 'tel',
      nullable: true,
    },
    category: { type: 'string', enum: ['konsumen', 'distributor'] },
    provinceCode: { type: 'string', maxLength: 2, pattern: '^[0-9]{2}$', nullable: true },
    regencyCode: { type: 'string', maxLength: 5, pattern: '^[0-9]{2}\\.[0-9]{2}$', nullable: true },
    districtCode: {
      type: 'string',
      maxLength: 8,
      pattern: '^[0-9]{2}\\.[0-9]{2}\\.[0-9]{2}$',
      nullable: true,
    },
    address: { type: 'string', maxLength: 500, nullable: true },
    landmark: { type: 'string', maxLength: 200, nullable: true },
    ongkirId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    priceListId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    paymentTermDays: { type: 'integer', format: 'int32', minimum: 0, maximum: 365 },
    creditLimit: { type: 'integer', format: 'int64', minimum: 0, maximum: 1000000000000, nullable: true },
    minShelfLifeDays: { type: 'integer', format: 'int32', minimum: 0, maximum: 365 },
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const ExpenseReportExportRequest = {
  required: [],
  properties: {
    today: { type: 'boolean' },
    year: { type: 'integer', format: 'int32', minimum: 2000, maximum: 2100 },
    month: { type: 'integer', format: 'int32', minimum: 1, maximum: 12 },
    dateFrom: { type: 'string', maxLength: 10, format: 'date' },
    dateTo: { type: 'string', maxLength: 10, format: 'date' },
    format: { type: 'string', enum: ['xlsx', 'csv'], default: 'xlsx' },
    separator: { type: 'string', enum: [',', ';'], default: ',' },
    kind: { type: 'string', enum: ['raw', 'packaging'] },
  },
} as const satisfies SchemaRules;
export const ExpenseReportRequest = {
  required: [],
  properties: {
    today: { type: 'boolean' },
    year: { type: 'integer', format: 'int32', minimum: 2000, maximum: 2100 },
    month: { type: 'integer', format: 'int32', minimum: 1, maximum: 12 },
    dateFrom: { type: 'string', maxLength: 10, format: 'date' },
    dateTo: { type: 'string', maxLength: 10, format: 'date' },
    kind: { type: 'string', enum: ['raw', 'packaging'] },
  },
} as const satisfies SchemaRules;
export const GroupInput = {
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 80 },
    description: { type: 'string', maxLength: 500, nullable: true },
    menus: { type: 'array', maxItems: 500, items: { type: 'object', schema: 'GroupMenuRight' } },
    userIds: {
      type: 'array',
      maxItems: 1000,
      items: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    },
  },
} as const satisfies SchemaRules;
export const GroupListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    sortBy: { type: 'string', enum: ['name', 'userCount', 'updatedAt'], default: 'name' },
  },
} as const satisfies SchemaRules;
export const GroupMenuRight = {
  required: ['menuId'],
  properties: {
    menuId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    create: { type: 'boolean', default: false },
    update: { type: 'boolean', default: false },
    delete: { type: 'boolean', default: false },
  },
} as const satisfies SchemaRules;
export const GroupUpdate = {
  required: ['name', 'id', 'version'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 80 },
    description: { type: 'string', maxLength: 500, nullable: true },
    menus: { type: 'array', maxItems: 500, items: { type: 'object', schema: 'GroupMenuRight' } },
    userIds: {
      type: 'array',
      maxItems: 1000,
      items: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    },
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const HalalFileUpload = {
  required: ['id', 'file'],
  properties: {
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    file: { type: 'string', maxLength: 2097152, format: 'binary' },
  },
} as const satisfies SchemaRules;
export const HalalOverrideRequest = {
  required: ['reason'],
  properties: { reason: { type: 'string', minLength: 1, maxLength: 300 } },
} as const satisfies SchemaRules;
export const HalalRegisterExportRequest = {
  required: [],
  properties: {
    format: { type: 'string', enum: ['xlsx', 'csv', 'pdf'], default: 'xlsx' },
    separator: { type: 'string', enum: [',', ';'], default: ',' },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    date: { type: 'string', maxLength: 10, format: 'date' },
    states: {
      type: 'array',
      minItems: 1,
      maxItems: 5,
      items: { type: 'string', enum: ['valid', 'expiring', 'expired', 'missing', 'notNeeded'] },
    },
    productId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const HalalRegisterRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    date: { type: 'string', maxLength: 10, format: 'date' },
    states: {
      type: 'array',
      minItems: 1,
      maxItems: 5,
      items: { type: 'string', enum: ['valid', 'expiring', 'expired', 'missing', 'notNeeded'] },
    },
    productId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const HistoryListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    sortBy: { type: 'string', enum: ['at'], default: 'at' },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    userId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    entity: {
      type: 'string',
      enum: [
        'product',
        'category',
        'customer',
        'vendor',
        'ongkir',
        'material',
        'restock',
        'usage',
        'production',
        'recipe',
        'batch',
        'stock',
        'transaction',
        'transactionReturn',
        'user',
        'group',
        'menu',
        'position',
        'businessProfile',
        'session',
        'payment',
        'bankMapping',
        'priceList',
        'standingOrder',
        'purchaseOrder',
        'vendorPayment',
        'integrationToken',
        'webhook',
      ],
    },
    entityId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    dateFrom: { type: 'string', maxLength: 10, format: 'date' },
    dateTo: { type: 'string', maxLength: 10, format: 'date' },
    after: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    before: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const HistoryUsersRequest = {
  required: [],
  properties: { search: { type: 'string', maxLength: 100 } },
} as const satisfies SchemaRules;
export const IdRequest = {
  required: ['id'],
  properties: { id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 } },
} as const satisfies SchemaRules;
export const ImageUpload = {
  required: ['id', 'image'],
  properties: {
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    image: { type: 'string', maxLength: 2097152, format: 'binary' },
  },
} as const satisfies SchemaRules;
export const ImportRequest = {
  required: ['file'],
  properties: {
    file: { type: 'string', maxLength: 2097152, format: 'binary' },
    dryRun: { type: 'boolean', default: true },
  },
} as const satisfies SchemaRules;
export const IntegrationTokenInput = {
  required: ['name', 'scopes'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 80 },
    scopes: {
      type: 'array',
      minItems: 1,
      maxItems: 200,
      items: { type: 'object', schema: 'IntegrationTokenScope' },
    },
    expiresOn: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    ipRanges: { type: 'array', maxItems: 50, items: { type: 'string', minLength: 2, maxLength: 50 } },
  },
} as const satisfies SchemaRules;
export const IntegrationTokenListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    sortBy: { type: 'string', enum: ['createdAt', 'name', 'lastUsedAt'], default: 'createdAt' },
  },
} as const satisfies SchemaRules;
export const IntegrationTokenScope = {
  required: ['menuId'],
  properties: {
    menuId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    create: { type: 'boolean', default: false },
    update: { type: 'boolean', default: false },
    delete: { type: 'boolean', default: false },
  },
} as const satisfies SchemaRules;
export const LabelRequest = {
  required: [],
  properties: {
    size: { type: 'string', enum: ['50x30', '40x30', '100x50'], default: '50x30' },
    sheet: { type: 'string', enum: ['roll', 'a4'], default: 'roll' },
    copies: { type: 'integer', format: 'int32', minimum: 1, maximum: 500, default: 1 },
  },
} as const satisfies SchemaRules;
export const LoginRequest = {
  required: ['login', 'password'],
  properties: {
    login: { type: 'string', minLength: 1, maxLength: 200 },
    password: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const satisfies SchemaRules;
export const LogoUpload = {
  required: ['logo'],
  properties: { logo: { type: 'string', maxLength: 2097152, format: 'binary' } },
} as const satisfies SchemaRules;
export const LotListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    sortBy: { type: 'string', enum: ['expiryDate', 'date', 'remaining', 'material'], default: 'expiryDate' },
    materialId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    packagingType: { type: 'string', enum: ['consumable', 'pack'] },
    inStock: { type: 'boolean', default: true },
    expiring: { type: 'boolean' },
  },
} as const satisfies SchemaRules;
export const MarginReportExportRequest = {
  required: ['by'],
  properties: {
    today: { type: 'boolean' },
    year: { type: 'integer', format: 'int32', minimum: 2000, maximum: 2100 },
    month: { type: 'integer', format: 'int32', minimum: 1, maximum: 12 },
    dateFrom: { type: 'string', maxLength: 10, format: 'date' },
    dateTo: { type: 'string', maxLength: 10, format: 'date' },
    by: { type: 'string', enum: ['product', 'customer', 'period'] },
    payment: { type: 'string', enum: ['paid', 'unpaid'] },
    sortBy: { type: 'string', enum: ['revenue', 'cost', 'margin', 'marginPct'], default: 'revenue' },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    format: { type: 'string', enum: ['xlsx', 'csv'], default: 'xlsx' },
    separator: { type: 'string', enum: [',', ';'], default: ',' },
  },
} as const satisfies SchemaRules;
export const MarginReportRequest = {
  required: ['by'],
  properties: {
    today: { type: 'boolean' },
    year: { type: 'integer', format: 'int32', minimum: 2000, maximum: 2100 },
    month: { type: 'integer', format: 'int32', minimum: 1, maximum: 12 },
    dateFrom: { type: 'string', maxLength: 10, format: 'date' },
    dateTo: { type: 'string', maxLength: 10, format: 'date' },
    by: { type: 'string', enum: ['product', 'customer', 'period'] },
    payment: { type: 'string', enum: ['paid', 'unpaid'] },
    sortBy: { type: 'string', enum: ['revenue', 'cost', 'margin', 'marginPct'], default: 'revenue' },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
  },
} as const satisfies SchemaRules;
export const MaterialAdviceRequest = {
  required: [],
  properties: { days: { type: 'integer', format: 'int32', minimum: 1, maximum: 90, default: 7 } },
} as const satisfies SchemaRules;
export const MaterialCountRequest = {
  required: ['materialId', 'counted'],
  properties: {
    materialId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    counted: { type: 'number', format: 'double', minimum: 0, maximum: 99999999999 },
    date: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    note: { type: 'string', maxLength: 500, nullable: true },
    dryRun: { type: 'boolean', default: false },
  },
} as const satisfies SchemaRules;
export const MaterialInput = {
  required: ['name', 'unit'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    unit: { type: 'string', enum: ['pcs', 'kg', 'gram', 'liter', 'ml', 'box', 'dus', 'pack', 'sak'] },
    unitPrice: { type: 'integer', format: 'int64', minimum: 0, maximum: 1000000000000, default: 0 },
    minStock: { type: 'number', format: 'double', minimum: 0, maximum: 99999999999, default: 0 },
    description: { type: 'string', maxLength: 500, nullable: true },
    shelfLifeDays: { type: 'integer', format: 'int32', minimum: 1, maximum: 3650, nullable: true },
    preferredVendorId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    minOrderQty: { type: 'number', format: 'double', minimum: 0.001, maximum: 99999999999, nullable: true },
    halalStatus: { type: 'string', enum: ['certified', 'notNeeded'], nullable: true },
    halalNumber: { type: 'string', minLength: 1, maxLength: 60, nullable: true },
    halalIssuer: { type: 'string', enum: ['BPJPH', 'LPPOM', 'other'], nullable: true },
    halalIssuerName: { type: 'string', minLength: 1, maxLength: 100, nullable: true },
    halalExpiry: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    halalReason: { type: 'string', minLength: 1, maxLength: 300, nullable: true },
    locationId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
  },
} as const satisfies SchemaRules;
export const MaterialListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    sortBy: {
      type: 'string',
      enum: ['name', 'unit', 'unitPrice', 'minStock', 'remaining', 'updatedAt'],
      default: 'name',
    },
    packagingType: { type: 'string', enum: ['consumable', 'pack'] },
    needRestock: { type: 'boolean' },
    ids: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    },
  },
} as const satisfies SchemaRules;
export const MaterialLogExportRequest = {
  required: ['category'],
  properties: {
    format: { type: 'string', enum: ['xlsx', 'csv'], default: 'xlsx' },
    separator: { type: 'string', enum: [',', ';'], default: ',' },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    category: { type: 'string', enum: ['restock', 'used'] },
    sortBy: {
      type: 'string',
      enum: ['date', 'material', 'vendor', 'qty', 'value', 'updatedAt'],
      default: 'date',
    },
    dateFrom: { type: 'string', maxLength: 10, format: 'date' },
    dateTo: { type: 'string', maxLength: 10, format: 'date' },
    materialId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    vendorId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    reason: { type: 'string', enum: ['manual', 'production', 'order', 'count', 'waste'] },
    packagingType: { type: 'string', enum: ['consumable', 'pack'] },
  },
} as const satisfies SchemaRules;
export const MaterialLogInput = {
  required: ['category', 'materialId', 'qty'],
  properties: {
    category: { type: 'string', enum: ['restock', 'used'] },
    materialId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    date: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    qty: { type: 'number', format: 'double', minimum: 0.001, maximum: 99999999999 },
    note: { type: 'string', maxLength: 500, nullable: true },
    vendorId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    unitPrice: { type: 'integer', format: 'int64', minimum: 0, maximum: 1000000000000 },
    batchCode: { type: 'string', maxLength: 50, nullable: true },
    expiryDate: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    reason: { type: 'string', enum: ['manual', 'waste'] },
  },
} as const satisfies SchemaRules;
export const MaterialLogListRequest = {
  required: ['category'],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    category: { type: 'string', enum: ['restock', 'used'] },
    sortBy: {
      type: 'string',
      enum: ['date', 'material', 'vendor', 'qty', 'value', 'updatedAt'],
      default: 'date',
    },
    dateFrom: { type: 'string', maxLength: 10, format: 'date' },
    dateTo: { type: 'string', maxLength: 10, format: 'date' },
    materialId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    vendorId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    reason: { type: 'string', enum: ['manual', 'production', 'order', 'count', 'waste'] },
    packagingType: { type: 'string', enum: ['consumable', 'pack'] },
  },
} as const satisfies SchemaRules;
export const MaterialLogUpdate = {
  required: ['category', 'materialId', 'qty', 'id', 'version'],
  properties: {
    category: { type: 'string', enum: ['restock', 'used'] },
    materialId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    date: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    qty: { type: 'number', format: 'double', minimum: 0.001, maximum: 99999999999 },
    note: { type: 'string', maxLength: 500, nullable: true },
    vendorId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    unitPrice: { type: 'integer', format: 'int64', minimum: 0, maximum: 1000000000000 },
    batchCode: { type: 'string', maxLength: 50, nullable: true },
    expiryDate: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    reason: { type: 'string', enum: ['manual', 'waste'] },
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const MaterialStockListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    sortBy: { type: 'string', enum: ['name', 'remaining', 'value', 'minStock', 'daysLeft'], default: 'name' },
    packagingType: { type: 'string', enum: ['consumable', 'pack'] },
    needRestock: { type: 'boolean' },
  },
} as const satisfies SchemaRules;
export const MaterialUpdate = {
  required: ['name', 'unit', 'id', 'version'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    unit: { type: 'string', enum: ['pcs', 'kg', 'gram', 'liter', 'ml', 'box', 'dus', 'pack', 'sak'] },
    unitPrice: { type: 'integer', format: 'int64', minimum: 0, maximum: 1000000000000, default: 0 },
    minStock: { type: 'number', format: 'double', minimum: 0, maximum: 99999999999, default: 0 },
    description: { type: 'string', maxLength: 500, nullable: true },
    shelfLifeDays: { type: 'integer', format: 'int32', minimum: 1, maximum: 3650, nullable: true },
    preferredVendorId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    minOrderQty: { type: 'number', format: 'double', minimum: 0.001, maximum: 99999999999, nullable: true },
    halalStatus: { type: 'string', enum: ['certified', 'notNeeded'], nullable: true },
    halalNumber: { type: 'string', minLength: 1, maxLength: 60, nullable: true },
    halalIssuer: { type: 'string', enum: ['BPJPH', 'LPPOM', 'other'], nullable: true },
    halalIssuerName: { type: 'string', minLength: 1, maxLength: 100, nullable: true },
    halalExpiry: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    halalReason: { type: 'string', minLength: 1, maxLength: 300, nullable: true },
    locationId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const MenuInput = {
  required: ['name', 'level'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 80 },
    nameEn: { type: 'string', maxLength: 80, nullable: true },
    url: { type: 'string', maxLength: 200, pattern: '^(/[A-Za-z0-9_\\-]+)+$', nullable: true },
    icon: { type: 'string', maxLength: 60, pattern: '^bx[sl]?-[a-z0-9-]+$', nullable: true },
    level: { type: 'string', enum: ['header', 'parent', 'submenu', 'action'] },
    parentId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    sortOrder: { type: 'integer', format: 'int32', minimum: 0, maximum: 100000, default: 0 },
  },
} as const satisfies SchemaRules;
export const MenuUpdate = {
  required: ['name', 'level', 'id', 'version'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 80 },
    nameEn: { type: 'string', maxLength: 80, nullable: true },
    url: { type: 'string', maxLength: 200, pattern: '^(/[A-Za-z0-9_\\-]+)+$', nullable: true },
    icon: { type: 'string', maxLength: 60, pattern: '^bx[sl]?-[a-z0-9-]+$', nullable: true },
    level: { type: 'string', enum: ['header', 'parent', 'submenu', 'action'] },
    parentId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    sortOrder: { type: 'integer', format: 'int32', minimum: 0, maximum: 100000, default: 0 },
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const NewPasswordRequest = {
  required: ['newPassword'],
  properties: {
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    currentPassword: { type: 'string', maxLength: 200 },
    newPassword: { type: 'string', minLength: 10, maxLength: 200 },
  },
} as const satisfies SchemaRules;
export const OngkirExportRequest = {
  required: [],
  properties: {
    format: { type: 'string', enum: ['xlsx', 'csv'], default: 'xlsx' },
    separator: { type: 'string', enum: [',', ';'], default: ',' },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    sortBy: { type: 'string', enum: ['label', 'price', 'customerCount'], default: 'price' },
  },
} as const satisfies SchemaRules;
export const OngkirInput = {
  required: ['label', 'price'],
  properties: {
    label: { type: 'string', minLength: 1, maxLength: 100 },
    price: { type: 'integer', format: 'int64', minimum: 0, maximum: 1000000000000 },
    description: { type: 'string', maxLength: 500, nullable: true },
  },
} as const satisfies SchemaRules;
export const OngkirListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    sortBy: { type: 'string', enum: ['label', 'price', 'customerCount'], default: 'price' },
  },
} as const satisfies SchemaRules;
export const OngkirUpdate = {
  required: ['label', 'price', 'id', 'version'],
  properties: {
    label: { type: 'string', minLength: 1, maxLength: 100 },
    price: { type: 'integer', format: 'int64', minimum: 0, maximum: 1000000000000 },
    description: { type: 'string', maxLength: 500, nullable: true },
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const PackInput = {
  required: ['name', 'unit', 'packPrice'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    unit: { type: 'string', enum: ['pcs', 'kg', 'gram', 'liter', 'ml', 'box', 'dus', 'pack', 'sak'] },
    unitPrice: { type: 'integer', format: 'int64', minimum: 0, maximum: 1000000000000, default: 0 },
    minStock: { type: 'number', format: 'double', minimum: 0, maximum: 99999999999, default: 0 },
    description: { type: 'string', maxLength: 500, nullable: true },
    shelfLifeDays: { type: 'integer', format: 'int32', minimum: 1, maximum: 3650, nullable: true },
    preferredVendorId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    minOrderQty: { type: 'number', format: 'double', minimum: 0.001, maximum: 99999999999, nullable: true },
    halalStatus: { type: 'string', enum: ['certified', 'notNeeded'], nullable: true },
    halalNumber: { type: 'string', minLength: 1, maxLength: 60, nullable: true },
    halalIssuer: { type: 'string', enum: ['BPJPH', 'LPPOM', 'other'], nullable: true },
    halalIssuerName: { type: 'string', minLength: 1, maxLength: 100, nullable: true },
    halalExpiry: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    halalReason: { type: 'string', minLength: 1, maxLength: 300, nullable: true },
    locationId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    packPrice: { type: 'integer', format: 'int64', minimum: 0, maximum: 1000000000000 },
  },
} as const satisfies SchemaRules;
export const PackUpdate = {
  required: ['name', 'unit', 'packPrice', 'id', 'version'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    unit: { type: 'string', enum: ['pcs', 'kg', 'gram', 'liter', 'ml', 'box', 'dus', 'pack', 'sak'] },
    unitPrice: { type: 'integer', format: 'int64', minimum: 0, maximum: 1000000000000, default: 0 },
    minStock: { type: 'number', format: 'double', minimum: 0, maximum: 99999999999, default: 0 },
    description: { type: 'string', maxLength: 500, nullable: true },
    shelfLifeDays: { type: 'integer', format: 'int32', minimum: 1, maximum: 3650, nullable: true },
    preferredVendorId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    minOrderQty: { type: 'number', format: 'double', minimum: 0.001, maximum: 99999999999, nullable: true },
    halalStatus: { type: 'string', enum: ['certified', 'notNeeded'], nullable: true },
    halalNumber: { type: 'string', minLength: 1, maxLength: 60, nullable: true },
    halalIssuer: { type: 'string', enum: ['BPJPH', 'LPPOM', 'other'], nullable: true },
    halalIssuerName: { type: 'string', minLength: 1, maxLength: 100, nullable: true },
    halalExpiry: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    halalReason: { type: 'string', minLength: 1, maxLength: 300, nullable: true },
    locationId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    packPrice: { type: 'integer', format: 'int64', minimum: 0, maximum: 1000000000000 },
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const PackagingMaterialInput = {
  required: ['name', 'unit', 'packagingType'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    unit: { type: 'string', enum: ['pcs', 'kg', 'gram', 'liter', 'ml', 'box', 'dus', 'pack', 'sak'] },
    unitPrice: { type: 'integer', format: 'int64', minimum: 0, maximum: 1000000000000, default: 0 },
    minStock: { type: 'number', format: 'double', minimum: 0, maximum: 99999999999, default: 0 },
    description: { type: 'string', maxLength: 500, nullable: true },
    shelfLifeDays: { type: 'integer', format: 'int32', minimum: 1, maximum: 3650, nullable: true },
    preferredVendorId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    minOrderQty: { type: 'number', format: 'double', minimum: 0.001, maximum: 99999999999, nullable: true },
    halalStatus: { type: 'string', enum: ['certified', 'notNeeded'], nullable: true },
    halalNumber: { type: 'string', minLength: 1, maxLength: 60, nullable: true },
    halalIssuer: { type: 'string', enum: ['BPJPH', 'LPPOM', 'other'], nullable: true },
    halalIssuerName: { type: 'string', minLength: 1, maxLength: 100, nullable: true },
    halalExpiry: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    halalReason: { type: 'string', minLength: 1, maxLength: 300, nullable: true },
    locationId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    packagingType: { type: 'string', enum: ['consumable', 'pack'] },
    packPrice: { type: 'integer', format: 'int64', minimum: 0, maximum: 1000000000000, nullable: true },
  },
} as const satisfies SchemaRules;
export const PackagingMaterialUpdate = {
  required: ['name', 'unit', 'packagingType', 'id', 'version'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    unit: { type: 'string', enum: ['pcs', 'kg', 'gram', 'liter', 'ml', 'box', 'dus', 'pack', 'sak'] },
    unitPrice: { type: 'integer', format: 'int64', minimum: 0, maximum: 1000000000000, default: 0 },
    minStock: { type: 'number', format: 'double', minimum: 0, maximum: 99999999999, default: 0 },
    description: { type: 'string', maxLength: 500, nullable: true },
    shelfLifeDays: { type: 'integer', format: 'int32', minimum: 1, maximum: 3650, nullable: true },
    preferredVendorId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    minOrderQty: { type: 'number', format: 'double', minimum: 0.001, maximum: 99999999999, nullable: true },
    halalStatus: { type: 'string', enum: ['certified', 'notNeeded'], nullable: true },
    halalNumber: { type: 'string', minLength: 1, maxLength: 60, nullable: true },
    halalIssuer: { type: 'string', enum: ['BPJPH', 'LPPOM', 'other'], nullable: true },
    halalIssuerName: { type: 'string', minLength: 1, maxLength: 100, nullable: true },
    halalExpiry: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    halalReason: { type: 'string', minLength: 1, maxLength: 300, nullable: true },
    locationId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    packagingType: { type: 'string', enum: ['consumable', 'pack'] },
    packPrice: { type: 'integer', format: 'int64', minimum: 0, maximum: 1000000000000, nullable: true },
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const PayablesExportRequest = {
  required: [],
  properties: {
    date: { type: 'string', maxLength: 10, format: 'date' },
    search: { type: 'string', maxLength: 100 },
    sortBy: {
      type: 'string',
      enum: [
        'balance',
        'vendor',
        'notDue',
        'days1to7',
        'days8to30',
        'days31to60',
        'over60',
        'open',
        'credit',
      ],
      default: 'balance',
    },
    sortDir: { type: 'string', enum: ['asc', 'desc'] },
    format: { type: 'string', enum: ['xlsx', 'csv'], default: 'xlsx' },
    separator: { type: 'string', enum: [',', ';'], default: ',' },
  },
} as const satisfies SchemaRules;
export const PayablesRequest = {
  required: [],
  properties: {
    date: { type: 'string', maxLength: 10, format: 'date' },
    search: { type: 'string', maxLength: 100 },
    sortBy: {
      type: 'string',
      enum: [
        'balance',
        'vendor',
        'notDue',
        'days1to7',
        'days8to30',
        'days31to60',
        'over60',
        'open',
        'credit',
      ],
      default: 'balance',
    },
    sortDir: { type: 'string', enum: ['asc', 'desc'] },
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 50 },
  },
} as const satisfies SchemaRules;
export const PaymentAllocationInput = {
  required: ['orderId', 'amount'],
  properties: {
    orderId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    amount: { type: 'integer', format: 'int64', minimum: 1, maximum: 1000000000000 },
  },
} as const satisfies SchemaRules;
export const PaymentImportConfirmLine = {
  required: ['date', 'description', 'amount', 'occurrence'],
  properties: {
    date: { type: 'string', maxLength: 10, format: 'date' },
    description: { type: 'string', minLength: 1, maxLength: 1000 },
    amount: { type: 'integer', format: 'int64', minimum: 1, maximum: 1000000000000 },
    occurrence: { type: 'integer', format: 'int32', minimum: 1, maximum: 100000 },
    orderIds: {
      type: 'array',
      maxItems: 20,
      items: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    },
    customerId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    rememberName: { type: 'string', maxLength: 100, nullable: true },
  },
} as const satisfies SchemaRules;
export const PaymentImportConfirmRequest = {
  required: ['lines'],
  properties: {
    lines: {
      type: 'array',
      minItems: 1,
      maxItems: 2000,
      items: { type: 'object', schema: 'PaymentImportConfirmLine' },
    },
    remember: { type: 'object' },
  },
} as const satisfies SchemaRules;
export const PaymentImportPreviewRequest = {
  required: ['file'],
  properties: {
    file: { type: 'string', maxLength: 2097152, format: 'binary' },
    mapping: { type: 'object', schema: 'BankImportMapping' },
  },
} as const satisfies SchemaRules;
export const PaymentInput = {
  required: ['customerId', 'amount', 'method'],
  properties: {
    customerId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    date: { type: 'string', maxLength: 10, format: 'date' },
    amount: { type: 'integer', format: 'int64', minimum: 1, maximum: 1000000000000 },
    method: { type: 'string', enum: ['tunai', 'transfer', 'qris', 'lainnya'] },
    reference: { type: 'string', maxLength: 200, nullable: true },
    allocations: {
      type: 'array',
      maxItems: 500,
      items: { type: 'object', schema: 'PaymentAllocationInput' },
    },
    dryRun: { type: 'boolean', default: false },
  },
} as const satisfies SchemaRules;
export const PaymentListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    customerId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    orderId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    method: { type: 'string', enum: ['tunai', 'transfer', 'qris', 'lainnya'] },
    dateFrom: { type: 'string', maxLength: 10, format: 'date' },
    dateTo: { type: 'string', maxLength: 10, format: 'date' },
    unallocated: { type: 'boolean' },
  },
} as const satisfies SchemaRules;
export const PaymentReverseRequest = {
  required: ['reason'],
  properties: { reason: { type: 'string', minLength: 3, maxLength: 500 } },
} as const satisfies SchemaRules;
export const PendingListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 100, default: 10 },
  },
} as const satisfies SchemaRules;
export const PhotoUpload = {
  required: ['photo'],
  properties: {
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    photo: { type: 'string', maxLength: 2097152, format: 'binary' },
  },
} as const satisfies SchemaRules;
export const PlanCreatePurchaseOrdersRequest = {
  required: ['date'],
  properties: {
    date: { type: 'string', maxLength: 10, format: 'date' },
    days: { type: 'integer', format: 'int32', minimum: 1, maximum: 14, default: 1 },
    materialIds: {
      type: 'array',
      minItems: 1,
      maxItems: 1000,
      items: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    },
  },
} as const satisfies SchemaRules;
export const PlanCreateRunsRequest = {
  required: ['date', 'lines'],
  properties: {
    date: { type: 'string', maxLength: 10, format: 'date' },
    note: { type: 'string', maxLength: 500, nullable: true },
    lines: { type: 'array', minItems: 1, maxItems: 1000, items: { type: 'object' } },
  },
} as const satisfies SchemaRules;
export const PlanRequest = {
  required: ['date'],
  properties: {
    date: { type: 'string', maxLength: 10, format: 'date' },
    days: { type: 'integer', format: 'int32', minimum: 1, maximum: 14, default: 1 },
  },
} as const satisfies SchemaRules;
export const PositionInput = {
  required: ['code', 'name'],
  properties: {
    code: { type: 'string', minLength: 2, maxLength: 10, pattern: '^[A-Za-z0-9_-]+$' },
    name: { type: 'string', minLength: 2, maxLength: 80 },
    description: { type: 'string', maxLength: 500, nullable: true },
  },
} as const satisfies SchemaRules;
export const PositionListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    sortBy: { type: 'string', enum: ['code', 'name', 'userCount'], default: 'code' },
  },
} as const satisfies SchemaRules;
export const PositionUpdate = {
  required: ['code', 'name', 'id', 'version'],
  properties: {
    code: { type: 'string', minLength: 2, maxLength: 10, pattern: '^[A-Za-z0-9_-]+$' },
    name: { type: 'string', minLength: 2, maxLength: 80 },
    description: { type: 'string', maxLength: 500, nullable: true },
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const PriceListExportRequest = {
  required: [],
  properties: {
    format: { type: 'string', enum: ['xlsx', 'csv'], default: 'xlsx' },
    separator: { type: 'string', enum: [',', ';'], default: ',' },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    sortBy: { type: 'string', enum: ['name', 'customerCount', 'productCount', 'updatedAt'], default: 'name' },
  },
} as const satisfies SchemaRules;
export const PriceListHistoryRequest = {
  required: ['id', 'productId'],
  properties: {
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    productId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const PriceListInput = {
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    description: { type: 'string', maxLength: 500, nullable: true },
  },
} as const satisfies SchemaRules;
export const PriceListListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    sortBy: { type: 'string', enum: ['name', 'customerCount', 'productCount', 'updatedAt'], default: 'name' },
  },
} as const satisfies SchemaRules;
export const PriceListPricesRequest = {
  required: ['id'],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    date: { type: 'string', maxLength: 10, format: 'date' },
    sortBy: { type: 'string', enum: ['name', 'code', 'price'], default: 'name' },
    priced: { type: 'boolean' },
  },
} as const satisfies SchemaRules;
export const PriceListQuoteRequest = {
  required: ['customerId', 'productIds'],
  properties: {
    customerId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    date: { type: 'string', maxLength: 10, format: 'date' },
    productIds: {
      type: 'array',
      minItems: 1,
      maxItems: 200,
      items: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    },
  },
} as const satisfies SchemaRules;
export const PriceListSetPricesRequest = {
  required: ['id', 'effectiveFrom', 'prices'],
  properties: {
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    effectiveFrom: { type: 'string', maxLength: 10, format: 'date' },
    prices: { type: 'array', minItems: 1, maxItems: 1000, items: { type: 'object' } },
  },
} as const satisfies SchemaRules;
export const PriceListUpdate = {
  required: ['name', 'id', 'version'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    description: { type: 'string', maxLength: 500, nullable: true },
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const ProductBatchListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    sortBy: { type: 'string', enum: ['date', 'product', 'fresh', 'frozen', 'expiryDate'], default: 'date' },
    productId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    bucket: { type: 'string', enum: ['fresh', 'frozen'] },
    includeEmpty: { type: 'boolean', default: false },
    dateFrom: { type: 'string', maxLength: 10, format: 'date' },
    dateTo: { type: 'string', maxLength: 10, format: 'date' },
  },
} as const satisfies SchemaRules;
export const ProductExportRequest = {
  required: [],
  properties: {
    format: { type: 'string', enum: ['xlsx', 'csv'], default: 'xlsx' },
    separator: { type: 'string', enum: [',', ';'], default: ',' },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    sortBy: {
      type: 'string',
      enum: ['code', 'name', 'category', 'price', 'stock', 'updatedAt'],
      default: 'name',
    },
    categoryId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    active: { type: 'boolean' },
    belowMinimum: { type: 'boolean' },
  },
} as const satisfies SchemaRules;
export const ProductInput = {
  required: ['code', 'name', 'categoryId', 'price', 'unit'],
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$' },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    description: { type: 'string', maxLength: 500, nullable: true },
    categoryId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    price: { type: 'integer', format: 'int64', minimum: 0, maximum: 1000000000000 },
    unit: { type: 'string', enum: ['pcs', 'kg', 'gram', 'liter', 'ml', 'box', 'dus', 'pack', 'sak'] },
    minStock: { type: 'number', format: 'double', minimum: 0, maximum: 99999999999, default: 0 },
    active: { type: 'boolean', default: true },
    overheadCost: { type: 'integer', format: 'int64', minimum: 0, maximum: 1000000000000 },
    overheadPer: { type: 'string', enum: ['unit', 'run'] },
    batchSize: { type: 'number', format: 'double', minimum: 0.001, maximum: 99999999999, nullable: true },
    permitKind: { type: 'string', enum: ['pirt', 'md'], nullable: true },
    permitNumber: { type: 'string', minLength: 1, maxLength: 40, nullable: true },
    halalNumber: { type: 'string', minLength: 1, maxLength: 40, nullable: true },
    netWeight: { type: 'number', format: 'double', minimum: 0.001, maximum: 99999999999, nullable: true },
    netWeightUnit: { type: 'string', enum: ['gram', 'kg', 'ml', 'liter'], nullable: true },
    storageInstruction: { type: 'string', minLength: 1, maxLength: 80, nullable: true },
    freshLocationId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    frozenLocationId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
  },
} as const satisfies SchemaRules;
export const ProductListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    sortBy: {
      type: 'string',
      enum: ['code', 'name', 'category', 'price', 'stock', 'updatedAt'],
      default: 'name',
    },
    categoryId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    active: { type: 'boolean' },
    belowMinimum: { type: 'boolean' },
  },
} as const satisfies SchemaRules;
export const ProductUpdate = {
  required: ['code', 'name', 'categoryId', 'price', 'unit', 'id', 'version'],
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$' },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    description: { type: 'string', maxLength: 500, nullable: true },
    categoryId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    price: { type: 'integer', format: 'int64', minimum: 0, maximum: 1000000000000 },
    unit: { type: 'string', enum: ['pcs', 'kg', 'gram', 'liter', 'ml', 'box', 'dus', 'pack', 'sak'] },
    minStock: { type: 'number', format: 'double', minimum: 0, maximum: 99999999999, default: 0 },
    active: { type: 'boolean', default: true },
    overheadCost: { type: 'integer', format: 'int64', minimum: 0, maximum: 1000000000000 },
    overheadPer: { type: 'string', enum: ['unit', 'run'] },
    batchSize: { type: 'number', format: 'double', minimum: 0.001, maximum: 99999999999, nullable: true },
    permitKind: { type: 'string', enum: ['pirt', 'md'], nullable: true },
    permitNumber: { type: 'string', minLength: 1, maxLength: 40, nullable: true },
    halalNumber: { type: 'string', minLength: 1, maxLength: 40, nullable: true },
    netWeight: { type: 'number', format: 'double', minimum: 0.001, maximum: 99999999999, nullable: true },
    netWeightUnit: { type: 'string', enum: ['gram', 'kg', 'ml', 'liter'], nullable: true },
    storageInstruction: { type: 'string', minLength: 1, maxLength: 80, nullable: true },
    freshLocationId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    frozenLocationId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const ProductionExportRequest = {
  required: [],
  properties: {
    format: { type: 'string', enum: ['xlsx', 'csv'], default: 'xlsx' },
    separator: { type: 'string', enum: [',', ';'], default: ',' },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    sortBy: { type: 'string', enum: ['date', 'product', 'qty', 'value', 'updatedAt'], default: 'date' },
    productId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    dateFrom: { type: 'string', maxLength: 10, format: 'date' },
    dateTo: { type: 'string', maxLength: 10, format: 'date' },
    state: { type: 'string', enum: ['planned', 'recorded'], default: 'recorded' },
  },
} as const satisfies SchemaRules;
export const ProductionInput = {
  required: ['productId', 'qty', 'inputs'],
  properties: {
    date: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    productId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    qty: { type: 'number', format: 'double', minimum: 0.001, maximum: 99999999999 },
    expiryDate: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    note: { type: 'string', maxLength: 500, nullable: true },
    halalOverride: { type: 'object', schema: 'HalalOverrideRequest' },
    inputs: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: { type: 'object', schema: 'ProductionInputLine' },
    },
  },
} as const satisfies SchemaRules;
export const ProductionInputLine = {
  required: ['materialId', 'qty'],
  properties: {
    materialId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    qty: { type: 'number', format: 'double', minimum: 0.001, maximum: 99999999999 },
  },
} as const satisfies SchemaRules;
export const ProductionListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    sortBy: { type: 'string', enum: ['date', 'product', 'qty', 'value', 'updatedAt'], default: 'date' },
    productId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    dateFrom: { type: 'string', maxLength: 10, format: 'date' },
    dateTo: { type: 'string', maxLength: 10, format: 'date' },
    state: { type: 'string', enum: ['planned', 'recorded'], default: 'recorded' },
  },
} as const satisfies SchemaRules;
export const ProductionStartRequest = {
  required: ['id', 'version'],
  properties: {
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    date: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    qty: { type: 'number', format: 'double', minimum: 0.001, maximum: 99999999999 },
    expiryDate: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    note: { type: 'string', maxLength: 500, nullable: true },
    halalOverride: { type: 'object', schema: 'HalalOverrideRequest' },
    inputs: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: { type: 'object', schema: 'ProductionInputLine' },
    },
  },
} as const satisfies SchemaRules;
export const ProductionUpdate = {
  required: ['productId', 'qty', 'inputs', 'id', 'version'],
  properties: {
    date: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    productId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    qty: { type: 'number', format: 'double', minimum: 0.001, maximum: 99999999999 },
    expiryDate: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    note: { type: 'string', maxLength: 500, nullable: true },
    halalOverride: { type: 'object', schema: 'HalalOverrideRequest' },
    inputs: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: { type: 'object', schema: 'ProductionInputLine' },
    },
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const PurchaseCancelRequest = {
  required: [],
  properties: {
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    reason: { type: 'string', maxLength: 500, nullable: true },
  },
} as const satisfies SchemaRules;
export const PurchaseOrderExportRequest = {
  required: [],
  properties: {
    format: { type: 'string', enum: ['xlsx', 'csv'], default: 'xlsx' },
    separator: { type: 'string', enum: [',', ';'], default: ',' },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    sortBy: {
      type: 'string',
      enum: ['date', 'number', 'vendor', 'total', 'state', 'updatedAt'],
      default: 'date',
    },
    state: { type: 'string', enum: ['draft', 'sent', 'partial', 'received', 'cancelled'] },
    vendorId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    dateFrom: { type: 'string', maxLength: 10, format: 'date' },
    dateTo: { type: 'string', maxLength: 10, format: 'date' },
  },
} as const satisfies SchemaRules;
export const PurchaseOrderInput = {
  required: ['vendorId', 'lines'],
  properties: {
    vendorId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    date: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    note: { type: 'string', maxLength: 500, nullable: true },
    lines: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: { type: 'object', schema: 'PurchaseOrderLineInput' },
    },
  },
} as const satisfies SchemaRules;
export const PurchaseOrderLineInput = {
  required: ['materialId', 'qty'],
  properties: {
    materialId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    qty: { type: 'number', format: 'double', minimum: 0.001, maximum: 99999999999 },
    unitPrice: { type: 'integer', format: 'int64', minimum: 0, maximum: 1000000000000 },
    expectedDate: { type: 'string', maxLength: 10, format: 'date', nullable: true },
  },
} as const satisfies SchemaRules;
export const PurchaseOrderListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    sortBy: {
      type: 'string',
      enum: ['date', 'number', 'vendor', 'total', 'state', 'updatedAt'],
      default: 'date',
    },
    state: { type: 'string', enum: ['draft', 'sent', 'partial', 'received', 'cancelled'] },
    vendorId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    dateFrom: { type: 'string', maxLength: 10, format: 'date' },
    dateTo: { type: 'string', maxLength: 10, format: 'date' },
  },
} as const satisfies SchemaRules;
export const PurchaseOrderUpdate = {
  required: ['vendorId', 'lines', 'id', 'version'],
  properties: {
    vendorId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    date: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    note: { type: 'string', maxLength: 500, nullable: true },
    lines: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: { type: 'object', schema: 'PurchaseOrderLineInput' },
    },
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const PurchaseReceiveLineInput = {
  required: ['lineId', 'qty'],
  properties: {
    lineId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    qty: { type: 'number', format: 'double', minimum: 0.001, maximum: 99999999999 },
    unitPrice: { type: 'integer', format: 'int64', minimum: 0, maximum: 1000000000000 },
    batchCode: { type: 'string', maxLength: 50, nullable: true },
    expiryDate: { type: 'string', maxLength: 10, format: 'date', nullable: true },
  },
} as const satisfies SchemaRules;
export const PurchaseReceiveRequest = {
  required: ['id', 'lines'],
  properties: {
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    date: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    note: { type: 'string', maxLength: 500, nullable: true },
    lines: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: { type: 'object', schema: 'PurchaseReceiveLineInput' },
    },
    confirmOverReceipt: { type: 'boolean', default: false },
  },
} as const satisfies SchemaRules;
export const PurchaseSendRequest = {
  required: [],
  properties: { version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 } },
} as const satisfies SchemaRules;
export const RecipeLine = {
  required: ['materialId', 'qtyPerUnit'],
  properties: {
    materialId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    qtyPerUnit: { type: 'number', format: 'double', minimum: 0.001, maximum: 99999999999 },
  },
} as const satisfies SchemaRules;
export const RecipeListRequest = {
  required: [],
  properties: {
    productId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    search: { type: 'string', maxLength: 100 },
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
  },
} as const satisfies SchemaRules;
export const RecipeSaveRequest = {
  required: ['productId'],
  properties: {
    productId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    lines: { type: 'array', maxItems: 50, default: [], items: { type: 'object', schema: 'RecipeLine' } },
    standardYield: { type: 'number', format: 'double', minimum: 0.001, maximum: 99999999999, default: 1 },
    expectedLossPct: { type: 'number', format: 'double', minimum: 0, maximum: 99.99, default: 0 },
  },
} as const satisfies SchemaRules;
export const RegisterRequest = {
  required: ['name', 'email', 'password'],
  properties: {
    name: { type: 'string', minLength: 2, maxLength: 100 },
    email: { type: 'string', maxLength: 200, format: 'email' },
    phone: {
      type: 'string',
      maxLength: 20,
      pattern: '^(\\+?[0-9][0-9 \\-]{5,18})?$',
      'x-field': 'tel',
      nullable: true,
    },
    password: { type: 'string', minLength: 10, maxLength: 200 },
  },
} as const satisfies SchemaRules;
export const SalesReportExportRequest = {
  required: ['type'],
  properties: {
    today: { type: 'boolean' },
    year: { type: 'integer', format: 'int32', minimum: 2000, maximum: 2100 },
    month: { type: 'integer', format: 'int32', minimum: 1, maximum: 12 },
    dateFrom: { type: 'string', maxLength: 10, format: 'date' },
    dateTo: { type: 'string', maxLength: 10, format: 'date' },
    format: { type: 'string', enum: ['xlsx', 'csv'], default: 'xlsx' },
    separator: { type: 'string', enum: [',', ';'], default: ',' },
    type: { type: 'string', enum: ['product', 'customer'] },
    payment: { type: 'string', enum: ['paid', 'unpaid'] },
  },
} as const satisfies SchemaRules;
export const SalesReportRequest = {
  required: ['type'],
  properties: {
    today: { type: 'boolean' },
    year: { type: 'integer', format: 'int32', minimum: 2000, maximum: 2100 },
    month: { type: 'integer', format: 'int32', minimum: 1, maximum: 12 },
    dateFrom: { type: 'string', maxLength: 10, format: 'date' },
    dateTo: { type: 'string', maxLength: 10, format: 'date' },
    type: { type: 'string', enum: ['product', 'customer'] },
    payment: { type: 'string', enum: ['paid', 'unpaid'] },
  },
} as const satisfies SchemaRules;
export const SearchRequest = {
  required: [],
  properties: { search: { type: 'string', maxLength: 100 } },
} as const satisfies SchemaRules;
export const SessionEndOthersRequest = {
  required: [],
  properties: { userId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 } },
} as const satisfies SchemaRules;
export const SessionEndRequest = {
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 36, format: 'uuid' } },
} as const satisfies SchemaRules;
export const SessionListRequest = {
  required: [],
  properties: { userId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 } },
} as const satisfies SchemaRules;
export const StandingOrderInput = {
  required: ['customerId', 'packs', 'startDate'],
  properties: {
    customerId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    packs: {
      type: 'array',
      minItems: 1,
      maxItems: 20,
      items: { type: 'object', schema: 'TransactionPackInput' },
    },
    weekdays: {
      type: 'array',
      minItems: 1,
      maxItems: 7,
      items: { type: 'integer', format: 'int32', minimum: 1, maximum: 7 },
      nullable: true,
    },
    everyDays: { type: 'integer', format: 'int32', minimum: 1, maximum: 90, nullable: true },
    startDate: { type: 'string', maxLength: 10, format: 'date' },
    endDate: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    deliveryTime: {
      type: 'string',
      maxLength: 5,
      pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
      nullable: true,
    },
    skipDates: { type: 'array', maxItems: 366, items: { type: 'string', maxLength: 10, format: 'date' } },
    paused: { type: 'boolean' },
    note: { type: 'string', maxLength: 500, nullable: true },
  },
} as const satisfies SchemaRules;
export const StandingOrderListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    sortBy: { type: 'string', enum: ['customer', 'nextDate', 'updatedAt'], default: 'customer' },
    paused: { type: 'boolean' },
    failing: { type: 'boolean' },
  },
} as const satisfies SchemaRules;
export const StandingOrderRunsRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    standingOrderId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    failed: { type: 'boolean' },
    sortBy: { type: 'string', enum: ['date', 'customer'], default: 'date' },
  },
} as const satisfies SchemaRules;
export const StandingOrderUpdate = {
  required: ['customerId', 'packs', 'startDate', 'id', 'version'],
  properties: {
    customerId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    packs: {
      type: 'array',
      minItems: 1,
      maxItems: 20,
      items: { type: 'object', schema: 'TransactionPackInput' },
    },
    weekdays: {
      type: 'array',
      minItems: 1,
      maxItems: 7,
      items: { type: 'integer', format: 'int32', minimum: 1, maximum: 7 },
      nullable: true,
    },
    everyDays: { type: 'integer', format: 'int32', minimum: 1, maximum: 90, nullable: true },
    startDate: { type: 'string', maxLength: 10, format: 'date' },
    endDate: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    deliveryTime: {
      type: 'string',
      maxLength: 5,
      pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
      nullable: true,
    },
    skipDates: { type: 'array', maxItems: 366, items: { type: 'string', maxLength: 10, format: 'date' } },
    paused: { type: 'boolean' },
    note: { type: 'string', maxLength: 500, nullable: true },
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const StatementRequest = {
  required: ['customerId', 'from', 'to'],
  properties: {
    customerId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    from: { type: 'string', maxLength: 10, format: 'date' },
    to: { type: 'string', maxLength: 10, format: 'date' },
  },
} as const satisfies SchemaRules;
export const StockAdjustmentRequest = {
  required: ['reason', 'productId', 'bucket', 'qty'],
  properties: {
    reason: { type: 'string', enum: ['opening', 'count', 'waste'] },
    productId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    batchId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    bucket: { type: 'string', enum: ['fresh', 'frozen'] },
    qty: { type: 'number', format: 'double', minimum: 0, maximum: 99999999999 },
    date: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    expiryDate: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    note: { type: 'string', maxLength: 500, nullable: true },
    dryRun: { type: 'boolean', default: false },
  },
} as const satisfies SchemaRules;
export const StockAtRiskRequest = {
  required: [],
  properties: {
    date: { type: 'string', maxLength: 10, format: 'date' },
    kind: { type: 'string', enum: ['product', 'material'] },
    search: { type: 'string', maxLength: 100 },
    sortBy: { type: 'string', enum: ['valueAtRisk', 'expiryDate', 'name'], default: 'valueAtRisk' },
    sortDir: { type: 'string', enum: ['asc', 'desc'] },
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 50 },
  },
} as const satisfies SchemaRules;
export const StockAvailableRequest = {
  required: [],
  properties: {
    productIds: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    },
    search: { type: 'string', maxLength: 100 },
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
  },
} as const satisfies SchemaRules;
export const StockByCodeRequest = {
  required: ['code'],
  properties: { code: { type: 'string', maxLength: 100 } },
} as const satisfies SchemaRules;
export const StockHoldListRequest = {
  required: [],
  properties: {
    locationId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    state: { type: 'string', enum: ['open', 'all'], default: 'open' },
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
  },
} as const satisfies SchemaRules;
export const StockHoldReleaseRequest = {
  required: ['id', 'decision', 'note'],
  properties: {
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    decision: { type: 'string', enum: ['accept', 'discard'] },
    note: { type: 'string', minLength: 3, maxLength: 500 },
  },
} as const satisfies SchemaRules;
export const StockLedgerRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    sortBy: { type: 'string', enum: ['at', 'date'], default: 'at' },
    productId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    batchId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    reason: { type: 'string', enum: ['production', 'opening', 'count', 'waste', 'move', 'sale', 'return'] },
    bucket: { type: 'string', enum: ['fresh', 'frozen'] },
    dateFrom: { type: 'string', maxLength: 10, format: 'date' },
    dateTo: { type: 'string', maxLength: 10, format: 'date' },
  },
} as const satisfies SchemaRules;
export const StockLocationContentsRequest = {
  required: ['locationId'],
  properties: { locationId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 } },
} as const satisfies SchemaRules;
export const StockLocationInput = {
  required: ['name', 'kind'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    kind: { type: 'string', enum: ['freezer', 'chiller', 'dry'] },
    minTemp: { type: 'number', minimum: -80, maximum: 80, nullable: true },
    maxTemp: { type: 'number', minimum: -80, maximum: 80, nullable: true },
    active: { type: 'boolean', default: true },
    description: { type: 'string', maxLength: 500, nullable: true },
  },
} as const satisfies SchemaRules;
export const StockLocationListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    sortBy: { type: 'string', enum: ['name', 'kind', 'updatedAt'], default: 'name' },
    kind: { type: 'string', enum: ['freezer', 'chiller', 'dry'] },
    active: { type: 'boolean' },
  },
} as const satisfies SchemaRules;
export const StockLocationMoveRequest = {
  required: ['kind', 'id', 'toLocationId'],
  properties: {
    kind: { type: 'string', enum: ['lot', 'batch'] },
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    bucket: { type: 'string', enum: ['fresh', 'frozen'] },
    toLocationId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    note: { type: 'string', maxLength: 500, nullable: true },
  },
} as const satisfies SchemaRules;
export const StockLocationUpdate = {
  required: ['name', 'kind', 'id', 'version'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    kind: { type: 'string', enum: ['freezer', 'chiller', 'dry'] },
    minTemp: { type: 'number', minimum: -80, maximum: 80, nullable: true },
    maxTemp: { type: 'number', minimum: -80, maximum: 80, nullable: true },
    active: { type: 'boolean', default: true },
    description: { type: 'string', maxLength: 500, nullable: true },
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const StockMoveRequest = {
  required: ['to', 'qty', 'id', 'version'],
  properties: {
    to: { type: 'string', enum: ['fresh', 'frozen'] },
    qty: { type: 'number', format: 'double', minimum: 0.001, maximum: 99999999999 },
    date: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    note: { type: 'string', maxLength: 500, nullable: true },
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const StockRecallRequest = {
  required: ['reason'],
  properties: {
    batchId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    restockId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    reason: { type: 'string', minLength: 3, maxLength: 500 },
    withBatches: { type: 'boolean', default: false },
  },
} as const satisfies SchemaRules;
export const TemperatureImportRequest = {
  required: ['file'],
  properties: {
    file: { type: 'string', maxLength: 2097152, format: 'binary' },
    locationId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    dryRun: { type: 'boolean', default: true },
  },
} as const satisfies SchemaRules;
export const TemperatureReadingInput = {
  required: ['locationId', 'celsius'],
  properties: {
    locationId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    at: { type: 'string', maxLength: 40, format: 'date-time' },
    celsius: { type: 'number', minimum: -80, maximum: 80 },
    note: { type: 'string', maxLength: 500, nullable: true },
  },
} as const satisfies SchemaRules;
export const TemperatureReadingListRequest = {
  required: ['locationId'],
  properties: {
    locationId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
  },
} as const satisfies SchemaRules;
export const TraceExportRequest = {
  required: [],
  properties: {
    restockId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    batchId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    transactionId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    format: { type: 'string', enum: ['xlsx', 'csv'], default: 'xlsx' },
    separator: { type: 'string', enum: [',', ';'], default: ',' },
  },
} as const satisfies SchemaRules;
export const TraceRequest = {
  required: [],
  properties: {
    restockId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    batchId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    transactionId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const TraceSearchRequest = {
  required: [],
  properties: {
    search: { type: 'string', maxLength: 100 },
    kind: { type: 'string', enum: ['lot', 'batch', 'order'] },
    limit: { type: 'integer', format: 'int32', minimum: 1, maximum: 50, default: 20 },
  },
} as const satisfies SchemaRules;
export const TransactionBulkFilter = {
  required: [],
  properties: {
    sortBy: {
      type: 'string',
      enum: ['date', 'number', 'customer', 'total', 'deliveryDate', 'updatedAt'],
      default: 'date',
    },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    payment: { type: 'string', enum: ['paid', 'unpaid'] },
    paymentState: { type: 'string', enum: ['unpaid', 'partial', 'paid'] },
    overdue: { type: 'boolean' },
    held: { type: 'boolean' },
    packing: { type: 'string', enum: ['packed', 'unpacked'] },
    delivery: { type: 'string', enum: ['pending', 'delivered'] },
    customerId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    productId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    dateFrom: { type: 'string', maxLength: 10, format: 'date' },
    dateTo: { type: 'string', maxLength: 10, format: 'date' },
    search: { type: 'string', maxLength: 100 },
  },
} as const satisfies SchemaRules;
export const TransactionExportRequest = {
  required: [],
  properties: {
    format: { type: 'string', enum: ['xlsx', 'csv'], default: 'xlsx' },
    separator: { type: 'string', enum: [',', ';'], default: ',' },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    sortBy: {
      type: 'string',
      enum: ['date', 'number', 'customer', 'total', 'deliveryDate', 'updatedAt'],
      default: 'date',
    },
    payment: { type: 'string', enum: ['paid', 'unpaid'] },
    paymentState: { type: 'string', enum: ['unpaid', 'partial', 'paid'] },
    overdue: { type: 'boolean' },
    held: { type: 'boolean' },
    packing: { type: 'string', enum: ['packed', 'unpacked'] },
    delivery: { type: 'string', enum: ['pending', 'delivered'] },
    customerId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    productId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    dateFrom: { type: 'string', maxLength: 10, format: 'date' },
    dateTo: { type: 'string', maxLength: 10, format: 'date' },
    rows: { type: 'string', enum: ['order', 'line'], default: 'order' },
    ids: {
      type: 'array',
      minItems: 1,
      maxItems: 1000,
      items: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    },
  },
} as const satisfies SchemaRules;
export const TransactionInput = {
  required: ['customerId', 'packs'],
  properties: {
    date: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    customerId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    deliveryDate: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    deliveryTime: {
      type: 'string',
      maxLength: 5,
      pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
      nullable: true,
    },
    payment: { type: 'string', enum: ['paid', 'unpaid'] },
    packing: { type: 'string', enum: ['packed', 'unpacked'] },
    delivery: { type: 'string', enum: ['pending', 'delivered'] },
    note: { type: 'string', maxLength: 500, nullable: true },
    packs: {
      type: 'array',
      minItems: 1,
      maxItems: 20,
      items: { type: 'object', schema: 'TransactionPackInput' },
    },
  },
} as const satisfies SchemaRules;
export const TransactionLineInput = {
  required: ['productId', 'bucket', 'qtyPerPack'],
  properties: {
    productId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    bucket: { type: 'string', enum: ['fresh', 'frozen'] },
    qtyPerPack: { type: 'number', format: 'double', minimum: 0.001, maximum: 99999999999 },
  },
} as const satisfies SchemaRules;
export const TransactionListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    sortBy: {
      type: 'string',
      enum: ['date', 'number', 'customer', 'total', 'deliveryDate', 'updatedAt'],
      default: 'date',
    },
    payment: { type: 'string', enum: ['paid', 'unpaid'] },
    paymentState: { type: 'string', enum: ['unpaid', 'partial', 'paid'] },
    overdue: { type: 'boolean' },
    held: { type: 'boolean' },
    packing: { type: 'string', enum: ['packed', 'unpacked'] },
    delivery: { type: 'string', enum: ['pending', 'delivered'] },
    customerId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    productId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    dateFrom: { type: 'string', maxLength: 10, format: 'date' },
    dateTo: { type: 'string', maxLength: 10, format: 'date' },
    after: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    before: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const TransactionPackInput = {
  required: ['materialId', 'count', 'lines'],
  properties: {
    materialId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    count: { type: 'integer', format: 'int32', minimum: 1, maximum: 10000 },
    lines: {
      type: 'array',
      minItems: 1,
      maxItems: 30,
      items: { type: 'object', schema: 'TransactionLineInput' },
    },
  },
} as const satisfies SchemaRules;
export const TransactionReleaseHoldRequest = {
  required: ['id', 'version', 'note'],
  properties: {
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    note: { type: 'string', minLength: 3, maxLength: 500 },
  },
} as const satisfies SchemaRules;
export const TransactionReturnInput = {
  required: ['transactionId', 'reason', 'lines'],
  properties: {
    transactionId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    date: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    reason: { type: 'string', minLength: 1, maxLength: 500 },
    lines: {
      type: 'array',
      minItems: 1,
      maxItems: 600,
      items: { type: 'object', schema: 'TransactionReturnLineInput' },
    },
  },
} as const satisfies SchemaRules;
export const TransactionReturnLineInput = {
  required: ['lineId', 'qty', 'destination'],
  properties: {
    lineId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    qty: { type: 'number', format: 'double', minimum: 0.001, maximum: 99999999999 },
    destination: { type: 'string', enum: ['fresh', 'frozen', 'waste'] },
  },
} as const satisfies SchemaRules;
export const TransactionReturnListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    transactionId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    dateFrom: { type: 'string', maxLength: 10, format: 'date' },
    dateTo: { type: 'string', maxLength: 10, format: 'date' },
  },
} as const satisfies SchemaRules;
export const TransactionStatusBulkRequest = {
  required: ['target'],
  properties: {
    target: { type: 'string', enum: ['paid', 'packed', 'delivered'] },
    orders: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'object' } },
    filter: { type: 'object', schema: 'TransactionBulkFilter' },
    dryRun: { type: 'boolean', default: false },
  },
} as const satisfies SchemaRules;
export const TransactionStatusRequest = {
  required: ['id', 'version'],
  properties: {
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    payment: { type: 'string', enum: ['paid'] },
    method: { type: 'string', enum: ['tunai', 'transfer', 'qris', 'lainnya'] },
    packing: { type: 'string', enum: ['packed'] },
    delivery: { type: 'string', enum: ['delivered'] },
  },
} as const satisfies SchemaRules;
export const TransactionUndeliverRequest = {
  required: ['id', 'version', 'reason'],
  properties: {
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    reason: { type: 'string', minLength: 1, maxLength: 500 },
  },
} as const satisfies SchemaRules;
export const TransactionUpdate = {
  required: ['id', 'version'],
  properties: {
    date: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    customerId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    deliveryDate: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    deliveryTime: {
      type: 'string',
      maxLength: 5,
      pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
      nullable: true,
    },
    payment: { type: 'string', enum: ['paid', 'unpaid'] },
    packing: { type: 'string', enum: ['packed', 'unpacked'] },
    delivery: { type: 'string', enum: ['pending', 'delivered'] },
    note: { type: 'string', maxLength: 500, nullable: true },
    packs: {
      type: 'array',
      minItems: 1,
      maxItems: 20,
      items: { type: 'object', schema: 'TransactionPackInput' },
    },
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const UserInput = {
  required: ['name', 'email', 'password'],
  properties: {
    name: { type: 'string', minLength: 2, maxLength: 100 },
    email: { type: 'string', maxLength: 200, format: 'email' },
    phone: {
      type: 'string',
      maxLength: 20,
      pattern: '^(\\+?[0-9][0-9 \\-]{5,18})?$',
      'x-field': 'tel',
      nullable: true,
    },
    positionId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    active: { type: 'boolean', default: true },
    password: { type: 'string', minLength: 10, maxLength: 200 },
    groupIds: {
      type: 'array',
      maxItems: 100,
      default: [],
      items: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    },
  },
} as const satisfies SchemaRules;
export const UserListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    sortBy: { type: 'string', enum: ['name', 'email', 'position', 'active', 'createdAt'], default: 'name' },
    active: { type: 'boolean' },
    positionId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const UserUpdate = {
  required: ['id', 'version', 'name', 'email'],
  properties: {
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    name: { type: 'string', minLength: 2, maxLength: 100 },
    email: { type: 'string', maxLength: 200, format: 'email' },
    phone: {
      type: 'string',
      maxLength: 20,
      pattern: '^(\\+?[0-9][0-9 \\-]{5,18})?$',
      'x-field': 'tel',
      nullable: true,
    },
    removePhoto: { type: 'boolean' },
    positionId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, nullable: true },
    active: { type: 'boolean' },
    groupIds: {
      type: 'array',
      maxItems: 100,
      items: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    },
  },
} as const satisfies SchemaRules;
export const ValuationExportRequest = {
  required: [],
  properties: {
    date: { type: 'string', maxLength: 10, format: 'date' },
    kind: { type: 'string', enum: ['product', 'raw', 'packaging'] },
    format: { type: 'string', enum: ['xlsx', 'csv'], default: 'xlsx' },
    separator: { type: 'string', enum: [',', ';'], default: ',' },
  },
} as const satisfies SchemaRules;
export const ValuationRequest = {
  required: [],
  properties: {
    date: { type: 'string', maxLength: 10, format: 'date' },
    kind: { type: 'string', enum: ['product', 'raw', 'packaging'] },
  },
} as const satisfies SchemaRules;
export const VendorExportRequest = {
  required: [],
  properties: {
    format: { type: 'string', enum: ['xlsx', 'csv'], default: 'xlsx' },
    separator: { type: 'string', enum: [',', ';'], default: ',' },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    sortBy: { type: 'string', enum: ['name', 'updatedAt'], default: 'name' },
  },
} as const satisfies SchemaRules;
export const VendorInput = {
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    description: { type: 'string', maxLength: 500, nullable: true },
    phone: {
      type: 'string',
      maxLength: 20,
      pattern: '^(\\+?[0-9][0-9 \\-]{5,18})?$',
      'x-field': 'tel',
      nullable: true,
    },
    address: { type: 'string', maxLength: 500, nullable: true },
    paymentTermDays: { type: 'integer', format: 'int32', minimum: 0, maximum: 365, default: 0 },
  },
} as const satisfies SchemaRules;
export const VendorListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    sortBy: { type: 'string', enum: ['name', 'updatedAt'], default: 'name' },
  },
} as const satisfies SchemaRules;
export const VendorPaymentInput = {
  required: ['vendorId', 'amount', 'method'],
  properties: {
    vendorId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    date: { type: 'string', maxLength: 10, format: 'date', nullable: true },
    amount: { type: 'integer', format: 'int64', minimum: 1, maximum: 1000000000000 },
    method: { type: 'string', enum: ['tunai', 'transfer', 'qris', 'lainnya'] },
    reference: { type: 'string', maxLength: 200, nullable: true },
  },
} as const satisfies SchemaRules;
export const VendorPaymentListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    vendorId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    method: { type: 'string', enum: ['tunai', 'transfer', 'qris', 'lainnya'] },
    dateFrom: { type: 'string', maxLength: 10, format: 'date' },
    dateTo: { type: 'string', maxLength: 10, format: 'date' },
  },
} as const satisfies SchemaRules;
export const VendorStatementRequest = {
  required: ['vendorId', 'from', 'to'],
  properties: {
    vendorId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    from: { type: 'string', maxLength: 10, format: 'date' },
    to: { type: 'string', maxLength: 10, format: 'date' },
  },
} as const satisfies SchemaRules;
export const VendorUpdate = {
  required: ['name', 'id', 'version'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    description: { type: 'string', maxLength: 500, nullable: true },
    phone: {
      type: 'string',
      maxLength: 20,
      pattern: '^(\\+?[0-9][0-9 \\-]{5,18})?$',
      'x-field': 'tel',
      nullable: true,
    },
    address: { type: 'string', maxLength: 500, nullable: true },
    paymentTermDays: { type: 'integer', format: 'int32', minimum: 0, maximum: 365, default: 0 },
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
export const WebhookDeliveryListRequest = {
  required: ['webhookId'],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    webhookId: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    status: { type: 'string', enum: ['pending', 'delivered', 'failed', 'abandoned'] },
  },
} as const satisfies SchemaRules;
export const WebhookInput = {
  required: ['url', 'events'],
  properties: {
    url: { type: 'string', minLength: 10, maxLength: 500 },
    description: { type: 'string', maxLength: 200, nullable: true },
    events: {
      type: 'array',
      minItems: 1,
      maxItems: 10,
      items: {
        type: 'string',
        enum: [
          'order.created',
          'order.updated',
          'order.status_changed',
          'order.deleted',
          'return.created',
          'customer.created',
          'stock.below_minimum',
          'lot.expiring',
          'production.recorded',
          'payment.received',
        ],
      },
    },
    active: { type: 'boolean', default: true },
  },
} as const satisfies SchemaRules;
export const WebhookListRequest = {
  required: [],
  properties: {
    page: { type: 'integer', format: 'int32', minimum: 1, maximum: 1000000, default: 1 },
    perPage: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
    search: { type: 'string', maxLength: 100 },
    sortDir: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    sortBy: { type: 'string', enum: ['createdAt', 'url'], default: 'createdAt' },
  },
} as const satisfies SchemaRules;
export const WebhookUpdate = {
  required: ['url', 'events', 'id', 'version'],
  properties: {
    url: { type: 'string', minLength: 10, maxLength: 500 },
    description: { type: 'string', maxLength: 200, nullable: true },
    events: {
      type: 'array',
      minItems: 1,
      maxItems: 10,
      items: {
        type: 'string',
        enum: [
          'order.created',
          'order.updated',
          'order.status_changed',
          'order.deleted',
          'return.created',
          'customer.created',
          'stock.below_minimum',
          'lot.expiring',
          'production.recorded',
          'payment.received',
        ],
      },
    },
    active: { type: 'boolean', default: true },
    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
  },
} as const satisfies SchemaRules;
