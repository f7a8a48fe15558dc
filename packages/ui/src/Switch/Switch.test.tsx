import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Page } from '../test/Page';
import { renderWithTheme } from '../test/render';
import { Switch } from './Switch';

describe('Switch', () => {
  it('flips on and off', async () => {
    const onCheckedChange = vi.fn();
    renderWithTheme(
      <Page>
        <Switch label="Mode gelap" onCheckedChange={onCheckedChange} />
      </Page>,
    );
    const control = screen.getByRole('switch', { name: 'Mode gelap' });
    await userEvent.click(control);
    expect(control).toHaveAttribute('aria-checked', 'true');
    expect(onCheckedChange).toHaveBeenLastCalledWith({ checked: true });
    await expectNoAxeViolations();
  });

  it('cannot be flipped when disabled', async () => {
    renderWithTheme(<Switch label="Notifikasi" disabled defaultChecked />);
    const control = screen.getByRole('switch', { name: 'Notifikasi' });
    await userEvent.click(control);
    expect(control).toHaveAttribute('aria-checked', 'true');
  });
});
