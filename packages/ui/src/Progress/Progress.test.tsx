import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { Progress } from './Progress';

describe('Progress', () => {
  it('is an indeterminate progress bar without a value by default', async () => {
    renderWithTheme(<Progress />);
    const bar = screen.getByRole('progressbar', { name: 'Memuat' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('data-indeterminate', 'true');
    expect(bar).toHaveAttribute('data-variant', 'linear');
    await expectNoAxeViolations();
  });

  it('reports a clamped, rounded value', () => {
    renderWithTheme(
      <>
        <Progress value={42.4} label="Unggah" />
        <Progress value={140} label="Lebih" />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Unggah' })).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByRole('progressbar', { name: 'Lebih' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('draws a circular indicator of 50 px by default', () => {
    renderWithTheme(<Progress variant="circular" label="Memuat data" />);
    const ring = screen.getByRole('progressbar', { name: 'Memuat data' });
    expect(ring.style.getPropertyValue('--pawon-progress-size')).toBe('50px');
    expect(ring.querySelectorAll('circle')).toHaveLength(2);
  });

  it('sets the arc of a determinate circular indicator', () => {
    renderWithTheme(<Progress variant="circular" value={50} size={80} />);
    const indicator = document.querySelector('circle[data-part="indicator"]')!;
    const circumference = 2 * Math.PI * 20;
    expect(Number(indicator.getAttribute('stroke-dashoffset'))).toBeCloseTo(circumference / 2, 3);
  });
});
