/**
 * The pieces an order test builds before its order: a product with stock in batches, a box with lots, a customer.
 * Each test file names its pieces with its own label (`Jual`, `Retur`…) so that a failure says whose they are, and
 * numbers them so that no two collide within the file's database.
 */
import { sql } from 'drizzle-orm';
import { addDays, businessDate } from '../src/lib/dates.js';
import type { Json, TestContext } from './helpers.js';

export interface BatchSpec {
  bucket: 'fresh' | 'frozen';
  qty: number;
  /** Days from today of the opening stock's date (default 3 days ago). */
  date?: number;
  /** Days from today of the batch's expiry (default none). */
  expiry?: number;
}

export interface SceneBuilder {
  /** Today in Jakarta, and a day `n` days from it. */
  today: string;
  day(n: number): string;
  /** The next number of this file's pieces. */
  next(): number;
  /** A product (`pcs` unless told) with opening-stock batches; answers it with its batch ids (`batches`). */
  product(
    price: number,
    batches: BatchSpec[],
    options?: { code?: string; name?: string; unit?: string },
  ): Promise<Json>;
  /** A box (packaging material) with lots of `qty` each, dated `date` days from today; answers it with `lots`. */
  box(
    packPrice: number,
    lots: number[],
    options?: { name?: string; unitPrice?: number; date?: number },
  ): Promise<Json>;
  /** A customer (konsumen), with an ongkir zone of its own when `ongkirPrice` is given. */
  customer(options?: { name?: string; phone?: string; ongkirPrice?: number }): Promise<Json>;
}

/** Scene builders for `t`, naming pieces `Produk <label> n`, `Dus <label> n`, `Pelanggan <label> n`, code `<CODE>n`. */
export function sceneBuilder(t: TestContext, label: string, code: string): SceneBuilder {
  const today = businessDate('Asia/Jakarta');
  const day = (n: number) => addDays(today, n);
  let seq = 0;
  let category: number | undefined;
  const { ok } = t;
  return {
    today,
    day,
    next: () => ++seq,
    async product(price, batches, options = {}) {
      const n = ++seq;
      category ??= (await ok('/api/category/list', {})).datas[0].id as number;
      const p = (
        await ok('/api/product/add', {
          code: options.code ?? `${code}${n}`,
          name: options.name ?? `Produk ${label} ${n}`,
          categoryId: category,
          price,
          unit: options.unit ?? 'pcs',
        })
      ).datas;
      const ids: number[] = [];
      for (const b of batches) {
        await ok('/api/stock/add', {
          reason: 'opening',
          productId: p.id,
          bucket: b.bucket,
          qty: b.qty,
          date: day(b.date ?? -3),
          ...(b.expiry !== undefined ? { expiryDate: day(b.expiry) } : {}),
        });
        const [row] = await t.query<{ id: number }>(
          sql`select max(id)::int as id from product_batches where product_id = ${p.id}`,
        );
        ids.push(row!.id);
      }
      return { ...p, batches: ids };
    },
    async box(packPrice, lots, options = {}) {
      const n = ++seq;
      const unitPrice = options.unitPrice ?? 300;
      const m = (
        await ok('/api/packaging/add', {
          name: options.name ?? `Dus ${label} ${n}`,
          unit: 'pcs',
          unitPrice,
          packPrice,
        })
      ).datas;
      const ids: number[] = [];
      for (const qty of lots)
        ids.push(
          (
            await ok('/api/bahanKemasan/restock/add', {
              category: 'restock',
              materialId: m.id,
              qty,
              unitPrice,
              date: day(options.date ?? -5),
            })
          ).datas.id,
        );
      return { ...m, lots: ids };
    },
    async customer(options = {}) {
      const n = ++seq;
      const ongkir =
        options.ongkirPrice === undefined
          ? undefined
          : (await ok('/api/ongkir/add', { label: `Zona ${label} ${n}`, price: options.ongkirPrice })).datas;
      return (
        await ok('/api/customer/add', {
          name: options.name ?? `Pelanggan ${label} ${n}`,
          category: 'konsumen',
          ...(options.phone ? { phone: options.phone } : {}),
          ...(ongkir ? { ongkirId: ongkir.id } : {}),
        })
      ).datas;
    },
  };
}
