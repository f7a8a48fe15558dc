import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { icon: 'bx-edit', label: 'Ubah', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'text', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    shape: { control: 'inline-radio', options: ['square', 'round'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { variant: 'text', size: 'md', shape: 'square' } };

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ubah' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** An action the user cannot take here, with the reason on hover and focus (and as its description). */
export const DisabledWithReason: Story = {
  args: {
    icon: 'bx-trash',
    label: 'Hapus Super Admin',
    disabledReason: 'Grup Super Admin tidak dapat dihapus.',
  },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Hapus Super Admin' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Grup Super Admin tidak dapat dihapus.');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Grup Super Admin tidak dapat dihapus.');
  },
};

export const DisabledWithReasonDark: Story = {
  ...DisabledWithReason,
  name: 'Disabled with reason (dark theme)',
  globals: { theme: 'dark' },
};

const Row = () => (
  <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
    <IconButton icon="bx-edit" label="Ubah" />
    <IconButton icon="bx-trash" label="Hapus" variant="danger" />
    <IconButton icon="bx-plus" label="Tambah" variant="primary" shape="round" />
    <IconButton icon="bx-filter-alt" label="Saring" variant="outline" size="sm" />
    <IconButton icon="bx-dots-vertical-rounded" label="Aksi lain" variant="secondary" size="lg" />
    <IconButton icon="bx-refresh" label="Muat ulang" loading />
  </div>
);

export const Variants: Story = { render: () => <Row /> };
export const VariantsDark: Story = {
  name: 'Variants (dark theme)',
  globals: { theme: 'dark' },
  render: () => <Row />,
};
