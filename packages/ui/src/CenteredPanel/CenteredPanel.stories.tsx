import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { CenteredPanel } from './CenteredPanel';

const meta = {
  title: 'Layout/CenteredPanel',
  component: CenteredPanel,
  parameters: { pawon: { padding: false }, layout: 'fullscreen' },
  args: {
    brand: (
      <>
        <Icon name="bxs-bowl-hot" size="2rem" />
        <span>Pawon</span>
      </>
    ),
    children: (
      <>
        <h1 style={{ margin: 0, textAlign: 'center' }}>Selamat datang</h1>
        <Button fullWidth>Masuk</Button>
      </>
    ),
  },
} satisfies Meta<typeof CenteredPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel is centred horizontally on the page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    const panel = main.firstElementChild as HTMLElement;
    const box = panel.getBoundingClientRect();
    await expect(Math.abs(box.left + box.width / 2 - main.getBoundingClientRect().width / 2)).toBeLessThan(2);
  },
};

export const WithoutBrand: Story = { args: { brand: undefined } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
