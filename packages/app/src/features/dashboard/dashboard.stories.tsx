import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Schemas } from '@pawon/api-client';
import { addDays, todayIn } from '../../lib/format';
import { success, type MockHandlers } from '../../test/mockOperations';
import { pageStories, type PageStoryOptions } from '../../test/screenStories';
import DashboardScreen from './DashboardScreen';
import { t } from './messages';

const options: PageStoryOptions = {
  path: '/dashboard',
  handlers: {},
  menus: [
    {
      id: 1,
      name: 'Master Data',
      nameEn: 'Master Data',
      url: null,
      icon: null,
      level: 'header',
      items: [
        { id: 2, name: 'Dashboard', url: '/dashboard', icon: 'bx-home-circle', level: 'parent', submenu: [] },
        {
          id: 3,
          name: 'Produk',
          nameEn: 'Products',
          url: '/items/produk',
          icon: 'bx-box',
          level: 'parent',
          submenu: [],
        },
        {
          id: 4,
          name: 'Transaksi',
          nameEn: 'Orders',
          url: '/transaksi',
          icon: 'bx-cart',
          level: 'parent',
          submenu: [],
        },
      ],
    },
  ],
  check: async (canvas) => {
    await expect(await canvas.findByRole('heading', { name: t('dashboard.shortcuts') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Produk/ })).toBeVisible();
  },
};
const stories = pageStories('Dashboard', DashboardScreen, options);

const meta = { ...stories.meta } satisfies Meta;
export default meta;
export const Default = stories.Default;
export const Dark = stories.Dark;
export const Phone = stories.Phone;

type MarginRow = Schemas['MarginRow'];
const marginRow = (key: string, label: string, revenue: number, cost: number): MarginRow => ({
  key,
  label,
  revenue,
  cost,
  margin: revenue - cost,
  marginPct: Math.round(((revenue - cost) / revenue) * 1000) / 10,
  belowCost: revenue < cost,
});
/** The Laba Kotor report per product over the last 30 days, lowest margin first. */
const margins = (rows: MarginRow[], belowCost: number): MockHandlers => ({
  reportGetMargin: () =>
    success('reportGetMargin', {
      by: 'product',
      period: { from: addDays(todayIn(), -29), to: todayIn() },
      truncated: false,
      datas: rows,
      totals: {
        revenue: 0,
        cost: 0,
        margin: 0,
        marginPct: null,
        packaging: 0,
        packCost: 0,
        belowCost,
        open: { orders: 0, lines: 0, revenue: 0 },
      },
    }),
});
/**
 * A user with the Laba Kotor report and no other widget's menu (the frame grants its path's view right, so the
 * story stands at the report's path).
 */
const withMargin = (handlers: MockHandlers) =>
  pageStories('Dashboard', DashboardScreen, {
    ...options,
    rights: { create: false, update: false, delete: false },
    path: '/report/margin',
    handlers,
    check: async (canvas) => {
      await expect(
        await canvas.findByRole('heading', { name: 'Produk di bawah HPP (30 hari)' }),
      ).toBeVisible();
    },
  });

const below = withMargin(
  margins(
    [
      marginRow('1', 'BTY – Baso Tahu', 150_000, 162_500),
      marginRow('4', 'KPM – Kuah Pempek', 30_000, 31_000),
      marginRow('2', 'BTGY – Batagor', 75_000, 40_000),
    ],
    2,
  ),
);
/** With the Laba Kotor report: the products sold below cost in the last 30 days, each a way into the report. */
export const BelowCost = {
  ...below.Default,
  play: async (context: Parameters<NonNullable<typeof below.Default.play>>[0]) => {
    await below.Default.play(context);
    const list = await within(context.canvasElement).findByRole('list', {
      name: 'Produk di bawah HPP (30 hari)',
    });
    await expect(within(list).getAllByRole('link')).toHaveLength(2);
    await expect(within(list).getByText(/^rugi Rp\s?12\.500$/)).toBeVisible();
  },
};
export const BelowCostDark = { ...BelowCost, globals: { theme: 'dark' } };

const none = withMargin(margins([marginRow('2', 'BTGY – Batagor', 75_000, 40_000)], 0));
/** Nothing sold below cost: the widget says so. */
export const BelowCostNone = {
  ...none.Default,
  play: async (context: Parameters<NonNullable<typeof none.Default.play>>[0]) => {
    await none.Default.play(context);
    await expect(
      await within(context.canvasElement).findByText('Tidak ada produk yang dijual di bawah HPP.'),
    ).toBeVisible();
  },
};

type HalalMaterial = Schemas['HalalMaterial'];
const certificate = (id: number, name: string, days: number, recipes: number): HalalMaterial => ({
  id,
  name,
  unit: 'kg',
  halalStatus: 'certified',
  halalNumber: `ID0011000${id}`,
  halalIssuer: 'BPJPH',
  halalIssuerName: null,
  halalExpiry: addDays(todayIn(), days),
  halalReason: null,
  halalFile: null,
  state: days < 0 ? 'expired' : 'expiring',
  recipes,
});
/** A user with the Register Halal and no other widget's menu (decision 057), at the register's path. */
const withHalal = (datas: HalalMaterial[]) =>
  pageStories('Dashboard', DashboardScreen, {
    ...options,
    rights: { create: false, update: false, delete: false },
    path: '/report/halal',
    handlers: {
      reportHalalExpiring: () =>
        success('reportHalalExpiring', { date: todayIn(), total: datas.length, datas }),
    },
    check: async (canvas) => {
      await expect(await canvas.findByRole('heading', { name: 'Sertifikat halal' })).toBeVisible();
    },
  });
const halal = withHalal([certificate(7, 'Ayam Potong', -3, 2), certificate(8, 'Tepung Tapioka', 12, 4)]);
/** With the Register Halal: certificates that have run out while a recipe uses them, or run out within 30 days. */
export const HalalExpiring = {
  ...halal.Default,
  play: async (context: Parameters<NonNullable<typeof halal.Default.play>>[0]) => {
    await halal.Default.play(context);
    const list = await within(context.canvasElement).findByRole('list', { name: 'Sertifikat halal' });
    await expect(within(list).getByRole('link', { name: 'Ayam Potong' })).toBeVisible();
    await expect(within(list).getByText(/^kedaluwarsa /)).toBeVisible();
    await expect(within(list).getByText('dipakai 4 resep')).toBeVisible();
  },
};
export const HalalExpiringDark = { ...HalalExpiring, globals: { theme: 'dark' } };
const halalNone = withHalal([]);
/** No certificate about to run out: the widget says so. */
export const HalalExpiringNone = {
  ...halalNone.Default,
  play: async (context: Parameters<NonNullable<typeof halalNone.Default.play>>[0]) => {
    await halalNone.Default.play(context);
    await expect(
      await within(context.canvasElement).findByText('Tidak ada sertifikat halal yang segera habis.'),
    ).toBeVisible();
  },
};

/** The day's money (issue 38): the figures of `report/money`. */
const moneyFigures: MockHandlers = {
  reportMoney: () =>
    success('reportMoney', {
      today: todayIn(),
      received: {
        amount: 4_350_000,
        payments: 9,
        byMethod: [
          { method: 'transfer', amount: 3_200_000, payments: 4 },
          { method: 'tunai', amount: 850_000, payments: 4 },
          { method: 'qris', amount: 300_000, payments: 1 },
        ],
      },
      due: { amount: 6_750_000, orders: 14, until: addDays(todayIn(), 6) },
      overdue: {
        amount: 3_120_500,
        orders: 7,
        customers: 4,
        top: [
          { customerId: 3, name: 'Warung Bi Imas', phone: null, amount: 1_882_800, orders: 3, days: 41 },
          {
            customerId: 8,
            name: 'Distributor Sumber Rejeki Makmur Sentosa Abadi',
            phone: null,
            amount: 730_200,
            orders: 2,
            days: 20,
          },
          { customerId: 5, name: 'Toko Sembako Lancar', phone: null, amount: 412_500, orders: 1, days: 12 },
          { customerId: 9, name: 'Bu Rina Catering', phone: null, amount: 95_000, orders: 1, days: 2 },
        ],
      },
      held: { orders: 2, amount: 1_250_000 },
    }),
};
const money = pageStories('Dashboard', DashboardScreen, {
  ...options,
  handlers: moneyFigures,
  check: async (canvas) => {
    await expect(await canvas.findByRole('heading', { name: 'Uang' })).toBeVisible();
    await expect(await canvas.findByText('Rp 4.350.000')).toBeVisible();
    const top = await canvas.findByRole('list', { name: 'Paling lama menunggak' });
    await expect(within(top).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('2 transaksi menunggu dilepas')).toBeVisible();
  },
});
/** Money in today by method, due in seven days, overdue with who owes most, held orders. */
export const Money = money.Default;
export const MoneyDark = money.Dark;
export const MoneyPhone = money.Phone;

/** A user of Lokasi Simpan alone: held stock and the locations not read today (decision 056). */
const storage = pageStories('Dashboard', DashboardScreen, {
  ...options,
  rights: { create: true, update: true, delete: false },
  path: '/stock-location',
  handlers: {
    stockLocationSummary: () =>
      success('stockLocationSummary', {
        heldLots: 1,
        heldBatches: 3,
        unread: [
          { id: 2, name: 'Chiller' },
          { id: 4, name: 'Freezer Depan' },
        ],
      }),
  },
  check: async (canvas) => {
    const list = await canvas.findByRole('list', { name: 'Keamanan pangan' });
    await expect(within(list).getByText('4 ditahan')).toBeVisible();
    await expect(within(list).getByText('Freezer Depan')).toBeVisible();
  },
});
export const FoodSafety = storage.Default;
export const FoodSafetyPhone = storage.Phone;
