import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect } from 'storybook/test';
import { pageStories, screenDecorator } from '../../test/screenStories';
import ComingSoonScreen from './ComingSoonScreen';
import { t } from './messages';
import NotFoundScreen from './NotFoundScreen';

const stories = pageStories('Page Not Found', NotFoundScreen, {
  path: '/page-not-found',
  signedOut: true,
  handlers: {},
  check: async (canvas) => {
    await expect(await canvas.findByText(t('notFound.title'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('notFound.login') })).toBeVisible();
  },
});

const meta = { ...stories.meta } satisfies Meta;
export default meta;
type Story = StoryObj<ComponentType>;
export const SignedOut = stories.Default;
export const Dark = stories.Dark;
export const Phone = stories.Phone;

/** Signed in, the page offers the way home instead of the login. */
export const SignedIn: Story = {
  decorators: [screenDecorator({ path: '/page-not-found', handlers: {} })],
  play: async ({ canvasElement }) => {
    const { within } = await import('storybook/test');
    await expect(
      await within(canvasElement).findByRole('button', { name: t('notFound.home') }),
    ).toBeVisible();
  },
};

/** A menu the user holds whose screen is not built yet. */
export const ComingSoon: Story = {
  render: () => <ComingSoonScreen />,
  decorators: [
    screenDecorator({
      path: '/laporan',
      handlers: {},
      menus: [
        {
          id: 1,
          name: 'Laporan',
          nameEn: 'Reports',
          url: null,
          icon: null,
          level: 'header',
          items: [
            {
              id: 2,
              name: 'Laporan Penjualan',
              nameEn: 'Sales Report',
              url: '/laporan',
              icon: 'bx-bar-chart',
              level: 'parent',
              submenu: [],
            },
          ],
        },
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const { within } = await import('storybook/test');
    await expect(await within(canvasElement).findByTestId('coming-soon')).toHaveTextContent(
      'Laporan Penjualan',
    );
  },
};
