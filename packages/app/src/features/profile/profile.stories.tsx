import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@pawon/api-client';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t as tSessions } from '../../lib/sessions/messages';
import { success, type MockHandlers } from '../../test/mockOperations';
import { pageStories, screenDecorator, STORY_USER } from '../../test/screenStories';
import { t } from './messages';
import ProfileScreen from './ProfileScreen';

const stories = pageStories('Profile', ProfileScreen, {
  path: '/profile',
  handlers: { me: () => success('me', { datas: STORY_USER, menus: [], rights: [] }) },
  check: async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t('profile.title') })).toBeVisible();
    await expect(await canvas.findByDisplayValue(STORY_USER.email)).toBeVisible();
  },
});

const meta = { ...stories.meta } satisfies Meta;
export default meta;
export const Default = stories.Default;
export const Dark = stories.Dark;
export const Phone = stories.Phone;
type Story = StoryObj<typeof meta>;

type Session = Schemas['Session'];
const session = (id: number, extra: Partial<Session>): Session => ({
  id: `${id}${id}${id}${id}${id}${id}${id}${id}-0000-4000-8000-000000000000`,
  current: false,
  device: { kind: 'desktop', browser: 'Chrome 131', os: 'Windows 10', model: null },
  userAgent: null,
  ip: '192.168.1.20',
  createdAt: '2026-11-21T01:00:00Z',
  lastSeenAt: '2026-11-21T03:40:00Z',
  expiresAt: '2026-11-21T06:40:00Z',
  ...extra,
});
const SESSIONS = [
  session(1, { current: true, ip: '192.168.1.10' }),
  session(2, {
    device: { kind: 'mobile', browser: 'Chrome 131', os: 'Android 14', model: 'Samsung SM-A515F' },
    ip: '114.124.200.7',
  }),
  session(3, {
    device: { kind: 'tablet', browser: 'Mobile Safari 17', os: 'iOS 17.2', model: 'Apple iPad' },
  }),
];
const sessionHandlers = (): MockHandlers => {
  let list = [...SESSIONS];
  return {
    me: () => success('me', { datas: STORY_USER, menus: [], rights: [] }),
    sessionList: () => success('sessionList', { datas: list }),
    sessionEnd: ({ body }) => {
      list = list.filter((s) => s.id !== body.id);
      return success('sessionEnd', { message: 'ok', id: body.id });
    },
    sessionEndOthers: () => {
      const count = list.length - 1;
      list = list.filter((s) => s.current);
      return success('sessionEndOthers', { message: 'ok', count });
    },
  };
};

/** The sessions tab: this device first, each other one ended on its own, then all the others at once. */
export const Sessions: Story = {
  decorators: [screenDecorator({ path: '/profile', search: '?tab=sessions', handlers: sessionHandlers() })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText(tSessions('sessions.current'))).toBeVisible();
    await expect(canvas.getByText('114.124.200.7')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: tSessions('sessions.endLabel', { device: 'Chrome 131 di Android 14 (Samsung SM-A515F)' }),
      }),
    );
    const confirm = await page.findByRole('alertdialog', { name: tSessions('sessions.endTitle') });
    await userEvent.click(within(confirm).getByRole('button', { name: tSessions('sessions.end') }));
    await waitFor(() => expect(canvas.queryByText('114.124.200.7')).toBeNull());
    await userEvent.click(await canvas.findByTestId('sessions-end-others'));
    const all = await page.findByRole('alertdialog', { name: tSessions('sessions.endOthersTitle') });
    await userEvent.click(within(all).getByRole('button', { name: tSessions('sessions.endOthers') }));
    await expect(await canvas.findByText(tSessions('sessions.onlyThis'))).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('sessions-end-others')).toBeDisabled());
  },
};
