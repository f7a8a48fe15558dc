import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('is a region named by its label showing the value', async () => {
    renderWithTheme(<StatCard label="Penjualan hari ini" value="Rp 2.450.000" icon="bx-wallet" />);
    const region = screen.getByRole('region', { name: 'Penjualan hari ini' });
    expect(region).toHaveTextContent('Rp 2.450.000');
    await expectNoAxeViolations();
  });

  it('shows a rising trend in green with an Indonesian decimal comma', () => {
    const { container } = renderWithTheme(
      <StatCard label="Omzet" value="Rp 1" trend={12.46} trendLabel="dibanding kemarin" />,
    );
    const trend = container.querySelector('[data-trend]')!;
    expect(trend).toHaveAttribute('data-trend', 'up');
    expect(trend).toHaveAttribute('data-direction', 'up');
    expect(trend).toHaveTextContent('+12,5%');
    expect(trend).toHaveTextContent('naik 12,5%');
    expect(trend.querySelector('svg')).toHaveAttribute('data-icon', 'bx-up-arrow-alt');
    expect(screen.getByText('dibanding kemarin')).toBeInTheDocument();
  });

  it('shows a falling trend in red, or green when a fall is good', () => {
    const { container, rerender } = renderWithTheme(<StatCard label="Omzet" value="1" trend={-3.2} />);
    let trend = container.querySelector('[data-trend]')!;
    expect(trend).toHaveAttribute('data-direction', 'down');
    expect(trend).toHaveTextContent('−3,2%');
    expect(trend).toHaveTextContent('turun 3,2%');
    rerender(<StatCard label="Biaya" value="1" trend={-3.2} invertTrend />);
    trend = container.querySelector('[data-trend]')!;
    expect(trend).toHaveAttribute('data-trend', 'down');
    expect(trend).toHaveAttribute('data-direction', 'up');
  });

  it('treats 0 as flat and hides a missing trend', () => {
    const { container, rerender } = renderWithTheme(<StatCard label="Stok" value="12" trend={0} />);
    expect(container.querySelector('[data-trend]')).toHaveAttribute('data-trend', 'flat');
    rerender(<StatCard label="Stok" value="12" trend={null} />);
    expect(container.querySelector('[data-trend]')).toBeNull();
  });

  it('shows a note under a figure without a trend, and the trend instead when there is one', () => {
    const { rerender } = renderWithTheme(
      <StatCard label="Jatuh tempo" value="Rp 4.750.000" note="12 tagihan" />,
    );
    expect(screen.getByText('12 tagihan')).toBeInTheDocument();
    rerender(<StatCard label="Jatuh tempo" value="Rp 4.750.000" note="12 tagihan" trend={5} />);
    expect(screen.queryByText('12 tagihan')).toBeNull();
  });

  it('shows placeholders while loading', () => {
    renderWithTheme(<StatCard label="Omzet" value="Rp 9" loading />);
    const region = screen.getByRole('region', { name: 'Omzet' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).not.toHaveTextContent('Rp 9');
    expect(region.querySelectorAll('[data-skeleton]')).toHaveLength(2);
  });
});
