import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@pawon/api-client';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t as tSessions } from '../../lib/sessions/messages';
import { listOf, success } from '../../test/mockOperations';
import { resourceStories, screenDecorator } from '../../test/screenStories';
import { t } from './messages';
import { users } from './user.resource';

type User = Schemas['User'];
const stamp = { version: 1, createdAt: '2026-11-01T02:00:00Z', updatedAt: '2026-11-20T02:00:00Z' };
const positions = [
  { id: 1, code: 'OWN', name: 'Owner' },
  { id: 2, code: 'SA', name: 'Admin' },
  { id: 4, code: 'STF', name: 'Staff' },
];
const user = (id: number, name: string, email: string, extra: Partial<User> = {}): User => ({
  id,
  name,
  email,
  phone: null,
  photo: null,
  active: true,
  position: positions[2]!,
  groups: [{ id: 3, name: 'Staff' }],
  ...stamp,
  ...extra,
});

const stories = resourceStories(users, {
  rows: [
    user(1, 'Admin Pawon', 'admin@pawon.test', {
      position: positions[1]!,
      groups: [{ id: 1, name: 'Super Admin' }],
      phone: '0812-0000-0001',
    }),
    user(2, 'Bu Ratna', 'owner@pawon.test', {
      position: positions[0]!,
      groups: [{ id: 2, name: 'Owner' }],
    }),
    user(3, 'Sari Wulandari', 'staff@pawon.test', { phone: '0813-2222-3333' }),
    user(4, 'Dedi Kasir', 'kasir@pawon.test', { position: null, groups: [{ id: 4, name: 'Default' }] }),
    user(5, 'Joko Pendaftar', 'joko@pawon.test', { active: false, position: null, groups: [] }),
  ],
  long: user(
    9,
    'Raden Mas Bagus Setyo Wicaksono Adiningrat Kusumawardhani Prawirodirdjo',
    'alamat-email-yang-sangat-panjang-sekali@perusahaan-makanan-beku-nusantara.co.id',
    {
      groups: [
        { id: 2, name: 'Owner' },
        { id: 3, name: 'Staff' },
        { id: 4, name: 'Default' },
      ],
    },
  ),
  handlers: {
    userPositions: () => success('userPositions', { datas: positions }),
    groupList: () => listOf('groupList', []),
  },
});

const meta = { ...stories.meta, title: 'Screens/User Management' } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;

type Session = Schemas['Session'];
const sari = user(3, 'Sari Wulandari', 'staff@pawon.test', { phone: '0813-2222-3333' });
const sariSessions: Session[] = ['10.0.0.31', '10.0.0.32'].map((ip, i) => ({
  id: `${i + 4}${i + 4}${i + 4}${i + 4}${i + 4}${i + 4}${i + 4}${i + 4}-0000-4000-8000-000000000000`,
  current: false,
  device: { kind: 'mobile', browser: 'Chrome 131', os: 'Android 14', model: null },
  userAgent: null,
  ip,
  createdAt: '2026-11-21T01:00:00Z',
  lastSeenAt: '2026-11-21T03:40:00Z',
  expiresAt: '2026-11-21T06:40:00Z',
}));

/** A Super Admin opens a user's sessions from the row and ends all of them (a lost phone). */
export const UserSessions: StoryObj<typeof meta> = {
  decorators: [
    screenDecorator({
      path: '/user-management',
      handlers: (() => {
        let list = [...sariSessions];
        return {
          userList: () => listOf('userList', [sari]),
          userPositions: () => success('userPositions', { datas: positions }),
          groupList: () => listOf('groupList', []),
          sessionList: () => success('sessionList', { datas: list }),
          sessionEndOthers: () => {
            const count = list.length;
            list = [];
            return success('sessionEndOthers', { message: 'ok', count });
          },
        };
      })(),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('users.sessions.action', { name: sari.name }) }),
    );
    const dialog = await page.findByRole('dialog', { name: t('users.sessions.title', { name: sari.name }) });
    // The dialog fades in: wait for it to be visible, not only in the document.
    await waitFor(() => expect(within(dialog).getByText('10.0.0.32')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: tSessions('sessions.endAll') }));
    const confirm = await page.findByRole('alertdialog', {
      name: tSessions('sessions.endAllTitle', { name: sari.name }),
    });
    await userEvent.click(within(confirm).getByRole('button', { name: tSessions('sessions.endAll') }));
    await expect(await within(dialog).findByText(tSessions('sessions.empty'))).toBeVisible();
  },
};
