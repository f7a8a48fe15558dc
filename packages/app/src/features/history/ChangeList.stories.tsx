import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChangeList } from './ChangeList';
import { HISTORY_ROWS, LONG_ROW } from './storyFixtures';

const [priceChange, orderChange, deletedCustomer, createdCategory] = HISTORY_ROWS;

/** The fields one entry of the history changed, before → after, as the history screen's rows show them. */
const meta = {
  title: 'App/Riwayat/Daftar perubahan',
  component: ChangeList,
  args: { changes: priceChange!.changes, action: 'update' },
} satisfies Meta<typeof ChangeList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A price and a category changed: rupiah and names, the old value struck through, the new one strong. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Harga:Rp 10.000→menjadiRp 12.500');
    await expect(canvas.getByText('Rp 10.000').tagName).toBe('DEL');
    await expect(canvas.getByText('Rp 12.500').tagName).toBe('INS');
    await expect(items[1]).toHaveTextContent('Kategori:Kue Basah→menjadiKue Kering');
  },
};

/** An order: states in words, dates in Indonesian, a line's quantity under its pack and line. */
export const Order: Story = {
  args: { changes: orderChange!.changes },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Lunas')).toBeVisible();
    await expect(canvas.getByText('24 November 2026')).toBeVisible();
    await expect(canvas.getByText('Paket 1 › Baris 1 › Jumlah:')).toBeVisible();
    await expect(canvas.getByText('Rp 1.249.567')).toBeVisible();
    await expect(canvas.getByText('kosong')).toBeVisible();
  },
};

/** A new record: only the values it was made with. */
export const Created: Story = {
  args: { changes: createdCategory!.changes, action: 'create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Kue Kering')).toBeVisible();
    await expect(canvas.getByText('Ya')).toBeVisible();
    await expect(canvas.queryByText('kosong')).toBeNull();
  },
};

/** A deleted record: only the values it had. */
export const Deleted: Story = {
  args: { changes: deletedCustomer!.changes, action: 'delete' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Konsumen').tagName).toBe('DEL');
  },
};

/** A sign-in changes no field. */
export const NoFields: Story = {
  args: { changes: [], action: 'login' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Tidak ada perubahan isian')).toBeVisible();
  },
};

/** More changes than a row shows: the rest counted. */
export const Limited: Story = {
  args: { changes: LONG_ROW.changes, limit: 4, omitted: LONG_ROW.omitted },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText('dan 2 perubahan lainnya')).toBeVisible();
  },
};

/** Long text wraps inside the column instead of widening the table. */
export const LongText: Story = {
  args: { changes: LONG_ROW.changes, omitted: LONG_ROW.omitted },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12 perubahan lain tidak ditampilkan')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** In English: the field names and words of the app; money in rupiah, written the English way. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { changes: orderChange!.changes },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Paid')).toBeVisible();
    await expect(canvas.getByText('Rp 1,249,567')).toBeVisible();
  },
};
