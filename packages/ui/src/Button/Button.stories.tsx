import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { boundaryContrast, contrastRatio, paintedColours } from '../test/contrast';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Simpan', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'text', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: 'text' },
    iconEnd: { control: 'text' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { variant: 'primary', size: 'md', icon: 'bx-save', loading: false, disabled: false },
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

const Gallery = () => (
  <div style={{ display: 'grid', gap: '1rem' }}>
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' }}>
      <Button variant="primary" icon="bx-plus">
        Tambah produk
      </Button>
      <Button variant="secondary">Batal</Button>
      <Button variant="outline" icon="bx-filter-alt">
        Saring
      </Button>
      <Button variant="text">Lihat semua</Button>
      <Button variant="danger" icon="bx-trash">
        Hapus
      </Button>
    </div>
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' }}>
      <Button size="sm">Kecil</Button>
      <Button size="md">Sedang</Button>
      <Button size="lg">Besar</Button>
      <Button loading>Menyimpan…</Button>
      <Button disabled>Nonaktif</Button>
      <Button variant="secondary" disabled>
        Sekunder nonaktif
      </Button>
      <Button variant="outline" iconEnd="bx-chevron-right">
        Berikutnya
      </Button>
    </div>
  </div>
);

/** Every variant and size; also a visual baseline. */
export const Variants: Story = {
  tags: ['visual'],
  render: () => <Gallery />,
};

export const VariantsDark: Story = {
  name: 'Variants (dark theme)',
  tags: ['visual'],
  globals: { theme: 'dark' },
  render: () => <Gallery />,
};

export const Loading: Story = {
  args: { loading: true, children: 'Menyimpan…' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Menyimpan…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Tidak tersedia' },
};

export const LongIndonesianText: Story = {
  args: {
    children: 'Simpan perubahan dan kirim laporan produksi mingguan ke pemilik usaha',
    icon: 'bx-send',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const FullWidthNarrow: Story = {
  name: 'Full width (narrow screen)',
  args: { fullWidth: true, children: 'Masuk', icon: 'bx-log-in' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const KeyboardFocus: Story = {
  args: { children: 'Fokus dengan Tab' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Fokus dengan Tab' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

const SecondaryPair = () => (
  <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
    <Button variant="secondary" icon="bx-undo">
      Catat retur
    </Button>
    <Button variant="secondary" icon="bx-export" disabled>
      Ekspor
    </Button>
  </div>
);

/** An enabled and a disabled secondary button, on the page background and on a card. */
const SecondaryStatesView = () => (
  <div style={{ display: 'grid', gap: '1rem' }}>
    <div data-testid="on-page">
      <SecondaryPair />
    </div>
    <div
      data-testid="on-card"
      style={{ padding: '1rem', borderRadius: '0.5rem', background: 'var(--pawon-color-surface)' }}
    >
      <SecondaryPair />
    </div>
  </div>
);

/**
 * Issue 37: an enabled secondary button ("Catat retur", "Ekspor") looked like a disabled one. Enabled: text at
 * ≥ 4.5:1 on its fill, an edge at ≥ 3:1 against what is around it. Disabled: clearly fainter text, no
 * edge of its own, the not-allowed cursor (no hover: Button.styles.ts). Checked on the page and on a card, in both themes.
 */
export const SecondaryStates: Story = {
  name: 'Secondary: enabled and disabled',
  render: () => <SecondaryStatesView />,
  play: async ({ canvasElement }) => {
    // Colours are read once the theme's colour transitions have ended.
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    for (const place of ['on-page', 'on-card']) {
      const area = within(within(canvasElement).getByTestId(place));
      const enabled = area.getByRole('button', { name: 'Catat retur' });
      const disabled = area.getByRole('button', { name: 'Ekspor' });
      const on = paintedColours(enabled);
      const off = paintedColours(disabled);

      await expect(contrastRatio(on.text, on.fill), `${place}: enabled text`).toBeGreaterThanOrEqual(4.5);
      await expect(boundaryContrast(on), `${place}: enabled edge`).toBeGreaterThanOrEqual(3);
      await expect(boundaryContrast(off), `${place}: disabled edge`).toBeLessThan(2);
      // The disabled label is much fainter than the enabled one, and the two labels differ in colour.
      await expect(contrastRatio(off.text, off.fill), `${place}: disabled text`).toBeLessThan(
        contrastRatio(on.text, on.fill) / 2,
      );
      await expect(
        contrastRatio(on.text, off.text),
        `${place}: enabled vs disabled text`,
      ).toBeGreaterThanOrEqual(2);
      await expect(on.cursor).toBe('pointer');
      await expect(off.cursor).toBe('not-allowed');
    }
  },
};

export const SecondaryStatesDark: Story = {
  ...SecondaryStates,
  name: 'Secondary: enabled and disabled (dark theme)',
  globals: { theme: 'dark' },
};
