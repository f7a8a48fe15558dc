import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title, with actions, body and footer', async () => {
    renderWithTheme(
      <Card
        title="Penjualan mingguan"
        subtitle="7 hari terakhir"
        actions={<Button size="sm">Ekspor</Button>}
        footer="Total: Rp 9"
      >
        Isi kartu
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Penjualan mingguan' });
    expect(screen.getByRole('heading', { level: 2, name: 'Penjualan mingguan' })).toBeInTheDocument();
    expect(region).toHaveTextContent('7 hari terakhir');
    expect(region).toHaveTextContent('Isi kartu');
    expect(region).toHaveTextContent('Total: Rp 9');
    expect(screen.getByRole('button', { name: 'Ekspor' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('without a title is a plain section with the chosen padding', () => {
    const { container } = renderWithTheme(<Card padding="none">Tabel</Card>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('[data-padding="none"]')).toHaveTextContent('Tabel');
  });
});
