import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pageStories } from '../../test/screenStories';
import FaqScreen from './FaqScreen';
import { t } from './messages';

const stories = pageStories('FAQ', FaqScreen, {
  path: '/FAQ',
  handlers: {},
  check: async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t('faq.title') })).toBeVisible();
  },
});

const meta = { ...stories.meta } satisfies Meta;
export default meta;
export const Default = stories.Default;
export const Dark = stories.Dark;
export const Phone = stories.Phone;
