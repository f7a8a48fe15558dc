import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { value: 'ringkasan', label: 'Ringkasan', content: 'Isi ringkasan' },
  { value: 'riwayat', label: 'Riwayat', content: 'Isi riwayat', badge: 3 },
  { value: 'arsip', label: 'Arsip', content: 'Isi arsip', disabled: true },
  { value: 'catatan', label: 'Catatan', content: 'Isi catatan' },
];

describe('Tabs', () => {
  it('selects the first tab and shows its panel', async () => {
    renderWithTheme(<Tabs items={items} label="Detail produk" />);
    expect(screen.getByRole('tablist', { name: 'Detail produk' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ringkasan' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Isi ringkasan');
    await expectNoAxeViolations();
  });

  it('moves with arrow keys, skipping disabled tabs, and reports { value }', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<Tabs items={items} onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Ringkasan' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Riwayat/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Catatan' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Isi catatan');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: 'catatan' });
  });

  it('can be controlled', async () => {
    const { rerender } = renderWithTheme(<Tabs items={items} value="riwayat" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Isi riwayat');
    rerender(<Tabs items={items} value="catatan" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Isi catatan');
  });
});
