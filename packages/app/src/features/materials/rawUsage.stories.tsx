import type { Meta } from '@storybook/react-vite';
import { forgetList } from '../../test/listCache';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { failure } from '../../test/mockOperations';
import { resourceStories, screenDecorator } from '../../test/screenStories';
import { materialResources } from './resources';
import { logTotals, longUsage, lookupHandlers, usages } from './storyFixtures';

const stories = resourceStories(materialResources.raw.used, {
  rows: usages,
  long: longUsage,
  handlers: lookupHandlers,
  summary: (rows) => ({ totals: logTotals(rows) }),
});

const meta = { ...stories.meta, title: 'Screens/Penggunaan Bahan Baku' } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;

/** A usage's row opened: the lots it drew from. */
export const LotsOpened: typeof Filled = {
  ...stories.Filled,
  play: async (context) => {
    await stories.Filled.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lot yang dipakai Tepung Tapioka 3,54 kg' }));
    await expect(await canvas.findByRole('table', { name: 'Lot yang dipakai' })).toHaveTextContent('L-90');
  },
};

const short = 'Stok Ayam tidak cukup: tersedia 5 kg, diminta 9 kg.';

/** More than the stock: refused, said on the quantity with what is available. */
export const RefusedBeyondStock: typeof Filled = {
  decorators: [
    screenDecorator({
      path: '/items/bahan-baku/used',
      reset: () => forgetList(materialResources.raw.used.descriptor.list),
      handlers: {
        ...lookupHandlers,
        bahanBakuRestockList: () => ({
          status: 'success',
          datas: usages,
          total: usages.length,
          page: 1,
          perPage: 25,
          totals: logTotals(usages),
        }),
        bahanBakuRestockAdd: () => failure(409, short, { qty: [short] }),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Catat Pemakaian' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('combobox', { name: /^Bahan/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ayam (kg)' }));
    await userEvent.type(dialog.getByLabelText(/^Jumlah/), '9');
    await userEvent.click(dialog.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(dialog.getByLabelText(/^Jumlah/)).toHaveAccessibleDescription(/tersedia 5 kg/),
    );
  },
};
