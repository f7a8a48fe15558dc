import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Sidebar, type SidebarLinkProps } from './Sidebar';
import { sampleMenus } from './Sidebar.fixtures';

const Brand = () => (
  <span style={{ color: 'var(--pawon-color-primary-text)', letterSpacing: '0.02em' }}>pawon</span>
);

/** Links that update the story instead of leaving the page, like a router's Link would. */
function Interactive({ initialPath = '/dasbor' }: { initialPath?: string }) {
  const [path, setPath] = useState(initialPath);
  const renderLink = (props: SidebarLinkProps) => (
    <a
      {...props}
      onClick={(event) => {
        event.preventDefault();
        props.onClick?.(event);
        setPath(props.href);
      }}
    />
  );
  return (
    <div style={{ display: 'flex', height: '100%', background: 'var(--pawon-color-background)' }}>
      <Sidebar menus={sampleMenus} currentPath={path} renderLink={renderLink} brand={<Brand />} />
      <main style={{ padding: '1.5rem' }}>
        <p>
          Halaman aktif: <strong>{path}</strong>
        </p>
      </main>
    </div>
  );
}

const meta = {
  title: 'Layout/Sidebar',
  component: Sidebar,
  args: { menus: sampleMenus, currentPath: '/produk/kategori' },
  argTypes: { menus: { control: 'object' } },
  // Overlays are fixed-position: in the docs page each story gets its own frame.
  parameters: { pawon: { padding: false }, docs: { story: { inline: false, iframeHeight: 700 } } },
  decorators: [(Story) => <div style={{ height: '100vh', minHeight: 760, display: 'flex' }}>{Story()}</div>],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { brand: <Brand /> } };

/** Headers, links, groups, active state; also a visual baseline in both themes. */
export const Default: Story = {
  tags: ['visual'],
  args: { brand: <Brand /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Kategori produk' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Produk' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const DarkTheme: Story = { ...Default, name: 'Default (dark theme)', globals: { theme: 'dark' } };

/** Opening and closing groups; choosing a link moves the active state. */
export const Navigate: Story = {
  render: () => <Interactive />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const laporan = canvas.getByRole('button', { name: 'Laporan' });
    await userEvent.click(laporan);
    await expect(laporan).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'Pengeluaran' }));
    await expect(canvas.getByText('/laporan/pengeluaran')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Pengeluaran' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Dasbor' })).not.toHaveAttribute('aria-current');
    // Keyboard: the group button toggles with Enter.
    laporan.focus();
    await userEvent.keyboard('{Enter}');
    await expect(laporan).toHaveAttribute('aria-expanded', 'false');
  },
};

export const LongIndonesianText: Story = {
  args: {
    brand: <Brand />,
    currentPath: '/laporan/rekap',
    menus: [
      {
        name: 'Laporan keuangan dan operasional',
        url: null,
        icon: null,
        level: 'header',
        items: [
          {
            name: 'Rekapitulasi penjualan harian seluruh cabang',
            url: null,
            icon: 'bx-bar-chart-alt-2',
            level: 'parent',
            submenu: [
              {
                name: 'Rekap per produk olahan dan kemasan',
                url: '/laporan/rekap',
                icon: null,
                level: 'submenu',
              },
              {
                name: 'Rekap per metode pembayaran nontunai',
                url: '/laporan/bayar',
                icon: null,
                level: 'submenu',
              },
            ],
          },
          {
            name: 'Pengeluaran bahan baku dan operasional dapur',
            url: '/pengeluaran',
            icon: 'bx-wallet',
            level: 'parent',
          },
        ],
      },
    ],
  },
};

/** Below 992 px the sidebar is a drawer opened from a menu button. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: function Narrow(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ padding: '1rem' }}>
        <Button icon="bx-menu" variant="outline" onClick={() => setOpen(true)}>
          Menu
        </Button>
        <Sidebar {...args} brand={<Brand />} open={open} onOpenChange={({ open: next }) => setOpen(next)} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { hidden: true });
    await expect(nav).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await waitFor(() => expect(canvas.getByRole('navigation', { name: 'Menu utama' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(nav).not.toBeVisible());
  },
};
