import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { StatCard } from '../StatCard/StatCard';
import { PawonThemeProvider } from './ThemeProvider';
import type { ThemeMode } from './tokens';

function ThemeSwitch() {
  const [mode, setMode] = useState<ThemeMode>('light');
  return (
    <PawonThemeProvider mode={mode} global={false}>
      <div
        data-testid="themed-area"
        style={{
          padding: '1rem',
          background: 'var(--pawon-color-background)',
          display: 'grid',
          gap: '1rem',
          maxWidth: 420,
        }}
      >
        <Button
          icon={mode === 'light' ? 'bx-moon' : 'bx-sun'}
          onClick={() => setMode(mode === 'light' ? 'dark' : 'light')}
        >
          {mode === 'light' ? 'Ganti ke tema gelap' : 'Ganti ke tema terang'}
        </Button>
        <StatCard label="Penjualan hari ini" value="Rp 2.450.000" icon="bx-wallet" trend={12.5} />
      </div>
    </PawonThemeProvider>
  );
}

const countRules = () =>
  Array.from(document.styleSheets).reduce((total, sheet) => {
    try {
      return total + sheet.cssRules.length;
    } catch {
      return total;
    }
  }, 0);

const meta = {
  title: 'Foundations/Theme',
  component: PawonThemeProvider,
  parameters: {
    docs: { description: { component: 'Switching the theme swaps CSS custom properties only.' } },
  },
} satisfies Meta<typeof PawonThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Switching light ↔ dark changes the variables' values and adds no style rules. */
export const Switching: Story = {
  render: () => <ThemeSwitch />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByTestId('themed-area');
    await expect(getComputedStyle(area).backgroundColor).toBe('rgb(245, 245, 249)');
    const before = countRules();
    await userEvent.click(canvas.getByRole('button', { name: 'Ganti ke tema gelap' }));
    await waitFor(() => expect(getComputedStyle(area).backgroundColor).toBe('rgb(35, 35, 51)'));
    await userEvent.click(canvas.getByRole('button', { name: 'Ganti ke tema terang' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ganti ke tema gelap' }));
    await expect(countRules()).toBe(before);
  },
};
