import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { TopBar } from './TopBar';

describe('TopBar', () => {
  it('is a banner with its three slots', async () => {
    renderWithTheme(
      <TopBar
        left={<span>Kiri</span>}
        search={<input aria-label="Cari" />}
        right={<button type="button">Profil</button>}
      />,
    );
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Kiri');
    expect(screen.getByRole('textbox', { name: 'Cari' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profil' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buka menu' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('shows a menu button reporting the drawer state when onMenuClick is set', async () => {
    const onMenuClick = vi.fn();
    renderWithTheme(<TopBar onMenuClick={onMenuClick} menuOpen={false} />);
    // Only displayed below 992 px; jsdom has no media queries, so query hidden elements too.
    const button = screen.getByRole('button', { name: 'Buka menu', hidden: true });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(onMenuClick).toHaveBeenCalledTimes(1);
  });
});
