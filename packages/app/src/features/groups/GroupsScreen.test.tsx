import { screen, within } from '@testing-library/react';
import { forgetList } from '../../test/listCache';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { listOf, success } from '../../test/mockOperations';
import { stubApi } from '../../test/stubApi';
import { setNavigator } from '../../lib/navigation';
import { clearSession, storeSession, userDataAtom, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { groups as groupResource } from './group.resource';

const GroupsScreen = groupResource.Screen;

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
});

describe('rules the client knows for sure, and changes to one’s own rights', () => {
  const me = {
    id: 3,
    name: 'Sari',
    email: 'sari@pawon.test',
    phone: null,
    photo: null,
    active: true,
    position: null,
    groups: [{ id: 2, name: 'Staff' }],
    version: 1,
    createdAt: '2026-11-21T00:00:00Z',
    updatedAt: '2026-11-21T00:00:00Z',
  };
  const group = (id: number, name: string, users: Array<{ id: number; name: string; email: string }>) => ({
    id,
    name,
    description: null,
    menus: [
      {
        menuId: 10,
        name: 'Produk',
        url: '/items/produk',
        view: true,
        create: true,
        update: false,
        delete: false,
      },
    ],
    users,
    userCount: users.length,
    version: 1,
    createdAt: '2026-11-21T00:00:00Z',
    updatedAt: '2026-11-21T00:00:00Z',
  });
  const groups = [
    group(1, 'Super Admin', [{ id: 1, name: 'Admin', email: 'admin@pawon.test' }]),
    group(2, 'Staff', [{ id: 3, name: 'Sari', email: 'sari@pawon.test' }]),
  ];

  afterEach(() => forgetList(groupResource.descriptor.list));

  function setupGroups() {
    storeSession(appStore, { token: 't', datas: me, menus: [], rights: [] });
    appStore.set(userRightsAtom, [
      { url: '/authorizationGroup', view: true, create: true, update: true, delete: true },
    ]);
    const api = stubApi({
      groupList: () => listOf('groupList', groups),
      menuList: () =>
        success('menuList', {
          total: 2,
          datas: [
            {
              id: 10,
              name: 'Produk',
              url: '/items/produk',
              icon: null,
              level: 'parent',
              parentId: null,
              parentName: null,
              sortOrder: 0,
              depth: 0,
              version: 1,
              createdAt: '2026-11-21T00:00:00Z',
              updatedAt: '2026-11-21T00:00:00Z',
            },
            {
              id: 11,
              name: 'Batalkan Pengiriman',
              url: '/transaction/undeliver',
              icon: null,
              level: 'action',
              parentId: 10,
              parentName: 'Produk',
              sortOrder: 0,
              depth: 1,
              version: 1,
              createdAt: '2026-11-21T00:00:00Z',
              updatedAt: '2026-11-21T00:00:00Z',
            },
          ],
        }),
      userList: () => listOf('userList', [me]),
      groupUpdate: () =>
        success('groupUpdate', { datas: { ...groups[1]!, users: [], userCount: 0, version: 2 } }),
      me: () => success('me', { datas: { ...me, groups: [] }, menus: [], rights: [] }),
    });
    renderRoutes([{ path: '/authorizationGroup', element: <GroupsScreen /> }], '/authorizationGroup');
    return api;
  }

  it('shows what the server protects as a disabled action with its reason, not an error after the click', async () => {
    const { ids } = setupGroups();
    const remove = await screen.findByRole('button', { name: 'Hapus Super Admin' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAccessibleDescription('Grup Super Admin tidak dapat dihapus.');
    const edit = screen.getByRole('button', { name: 'Ubah Super Admin' });
    expect(edit).toHaveAccessibleDescription(
      'Hanya anggota Super Admin yang dapat mengubah grup Super Admin.',
    );
    await userEvent.click(remove);
    await userEvent.click(edit);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ids()).toEqual(['groupList']);
    // The other group is open to the user.
    expect(screen.getByRole('button', { name: 'Hapus Staff' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows an action menu with one checkbox: being granted is the whole right', async () => {
    setupGroups();
    await userEvent.click(await screen.findByRole('button', { name: 'Ubah Staff' }));
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByTestId('grant-11-view');
    expect(dialog.getByText('Aksi')).toBeInTheDocument();
    for (const right of ['create', 'update', 'delete']) {
      expect(dialog.queryByTestId(`grant-11-${right}`)).toBeNull();
      expect(dialog.getByTestId(`grant-10-${right}`)).toBeInTheDocument();
    }
  });

  it('asks before one leaves one’s own group, then refreshes one’s menus at once', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    const { calls, ids } = setupGroups();
    await userEvent.click(await screen.findByRole('button', { name: 'Ubah Staff' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Sari/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Kurangi hak akses Anda sendiri?');
    expect(confirm).toHaveTextContent(/mengeluarkan diri sendiri dari grup Staff/);
    expect(ids()).not.toContain('groupUpdate');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, simpan' }));
    await vi.waitFor(() => expect(ids()).toContain('me'));
    const update = calls.find((c) => c.id === 'groupUpdate');
    expect(update?.body).toMatchObject({ id: 2, userIds: [] });
    await vi.waitFor(() => expect(appStore.get(userDataAtom)?.groups).toEqual([]));
    // This screen is no longer granted: the user is taken home rather than left to fail on the next click.
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard', { replace: true }));
    setNavigator(null);
  });
});
