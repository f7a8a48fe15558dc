import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Splash } from './Splash';

const meta = {
  title: 'Feedback/Splash',
  component: Splash,
  // Overlays are fixed-position: in the docs page each story gets its own frame.
  parameters: { pawon: { padding: false }, docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof Splash>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { fullscreen: true, size: 50, label: 'Memuat aplikasi' } };

/** A centred 50 px indeterminate ring. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const ring = within(canvasElement).getByRole('progressbar', { name: 'Memuat aplikasi' });
    const box = ring.getBoundingClientRect();
    await expect(box.width).toBe(50);
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
    await expect(Math.abs(box.top + box.height / 2 - window.innerHeight / 2)).toBeLessThan(20);
  },
};

export const WithText: Story = { args: { children: 'Menyiapkan data dapur Anda…' } };

export const InsideAPanel: Story = {
  args: { fullscreen: false },
  decorators: [
    (Story) => <div style={{ height: 240, border: '1px dashed var(--pawon-color-border)' }}>{Story()}</div>,
  ],
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
