import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { Splash } from './Splash';

describe('Splash', () => {
  it('shows a busy, labelled 50 px circular indicator covering the screen', async () => {
    const { container } = renderWithTheme(<Splash />);
    const ring = screen.getByRole('progressbar', { name: 'Memuat aplikasi' });
    expect(ring).toHaveAttribute('data-variant', 'circular');
    expect(ring.style.getPropertyValue('--pawon-progress-size')).toBe('50px');
    expect(container.querySelector('[data-fullscreen="true"]')).toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations();
  });

  it('can fill its parent and show a text', () => {
    const { container } = renderWithTheme(<Splash fullscreen={false}>Menyiapkan data…</Splash>);
    expect(container.querySelector('[data-fullscreen="false"]')).not.toBeNull();
    expect(screen.getByText('Menyiapkan data…')).toBeInTheDocument();
  });
});
