import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { LoadingDialog } from './LoadingDialog';

const meta = {
  // Overlays are fixed-position: in the docs page each story gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
  title: 'Feedback/LoadingDialog',
  component: LoadingDialog,
  args: { open: true },
} satisfies Meta<typeof LoadingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { open: true, detail: '' } };

/** Open: "Please stand by", indeterminate bar, 300 px primary card; Escape does not close it. */
export const Default: Story = {
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Please stand by' });
    await expect(dialog.offsetWidth).toBe(300);
    await expect(within(dialog).getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
    await expect(getComputedStyle(dialog).zIndex).toBe('2400');
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog', { name: 'Please stand by' })).toBeInTheDocument();
  },
};

export const WithDetail: Story = { args: { detail: 'Menyimpan transaksi…' } };

/** The app toggles it around a slow call. */
export const Toggle: Story = {
  args: { open: false },
  render: function Toggle() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button
          onClick={() => {
            setOpen(true);
            setTimeout(() => setOpen(false), 600);
          }}
        >
          Proses data
        </Button>
        <LoadingDialog open={open} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Proses data' }));
    const body = within(document.body);
    await expect(await body.findByRole('dialog', { name: 'Please stand by' })).toBeInTheDocument();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 2000 });
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
