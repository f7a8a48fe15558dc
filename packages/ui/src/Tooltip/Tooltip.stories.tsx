import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip } from './Tooltip';

const meta = {
  // Overlays are fixed-position: in the docs page each story gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 240 } } },
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Ubah data produk',
    children: <IconButton icon="bx-edit" label="Ubah" variant="outline" />,
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    children: { control: false },
  },
  decorators: [(Story) => <div style={{ padding: '4rem 6rem' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { side: 'top', delay: 300 } };

/** Opens on focus, above the trigger, and closes with Escape. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Ubah' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tip = await within(document.body).findByRole('tooltip');
    await expect(tip).toHaveTextContent('Ubah data produk');
    const content = document.querySelector<HTMLElement>('[data-side]')!;
    await expect(content).toHaveAttribute('data-side', 'top');
    await waitFor(() =>
      expect(content.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

export const Hover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Ubah' }));
    await expect(await within(document.body).findByRole('tooltip')).toBeInTheDocument();
  },
};

export const LongIndonesianText: Story = {
  args: {
    defaultOpen: true,
    content:
      'Harga pokok produksi dihitung dari rata-rata harga bahan baku selama tiga puluh hari terakhir ditambah biaya tenaga kerja.',
    children: (
      <Button variant="text" icon="bx-help-circle">
        Apa itu HPP?
      </Button>
    ),
  },
};

export const DarkTheme: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
