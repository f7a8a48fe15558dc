import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('is an alert with an Indonesian message and no retry without onRetry', async () => {
    renderWithTheme(<ErrorState />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Terjadi kesalahan');
    expect(alert).toHaveTextContent('Data tidak dapat dimuat');
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations();
  });

  it('retries when the retry button is pressed', async () => {
    const onRetry = vi.fn();
    renderWithTheme(<ErrorState onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the retry button busy while retrying and ignores presses', async () => {
    const onRetry = vi.fn();
    renderWithTheme(<ErrorState onRetry={onRetry} retrying retryLabel="Muat ulang" />);
    const button = screen.getByRole('button', { name: 'Muat ulang' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
