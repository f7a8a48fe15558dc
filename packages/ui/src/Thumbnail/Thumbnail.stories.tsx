import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Thumbnail } from './Thumbnail';

/** A 2×2 orange PNG, inline so the story needs no network. */
const PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4/5+BgYGBgYEBAB0mA/3m7AbRAAAAAElFTkSuQmCC';

const meta = {
  title: 'Data/Thumbnail',
  component: Thumbnail,
  args: { src: PICTURE, alt: 'Baso Tahu', size: 'sm' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Thumbnail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Baso Tahu' })).toHaveAttribute(
      'loading',
      'lazy',
    );
  },
};

export const WithoutImage: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Thumbnail {...args} size="sm" />
      <Thumbnail {...args} size="md" />
      <Thumbnail {...args} size="lg" />
      <Thumbnail size="md" />
    </div>
  ),
};
