import type { Meta, StoryObj } from '@storybook/react-vite';
import { forgetList } from '../../test/listCache';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listOf, resourceStories, screenDecorator } from '../../test/screenStories';
import { positions } from './position.resource';

const stamp = { version: 1, createdAt: '2026-11-01T02:00:00Z', updatedAt: '2026-11-20T02:00:00Z' };
const rows = [
  { id: 1, code: 'OWN', name: 'Owner', description: 'Pemilik usaha', userCount: 1, ...stamp },
  { id: 2, code: 'SA', name: 'Admin', description: 'Administrator sistem', userCount: 1, ...stamp },
  { id: 3, code: 'MGR', name: 'Manager', description: 'Manajer operasional', userCount: 0, ...stamp },
  { id: 4, code: 'STF', name: 'Staff', description: 'Staf produksi dan penjualan', userCount: 2, ...stamp },
];
const stories = resourceStories(positions, {
  rows,
  long: {
    id: 9,
    code: 'KRRPNJNG01',
    name: 'Koordinator Produksi, Pengemasan dan Pengiriman Wilayah Bandung Raya dan Sekitarnya',
    description: 'Keterangan-yang-sangat-panjang-tanpa-spasi-untuk-menguji-pemotongan-teks-di-tabel',
    userCount: 12,
    ...stamp,
  },
});

const meta = { ...stories.meta, title: 'Screens/Position Management' } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;

/**
 * Saving over someone else's change: who changed it and when, what differs between their version and what was
 * typed, and the two ways out. What was typed stays in the form.
 */
export const VersionConflict: StoryObj = {
  decorators: [
    screenDecorator({
      path: '/position-management',
      reset: () => forgetList(positions.descriptor.list),
      handlers: {
        positionList: () => listOf('positionList', rows),
        positionUpdate: () => ({
          error: {
            status: 409,
            body: {
              status: 'error',
              message: 'Data ini baru saja diubah oleh Owner Pawon. Periksa perubahannya lalu simpan lagi.',
              errors: { version: ['Versi data sudah usang.'] },
              conflict: {
                version: 2,
                changedAt: '2026-11-25T07:05:00Z',
                changedBy: 'Owner Pawon',
                record: { ...rows[2]!, description: 'Manajer produksi dan gudang', version: 2 },
              },
            },
          },
        }),
      },
    }),
  ],
  render: () => <positions.Screen />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: /^Ubah MGR/ }));
    const dialog = await page.findByRole('dialog');
    const description = within(dialog).getByLabelText(/^Keterangan/);
    await userEvent.clear(description);
    await userEvent.type(description, 'Manajer operasional harian');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    const notice = await within(dialog).findByRole('alert', { name: /^Data ini diubah oleh Owner Pawon/ });
    await expect(within(notice).getByRole('row', { name: /Keterangan/ })).toHaveTextContent(
      'Manajer produksi dan gudang',
    );
    await expect(description).toHaveValue('Manajer operasional harian');
  },
};

/**
 * Esc on a form with something typed (issue 37): the dialog asks "Buang perubahan?" before the input is lost, with
 * "Lanjutkan mengisi" focused; every form dialog of the kit does the same (Esc, ×, a click outside, "Batal").
 */
export const DiscardQuestion: StoryObj = {
  decorators: [
    screenDecorator({
      path: '/position-management',
      reset: () => forgetList(positions.descriptor.list),
      handlers: { positionList: () => listOf('positionList', rows) },
    }),
  ],
  render: () => <positions.Screen />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: /^Tambah Jabatan/ }));
    const dialog = await page.findByRole('dialog', { name: 'Tambah Jabatan' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Nama jabatan/)).toBeVisible());
    await userEvent.type(within(dialog).getByLabelText(/^Nama jabatan/), 'Kepala Gudang');
    await userEvent.keyboard('{Escape}');
    const ask = await page.findByRole('alertdialog', { name: 'Buang perubahan?' });
    // Focus moves in once the question has opened.
    await waitFor(() => expect(within(ask).getByRole('button', { name: 'Lanjutkan mengisi' })).toHaveFocus());
    // The question fades in: wait for it to be visible, not only in the document.
    await waitFor(() => expect(within(ask).getByRole('button', { name: 'Buang' })).toBeVisible());
    await expect(dialog).toBeInTheDocument();
  },
};

/** The question in the dark theme. */
export const DiscardQuestionDark: StoryObj = { ...DiscardQuestion, globals: { theme: 'dark' } };

/** "Lanjutkan mengisi" closes the question only: the form stays as it was typed. */
export const DiscardQuestionContinue: StoryObj = {
  ...DiscardQuestion,
  play: async (context) => {
    await DiscardQuestion.play!(context);
    const page = within(context.canvasElement.ownerDocument.body);
    const ask = page.getByRole('alertdialog', { name: 'Buang perubahan?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Lanjutkan mengisi' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(page.getByLabelText(/^Nama jabatan/)).toHaveValue('Kepala Gudang');
  },
};
