import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Icon } from './Icon';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'bx-package', size: 32 },
  argTypes: { name: { control: 'text' }, size: { control: 'text' }, label: { control: 'text' } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!;
    await waitFor(() => expect(svg).toHaveAttribute('data-state', 'loaded'));
  },
};

export const Labelled: Story = {
  args: { name: 'bx-cart', label: 'Keranjang belanja' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Keranjang belanja' })).toBeInTheDocument();
  },
};

const names = [
  'bx-home-circle',
  'bx-package',
  'bxs-package',
  'bx-cart',
  'bx-receipt',
  'bx-user',
  'bxl-whatsapp',
];

export const Styles: Story = {
  name: 'Regular, solid and logos',
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', color: 'var(--pawon-color-primary-text)' }}>
      {names.map((name) => (
        <Icon key={name} name={name} size={28} label={name} />
      ))}
    </div>
  ),
};

/** An unknown name renders an empty box of the same size (and warns in development). */
export const UnknownName: Story = {
  args: { name: 'bx-tidak-ada', size: 32 },
  render: (args) => (
    <span style={{ display: 'inline-flex', outline: '1px dashed var(--pawon-color-border-strong)' }}>
      <Icon {...args} />
    </span>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!;
    // The file is asked for, answered 404, and the icon stays an empty box of its size. (The dev server's 404 can
    // take seconds on a loaded CI machine.)
    await waitFor(() => expect(svg).toHaveAttribute('data-state', 'missing'), { timeout: 15_000 });
    await expect(svg.getBoundingClientRect().width).toBe(32);
  },
};

export const DarkTheme: Story = { ...Styles, name: 'Dark theme', globals: { theme: 'dark' } };
