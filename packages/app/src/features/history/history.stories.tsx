import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { BodyOf } from '@pawon/api-client';
import { success, type MockHandlers } from '../../test/mockOperations';
import { resourceStories, screenDecorator } from '../../test/screenStories';
import HistoryScreen from './HistoryScreen';
import { tr } from './format';
import { history } from './resource';
import { HISTORY_ROWS, LONG_ROW } from './storyFixtures';

const PATH = '/change-history';
const users: MockHandlers = {
  historyUsers: () =>
    success('historyUsers', {
      datas: [
        { id: 1, name: 'Admin Pawon' },
        { id: 2, name: 'Pemilik Pawon' },
      ],
    }),
};
const screen = {
  Screen: HistoryScreen,
  descriptor: history.descriptor,
  path: PATH,
  operations: history.operations,
};
const stories = resourceStories(screen, {
  rows: HISTORY_ROWS,
  long: LONG_ROW,
  handlers: users,
  pageExtras: { totalCapped: false },
});

const meta = { ...stories.meta, title: 'Screens/Riwayat Perubahan' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const Phone = stories.Phone;
export const Dark = stories.Dark;

/** A list answering from the fixtures, and the requests it was asked, for a story to check what the screen asked. */
function recorder() {
  const asked: Array<BodyOf<'historyList'>> = [];
  const handlers: MockHandlers = {
    ...users,
    historyList: ({ body }) => {
      asked.push(body);
      const rows = HISTORY_ROWS.filter(
        (r) =>
          (!body?.entity || r.entity === body.entity) && (!body?.entityId || r.entityId === body.entityId),
      );
      return success('historyList', {
        datas: rows,
        total: rows.length,
        page: 1,
        perPage: 25,
        totalCapped: false,
      });
    },
  };
  return { asked, handlers };
}
const oneRecord = recorder();
const byRow = recorder();

const table = async (canvasElement: HTMLElement) => {
  const found = await within(canvasElement).findByRole('table', {
    name: history.descriptor.messages.caption,
  });
  await waitFor(() => expect(found).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
  return found;
};

/**
 * Opened from a product's "Riwayat" (`?entity=product&entityId=12`): only that record's changes are asked, the
 * filter names the product, the price shows in rupiah before → after; removing the filter lists everything again.
 */
export const OneRecord: Story = {
  decorators: [
    screenDecorator({
      path: PATH,
      search: '?entity=product&entityId=12',
      handlers: oneRecord.handlers,
      reset: () => {
        oneRecord.asked.length = 0;
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await table(canvasElement);
    await expect(oneRecord.asked).toContainEqual(
      expect.objectContaining({ entity: 'product', entityId: 12, sortDir: 'desc' }),
    );
    const chip = canvas.getByTestId('history-record-filter');
    await expect(chip).toHaveTextContent('Produk: BLK – Bolu Kukus Pandan');
    await expect(within(rows).getByText('Rp 10.000')).toBeVisible();
    await expect(within(rows).getByText('Rp 12.500')).toBeVisible();
    await expect(within(rows).getByText('Kue Kering')).toBeVisible();
    await userEvent.click(chip);
    await waitFor(() => expect(canvas.queryByTestId('history-record-filter')).toBeNull());
    await expect(await within(rows).findByText('TRX-20261121-0003')).toBeVisible();
  },
};

/** A change made with an integration token names the token and the person who made it (issue 41). */
export const ByToken: Story = {
  ...stories.Filled,
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(
      within(rows).getByText(tr('history.byToken', { token: 'Sistem Gudang', user: 'Admin Pawon' })),
    ).toBeVisible();
    await expect(within(rows).getByText('Token: Sistem Gudang (oleh Admin Pawon)')).toBeVisible();
  },
};

/** A row's record filters the list to it; states, dates and quantities read in Indonesian. */
export const FilterByRow: Story = {
  decorators: [
    screenDecorator({ path: PATH, handlers: byRow.handlers, reset: () => (byRow.asked.length = 0) }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await table(canvasElement);
    await expect(within(rows).getByText('Lunas')).toBeVisible();
    await expect(within(rows).getByText('24 November 2026')).toBeVisible();
    await expect(within(rows).getByText('Warung Bu Tini (sudah dihapus)')).toBeVisible();
    await userEvent.click(
      within(rows).getByRole('button', { name: tr('history.showRecord', { label: 'TRX-20261121-0003' }) }),
    );
    await waitFor(() => expect(byRow.asked.at(-1)).toMatchObject({ entity: 'transaction', entityId: 40 }));
    await expect(await canvas.findByTestId('history-record-filter')).toHaveTextContent(
      'Transaksi: TRX-20261121-0003',
    );
  },
};

/** An entry with more changes than a row shows: the rest open under it, and the ones the server left out are counted. */
export const ManyChanges: Story = {
  decorators: [
    screenDecorator({
      path: PATH,
      handlers: {
        ...users,
        historyList: () =>
          success('historyList', { datas: [LONG_ROW], total: 1, page: 1, perPage: 25, totalCapped: false }),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(within(rows).getByText('dan 2 perubahan lainnya')).toBeVisible();
    await userEvent.click(
      within(rows).getByRole('button', { name: new RegExp(tr('history.expand', { label: '' })) }),
    );
    await expect(await within(rows).findByText('Distributor')).toBeVisible();
    await expect(within(rows).getByText('12 perubahan lain tidak ditampilkan')).toBeVisible();
  },
};

/** More than 10,000 matching changes: the count says so rather than a wrong number. */
export const ManyRows: Story = {
  decorators: [
    screenDecorator({
      path: PATH,
      handlers: {
        ...users,
        historyList: () =>
          success('historyList', {
            datas: HISTORY_ROWS,
            total: 10_000,
            page: 1,
            perPage: 25,
            totalCapped: true,
          }),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await expect(await within(canvasElement).findByText(/dari 10\.000\+/)).toBeVisible();
  },
};
