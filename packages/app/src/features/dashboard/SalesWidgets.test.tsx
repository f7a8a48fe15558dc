import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '../../lib/format';
import { clearSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { failure, PENDING, success, type MockHandlers } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { SalesWidgets } from './SalesWidgets';
import { moneyOf } from '../../test/fixtures';

const figure = (today: number, yesterday: number, change: number) => ({ today, yesterday, change });
const group = (revenue: number) => ({
  orders: figure(2, 1, 100),
  items: figure(12, 8, 50),
  revenue: figure(revenue, 100_000, 25),
});

const order = {
  id: 7,
  version: 1,
  createdAt: '2026-11-23T01:00:00Z',
  updatedAt: '2026-11-23T01:00:00Z',
  number: 'TRX-20261123-0001',
  date: '2026-11-23',
  customerId: 3,
  customer: { id: 3, name: 'Warung Bu Sari', phone: null, category: 'konsumen' as const, address: null },
  deliveryDate: '2026-11-24',
  deliveryTime: '09:30',
  payment: 'unpaid' as const,
  packing: 'packed' as const,
  delivery: 'pending' as const,
  packedDate: '2026-11-23',
  ongkir: 0,
  itemSubtotal: 75_000,
  packagingSubtotal: 1_000,
  total: 76_000,
  itemCount: 10,
  note: null,
  packs: [],
  ...moneyOf('unpaid', 76_000),
  createdBy: null,
  standingOrderId: null,
};

const tapioca = {
  id: 4,
  kind: 'raw' as const,
  name: 'Tepung Tapioka',
  unit: 'kg' as const,
  packagingType: null,
  minStock: 20,
  in: 40,
  out: 25,
  remaining: 15,
  expired: 0,
  lots: 1,
  lastRestock: '2026-11-01',
  nextExpiry: null,
  needRestock: true,
  avgDailyUse: 4,
  daysLeft: 3.8,
  runsOutOn: '2026-11-27',
  suggestedQty: 125,
};

function setRights(urls: string[]) {
  appStore.set(
    userRightsAtom,
    urls.map((url) => ({ url, view: true, create: false, update: false, delete: false })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
});

const render = () => renderRoutes([{ path: '/dashboard', element: <SalesWidgets /> }], '/dashboard');

describe('dashboard sales widgets', () => {
  it('show today against yesterday and the pending deliveries to a user with the dashboard', async () => {
    setRights(['/dashboard']);
    const api = stubApi({
      transactionTodayList: () =>
        success('transactionTodayList', {
          summary: {
            today: '2026-11-23',
            yesterday: '2026-11-22',
            all: group(250_000),
            paid: group(150_000),
            unpaid: group(100_000),
          },
        }),
      transactionPendingList: () =>
        success('transactionPendingList', { datas: [order], total: 1, page: 1, perPage: 5 }),
      transactionWeeklySummary: () => PENDING,
      transactionWeeklyIncomeStats: () => PENDING,
      bahanBakuNeedRestock: () => success('bahanBakuNeedRestock', { datas: [tapioca], total: 1 }),
      bahanKemasanNeedRestock: () => success('bahanKemasanNeedRestock', { datas: [], total: 0 }),
    });
    render();
    expect(await screen.findByText('Rp 250.000')).toBeInTheDocument();
    expect(screen.getByText('Warung Bu Sari')).toBeInTheDocument();
    // Dates in the lists as in every other row of the app (the ui's short month).
    expect(screen.getByText('TRX-20261123-0001 · kirim 24 Nov 2026 pukul 09.30')).toBeInTheDocument();
    expect(screen.getByText('Rp 76.000')).toBeInTheDocument();
    expect(screen.getByText('Belum lunas')).toBeInTheDocument();
    expect(await screen.findByText('Tepung Tapioka')).toBeInTheDocument();
    expect(screen.getByText(/· habis sekitar 27 Nov 2026$/)).toBeInTheDocument();
    // No product menu: the product list is not asked for and its widget is not shown.
    expect(api.ids()).not.toContain('productList');
    expect(screen.queryByText('Produk di bawah stok minimum')).toBeNull();
    // No Laba Kotor report: no margins asked for.
    expect(api.ids()).not.toContain('reportGetMargin');
    expect(screen.queryByText('Produk di bawah HPP (30 hari)')).toBeNull();
  });

  it('show only what the rights allow: a transaction clerk without the dashboard sees pending deliveries and low products', async () => {
    setRights(['/transaction/data']);
    const api = stubApi({
      transactionPendingList: () =>
        success('transactionPendingList', { datas: [], total: 0, page: 1, perPage: 5 }),
      productList: () =>
        success('productList', {
          datas: [
            {
              id: 1,
              version: 1,
              createdAt: '',
              updatedAt: '',
              code: 'BTY',
              name: 'Baso Tahu',
              description: null,
              image: null,
              imageThumb: null,
              categoryId: 1,
              category: { id: 1, name: 'Baso' },
              price: 7_500,
              unit: 'pcs',
              minStock: 100,
              active: true,
              fresh: 30,
              frozen: 20,
            },
          ],
          total: 13,
          page: 1,
          perPage: 8,
        }),
    });
    render();
    expect(await screen.findByText('Semua pesanan sudah dikirim')).toBeInTheDocument();
    expect(await screen.findByText('Baso Tahu')).toBeInTheDocument();
    expect(screen.getByText('50 pcs')).toBeInTheDocument();
    // The server picks the products below their minimum, lowest stock first; the rest is counted.
    expect(api.calls.find((c) => c.id === 'productList')?.body).toEqual({
      perPage: 8,
      active: true,
      belowMinimum: true,
      sortBy: 'stock',
      sortDir: 'asc',
    });
    expect(screen.getByText('12 produk lainnya juga di bawah stok minimum.')).toBeInTheDocument();
    expect(api.ids()).not.toContain('transactionTodayList');
    expect(screen.queryByText('Penjualan hari ini')).toBeNull();
  });

  it('list the materials to restock soonest first, those without a run-out date last, and count the rest', async () => {
    setRights(['/items/bahan-baku/stock']);
    const unused = { ...tapioca, id: 5, name: 'Garam', avgDailyUse: 0, daysLeft: null, runsOutOn: null };
    const soonest = { ...tapioca, id: 6, name: 'Bawang Putih', daysLeft: 0.5, runsOutOn: '2026-11-23' };
    const more = Array.from({ length: 9 }, (_, i) => ({
      ...tapioca,
      id: 10 + i,
      name: `Bahan ${i + 1}`,
      daysLeft: 5 + i,
    }));
    stubApi({
      bahanBakuNeedRestock: () =>
        success('bahanBakuNeedRestock', { datas: [unused, tapioca, ...more, soonest], total: 12 }),
    });
    render();
    const list = await screen.findByRole('list', { name: 'Bahan perlu restock' });
    const names = [...list.querySelectorAll('strong')].map((e) => e.textContent);
    expect(names).toEqual(['Bawang Putih', 'Tepung Tapioka', ...more.slice(0, 6).map((m) => m.name)]);
    expect(screen.getByText('4 bahan lainnya juga perlu restock.')).toBeInTheDocument();
  });

  it('show a failure with a retry, and nothing for a user without any of the menus', async () => {
    setRights(['/dashboard']);
    stubApi({
      transactionTodayList: () => failure(500, 'Galat'),
      transactionPendingList: () => PENDING,
      transactionWeeklySummary: () => PENDING,
      transactionWeeklyIncomeStats: () => PENDING,
      bahanBakuNeedRestock: () => PENDING,
      bahanKemasanNeedRestock: () => PENDING,
    });
    const view = render();
    expect(await screen.findByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    view.unmount();
    setRights(['/profile']);
    const api = stubApi({});
    render();
    expect(screen.queryByText('Penjualan')).toBeNull();
    expect(api.ids()).toEqual([]);
  });
  it('list the products sold below cost in the last 30 days to a user with the Laba Kotor report', async () => {
    setRights(['/report/margin']);
    const row = (key: string, label: string, revenue: number, cost: number) => ({
      key,
      label,
      revenue,
      cost,
      margin: revenue - cost,
      marginPct: Math.round(((revenue - cost) / revenue) * 1000) / 10,
      belowCost: revenue < cost,
    });
    const api = stubApi({
      reportGetMargin: () =>
        success('reportGetMargin', {
          by: 'product',
          period: { from: addDays(todayIn(), -29), to: todayIn() },
          truncated: false,
          datas: [
            row('1', 'BTY – Baso Tahu', 150_000, 162_500),
            row('2', 'KPM – Kuah Pempek', 30_000, 31_000),
            row('3', 'BTGY – Batagor', 75_000, 40_000),
          ],
          totals: {
            revenue: 255_000,
            cost: 233_500,
            margin: 21_500,
            marginPct: 8.4,
            packaging: 0,
            packCost: 0,
            belowCost: 11,
            open: { orders: 0, lines: 0, revenue: 0 },
          },
        }),
    });
    render();
    const list = await screen.findByRole('list', { name: 'Produk di bawah HPP (30 hari)' });
    expect(api.calls.find((c) => c.id === 'reportGetMargin')?.body).toEqual({
      by: 'product',
      dateFrom: addDays(todayIn(), -29),
      dateTo: todayIn(),
      sortBy: 'margin',
      sortDir: 'asc',
    });
    // Only those below cost, each a way into the report; the loss in words, not only in red.
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['BTY – Baso Tahu', 'KPM – Kuah Pempek']);
    for (const link of links) expect(link).toHaveAttribute('href', '/report/margin');
    expect(within(list).getByText('rugi Rp 12.500')).toBeInTheDocument();
    expect(within(list).getByText('penjualan Rp 150.000 · HPP Rp 162.500')).toBeInTheDocument();
    // Counted over the whole report.
    expect(screen.getByText('9 produk lainnya juga dijual di bawah HPP.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buka laporan Laba Kotor' })).toHaveAttribute(
      'href',
      '/report/margin',
    );
    expect(api.ids()).toEqual(['reportGetMargin']);
  });

  it('say so when no product was sold below cost', async () => {
    setRights(['/report/margin']);
    stubApi({
      reportGetMargin: () =>
        success('reportGetMargin', {
          by: 'product',
          period: { from: addDays(todayIn(), -29), to: todayIn() },
          truncated: false,
          datas: [
            {
              key: '3',
              label: 'BTGY – Batagor',
              revenue: 75_000,
              cost: 40_000,
              margin: 35_000,
              marginPct: 46.7,
              belowCost: false,
            },
          ],
          totals: {
            revenue: 75_000,
            cost: 40_000,
            margin: 35_000,
            marginPct: 46.7,
            packaging: 0,
            packCost: 0,
            belowCost: 0,
            open: { orders: 0, lines: 0, revenue: 0 },
          },
        }),
    });
    render();
    expect(await screen.findByText('Tidak ada produk yang dijual di bawah HPP.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buka laporan Laba Kotor' })).toBeNull();
  });
});

describe("the dashboard's money (issue 38)", () => {
  const money = {
    today: '2026-11-23',
    received: {
      amount: 1_350_000,
      payments: 5,
      byMethod: [
        { method: 'transfer' as const, amount: 1_000_000, payments: 2 },
        { method: 'tunai' as const, amount: 350_000, payments: 3 },
      ],
    },
    due: { amount: 4_750_000, orders: 12, until: '2026-11-29' },
    overdue: {
      amount: 2_100_000,
      orders: 4,
      customers: 2,
      top: [
        { customerId: 3, name: 'Warung Bu Sari', phone: null, amount: 1_600_000, orders: 3, days: 41 },
        { customerId: 9, name: 'Toko Pak Budi', phone: null, amount: 500_000, orders: 1, days: 5 },
      ],
    },
    held: { orders: 2, amount: 900_000 },
  };
  const quiet: MockHandlers = {
    transactionTodayList: () => PENDING,
    transactionPendingList: () => PENDING,
    transactionWeeklySummary: () => PENDING,
    transactionWeeklyIncomeStats: () => PENDING,
    bahanBakuNeedRestock: () => PENDING,
    bahanKemasanNeedRestock: () => PENDING,
  };
  const text = (el: HTMLElement) => el.textContent?.replace(/\u00a0/g, ' ');

  it('money in today by method, due in seven days, overdue with the five owing most, held orders', async () => {
    setRights(['/dashboard', '/report/aging']);
    stubApi({ ...quiet, reportMoney: () => success('reportMoney', money) });
    render();
    expect(await screen.findByText('Rp 1.350.000')).toBeInTheDocument();
    const section = within(screen.getByRole('region', { name: 'Uang' }));
    const received = await section.findByRole('region', { name: 'Uang masuk hari ini' });
    expect(text(received)).toContain('Rp 1.350.000');
    expect(text(received)).toContain('Transfer Rp 1.000.000 · Tunai Rp 350.000');
    expect(text(section.getByRole('region', { name: 'Jatuh tempo 7 hari ke depan' }))).toContain(
      '12 tagihan sampai 29 Nov 2026',
    );
    expect(text(section.getByRole('region', { name: 'Tagihan terlambat' }))).toContain(
      '4 tagihan dari 2 customer',
    );
    expect(text(section.getByRole('region', { name: 'Ditahan kredit' }))).toContain(
      '2 transaksi menunggu dilepas',
    );
    const top = within(section.getByRole('list', { name: 'Paling lama menunggak' }));
    expect(top.getAllByRole('listitem').map(text)).toEqual([
      'Warung Bu Sari3 tagihan · terlama 41 hariRp 1.600.000',
      'Toko Pak Budi1 tagihan · terlama 5 hariRp 500.000',
    ]);
    expect(section.getByRole('link', { name: 'Buka Umur Piutang' })).toHaveAttribute('href', '/report/aging');
    expect(section.getByRole('link', { name: 'Lihat transaksi yang ditahan' })).toBeInTheDocument();
  });

  it('no link to the aging without its right; a quiet day says so', async () => {
    setRights(['/dashboard']);
    stubApi({
      ...quiet,
      reportMoney: () =>
        success('reportMoney', {
          ...money,
          received: { amount: 0, payments: 0, byMethod: [] },
          overdue: { amount: 0, orders: 0, customers: 0, top: [] },
          held: { orders: 0, amount: 0 },
        }),
    });
    render();
    expect(await screen.findByText('Belum ada pembayaran hari ini.')).toBeInTheDocument();
    expect(screen.getByText('Tidak ada tagihan terlambat.')).toBeInTheDocument();
    expect(screen.getByText('Tidak ada transaksi ditahan')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buka Umur Piutang' })).toBeNull();
  });

  it('a user without the dashboard does not ask for it', async () => {
    setRights(['/transaction/data']);
    const api = stubApi({ transactionPendingList: () => PENDING, productList: () => PENDING });
    render();
    await waitFor(() => expect(api.ids()).toContain('transactionPendingList'));
    expect(api.ids()).not.toContain('reportMoney');
  });
});
