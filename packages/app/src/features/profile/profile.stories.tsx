import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { success } from '../../test/mockOperations';
import { pageStories, STORY_USER } from '../../test/screenStories';
import { profileMessages as m } from './messages';
import ProfileScreen from './ProfileScreen';

const stories = pageStories('Profile', ProfileScreen, {
  path: '/profile',
  handlers: { me: () => success('me', { datas: STORY_USER, menus: [], rights: [] }) },
  check: async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: m.title })).toBeVisible();
    await expect(await canvas.findByDisplayValue(STORY_USER.email)).toBeVisible();
  },
});

const meta = { ...stories.meta } satisfies Meta;
export default meta;
export const Default = stories.Default;
export const Dark = stories.Dark;
export const Phone = stories.Phone;
