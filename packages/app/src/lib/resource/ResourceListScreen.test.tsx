import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { positionList } from '../../features/positions/atoms';
import PositionsScreen from '../../features/positions/PositionsScreen';
import { json, mockApi, renderRoutes } from '../../test/render';
import { emptyListState } from '../listAtoms';
import { clearSession, userRightsAtom } from '../session';
import { appStore } from '../store';

const row = (id: number, code: string, name: string) => ({
  id,
  code,
  name,
  description: null,
  userCount: 0,
  version: 1,
  createdAt: '2026-11-21T00:00:00Z',
  updatedAt: '2026-11-21T00:00:00Z',
});
const rows = [row(1, 'OWN', 'Owner'), row(2, 'STF', 'Staff')];

function setRights(rights: { create: boolean; update: boolean; delete: boolean }) {
  appStore.set(userRightsAtom, [{ url: '/position-management', view: true, ...rights }]);
}

function setup(path = '/position-management') {
  return renderRoutes([{ path: '/position-management', element: <PositionsScreen /> }], path);
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
  appStore.set(positionList.stateAtom, emptyListState());
});

describe('ResourceListScreen (generic list)', () => {
  it('lists the page and sends paging, search and sort from the URL', async () => {
    setRights({ create: true, update: true, delete: true });
    const { calls } = mockApi({
      'POST /api/position/list': () =>
        json(200, { status: 'success', datas: rows, total: 2, page: 2, perPage: 10 }),
    });
    setup('/position-management?page=2&perPage=10&q=own&sort=name&dir=desc');
    expect(await screen.findByText('Owner')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ page: 2, perPage: 10, search: 'own', sortBy: 'name', sortDir: 'desc' });
  });

  it('hides add, edit and delete without the rights', async () => {
    setRights({ create: false, update: false, delete: false });
    mockApi({
      'POST /api/position/list': () =>
        json(200, { status: 'success', datas: rows, total: 2, page: 1, perPage: 25 }),
    });
    setup();
    expect(await screen.findByText('Owner')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tambah Jabatan' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Ubah / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Hapus / })).toBeNull();
  });

  it('shows each action the user has a right to', async () => {
    setRights({ create: true, update: false, delete: true });
    mockApi({
      'POST /api/position/list': () =>
        json(200, { status: 'success', datas: rows, total: 2, page: 1, perPage: 25 }),
    });
    setup();
    expect(await screen.findByText('Owner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah Jabatan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Ubah / })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Hapus / })).toHaveLength(2);
  });

  it('asks before deleting, then removes the row and the count', async () => {
    setRights({ create: false, update: false, delete: true });
    const { calls } = mockApi({
      'POST /api/position/list': () =>
        json(200, { status: 'success', datas: rows, total: 2, page: 1, perPage: 25 }),
      'DELETE /api/position/delete/2': () => json(200, { status: 'success', id: 2 }),
    });
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus STF – Staff' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Hapus jabatan?');
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await vi.waitFor(() => expect(appStore.get(positionList.stateAtom).rows.map((r) => r.id)).toEqual([1]));
    expect(appStore.get(positionList.stateAtom).total).toBe(1);
  });

  it('keeps the row and says why when the server refuses the delete', async () => {
    setRights({ create: false, update: false, delete: true });
    mockApi({
      'POST /api/position/list': () =>
        json(200, { status: 'success', datas: rows, total: 2, page: 1, perPage: 25 }),
      'DELETE /api/position/delete/1': () =>
        json(409, { status: 'error', message: 'Jabatan masih dipakai 1 pengguna.' }),
    });
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus OWN – Owner' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await within(dialog).findByText('Jabatan masih dipakai 1 pengguna.')).toBeInTheDocument();
    expect(appStore.get(positionList.stateAtom).rows).toHaveLength(2);
  });
});
