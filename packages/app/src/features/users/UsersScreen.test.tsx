import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { listOf, success } from '../../test/mockOperations';
import { stubApi } from '../../test/stubApi';
import { clearSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { users } from './user.resource';

const UsersScreen = users.Screen;

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
});

const setRights = (rights: { create: boolean; update: boolean; delete: boolean }) =>
  appStore.set(userRightsAtom, [{ url: '/user-management', view: true, ...rights }]);

describe('reference lists of the forms', () => {
  it('are loaded once, not on every opening of the dialog', async () => {
    setRights({ create: true, update: true, delete: true });
    const { ids } = stubApi({
      userList: () => listOf('userList', []),
      userPositions: () => success('userPositions', { datas: [{ id: 1, code: 'OWN', name: 'Owner' }] }),
      groupList: () => listOf('groupList', []),
    });
    appStore.set(userRightsAtom, [
      { url: '/user-management', view: true, create: true, update: true, delete: true },
    ]);
    renderRoutes([{ path: '/user-management', element: <UsersScreen /> }], '/user-management');
    for (let i = 0; i < 3; i += 1) {
      await userEvent.click(await screen.findByRole('button', { name: 'Tambah Pengguna' }));
      const dialog = await screen.findByRole('dialog');
      await within(dialog).findByRole('combobox', { name: /Jabatan/ });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    const count = (id: string) => ids().filter((called) => called === id).length;
    expect(count('userPositions')).toBe(1);
    expect(count('groupList')).toBe(1);
  });
});
