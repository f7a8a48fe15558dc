import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Menu, type MenuEntry } from './Menu';

const onEdit = fn();
const onDuplicate = fn();
const onDelete = fn();

const items: MenuEntry[] = [
  { group: 'Produk' },
  { label: 'Ubah', icon: 'bx-edit', onSelect: onEdit },
  { label: 'Duplikat', icon: 'bx-duplicate', onSelect: onDuplicate },
  { label: 'Arsipkan', icon: 'bx-archive', disabled: true },
  'separator',
  { label: 'Hapus', icon: 'bx-trash', tone: 'danger', onSelect: onDelete },
];

const meta = {
  // Overlays are fixed-position: in the docs page each story gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
  title: 'Overlays/Menu',
  component: Menu,
  args: {
    trigger: <IconButton icon="bx-dots-vertical-rounded" label="Aksi produk" variant="outline" />,
    items,
  },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    trigger: { control: false },
  },
  decorators: [(Story) => <div style={{ padding: '0 0 14rem 12rem' }}>{Story()}</div>],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { align: 'end', sideOffset: 2 } };

/** Keyboard: Enter opens, arrows move, Enter chooses; 2 px from the trigger. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Aksi produk' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    // Measure the positioned wrapper (the menu itself animates in), once placed: the popper measures the
    // trigger after it opens, and a busy machine can be a frame late.
    const gap = () =>
      menu.parentElement!.getBoundingClientRect().top - trigger.getBoundingClientRect().bottom;
    await waitFor(() => expect(Math.round(gap())).toBe(2));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onDuplicate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const WithButtonTrigger: Story = {
  args: {
    trigger: (
      <Button variant="outline" iconEnd="bx-chevron-down">
        Ekspor
      </Button>
    ),
    align: 'start',
    items: [
      { label: 'Unduh Excel (.xlsx)', icon: 'bx-spreadsheet' },
      { label: 'Unduh PDF', icon: 'bx-file' },
      { label: 'Cetak', icon: 'bx-printer', shortcut: 'Ctrl+P' },
    ],
  },
};

export const LongIndonesianText: Story = {
  args: {
    defaultOpen: true,
    items: [
      { label: 'Pindahkan ke kategori bahan baku kering dan bumbu dapur', icon: 'bx-folder' },
      { label: 'Hapus permanen beserta seluruh riwayat produksinya', icon: 'bx-trash', tone: 'danger' },
    ],
  },
};

export const DarkTheme: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
