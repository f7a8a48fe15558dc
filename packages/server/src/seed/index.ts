import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.js';
import { inList, one } from '../db/query.js';
import { normalizePhone } from '../lib/phone.js';
import { hashPassword } from '../domains/access/passwords.js';
import { syncRegions } from '../domains/catalogue/regions.js';
import { businessDate } from '../lib/dates.js';
import { seedCatalogue, seedPriceLists } from './catalogue.js';
import { seedSales } from './sales.js';
import { seedStock } from './stock.js';
import { resourceMenus } from '@pawon/api-client/resourceMenus';
import { resourceSeedMenus } from '@pawon/api-client/resources';
import { int, row as rowShape } from '../db/rowShape.js';

type Level = 'header' | 'parent' | 'submenu' | 'action';
interface SeedMenu {
  name: string;
  /** The name in English (the sidebar's when the user reads English). */
  nameEn: string;
  /** By default the depth's level (header, parent, submenu); an `action` is a right on its parent's screen. */
  level?: Level;
  url?: string;
  icon?: string;
  children?: SeedMenu[];
}

/** The menus a contract tag's `x-resource` names under this parent, in the contract's order (decision 027). */
function contractMenus(parent: string): SeedMenu[] {
  return resourceSeedMenus
    .filter((m) => m.parent === parent)
    .map(({ name, nameEn, url, icon }) => ({ name, nameEn, url, icon }));
}

/** The seeded menu tree of domain.md: headers → parents → submenus. */
export const MENU_TREE: SeedMenu[] = [
  {
    name: 'Dashboard',
    nameEn: 'Dashboard',
    children: [{ name: 'Ringkasan', nameEn: 'Overview', url: '/dashboard', icon: 'bx-home' }],
  },
  {
    name: 'Manajemen Item',
    nameEn: 'Item Management',
    icon: 'bx-purchase-tag',
    children: [
      { name: 'Kategori', nameEn: 'Categories', url: resourceMenus.category, icon: 'bx-category' },
      { name: 'Produk', nameEn: 'Products', url: resourceMenus.product, icon: 'bx-basket' },
      {
        name: 'Bahan Baku',
        nameEn: 'Raw Materials',
        icon: 'bx-cube',
        children: [
          {
            name: 'Data Bahan Baku',
            nameEn: 'Raw Materials Data',
            url: resourceMenus.bahanBaku,
            icon: 'bx-cube',
          },
          {
            name: 'Restock Bahan Baku',
            nameEn: 'Raw Materials Restock',
            url: '/items/bahan-baku/restock',
            icon: 'bx-cube',
          },
          {
            name: 'Penggunaan Bahan Baku',
            nameEn: 'Raw Materials Usage',
            url: '/items/bahan-baku/used',
            icon: 'bx-cube',
          },
        ],
      },
      {
        name: 'Bahan Kemasan',
        nameEn: 'Packaging Materials',
        icon: 'bx-package',
        children: [
          {
            name: 'Data Bahan Kemasan',
            nameEn: 'Packaging Materials Data',
            url: resourceMenus.bahanKemasan,
            icon: 'bx-package',
          },
          {
            name: 'Restock Bahan Kemasan',
            nameEn: 'Packaging Materials Restock',
            url: '/items/bahan-kemasan/restock',
            icon: 'bx-package',
          },
          {
            name: 'Penggunaan Bahan Kemasan',
            nameEn: 'Packaging Materials Usage',
            url: '/items/bahan-kemasan/used',
            icon: 'bx-package',
          },
        ],
      },
      ...contractMenus('Manajemen Item'),
    ],
  },
  {
    name: 'Manajemen Transaksi',
    nameEn: 'Order Management',
    icon: 'bx-cart',
    children: [
      {
        name: 'Data Transaksi',
        nameEn: 'Orders',
        url: resourceMenus.transaction,
        icon: 'bx-cart',
        children: [
          {
            name: 'Tandai Status Pesanan',
            nameEn: 'Mark Order Status',
            url: '/transaction/status',
            level: 'action',
          },
          {
            name: 'Batalkan Pengiriman',
            nameEn: 'Cancel Delivery',
            url: '/transaction/undeliver',
            level: 'action',
          },
          { name: 'Lihat HPP', nameEn: 'View Cost of Goods', url: '/transaction/cost', level: 'action' },
          // Issue 38; migration 0025 adds it (and the two menus below) to older databases.
          {
            name: 'Lepas Tahanan Kredit',
            nameEn: 'Release Credit Hold',
            url: '/transaction/release-hold',
            level: 'action',
          },
        ],
      },
      // Langganan (issue 39; migration 0031 adds it to older databases, between these two).
      ...contractMenus('Manajemen Transaksi'),
      { name: 'Pembayaran', nameEn: 'Payments', url: '/payment', icon: 'bx-money' },
    ],
  },
  {
    name: 'Manajemen Stok',
    nameEn: 'Stock Management',
    icon: 'bx-purchase-tag',
    children: [
      {
        name: 'Stok Produk',
        nameEn: 'Product Stock',
        url: resourceMenus.stock,
        icon: 'bx-notepad',
        // Issue 40 (decision 055); migration 0039 adds it to older databases, for the groups that release credit holds.
        children: [
          { name: 'Tarik Produk', nameEn: 'Recall Stock', url: '/stock-product/recall', level: 'action' },
        ],
      },
      // Issue 40 (decision 056); migration 0040 adds it to older databases, for the groups that hold Stok Produk, and
      // "Rilis QC" for those that manage authorization groups.
      {
        name: 'Lokasi Simpan',
        nameEn: 'Storage Locations',
        url: resourceMenus.stockLocation,
        icon: 'bx-map-pin',
        children: [
          { name: 'Rilis QC', nameEn: 'QC Release', url: '/stock-location/release', level: 'action' },
        ],
      },
      {
        name: 'Produksi',
        nameEn: 'Production',
        url: resourceMenus.produksi,
        icon: 'bx-cog',
        children: [
          // Issue 40 (decision 057); migration 0041 adds it to older databases, for the groups that may undo a delivery.
          {
            name: 'Override Halal',
            nameEn: 'Halal Override',
            url: '/produksi/override-halal',
            level: 'action',
          },
        ],
      },
      // Issue 39; migration 0036 adds it to older databases, after Produksi, for the groups that hold Produksi.
      {
        name: 'Rencana Produksi',
        nameEn: 'Production Plan',
        url: '/plan/production',
        icon: 'bx-calendar-check',
      },
      {
        name: 'Stok Bahan Baku',
        nameEn: 'Raw Materials Stock',
        url: '/items/bahan-baku/stock',
        icon: 'bx-cube',
      },
      {
        name: 'Stok Bahan Kemasan',
        nameEn: 'Packaging Materials Stock',
        url: '/items/bahan-kemasan/stock',
        icon: 'bx-package',
      },
      { name: 'Stok Packaging', nameEn: 'Packaging Stock', url: resourceMenus.packaging, icon: 'bx-package' },
    ],
  },
  {
    // Issue 39 (decision 051); migration 0034 adds it to older databases, for the groups that may restock.
    name: 'Manajemen Pembelian',
    nameEn: 'Purchasing',
    icon: 'bx-receipt',
    children: [
      ...contractMenus('Manajemen Pembelian'),
      { name: 'Hutang', nameEn: 'Payables', url: resourceMenus.vendorPayment, icon: 'bx-wallet' },
    ],
  },
  {
    name: 'Laporan',
    nameEn: 'Reports',
    icon: 'bx-notepad',
    children: [
      {
        name: 'Laporan',
        nameEn: 'Reports',
        icon: 'bx-bar-chart',
        children: [
          { name: 'Laporan Penjualan', nameEn: 'Sales Report', url: '/report', icon: 'bx-line-chart' },
          {
            name: 'Laporan Pengeluaran',
            nameEn: 'Expense Report',
            url: '/report/expenses',
            icon: 'bx-line-chart',
          },
          {
            name: 'Laporan Laba Kotor',
            nameEn: 'Gross Margin Report',
            url: '/report/margin',
            icon: 'bx-line-chart',
          },
          {
            name: 'Nilai Persediaan',
            nameEn: 'Inventory Value',
            url: '/report/valuation',
            icon: 'bx-calculator',
          },
          { name: 'Telusur Lot', nameEn: 'Lot Trace', url: '/report/trace', icon: 'bx-git-branch' },
          { name: 'Umur Piutang', nameEn: 'Receivables Aging', url: '/report/aging', icon: 'bx-time-five' },
          // Decision 052; migration 0035 adds it to older databases, for the groups that see Nilai Persediaan.
          {
            name: 'Stok Berisiko',
            nameEn: 'Stock at Risk',
            url: '/report/stock-at-risk',
            icon: 'bx-calendar-exclamation',
          },
          // Issue 40 (decision 057); migration 0041 adds it to older databases, for the groups that see Laporan Penjualan.
          { name: 'Register Halal', nameEn: 'Halal Register', url: '/report/halal', icon: 'bx-badge-check' },
        ],
      },
    ],
  },
  {
    name: 'Manajemen Customer',
    nameEn: 'Customer Management',
    icon: 'bx-user',
    children: [{ name: 'Data Customer', nameEn: 'Customers', url: resourceMenus.customer, icon: 'bx-group' }],
  },
  {
    name: 'Pengaturan Aplikasi',
    nameEn: 'App Settings',
    icon: 'bx-cog',
    children: [
      { name: 'Menu Management', nameEn: 'Menu Management', url: '/menuManagement', icon: 'bx-menu' },
      {
        name: 'Authorization Group',
        nameEn: 'Authorization Group',
        url: '/authorizationGroup',
        icon: 'bx-group',
      },
      { name: 'User Management', nameEn: 'User Management', url: '/user-management', icon: 'bx-user' },
      {
        name: 'Position Management',
        nameEn: 'Position Management',
        url: resourceMenus.position,
        icon: 'bx-id-card',
      },
      // Granted to Super Admin and Owner (every menu); migration 0009 adds it to older databases.
      { name: 'Profil Usaha', nameEn: 'Business Profile', url: '/business-profile', icon: 'bx-store-alt' },
      // Who changed what (decision 030): Super Admin and Owner; migration 0013 adds it to older databases.
      {
        name: 'Riwayat Perubahan',
        nameEn: 'History of Changes',
        url: resourceMenus.history,
        icon: 'bx-history',
      },
      // Backups (decision 031): Super Admin only; migration 0014 adds it to older databases.
      { name: 'Cadangan Data', nameEn: 'Data Backup', url: '/backup', icon: 'bx-data' },
      // Issue 41: Super Admin and Owner (every menu); migration 0042 adds it to older databases.
      {
        name: 'Token Integrasi',
        nameEn: 'Integration Tokens',
        url: '/integration-token',
        icon: 'bx-key',
      },
      // Issue 41 (decision 065): Super Admin and Owner (every menu); migration 0043 adds it to older databases.
      { name: 'Webhook', nameEn: 'Webhooks', url: '/webhook', icon: 'bx-broadcast' },
    ],
  },
];

// A contract menu under a parent whose children do not take `contractMenus` would never be seeded.
const seededUrls = (menus: SeedMenu[]): string[] =>
  menus.flatMap((m) => [...(m.url ? [m.url] : []), ...seededUrls(m.children ?? [])]);
for (const { tag, url, parent } of resourceSeedMenus)
  if (!seededUrls(MENU_TREE).includes(url))
    throw new Error(
      `openapi.yaml: tag ${tag}: its menu is not seeded (no contractMenus('${parent}') in MENU_TREE)`,
    );

export const POSITIONS = [
  { code: 'OWN', name: 'Owner', description: 'Pemilik usaha' },
  { code: 'SA', name: 'Admin', description: 'Administrator sistem' },
  { code: 'MGR', name: 'Manager', description: 'Manajer operasional' },
  { code: 'STF', name: 'Staff', description: 'Staf produksi dan penjualan' },
];

type Grant = {
  urls: 'all' | string[];
  exclude?: string[];
  create: boolean;
  update: boolean;
  delete: boolean;
};

export const GROUPS: Array<{ name: string; description: string; grant: Grant }> = [
  {
    name: 'Super Admin',
    description: 'Semua menu dan semua hak.',
    grant: { urls: 'all', create: true, update: true, delete: true },
  },
  {
    name: 'Owner',
    description: 'Semua menu kecuali Menu Management dan Cadangan Data.',
    grant: {
      urls: 'all',
      exclude: ['/menuManagement', '/backup'],
      create: true,
      update: true,
      delete: true,
    },
  },
  {
    name: 'Staff',
    description: 'Dashboard, produk, produksi, stok produk dan transaksi.',
    grant: {
      urls: [
        '/dashboard',
        '/items/produk',
        // Who sets a product's price sets its tiers (issue 39; migration 0030 grants it the same way).
        '/items/daftar-harga',
        '/produksi',
        // Who records production plans it (issue 39; migration 0036 grants it the same way).
        '/plan/production',
        '/stock-product',
        // Who keeps product stock keeps where it is and its temperatures (issue 40; migration 0040 the same way).
        '/stock-location',
        '/transaction/data',
        '/transaction/status',
        // Whoever may add orders may set up standing orders (issue 39; migration 0031 grants it the same way).
        '/standing-order',
        '/payment',
      ],
      create: true,
      update: true,
      delete: false,
    },
  },
  {
    name: 'Default',
    description: 'Dashboard dan transaksi: mencatat pesanan dan menandainya lunas, dikemas, dikirim.',
    grant: {
      urls: ['/dashboard', '/transaction/data', '/transaction/status', '/standing-order', '/payment'],
      create: true,
      update: false,
      delete: false,
    },
  },
];

export const DEMO_USERS = [
  {
    name: 'Admin Pawon',
    email: 'admin@pawon.test',
    password: 'pawon-admin',
    group: 'Super Admin',
    position: 'SA',
    phone: '081200000001',
  },
  {
    name: 'Pemilik Pawon',
    email: 'owner@pawon.test',
    password: 'pawon-owner',
    group: 'Owner',
    position: 'OWN',
    phone: '081200000002',
  },
  {
    name: 'Staf Produksi',
    email: 'staff@pawon.test',
    password: 'pawon-staff',
    group: 'Staff',
    position: 'STF',
    phone: '081200000003',
  },
  {
    name: 'Kasir Pawon',
    email: 'kasir@pawon.test',
    password: 'pawon-kasir',
    group: 'Default',
    position: 'STF',
    phone: '081200000004',
  },
];

async function insertMenus(
  tx: Tx,
  list: SeedMenu[],
  parentId: number | null,
  depth: number,
  ids: Map<string, number>,
) {
  const levels: Level[] = ['header', 'parent', 'submenu'];
  let order = 0;
  for (const m of list) {
    order += 10;
    const row = await one(
      tx,
      sql`insert into menus (name, name_en, url, icon, level, parent_id, sort_order)
          values (${m.name}, ${m.nameEn}, ${m.url ?? null}, ${m.icon ?? null}, ${m.level ?? levels[depth]!}, ${parentId}, ${order}) returning id`,
      rowShape({ id: int }),
    );
    ids.set(`${parentId ?? 0}:${m.name}`, row!.id);
    if (m.children) await insertMenus(tx, m.children, row!.id, depth + 1, ids);
  }
}

export interface SeedResult {
  seeded: boolean;
  /** Accounts whose credentials should be shown once (demo users, or a generated first admin). */
  accounts: Array<{ email: string; password: string; group: string }>;
}

export interface SeedOptions {
  demo: boolean;
  firstAdmin: { name: string; email: string; password: string | undefined };
  /** Where demo images are stored; none are made without it. */
  dataDir?: string;
  /** The company's time zone: demo dates count back from today there. @default Asia/Jakarta */
  timeZone?: string;
}

/** Seeds an empty database; does nothing when menus already exist. */
export async function seed(db: Db, opts: SeedOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    // One seeder at a time, even with several processes starting on one PostgreSQL.
    await tx.execute(sql`select pg_advisory_xact_lock(7261001)`);
    await syncRegions(tx);
    const existing = await one(tx, sql`select 1 from menus limit 1`);
    if (existing) return { seeded: false, accounts: [] };

    await insertMenus(tx, MENU_TREE, null, 0, new Map());
    const positionIds = new Map<string, number>();
    for (const p of POSITIONS) {
      const row = await one(
        tx,
        sql`insert into positions (code, name, description) values (${p.code}, ${p.name}, ${p.description}) returning id`,
        rowShape({ id: int }),
      );
      positionIds.set(p.code, row!.id);
    }
    const groupIds = new Map<string, number>();
    for (const g of GROUPS) {
      const row = await one(
        tx,
        sql`insert into auth_groups (name, description) values (${g.name}, ${g.description}) returning id`,
        rowShape({ id: int }),
      );
      groupIds.set(g.name, row!.id);
      const { urls, exclude = [], create, update } = g.grant;
      // A granted url brings its ancestors (header, group) so that the tree shows it.
      await tx.execute(sql`
        with recursive picked as (
          select id, parent_id from menus
          where ${urls === 'all' ? sql`true` : sql`url in ${inList(urls)}`}
            and ${exclude.length ? sql`(url is null or url not in ${inList(exclude)})` : sql`true`}
          union
          select m.id, m.parent_id from menus m join picked p on m.id = p.parent_id
        )
        insert into group_menus (group_id, menu_id, can_create, can_update, can_delete)
        select ${row!.id}, id, ${create}, ${update}, ${g.grant.delete} from picked`);
      if (urls === 'all' && exclude.length) {
        // Headers and groups left without any granted child are dropped.
        await tx.execute(sql`
          delete from group_menus gm using menus m
          where gm.group_id = ${row!.id} and gm.menu_id = m.id and m.url is null
            and not exists (select 1 from menus c join group_menus g2 on g2.menu_id = c.id and g2.group_id = ${row!.id}
                            where c.parent_id = m.id)`);
      }
    }

    const accounts: SeedResult['accounts'] = [];
    const addUser = async (u: {
      name: string;
      email: string;
      password: string;
      group: string;
      position: string;
      phone: string | null;
    }) => {
      const hash = await hashPassword(u.password);
      const row = await one(
        tx,
        sql`insert into users (name, email, phone, position_id, active, password_hash)
            values (${u.name}, ${u.email}, ${normalizePhone(u.phone)}, ${positionIds.get(u.position) ?? null}, true, ${hash}) returning id`,
        rowShape({ id: int }),
      );
      await tx.execute(
        sql`insert into group_users (group_id, user_id) values (${groupIds.get(u.group)!}, ${row!.id})`,
      );
      return row!.id;
    };
    if (opts.demo) {
      const ids: number[] = [];
      for (const u of DEMO_USERS) {
        ids.push(await addUser(u));
        accounts.push({ email: u.email, password: u.password, group: u.group });
      }
      await seedCatalogue(tx, { userId: ids[0]! }, opts.dataDir ?? '');
      const today = businessDate(opts.timeZone ?? 'Asia/Jakarta');
      await seedStock(tx, { userId: ids[0]! }, today);
      // Orders are sold by the cashier's account (the Default group), as a shop would.
      // Distributors buy on 14 days' credit ("tempo"); shops and consumers pay on delivery (issue 38).
      await tx.execute(sql`update customers set payment_term_days = 14 where category = 'distributor'`);
      await seedSales(tx, { userId: ids[3] ?? ids[0]! }, today);
      // The demo's orders were delivered at their planned date and time (not later than now), not when seeded.
      await tx.execute(sql`
        update transactions
        set delivered_at = least(now(), (delivery_date + coalesce(delivery_time, time '12:00')) at time zone ${opts.timeZone ?? 'Asia/Jakarta'})
        where delivery = 'delivered' and delivery_date is not null`);
      // A price list from today, after the demo's orders: they keep the products' own prices they were made at.
      await seedPriceLists(tx, { userId: ids[0]!, today });
    } else {
      const password = opts.firstAdmin.password ?? randomBytes(12).toString('base64url');
      await addUser({ ...opts.firstAdmin, password, group: 'Super Admin', position: 'SA', phone: null });
      if (!opts.firstAdmin.password)
        accounts.push({ email: opts.firstAdmin.email, password, group: 'Super Admin' });
    }
    return { seeded: true, accounts };
  });
}
