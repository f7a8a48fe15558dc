import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { BodyOf } from '@pawon/api-client';
import { resourceMenus } from '@pawon/api-client/resourceMenus';
import { t as tCommon } from '../../lib/messages';
import { PROFILE } from '../../test/businessProfile';
import { failure, listOf, success, type MockHandlers } from '../../test/mockOperations';
import { resourceStories } from '../../test/screenStories';
import type { StandingOrderRecord } from './form';
import { t } from './messages';
import { standingOrders } from './standingOrder.resource';

const TRANSACTIONS = resourceMenus.transaction;
const stamp = { version: 1, createdAt: '2026-11-01T02:00:00Z', updatedAt: '2026-11-20T02:00:00Z' };
const kerdus = { id: 3, name: 'Kerdus' };
const risol = { productId: 1, productName: 'Risol Mayo', unit: 'pcs' as const };
const baso = { productId: 2, productName: 'Baso Tahu', unit: 'pcs' as const };

function standingOrder(
  id: number,
  customer: string,
  changes: Partial<StandingOrderRecord> = {},
): StandingOrderRecord {
  return {
    id,
    ...stamp,
    customerId: id,
    customer: { id, name: customer, phone: `0812-3101-10${String(id).padStart(2, '0')}` },
    packs: [
      {
        materialId: kerdus.id,
        materialName: kerdus.name,
        count: 2,
        lines: [
          { ...risol, bucket: 'frozen', qtyPerPack: 10 },
          { ...baso, bucket: 'fresh', qtyPerPack: 5 },
        ],
      },
    ],
    weekdays: [1, 3, 5],
    everyDays: null,
    startDate: '2026-11-02',
    endDate: null,
    deliveryTime: '09:30',
    skipDates: [],
    paused: false,
    note: null,
    nextDate: '2026-12-02',
    lastOrder: { id: 40 + id, number: `TRX-20261130-000${id}`, deliveryDate: '2026-11-30' },
    failing: 0,
    ...changes,
  };
}

const ROWS: StandingOrderRecord[] = [
  standingOrder(1, 'Warung Bu Sari'),
  // Every three days, two days it could not make (stock short, held for credit).
  standingOrder(2, 'Toko Frozen Berkah', {
    weekdays: null,
    everyDays: 3,
    nextDate: '2026-12-03',
    failing: 2,
  }),
  standingOrder(3, 'Kantin Pak Udin', { paused: true, nextDate: null, lastOrder: null }),
  standingOrder(4, 'Rumah Makan Sederhana', {
    endDate: '2026-11-30',
    nextDate: null,
    skipDates: ['2026-11-25'],
  }),
];

/** The days that came due: an order made, a day short of stock (coded), a day held for credit. */
const RUNS = [
  {
    standingOrderId: 2,
    customer: { id: 2, name: 'Toko Frozen Berkah' },
    date: '2026-12-03',
    order: null,
    error: {
      code: 'stock.short' as const,
      params: { name: 'Risol Mayo', bucket: 'frozen', available: 12, requested: 20, unit: 'pcs' },
      message: 'Stok Risol Mayo beku tidak cukup: tersedia 12 pcs, diminta 20 pcs.',
    },
    at: '2026-12-02T11:00:00Z',
  },
  {
    standingOrderId: 2,
    customer: { id: 2, name: 'Toko Frozen Berkah' },
    date: '2026-11-30',
    order: { id: 42, number: 'TRX-20261129-0002' },
    error: null,
    at: '2026-11-29T11:00:00Z',
  },
  {
    standingOrderId: 1,
    customer: { id: 1, name: 'Warung Bu Sari' },
    date: '2026-11-30',
    order: { id: 41, number: 'TRX-20261129-0001' },
    error: null,
    at: '2026-11-29T11:00:00Z',
  },
];

const handlers: MockHandlers = {
  businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }),
  packagingList: () =>
    listOf('packagingList', [
      { ...kerdus, unit: 'pcs', packPrice: 1_000, available: 120, active: true },
      { id: 4, name: 'Mika', unit: 'pcs', packPrice: 500, available: 80, active: true },
    ]),
  customerList: () =>
    listOf(
      'customerList',
      ROWS.map((r) => ({ id: r.customerId, name: r.customer.name, phone: r.customer.phone })),
    ),
  productList: () =>
    listOf('productList', [
      { id: 1, code: 'RSL', name: 'Risol Mayo', unit: 'pcs', price: 7_500, active: true },
      { id: 2, code: 'BTY', name: 'Baso Tahu', unit: 'pcs', price: 5_000, active: true },
    ]),
  standingOrderRuns: ({ body }) => {
    const datas = RUNS.filter(
      (r) =>
        (body.standingOrderId === undefined || r.standingOrderId === body.standingOrderId) &&
        (!body.failed || r.error !== null),
    );
    return success('standingOrderRuns', { datas, total: datas.length, page: 1, perPage: 10 });
  },
  standingOrderGenerate: () => success('standingOrderGenerate', { datas: { created: 3, failed: 1 } }),
};

const stories = resourceStories(standingOrders, {
  rows: ROWS,
  long: standingOrder(9, 'Koperasi Karyawan Pabrik Tekstil dan Garmen Kawasan Industri Rancaekek Bandung', {
    note: 'Antar lewat gerbang belakang, hubungi satpam dulu',
    packs: [
      {
        materialId: kerdus.id,
        materialName: 'Kerdus besar dua lapis untuk frozen food tahan tiga hari',
        count: 12,
        lines: [
          { ...risol, bucket: 'frozen', qtyPerPack: 25 },
          { ...baso, bucket: 'frozen', qtyPerPack: 25 },
          {
            productId: 5,
            productName: 'Siomay Ikan Tenggiri Isi Lima',
            unit: 'pcs',
            bucket: 'fresh',
            qtyPerPack: 10,
          },
        ],
      },
    ],
  }),
  handlers,
  // The story user may open Data Transaksi: the last orders are links to it.
  actions: [TRANSACTIONS],
});

const meta = { ...stories.meta, title: 'Screens/Langganan' } satisfies Meta;
export default meta;

type Story = StoryObj<ComponentType>;
type Context = Parameters<NonNullable<typeof stories.Filled.play>>[0];

const rowOf = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('cell', { name: new RegExp(name) }).closest('tr')!);

/**
 * The list: each schedule in words, the packs, the next delivery with its weekday, the last order opening Data
 * Transaksi on it, and the status (a paused one, an ended one, one with two days that could not be made).
 */
export const Filled: Story = {
  ...stories.Filled,
  play: async (context: Context) => {
    await stories.Filled.play(context);
    const canvas = within(context.canvasElement);
    const first = rowOf(canvas, 'Warung Bu Sari');
    await expect(first.getByText('Sen, Rab, Jum')).toBeVisible();
    await expect(first.getByText('Rab, 2 Des 2026')).toBeVisible();
    await expect(first.getByText(/^2 × Kerdus \(Risol Mayo 10 pcs, Baso Tahu 5 pcs\)$/)).toBeVisible();
    const link = first.getByRole('link', { name: 'TRX-20261130-0001' });
    await expect(link.getAttribute('href')).toBe(
      '/transaction/data?q=TRX-20261130-0001&period=range&from=2026-11-16&to=2026-11-30',
    );
    await expect(first.getByText(t('standingOrders.status.active'))).toBeVisible();
    const failing = rowOf(canvas, 'Toko Frozen Berkah');
    await expect(failing.getByText('Tiap 3 hari')).toBeVisible();
    await expect(failing.getByText('2 gagal')).toBeVisible();
    const paused = rowOf(canvas, 'Kantin Pak Udin');
    await expect(paused.getByText(t('standingOrders.status.paused'))).toBeVisible();
    await expect(rowOf(canvas, 'Rumah Makan').getByText(t('standingOrders.status.ended'))).toBeVisible();
  },
};
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const Phone = stories.Phone;
export const Dark = stories.Dark;

/** Without the rights: add, edit, delete and "Buat pesanan sekarang" stay in view, disabled, saying which right. */
export const ReadOnly: Story = {
  ...stories.ReadOnly,
  play: async (context: Context) => {
    await stories.ReadOnly.play(context);
    const generate = within(context.canvasElement).getByRole('button', {
      name: t('standingOrders.generate.button'),
    });
    await expect(generate).toHaveAttribute('aria-disabled', 'true');
    await expect(generate).toHaveAccessibleDescription(/^Perlu hak tambah Langganan/);
  },
};

/** Opens the add form, or a row's edit form, and waits for its body (its own chunk). */
async function openForm(context: Context, edit?: string) {
  await stories.Filled.play(context);
  const page = within(context.canvasElement.ownerDocument.body);
  await userEvent.click(
    page.getByRole('button', {
      name: edit ? `${tCommon('common.edit')} ${edit}` : standingOrders.descriptor.messages.addLabel,
    }),
  );
  const dialog = within(await page.findByRole('dialog'));
  await dialog.findByTestId('standing-order-preview');
  return { page, dialog };
}

async function typeDate(dialog: ReturnType<typeof within>, label: string, date: string) {
  const field = dialog.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await userEvent.clear(field);
  await userEvent.type(field, date);
  await userEvent.tab();
}

/**
 * A new standing order on weekdays: seven toggle buttons named by the day, the preview of the next order and the run
 * that makes it (the profile's 1 day ahead at 18.00), a day off moving it, an end date before the start refused.
 */
export const FormWeekdays: Story = {
  ...stories.Filled,
  play: async (context: Context) => {
    const { dialog } = await openForm(context);
    const group = within(dialog.getByRole('group', { name: new RegExp(t('standingOrders.form.weekdays')) }));
    const names = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'];
    // In the week's order, each named by its day (seen short: "Sen"), none pressed yet.
    await expect(group.getAllByRole('button').map((day) => day.title)).toEqual(names);
    for (const name of names)
      await expect(group.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    await expect(group.getByRole('button', { name: 'Senin' })).toHaveTextContent(/^Sen/);
    await expect(dialog.getByTestId('standing-order-preview')).toHaveTextContent(
      t('standingOrders.preview.incomplete'),
    );
    // 7 January 2030 is a Monday.
    await typeDate(dialog, t('standingOrders.labels.startDate'), '2030-01-07');
    await userEvent.click(group.getByRole('button', { name: 'Rabu' }));
    await userEvent.click(group.getByRole('button', { name: 'Jumat' }));
    await expect(group.getByRole('button', { name: 'Rabu' })).toHaveAttribute('aria-pressed', 'true');
    const preview = dialog.getByTestId('standing-order-preview');
    await waitFor(() =>
      expect(preview).toHaveTextContent(
        'Pesanan berikutnya: Rabu, 9 Januari 2030 · dibuat otomatis Selasa, 8 Januari 2030 pukul 18.00',
      ),
    );
    // A day off on that Wednesday: the Friday.
    await typeDate(dialog, t('standingOrders.form.skipDate'), '2030-01-09');
    await userEvent.click(dialog.getByRole('button', { name: t('standingOrders.form.addSkip') }));
    await waitFor(() => expect(preview).toHaveTextContent('Pesanan berikutnya: Jumat, 11 Januari 2030'));
    await userEvent.click(dialog.getByRole('button', { name: 'Hapus libur 9 Jan 2030' }));
    await waitFor(() => expect(preview).toHaveTextContent('Pesanan berikutnya: Rabu, 9 Januari 2030'));
    // The end date cannot come before the start.
    await typeDate(dialog, t('standingOrders.labels.endDate'), '2030-01-01');
    await userEvent.click(dialog.getByRole('button', { name: tCommon('common.save') }));
    await expect(await dialog.findByText(t('standingOrders.form.endBeforeStart'))).toBeVisible();
  },
};
export const FormWeekdaysPhone: Story = {
  ...FormWeekdays,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** What the edit of the every-N standing order sends. */
let sent: BodyOf<'standingOrderUpdate'> | null = null;
const every = standingOrder(5, 'Toko Frozen Berkah', {
  weekdays: null,
  everyDays: 3,
  startDate: '2030-01-07',
  nextDate: '2030-01-07',
  lastOrder: null,
  skipDates: ['2030-01-07'],
});
const everyStories = resourceStories(standingOrders, {
  rows: [every],
  actions: [TRANSACTIONS],
  handlers: {
    ...handlers,
    standingOrderUpdate: ({ body }) => {
      sent = body;
      // The record as saved: the schedule sent, the packs as they were (their names).
      return success('standingOrderUpdate', {
        datas: { ...every, weekdays: body.weekdays ?? null, everyDays: body.everyDays ?? null, version: 2 },
      });
    },
  },
});

/**
 * Every N days: counted from the start date, a day off skipped (7 Jan off → 10 Jan, made on the 9th); switched to
 * weekdays, the save sends the weekdays and no rhythm.
 */
export const FormEveryDays: Story = {
  ...everyStories.Filled,
  play: async (context: Context) => {
    sent = null;
    const { page, dialog } = await openForm(context, 'Toko Frozen Berkah');
    await expect(dialog.getByRole('radio', { name: t('standingOrders.form.kindEvery') })).toBeChecked();
    await expect(
      dialog.getByRole('textbox', { name: new RegExp(t('standingOrders.form.everyDays')) }),
    ).toHaveValue('3');
    const preview = dialog.getByTestId('standing-order-preview');
    await waitFor(() =>
      expect(preview).toHaveTextContent(
        'Pesanan berikutnya: Kamis, 10 Januari 2030 · dibuat otomatis Rabu, 9 Januari 2030 pukul 18.00',
      ),
    );
    await expect(dialog.getByText('Senin, 7 Jan 2030')).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: t('standingOrders.form.kindWeekdays') }));
    await userEvent.click(dialog.getByRole('button', { name: 'Selasa' }));
    await waitFor(() => expect(preview).toHaveTextContent('Pesanan berikutnya: Selasa, 8 Januari 2030'));
    await userEvent.click(dialog.getByRole('button', { name: tCommon('common.save') }));
    await waitFor(() => expect(sent).not.toBeNull());
    await expect(sent).toMatchObject({
      id: 5,
      version: 1,
      weekdays: [2],
      everyDays: null,
      startDate: '2030-01-07',
      skipDates: ['2030-01-07'],
      packs: [
        {
          materialId: 3,
          count: 2,
          lines: [
            { productId: 1, bucket: 'frozen', qtyPerPack: 10 },
            { productId: 2, bucket: 'fresh', qtyPerPack: 5 },
          ],
        },
      ],
    });
    await expect(await page.findByText(/Langganan Toko Frozen Berkah diperbarui/)).toBeVisible();
  },
};

const refused = resourceStories(standingOrders, {
  rows: ROWS,
  actions: [TRANSACTIONS],
  handlers: {
    ...handlers,
    standingOrderUpdate: () =>
      failure(
        422,
        'Pilih hari kirim, atau isi setiap berapa hari: salah satu saja.',
        { weekdays: ['Pilih hari kirim, atau isi setiap berapa hari: salah satu saja.'] },
        undefined,
        { code: 'standingOrder.schedule', fieldCodes: { weekdays: { code: 'standingOrder.schedule' } } },
      ),
  },
});

/** The server refuses the schedule: its reason on the weekdays, which take the focus; what was chosen stays. */
export const FormServerError: Story = {
  ...refused.Filled,
  play: async (context: Context) => {
    const { dialog } = await openForm(context, 'Warung Bu Sari');
    await userEvent.click(dialog.getByRole('button', { name: tCommon('common.save') }));
    const group = dialog.getByRole('group', { name: new RegExp(t('standingOrders.form.weekdays')) });
    await expect(await within(group).findByRole('alert')).toHaveTextContent(
      'Pilih hari kirim, atau isi setiap berapa hari: salah satu saja.',
    );
    await expect(group).toHaveAccessibleDescription(/salah satu saja/);
    await expect(within(group).getByRole('button', { name: 'Senin' })).toHaveFocus();
    await expect(within(group).getByRole('button', { name: 'Senin' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

const stale = resourceStories(standingOrders, {
  rows: ROWS,
  actions: [TRANSACTIONS],
  handlers: {
    ...handlers,
    // Someone moved Warung Bu Sari to Tuesdays and Thursdays meanwhile.
    standingOrderUpdate: () => ({
      error: {
        status: 409,
        body: {
          status: 'error' as const,
          message: 'Versi data sudah usang.',
          conflict: {
            version: 2,
            changedBy: 'Pemilik Pawon',
            changedAt: '2026-12-04T03:00:00Z',
            record: { ...ROWS[0]!, version: 2, weekdays: [2, 4] },
          },
        },
      },
    }),
  },
});

/**
 * Saved meanwhile by someone else: what differs, in words (their schedule beside the one left as opened, the pause
 * typed here); what was typed stays in the form.
 */
export const FormConflict: Story = {
  ...stale.Filled,
  play: async (context: Context) => {
    const { dialog } = await openForm(context, 'Warung Bu Sari');
    await userEvent.click(dialog.getByRole('switch', { name: t('standingOrders.labels.paused') }));
    await userEvent.click(dialog.getByRole('button', { name: tCommon('common.save') }));
    const notice = within(await dialog.findByRole('alert', { name: /Pemilik Pawon/ }));
    const row = (label: string) => within(notice.getByRole('rowheader', { name: label }).closest('tr')!);
    await expect(row(t('standingOrders.form.schedule')).getByText('Sel, Kam')).toBeVisible();
    await expect(row(t('standingOrders.form.schedule')).getByText(/tidak Anda ubah/)).toBeVisible();
    await expect(
      row(t('standingOrders.labels.paused')).getByText(t('standingOrders.status.paused')),
    ).toBeVisible();
    await expect(notice.queryByRole('rowheader', { name: t('standingOrders.form.packsTitle') })).toBeNull();
    await expect(dialog.getByRole('switch', { name: t('standingOrders.labels.paused') })).toBeChecked();
  },
};

/**
 * A row's "Riwayat pembuatan": its days, the order made (opening Data Transaksi) and, in red and in words, the day
 * short of stock; "Gagal saja" keeps the failures.
 */
export const Runs: Story = {
  ...stories.Filled,
  play: async (context: Context) => {
    await stories.Filled.play(context);
    const page = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(
      page.getByRole('button', { name: t('standingOrders.runs.rowLabel', { name: 'Toko Frozen Berkah' }) }),
    );
    const dialog = within(
      await page.findByRole('dialog', {
        name: t('standingOrders.runs.titleOf', { name: 'Toko Frozen Berkah' }),
      }),
    );
    const table = within(await dialog.findByRole('table', { name: t('standingOrders.runs.caption') }));
    const failed = await table.findByText(
      'Gagal: Stok Risol Mayo beku tidak cukup: tersedia 12 pcs, diminta 20 pcs.',
    );
    await waitFor(() => expect(failed).toBeVisible());
    await expect(getComputedStyle(failed).color).not.toBe(
      getComputedStyle(table.getByText('Tanggal kirim')).color,
    );
    await expect(table.getByRole('link', { name: 'TRX-20261129-0002' })).toBeVisible();
    await expect(table.getByText('Sen, 30 Nov 2026')).toBeVisible();
    // One standing order's days: no customer column.
    await expect(table.queryByRole('columnheader', { name: t('standingOrders.runs.customer') })).toBeNull();
    await userEvent.click(dialog.getByRole('checkbox', { name: t('standingOrders.runs.failedOnly') }));
    await waitFor(() => expect(table.queryByRole('link', { name: 'TRX-20261129-0002' })).toBeNull());
    await expect(table.getByText(/^Gagal: Stok Risol Mayo/)).toBeVisible();
  },
};

/** The toolbar's "Riwayat pembuatan": every standing order's days, with their customers. */
export const AllRuns: Story = {
  ...stories.Filled,
  play: async (context: Context) => {
    await stories.Filled.play(context);
    const page = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: t('standingOrders.runs.button') }));
    const dialog = within(await page.findByRole('dialog', { name: t('standingOrders.runs.title') }));
    const table = within(await dialog.findByRole('table', { name: t('standingOrders.runs.caption') }));
    await waitFor(() => expect(table.getByText('Warung Bu Sari')).toBeVisible());
    await expect(table.getByRole('columnheader', { name: t('standingOrders.runs.customer') })).toBeVisible();
    await expect(table.getAllByRole('row')).toHaveLength(RUNS.length + 1);
  },
};

/** "Buat pesanan sekarang": what the run did, in one toast. */
export const Generate: Story = {
  ...stories.Filled,
  play: async (context: Context) => {
    await stories.Filled.play(context);
    const page = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: t('standingOrders.generate.button') }));
    await expect(await page.findByText('3 pesanan dibuat, 1 gagal.')).toBeVisible();
  },
};
