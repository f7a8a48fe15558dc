import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Popover } from './Popover';

const meta = {
  // Overlays are fixed-position: in the docs page each story gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
  title: 'Overlays/Popover',
  component: Popover,
  args: {
    trigger: (
      <Button variant="outline" icon="bx-info-circle">
        Info stok
      </Button>
    ),
    title: 'Stok gudang utama',
    children: (
      <>
        <p style={{ margin: '0 0 0.75rem' }}>Tepung terigu tersisa 12 karung (300 kg).</p>
        <Popover.Close>
          <Button size="sm" variant="secondary">
            Tutup
          </Button>
        </Popover.Close>
      </>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    trigger: { control: false },
    children: { control: false },
  },
  decorators: [(Story) => <div style={{ paddingBottom: '12rem' }}>{Story()}</div>],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { side: 'bottom', align: 'start', arrow: false } };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Info stok' });
    await userEvent.click(trigger);
    const panel = await within(document.body).findByRole('dialog', { name: 'Stok gudang utama' });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true, arrow: true } };

export const LongIndonesianText: Story = {
  args: {
    defaultOpen: true,
    width: 320,
    title: 'Cara menghitung harga pokok produksi (HPP) per kemasan',
    children: (
      <p style={{ margin: 0 }}>
        HPP dihitung dari total biaya bahan baku, tenaga kerja langsung dan biaya overhead pabrik selama satu
        periode produksi, lalu dibagi dengan jumlah kemasan yang dihasilkan pada periode yang sama.
      </p>
    ),
  },
};

export const DarkTheme: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
