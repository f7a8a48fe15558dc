import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { normalizeIconName, Sidebar, type SidebarLinkProps } from './Sidebar';
import { sampleMenus } from './Sidebar.fixtures';

describe('Sidebar', () => {
  it('renders headers as section titles and parents without submenus as links', async () => {
    renderWithTheme(<Sidebar menus={sampleMenus} currentPath="/dasbor" />);
    const nav = screen.getByRole('navigation', { name: 'Menu utama' });
    expect(within(nav).getByRole('list', { name: 'Keuangan' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Transaksi' })).toHaveAttribute('href', '/transaksi');
    expect(within(nav).getByRole('link', { name: 'Dasbor' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations();
  });

  it('renders parents with submenus as collapsible groups', async () => {
    renderWithTheme(<Sidebar menus={sampleMenus} currentPath="/dasbor" />);
    const group = screen.getByRole('button', { name: 'Laporan' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Penjualan' })).toBeNull();
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Penjualan' })).toHaveAttribute('href', '/laporan/penjualan');
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the group of the active page and marks the best match only', () => {
    renderWithTheme(<Sidebar menus={sampleMenus} currentPath="/produk/kategori" />);
    expect(screen.getByRole('button', { name: 'Produk' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Kategori produk' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Daftar produk' })).not.toHaveAttribute('aria-current');
  });

  it('marks an ancestor link active for a detail page', () => {
    renderWithTheme(<Sidebar menus={sampleMenus} currentPath="/transaksi/TRX-0042" />);
    expect(screen.getByRole('link', { name: 'Transaksi' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders links through renderLink', () => {
    const renderLink = vi.fn((props: SidebarLinkProps) => <a {...props} data-router="yes" />);
    renderWithTheme(<Sidebar menus={sampleMenus} currentPath="/" renderLink={renderLink} />);
    expect(screen.getByRole('link', { name: 'Pengguna' })).toHaveAttribute('data-router', 'yes');
    expect(renderLink).toHaveBeenCalledWith(expect.objectContaining({ href: '/pengguna' }));
  });

  it('draws icons by Boxicons name, also from a class list', () => {
    renderWithTheme(<Sidebar menus={sampleMenus} currentPath="/" />);
    const produk = screen.getByRole('button', { name: 'Produk' });
    expect(produk.querySelector('svg')).toHaveAttribute('data-icon', 'bx-package');
    expect(normalizeIconName('menu-icon tf-icons bx bxs-receipt')).toBe('bxs-receipt');
    expect(normalizeIconName(null)).toBeNull();
  });

  it('as a drawer closes on Escape, on the close button and after choosing a link', async () => {
    const onOpenChange = vi.fn();
    const renderLink = (props: SidebarLinkProps) => (
      <a
        {...props}
        onClick={(event) => {
          event.preventDefault();
          props.onClick?.(event);
        }}
      />
    );
    renderWithTheme(
      <Sidebar
        menus={sampleMenus}
        currentPath="/"
        open
        onOpenChange={onOpenChange}
        brand="Pawon"
        renderLink={renderLink}
      />,
    );
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith({ open: false });
    // The close button only shows below 992 px (no media queries in jsdom).
    await userEvent.click(screen.getByRole('button', { name: 'Tutup menu', hidden: true }));
    expect(onOpenChange).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('link', { name: 'Transaksi' }));
    expect(onOpenChange).toHaveBeenCalledTimes(3);
  });
});
