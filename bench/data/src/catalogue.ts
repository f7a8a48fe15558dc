/**
 * The profile (how many days, customers, products, materials for a number of orders) and the master data: categories,
 * products with recipes, vendors, materials (raw, consumable packaging, packs), ongkir brackets and customers with real
 * Kemendagri region codes.
 */
import { type Random, zipfWeights } from './random.js';

export interface Profile {
  orders: number;
  days: number;
  customers: number;
  products: number;
  categories: number;
  rawMaterials: number;
  packTypes: number;
  consumables: number;
  vendors: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.round(v)));

/**
 * Sizes for `orders` orders: ≈50k orders is one busy year (≈140 a day), 1M three years of ≈900 a day with 100k
 * customers, 10k products and 2,000 materials (the sizes of issue 17).
 */
export function profileFor(orders: number): Profile {
  const days = clamp((365 * orders) / 50_000, 30, 1095);
  const materials = clamp(orders / 500, 14, 2000);
  const packTypes = clamp(materials * 0.02, 2, 40);
  const consumables = clamp(materials * 0.18, 2, 360);
  return {
    orders,
    days,
    customers: clamp(orders / 10, 30, 100_000),
    products: clamp(orders / 100, 8, 10_000),
    categories: clamp(orders / 25_000, 3, 40),
    rawMaterials: materials - packTypes - consumables,
    packTypes,
    consumables,
    vendors: clamp(materials / 10, 4, 200),
  };
}

export type Unit = 'pcs' | 'kg' | 'liter' | 'pack';

export interface Material {
  id: number;
  kind: 'raw' | 'packaging';
  type: 'consumable' | 'pack' | null;
  name: string;
  unit: Unit;
  price: number;
  packPrice: number | null;
  minStock: number;
  vendorId: number;
  /** Days a lot keeps; null: never expires. */
  shelfDays: number | null;
  /** Days of use a restock covers. */
  coverDays: number;
  /** Restocks are rounded up to this (thousandths). */
  step: number;
  batchPrefix: string;
}

export interface Product {
  id: number;
  code: string;
  name: string;
  categoryId: number;
  price: number;
  unit: Unit;
  minStock: number;
  shelfDays: number;
  /** Share of a run frozen on the day it is made. */
  freezeShare: number;
  /** Days of expected sales one run covers. */
  runDays: number;
  recipe: Array<{ materialId: number; perUnit: number }>;
}

export interface Customer {
  id: number;
  distributor: boolean;
  ongkir: number;
  /** Days to pay after delivery (0 = cash on delivery). */
  termDays: number;
  /** The customer's price list (an index of PRICE_LISTS), or null: the products' own prices. */
  tier: number | null;
}

/** A vendor's days to pay (decision 051), from its id: a third cash, the rest one to six weeks. */
export const vendorTermDays = (id: number): number => [0, 14, 30, 0, 7, 45, 14, 0, 30, 21][id % 10]!;

/**
 * Price tiers ("Daftar Harga"): each a discount off the product's price from a day of the period (0: before the
 * first order; `mid`: half way, when the agents' discount was cut). Distributors are agents; every seventh other
 * customer a reseller (from its id, so that no random draw changes the rest of a seed's data).
 */
export const PRICE_LISTS = [
  { name: 'Reseller', description: 'Toko dan warung yang menjual lagi', steps: [{ from: 'start', off: 10 }] },
  {
    name: 'Agen',
    description: 'Distributor dan agen wilayah',
    steps: [
      { from: 'start', off: 15 },
      { from: 'mid', off: 12 },
    ],
  },
] as const;
export const tierOf = (id: number, distributor: boolean): number | null =>
  distributor ? 1 : id % 7 === 0 ? 0 : null;
/** A tier's price of a product at a step: the discount off its price, in whole hundreds of rupiah. */
export const tierPrice = (price: number, off: number): number =>
  Math.round((price * (100 - off)) / 10_000) * 100;

const CATEGORY_NAMES = [
  'Baso Tahu & Siomay',
  'Batagor & Siomay Goreng',
  'Pempek',
  'Bakso Sapi',
  'Bakso Ikan',
  'Dimsum',
  'Nugget',
  'Sosis',
  'Otak-otak',
  'Tekwan & Model',
  'Risoles',
  'Lumpia',
  'Pastel',
  'Cireng',
  'Cilok',
  'Kuah & Saus',
  'Mie & Kwetiau',
  'Siomay Ikan',
  'Kaki Naga',
  'Tahu Bakso',
  'Empek-empek Kapal Selam',
  'Lenjer',
  'Keripik',
  'Kerupuk',
  'Martabak Mini',
  'Pangsit',
  'Gyoza',
  'Udang Gulung',
  'Cumi Isi',
  'Ayam Ungkep',
  'Rendang Beku',
  'Sambal',
  'Bumbu Siap Pakai',
  'Roti Goreng',
  'Donat Beku',
  'Bakpao',
  'Pisang Goreng Beku',
  'Tempe Mendoan',
  'Perkedel',
  'Paket Hemat',
];

const PRODUCT_BASES = [
  'Baso Tahu',
  'Batagor',
  'Siomay',
  'Pempek Lenjer',
  'Pempek Kapal Selam',
  'Bakso Urat',
  'Bakso Ikan',
  'Dimsum Ayam',
  'Nugget Ayam',
  'Sosis Sapi',
  'Otak-otak',
  'Tekwan',
  'Risoles Ragout',
  'Lumpia Udang',
  'Cireng Isi',
  'Cilok Kuah',
  'Kaki Naga',
  'Tahu Bakso',
  'Pangsit Goreng',
  'Gyoza Udang',
];
const PRODUCT_VARIANTS = ['Original', 'Pedas', 'Keju', 'Jumbo', 'Mini', 'Spesial', 'Isi Telur', 'Ekonomis'];

/** Raw materials: name, unit, price per unit, shelf days, thousandths per unit of product. */
const RAW_BASES: Array<[string, Unit, number, number, [number, number]]> = [
  ['Tepung Tapioka', 'kg', 16_200, 180, [10, 40]],
  ['Tepung Terigu', 'kg', 12_000, 180, [5, 20]],
  ['Ayam Fillet', 'kg', 30_000, 30, [5, 30]],
  ['Ikan Tenggiri', 'kg', 85_000, 60, [10, 40]],
  ['Tahu Putih', 'pcs', 500, 14, [1000, 1000]],
  ['Bawang Putih', 'kg', 38_000, 90, [1, 5]],
  ['Garam', 'kg', 12_000, 365, [1, 3]],
  ['Telur', 'kg', 28_000, 21, [2, 10]],
  ['Gula Merah', 'kg', 20_000, 180, [5, 30]],
  ['Daun Bawang', 'kg', 25_000, 7, [1, 5]],
  ['Udang Kupas', 'kg', 95_000, 45, [5, 20]],
  ['Daging Sapi', 'kg', 130_000, 30, [10, 30]],
  ['Ikan Tongkol', 'kg', 45_000, 45, [10, 30]],
  ['Minyak Goreng', 'liter', 17_000, 365, [5, 20]],
  ['Merica Bubuk', 'kg', 120_000, 365, [1, 2]],
  ['Kulit Pangsit', 'pcs', 150, 30, [1000, 2000]],
  ['Kentang', 'kg', 18_000, 30, [10, 40]],
  ['Wortel', 'kg', 14_000, 14, [5, 20]],
  ['Sagu', 'kg', 15_000, 180, [10, 30]],
  ['Keju Cheddar', 'kg', 110_000, 90, [5, 15]],
];

const CONSUMABLE_BASES: Array<[string, number]> = [
  ['Plastik PE 10x20', 15_000],
  ['Label Stiker', 25_000],
  ['Plastik Vakum', 45_000],
  ['Lakban', 12_000],
  ['Kantong Kresek', 18_000],
  ['Tali Rafia', 9_000],
];

const PACK_BASES: Array<[string, number, number]> = [
  ['Kerdus', 700, 1_000],
  ['Mika', 250, 400],
  ['Box Styrofoam', 4_500, 6_000],
  ['Tray Plastik', 600, 900],
  ['Kotak Kertas', 1_200, 1_500],
];

const VENDOR_PREFIXES = ['Toko', 'CV', 'UD', 'PT', 'Pasar', 'Agen', 'Grosir'];
const VENDOR_NAMES = ['Sejahtera', 'Makmur', 'Jaya', 'Sentosa', 'Berkah', 'Abadi', 'Mandiri', 'Lestari'];
const CITIES = ['Bandung', 'Cimahi', 'Bekasi', 'Bogor', 'Depok', 'Garut', 'Tasikmalaya', 'Cirebon'];

const CUSTOMER_PREFIXES = ['Warung', 'Toko', 'Kantin', 'Kedai', 'Bu', 'Pak', 'Catering', 'Rumah Makan'];
const PERSON_NAMES = [
  'Sari',
  'Udin',
  'Rina',
  'Asep',
  'Dedi',
  'Yanti',
  'Ujang',
  'Euis',
  'Iwan',
  'Neneng',
  'Agus',
  'Wati',
  'Cecep',
  'Lilis',
  'Dadang',
  'Imas',
];
const STREETS = ['Jl. Dago', 'Jl. Sukajadi', 'Jl. Pasirkaliki', 'Jl. Kopo', 'Jl. Cibaduyut', 'Jl. Antapani'];

export const ONGKIR = [
  { label: '1 - 3 Km', price: 0, description: 'Gratis ongkir dalam 3 km' },
  { label: '3 - 5 Km', price: 5000, description: null },
  { label: '5 - 10 Km', price: 10000, description: null },
  { label: '10 - 15 Km', price: 15000, description: null },
  { label: '15 - 25 Km', price: 25000, description: null },
  { label: 'Luar Kota', price: 40000, description: 'Dengan ekspedisi' },
];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A mobile number in the stored form of src/lib/phone.ts (`0812-3456-7890`), distinct for each n < 10⁸. */
export function mobileOf(prefix: number, n: number): string {
  const digits = pad(n, 8);
  return `08${prefix}-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

export interface Catalogue {
  categories: Array<{ id: number; name: string; description: string | null }>;
  vendors: Array<{ id: number; name: string; description: string; phone: string; address: string }>;
  materials: Material[];
  products: Product[];
  /** Popularity of each product (index = id − 1). */
  productWeights: Float64Array;
  packMaterials: Material[];
}

export function makeCatalogue(profile: Profile, random: Random): Catalogue {
  const categories = CATEGORY_NAMES.slice(0, profile.categories).map((name, i) => ({
    id: i + 1,
    name,
    description: `Kategori ${name.toLowerCase()}.`,
  }));
  const vendors = Array.from({ length: profile.vendors }, (_, i) => ({
    id: i + 1,
    name: `${VENDOR_PREFIXES[i % VENDOR_PREFIXES.length]} ${VENDOR_NAMES[Math.floor(i / VENDOR_PREFIXES.length) % VENDOR_NAMES.length]} ${i + 1}`,
    description: 'Pemasok bahan',
    phone: mobileOf(13, 10_000_000 + i),
    address: `${CITIES[i % CITIES.length]}`,
  }));

  const materials: Material[] = [];
  const add = (m: Omit<Material, 'id' | 'vendorId'>) =>
    materials.push({ ...m, id: materials.length + 1, vendorId: 1 + random.int(0, vendors.length - 1) });
  const perUnit: Array<[number, number]> = [];
  for (let i = 0; i < profile.rawMaterials; i++) {
    const [base, unit, price, shelf, range] = RAW_BASES[i % RAW_BASES.length]!;
    const n = Math.floor(i / RAW_BASES.length) + 1;
    add({
      kind: 'raw',
      type: null,
      name: `${base} ${n}`,
      unit,
      price: Math.round((price * (0.8 + random.next() * 0.4)) / 100) * 100,
      packPrice: null,
      minStock: unit === 'pcs' ? random.int(100, 500) : random.int(2, 30),
      shelfDays: shelf,
      coverDays: Math.max(2, Math.min(14, Math.floor(shelf / 3))),
      step: unit === 'pcs' ? 1000 : 500,
      batchPrefix: `R${pad(i + 1, 4)}`,
    });
    perUnit.push(range);
  }
  const packMaterials: Material[] = [];
  for (let i = 0; i < profile.packTypes; i++) {
    const [base, price, packPrice] = PACK_BASES[i % PACK_BASES.length]!;
    add({
      kind: 'packaging',
      type: 'pack',
      name: `${base} ${Math.floor(i / PACK_BASES.length) + 1}`,
      unit: 'pcs',
      price,
      packPrice,
      minStock: random.int(50, 300),
      shelfDays: null,
      coverDays: 14,
      step: 100_000,
      batchPrefix: `K${pad(i + 1, 3)}`,
    });
    packMaterials.push(materials[materials.length - 1]!);
  }
  for (let i = 0; i < profile.consumables; i++) {
    const [base, price] = CONSUMABLE_BASES[i % CONSUMABLE_BASES.length]!;
    add({
      kind: 'packaging',
      type: 'consumable',
      name: `${base} ${Math.floor(i / CONSUMABLE_BASES.length) + 1}`,
      unit: 'pack',
      price,
      packPrice: null,
      minStock: random.int(2, 10),
      shelfDays: null,
      coverDays: 28,
      step: 1000,
      batchPrefix: `C${pad(i + 1, 4)}`,
    });
  }

  // Recipes lean on popular raw materials (flour, chicken, fish of the first few numbers).
  const rawWeights = zipfWeights(profile.rawMaterials, 0.9, 3, random);
  const rawPick = new (class {
    readonly cumulative = (() => {
      const c = new Float64Array(rawWeights.length);
      let s = 0;
      for (let i = 0; i < rawWeights.length; i++) c[i] = s += rawWeights[i]!;
      return c;
    })();
    draw() {
      const t = random.next() * this.cumulative[this.cumulative.length - 1]!;
      let i = 0;
      while (this.cumulative[i]! <= t) i++;
      return i;
    }
  })();
  const products: Product[] = [];
  for (let i = 0; i < profile.products; i++) {
    const base = PRODUCT_BASES[i % PRODUCT_BASES.length]!;
    const variant = PRODUCT_VARIANTS[Math.floor(i / PRODUCT_BASES.length) % PRODUCT_VARIANTS.length]!;
    const liquid = i % 23 === 22;
    const recipe = new Map<number, number>();
    const inputs = random.int(2, 4);
    for (let tries = 0; recipe.size < Math.min(inputs, profile.rawMaterials) && tries < 20; tries++) {
      const r = rawPick.draw();
      const [lo, hi] = perUnit[r]!;
      recipe.set(r + 1, random.int(lo, hi));
    }
    products.push({
      id: i + 1,
      code: `P${pad(i + 1, 5)}`,
      name: liquid ? `Kuah ${base} ${i + 1}` : `${base} ${variant} ${i + 1}`,
      categoryId: 1 + (i % categories.length),
      price: liquid ? 3000 + random.int(0, 4) * 500 : 2000 + random.int(0, 36) * 500,
      unit: liquid ? 'liter' : 'pcs',
      minStock: liquid ? random.int(10, 40) : random.int(50, 200),
      shelfDays: liquid ? 30 : random.pick([45, 60, 90]),
      freezeShare: liquid ? 0 : random.pick([0.2, 0.3, 0.4, 0.5]),
      runDays: random.int(4, 10),
      recipe: [...recipe].map(([materialId, per]) => ({ materialId, perUnit: per })),
    });
  }
  const productWeights = zipfWeights(profile.products, 1.0, 8, random);
  return { categories, vendors, materials, products, productWeights, packMaterials };
}

export interface RegionCodes {
  /** District codes (`32.73.05`), the most likely first. */
  districts: string[];
}

/** A customer's name, phone, address and region from its number. */
export function customerRow(
  n: number,
  random: Random,
  regions: RegionCodes,
  ongkirCount: number,
): { distributor: boolean; ongkirIndex: number; fields: string[] } {
  const distributor = random.chance(0.12);
  const prefix = distributor ? 'Distributor' : random.pick(CUSTOMER_PREFIXES);
  const name = `${prefix} ${random.pick(PERSON_NAMES)} ${n}`;
  // Most customers are in West Java near the kitchen; the rest anywhere.
  const district = random.chance(0.8)
    ? regions.districts[random.int(0, Math.min(regions.districts.length, 600) - 1)]!
    : regions.districts[random.int(0, regions.districts.length - 1)]!;
  const [p, r] = district.split('.');
  const ongkirIndex = Math.min(ongkirCount - 1, Math.floor(random.next() * random.next() * ongkirCount));
  return {
    distributor,
    ongkirIndex,
    fields: [
      name,
      mobileOf(random.pick([12, 13, 21, 57, 77]), n),
      distributor ? 'distributor' : 'konsumen',
      p!,
      `${p}.${r}`,
      district,
      `${random.pick(STREETS)} No. ${random.int(1, 250)}`,
      random.chance(0.3) ? `Dekat ${random.pick(['masjid', 'sekolah', 'pasar', 'apotek'])}` : '\\N',
    ],
  };
}
