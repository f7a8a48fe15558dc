import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { Sidebar } from '../Sidebar/Sidebar';
import { sampleMenus } from '../Sidebar/Sidebar.fixtures';
import { TopBar } from './TopBar';

const SearchBox = () => (
  <label style={{ display: 'flex', alignItems: 'center', gap: 8, width: '100%', maxWidth: 360 }}>
    <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
      Cari
    </span>
    <input
      type="search"
      placeholder="Cari produk atau transaksi…"
      style={{
        width: '100%',
        padding: '0.5rem 0.75rem',
        border: '1px solid var(--pawon-color-border-strong)',
        borderRadius: '0.375rem',
        background: 'var(--pawon-color-surface)',
        color: 'var(--pawon-color-text-strong)',
        font: 'inherit',
      }}
    />
  </label>
);

const Right = () => (
  <>
    <IconButton icon="bx-moon" label="Ganti tema" />
    <IconButton icon="bx-bell" label="Notifikasi" />
    <IconButton icon="bx-user-circle" label="Akun saya" shape="round" />
  </>
);

const meta = {
  // Overlays are fixed-position: in the docs page each story gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 300 } } },
  title: 'Layout/TopBar',
  component: TopBar,
  args: { search: <SearchBox />, right: <Right /> },
  argTypes: { left: { control: false }, search: { control: false }, right: { control: false } },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { sticky: true } };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Cari' })).toBeInTheDocument();
  },
};

export const WithTitle: Story = {
  args: { left: <strong style={{ color: 'var(--pawon-color-text-strong)' }}>Dasbor</strong> },
};

/** On a phone the menu button opens the Sidebar drawer. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { onMenuClick: fn() },
  render: function Narrow(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <TopBar {...args} menuOpen={open} onMenuClick={() => setOpen(true)} />
        <Sidebar
          menus={sampleMenus}
          currentPath="/dasbor"
          open={open}
          onOpenChange={({ open: next }) => setOpen(next)}
          brand="pawon"
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'Buka menu' });
    await expect(menuButton).toBeVisible();
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  },
};

export const DarkTheme: Story = { args: { left: <strong>Dasbor</strong> }, globals: { theme: 'dark' } };
