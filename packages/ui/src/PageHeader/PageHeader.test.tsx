import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('renders the title as h1 with subtitle and actions', async () => {
    renderWithTheme(
      <PageHeader title="Produk" subtitle="Kelola produk Anda" actions={<Button>Tambah produk</Button>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Produk' })).toBeInTheDocument();
    expect(screen.getByText('Kelola produk Anda')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah produk' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('renders a breadcrumb whose last step is the current page', async () => {
    renderWithTheme(
      <PageHeader
        title="Keripik tempe"
        breadcrumb={[
          { label: 'Dasbor', href: '/' },
          { label: 'Produk', href: '/produk' },
          { label: 'Keripik tempe' },
        ]}
        renderLink={(p) => <a {...p} data-router="" />}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Lokasi halaman' });
    expect(within(nav).getByRole('link', { name: 'Produk' })).toHaveAttribute('data-router');
    expect(within(nav).getByText('Keripik tempe')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
    await expectNoAxeViolations();
  });
});
