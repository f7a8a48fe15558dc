/**
 * Rows buffered per table as COPY text and sent in chunks (one COPY per table per chunk), with row counts for the
 * progress lines and the report.
 */
import type { Sink } from './sink.js';

export const COLUMNS = {
  storage_locations: ['id', 'name', 'kind', 'min_temp', 'max_temp', 'created_at', 'updated_at'],
  categories: ['id', 'name', 'description', 'created_at', 'updated_at'],
  products: [
    'id',
    'code',
    'name',
    'description',
    'category_id',
    'price',
    'unit',
    'min_stock',
    'active',
    'fresh_location_id',
    'frozen_location_id',
    'created_at',
    'updated_at',
  ],
  vendors: ['id', 'name', 'description', 'phone', 'address', 'payment_term_days', 'created_at', 'updated_at'],
  ongkir: ['id', 'label', 'price', 'description', 'created_at', 'updated_at'],
  materials: [
    'id',
    'kind',
    'name',
    'unit',
    'unit_price',
    'min_stock',
    'packaging_type',
    'pack_price',
    'description',
    'shelf_life_days',
    'preferred_vendor_id',
    'location_id',
    'created_at',
    'updated_at',
  ],
  recipes: ['product_id', 'material_id', 'qty_per_unit'],
  customers: [
    'id',
    'name',
    'phone',
    'category',
    'province_code',
    'regency_code',
    'district_code',
    'address',
    'landmark',
    'ongkir_id',
    'payment_term_days',
    'credit_limit',
    'price_list_id',
    'created_at',
    'updated_at',
  ],
  price_lists: ['id', 'name', 'description', 'created_at', 'updated_at'],
  price_list_prices: ['price_list_id', 'product_id', 'effective_from', 'price', 'updated_at'],
  restocks: [
    'id',
    'material_id',
    'vendor_id',
    'date',
    'qty',
    'unit_price',
    'total',
    'batch_code',
    'expiry_date',
    'note',
    'remaining',
    'created_by',
    'created_at',
    'updated_at',
  ],
  usages: [
    'id',
    'material_id',
    'date',
    'qty',
    'note',
    'reason',
    'production_run_id',
    'transaction_id',
    'created_by',
    'created_at',
    'updated_at',
  ],
  usage_lots: ['usage_id', 'restock_id', 'qty'],
  production_runs: [
    'id',
    'date',
    'product_id',
    'qty',
    'unit',
    'value',
    'expiry_date',
    'note',
    'created_by',
    'created_at',
    'updated_at',
  ],
  product_batches: [
    'id',
    'product_id',
    'production_run_id',
    'date',
    'expiry_date',
    'fresh',
    'frozen',
    'public_code',
    'version',
    'created_at',
    'updated_at',
  ],
  product_ledger: [
    'id',
    'batch_id',
    'product_id',
    'bucket',
    'qty',
    'reason',
    'date',
    'note',
    'production_run_id',
    'transaction_id',
    'created_by',
    'at',
  ],
  transactions: [
    'id',
    'number',
    'date',
    'customer_id',
    'delivery_date',
    'delivery_time',
    'payment',
    'packing',
    'delivery',
    'packed_date',
    'ongkir',
    'item_subtotal',
    'packaging_subtotal',
    'total',
    'item_count',
    'note',
    'created_by',
    'created_at',
    'updated_at',
    'delivered_at',
    'paid_amount',
    'balance',
    'delivered_on',
    'due_date',
    'settled_on',
    'moved_on',
    'standing_order_id',
  ],
  transaction_packs: ['id', 'transaction_id', 'position', 'material_id', 'count', 'pack_price', 'subtotal'],
  transaction_lines: [
    'id',
    'pack_id',
    'transaction_id',
    'position',
    'product_id',
    'bucket',
    'qty_per_pack',
    'unit_price',
  ],
  transaction_batches: ['transaction_id', 'line_id', 'batch_id', 'bucket', 'qty'],
  transaction_counters: ['day', 'last'],
  standing_orders: [
    'id',
    'customer_id',
    'packs',
    'weekdays',
    'every_days',
    'start_date',
    'end_date',
    'delivery_time',
    'skip_dates',
    'paused',
    'note',
    'version',
    'created_at',
    'updated_at',
  ],
  standing_order_days: ['standing_order_id', 'date', 'transaction_id', 'error_code', 'error_params', 'at'],
  payments: [
    'id',
    'customer_id',
    'date',
    'amount',
    'method',
    'reference',
    'allocated',
    'created_by',
    'reversed_on',
    'reversed_at',
    'reversed_by',
    'reverse_reason',
    'version',
    'created_at',
    'updated_at',
    'moved_on',
  ],
  payment_allocations: [
    'id',
    'payment_id',
    'transaction_id',
    'number',
    'date',
    'amount',
    'kind',
    'created_at',
  ],
  purchase_order_counters: ['year', 'last'],
  purchase_orders: [
    'id',
    'number',
    'vendor_id',
    'date',
    'state',
    'note',
    'total',
    'sent_at',
    'cancelled_at',
    'cancel_reason',
    'created_by',
    'version',
    'created_at',
    'updated_at',
  ],
  purchase_order_lines: [
    'id',
    'purchase_order_id',
    'position',
    'material_id',
    'qty',
    'unit_price',
    'expected_date',
    'received',
  ],
  purchase_receipts: ['id', 'purchase_order_id', 'date', 'note', 'created_by', 'created_at'],
  purchase_receipt_lines: ['id', 'receipt_id', 'line_id', 'restock_id', 'qty', 'unit_price', 'ordered_price'],
  vendor_bills: [
    'id',
    'vendor_id',
    'receipt_id',
    'number',
    'date',
    'due_date',
    'amount',
    'paid_amount',
    'balance',
    'settled_on',
    'created_at',
  ],
  vendor_payments: [
    'id',
    'vendor_id',
    'date',
    'amount',
    'method',
    'reference',
    'allocated',
    'moved_on',
    'created_by',
    'version',
    'created_at',
    'updated_at',
  ],
  vendor_payment_allocations: ['id', 'payment_id', 'bill_id', 'date', 'amount', 'kind', 'created_at'],
} as const;

export type Table = keyof typeof COLUMNS;

/** The tables the generator fills (everything else of the business data stays empty). */
export const FILLED_TABLES = Object.keys(COLUMNS) as Table[];

/** `12.345` from thousandths (as lib/quantity.ts writes quantities). */
export function qtyText(milli: number): string {
  const sign = milli < 0 ? '-' : '';
  const abs = Math.abs(milli);
  return `${sign}${Math.trunc(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

export class Writer {
  private readonly buffers = new Map<Table, string[]>();
  private buffered = 0;
  readonly counts = new Map<Table, number>();
  private pending: Promise<void> = Promise.resolve();

  constructor(
    private readonly sink: Sink,
    private readonly chunkChars: number,
    /** COPY … WITH (FREEZE): the tables were truncated in this transaction (PostgreSQL only). */
    private readonly freeze: boolean,
  ) {}

  /** Adds a row (values already in COPY text form: `\N` for null). */
  row(table: Table, values: Array<string | number>): void {
    let list = this.buffers.get(table);
    if (!list) this.buffers.set(table, (list = []));
    const line = values.join('\t');
    list.push(line);
    this.buffered += line.length + 1;
    this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
  }

  get full(): boolean {
    return this.buffered >= this.chunkChars;
  }

  /**
   * Sends what is buffered (after the previous chunk has gone): the generator carries on with the next chunk while
   * the database takes this one. `await` the answer before the transaction ends.
   */
  flush(): Promise<void> {
    const chunks = [...this.buffers].filter(([, rows]) => rows.length);
    this.buffers.clear();
    this.buffered = 0;
    const previous = this.pending;
    const sent = (async () => {
      await previous;
      for (const [table, rows] of chunks) {
        rows.push('');
        try {
          await this.sink.copy(table, COLUMNS[table], rows.join('\n'), { freeze: this.freeze });
        } catch (err) {
          throw new Error(`COPY ${table}: ${err instanceof Error ? err.message : String(err)}`, {
            cause: err,
          });
        }
      }
    })();
    // A failure is reported to whoever awaits this chunk or the next, never as an unhandled rejection.
    sent.catch(() => undefined);
    this.pending = sent;
    return sent;
  }
}
