import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { LoadingDialog } from './LoadingDialog';

describe('LoadingDialog', () => {
  it('renders nothing when closed', () => {
    renderWithTheme(<LoadingDialog open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named "Please stand by" (English) with an indeterminate progress bar', () => {
    renderWithTheme(<LoadingDialog open />);
    const dialog = screen.getByRole('dialog', { name: 'Please stand by' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByText('Please stand by')).toHaveAttribute('lang', 'en');
    expect(within(dialog).getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  });

  it('cannot be closed with Escape', async () => {
    renderWithTheme(<LoadingDialog open />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('toggles with `open` and is described by the detail text', () => {
    const { rerender } = renderWithTheme(<LoadingDialog open detail="Menyimpan transaksi…" />);
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Menyimpan transaksi…');
    rerender(<LoadingDialog open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
