/**
 * The demo catalogue of domain.md (categories, products with images, vendors, ongkir brackets), 30 customers in
 * West Java with real Kemendagri codes and a price list, written through the services so that every rule holds.
 */
import sharp from 'sharp';
import type { Tx } from '../db/index.js';
import type { Actor } from '../domains/platform/crud.js';
import { categories, ongkir, products, setImage, vendors } from '../domains/catalogue/catalogue.js';
import { customers } from '../domains/catalogue/customers.js';
import { priceListsOf, setPrices } from '../domains/catalogue/priceLists.js';
import type { StockContext } from '../domains/platform/context.js';
import { addDays } from '../lib/dates.js';
import { sql } from 'drizzle-orm';
import { rows } from '../db/query.js';
import { int, row as rowShape, text } from '../db/rowShape.js';
import { storeImage } from '../domains/platform/images.js';

export const DEMO_CATEGORIES = [
  { name: 'Baso Tahu & Siomay', description: 'Baso tahu dan siomay kukus, dijual segar atau beku.' },
  { name: 'Batagor & Siomay Goreng', description: 'Batagor dan siomay goreng.' },
  { name: 'Pempek', description: 'Pempek ikan tenggiri dan kuahnya.' },
];

export const DEMO_PRODUCTS = [
  { code: 'BTY', name: 'Baso Tahu', category: 0, price: 7500, unit: 'pcs', minStock: 100, colour: '#C8793B' },
  { code: 'BTGY', name: 'Batagor', category: 1, price: 7500, unit: 'pcs', minStock: 100, colour: '#D9A441' },
  {
    code: 'SGS',
    name: 'Siomay Goreng Spesial',
    category: 1,
    price: 3000,
    unit: 'pcs',
    minStock: 150,
    colour: '#B5651D',
  },
  {
    code: 'KPM',
    name: 'Kuah Pempek',
    category: 2,
    price: 3000,
    unit: 'liter',
    minStock: 20,
    colour: '#6B3E26',
  },
  { code: 'PM', name: 'Pempek', category: 2, price: 10000, unit: 'pcs', minStock: 80, colour: '#E3B778' },
] as const;

export const DEMO_VENDORS = [
  {
    name: 'Toko Tepung Sejahtera',
    phone: '022-4201-234',
    address: 'Pasar Baru, Bandung',
    description: 'Tepung tapioka dan terigu',
  },
  {
    name: 'Pasar Ayam Segar Ciroyom',
    phone: '0812-2233-4455',
    address: 'Pasar Ciroyom, Bandung',
    description: 'Daging ayam',
  },
  {
    name: 'UD Ikan Tenggiri Palembang',
    phone: '0813-7788-9900',
    address: 'Jl. Sudirman, Palembang',
    description: 'Ikan tenggiri giling',
  },
  {
    name: 'CV Plastik Jaya',
    phone: '022-6012-345',
    address: 'Jl. Kopo, Bandung',
    description: 'Plastik, mika dan kerdus',
  },
];

export const DEMO_ONGKIR = [
  { label: '1 - 3 Km', price: 0, description: 'Gratis ongkir dalam 3 km' },
  { label: '3 - 5 Km', price: 5000, description: null },
  { label: '5 - 10 Km', price: 10000, description: null },
];

/** [name, category, district code, address, landmark, ongkir index] */
const CUSTOMERS: Array<[string, 'konsumen' | 'distributor', string, string, string | null, number]> = [
  ['Warung Bu Sari', 'konsumen', '32.73.02', 'Jl. Dago No. 12', 'Depan masjid', 0],
  ['Kantin Pak Udin', 'konsumen', '32.73.01', 'Jl. Gegerkalong Hilir 5', null, 0],
  ['Toko Frozen Berkah', 'distributor', '32.73.06', 'Jl. Pasirkaliki 88', 'Sebelah apotek', 1],
  ['Bu Rina Catering', 'konsumen', '32.73.07', 'Jl. Sukajadi 120', null, 0],
  ['Warung Mang Asep', 'konsumen', '32.73.05', 'Jl. Garuda 21', 'Gang Mawar', 1],
  ['Agen Frozen Food Cimahi', 'distributor', '32.77.01', 'Jl. Amir Machmud 300', null, 2],
  ['Kedai Siomay Teh Nia', 'konsumen', '32.73.09', 'Jl. Riau 45', null, 0],
  ['Toko Sembako Lancar', 'konsumen', '32.73.11', 'Jl. Pungkur 77', 'Dekat terminal', 1],
  ['Distributor Sumber Rejeki', 'distributor', '32.04.05', 'Jl. Raya Cileunyi 10', null, 2],
  ['Warung Bi Imas', 'konsumen', '32.73.12', 'Jl. Kiaracondong 150', null, 1],
  ['Kantin SMA Harapan', 'konsumen', '32.73.13', 'Jl. Lengkong Besar 9', 'Di dalam sekolah', 0],
  ['Rumah Makan Sunda Asri', 'konsumen', '32.73.08', 'Jl. Setiabudi 200', null, 1],
  ['Frozen Mart Lembang', 'distributor', '32.17.01', 'Jl. Raya Lembang 55', 'Seberang pasar', 2],
  ['Bu Ratna', 'konsumen', '32.73.03', 'Jl. Soekarno Hatta 410', null, 1],
  ['Warung Kopi Mang Ujang', 'konsumen', '32.73.04', 'Jl. Kopo 33', null, 1],
  ['Toko Kue Melati', 'konsumen', '32.73.10', 'Jl. Astana Anyar 61', null, 0],
  ['Agen Baso Padalarang', 'distributor', '32.17.08', 'Jl. Raya Padalarang 12', null, 2],
  ['Pak Dedi Reseller', 'distributor', '32.04.32', 'Jl. Adipati Agung 7', null, 2],
  ['Kantin Kampus Jatinangor', 'konsumen', '32.11.15', 'Jl. Raya Jatinangor 150', 'Gerbang kampus', 2],
  ['Warung Teh Euis', 'konsumen', '32.04.08', 'Jl. Bojongsoang 99', null, 2],
  ['Cafe Kopi Braga', 'konsumen', '32.73.11', 'Jl. Braga 30', null, 0],
  ['Bu Yanti Arisan', 'konsumen', '32.77.03', 'Jl. Cihanjuang 18', null, 2],
  ['Toko Beku Sejuk', 'distributor', '32.04.09', 'Jl. Margahayu Raya 40', null, 2],
  ['Warung Nasi Ibu Ela', 'konsumen', '32.73.06', 'Jl. Pajajaran 101', null, 1],
  ['Koperasi Karyawan Pabrik', 'distributor', '32.04.28', 'Jl. Raya Rancaekek 250', 'Pos satpam', 2],
  ['Kedai Pempek Wong Kito', 'konsumen', '32.73.09', 'Jl. Aceh 14', null, 0],
  ['Pak Hendra', 'konsumen', '32.73.02', 'Jl. Tubagus Ismail 22', null, 0],
  ['Warung Mbak Tini', 'konsumen', '32.77.02', 'Jl. Gatot Subroto Cimahi 5', null, 2],
  ['Toko Oleh-oleh Kartika', 'distributor', '32.73.05', 'Jl. Pasirkaliki 150', null, 1],
  ['Bu Neneng Pengajian', 'konsumen', '32.04.13', 'Jl. Raya Banjaran 60', null, 2],
];

/** A simple product picture (the product's initials on its colour), made without a network. */
async function productPicture(code: string, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480">
    <rect width="480" height="480" fill="${colour}"/><circle cx="240" cy="240" r="170" fill="#ffffff" fill-opacity="0.85"/>
    <text x="240" y="275" font-family="sans-serif" font-size="110" font-weight="700" text-anchor="middle" fill="${colour}">${code}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function seedCatalogue(tx: Tx, actor: Actor, dataDir: string): Promise<void> {
  const categoryIds: number[] = [];
  for (const c of DEMO_CATEGORIES) categoryIds.push((await categories.create(tx, actor, c)).id);
  for (const p of DEMO_PRODUCTS) {
    const product = await products.create(tx, actor, {
      code: p.code,
      name: p.name,
      description: null,
      categoryId: categoryIds[p.category]!,
      price: p.price,
      unit: p.unit,
      minStock: p.minStock,
      active: true,
    });
    if (dataDir) {
      const data = await productPicture(p.code, p.colour);
      const name = await storeImage(dataDir, 'products', {
        field: 'image',
        filename: `${p.code}.png`,
        mimetype: 'image/png',
        data,
      });
      await setImage(tx, actor, products, product.id, name);
    }
  }
  for (const v of DEMO_VENDORS) await vendors.create(tx, actor, v);
  const ongkirIds: number[] = [];
  for (const o of DEMO_ONGKIR) ongkirIds.push((await ongkir.create(tx, actor, o)).id);
  let n = 0;
  for (const [name, category, district, address, landmark, bracket] of CUSTOMERS) {
    n += 1;
    await customers.create(tx, actor, {
      name,
      category,
      phone: `0812-${String(3100 + n).padStart(4, '0')}-${String(1000 + n * 37).padStart(4, '0')}`,
      provinceCode: district.slice(0, 2),
      regencyCode: district.slice(0, 5),
      districtCode: district,
      address,
      landmark,
      ongkirId: ongkirIds[bracket]!,
    });
  }
}

/** The demo's price list (Daftar Harga): product codes → its price from today, and one price planned later. */
export const DEMO_PRICE_LIST = {
  name: 'Reseller',
  description: 'Harga untuk reseller dan agen kecil',
  customer: 'Pak Dedi Reseller',
  prices: { BTY: 6500, BTGY: 6500, PM: 9000 } as Record<string, number>,
  planned: { days: 14, prices: { SGS: 2700 } as Record<string, number> },
};

/** The demo's price list from `today`, one customer on it. */
export async function seedPriceLists(tx: Tx, ctx: StockContext): Promise<void> {
  const list = await priceListsOf(ctx.today).create(tx, ctx, {
    name: DEMO_PRICE_LIST.name,
    description: DEMO_PRICE_LIST.description,
  });
  const products = await rows(tx, sql`select id, code from products`, rowShape({ id: int, code: text }));
  const ids = new Map(products.map((p) => [p.code, p.id]));
  const pricesOf = (prices: Record<string, number>) =>
    Object.entries(prices).map(([code, price]) => ({ productId: ids.get(code)!, price }));
  await setPrices(tx, ctx, {
    id: list.id,
    effectiveFrom: ctx.today,
    prices: pricesOf(DEMO_PRICE_LIST.prices),
  });
  const { days, prices } = DEMO_PRICE_LIST.planned;
  await setPrices(tx, ctx, {
    id: list.id,
    effectiveFrom: addDays(ctx.today, days),
    prices: pricesOf(prices),
  });
  // As the distributors' payment term in index.ts: the customer's one column, set after the demo's orders.
  await tx.execute(
    sql`update customers set price_list_id = ${list.id} where name = ${DEMO_PRICE_LIST.customer}`,
  );
}
