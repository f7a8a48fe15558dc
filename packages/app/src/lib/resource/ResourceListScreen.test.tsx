import { screen, within } from '@testing-library/react';
import { forgetList, shownList } from '../../test/listCache';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kitResource, kitRow } from '../../test/kitResource';
import { failure, success } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { clearSession, userRightsAtom } from '../session';
import { appStore } from '../store';

const positionList = kitResource.descriptor.list;
const PositionsScreen = kitResource.Screen;

const rows = [kitRow(1, 'OWN', 'Owner'), kitRow(2, 'STF', 'Staff')];
const page =
  (perPage = 25, p = 1) =>
  () =>
    success('positionList', { datas: rows, total: 2, page: p, perPage });

function setRights(rights: { create: boolean; update: boolean; delete: boolean }) {
  appStore.set(userRightsAtom, [{ url: '/position-management', view: true, ...rights }]);
}

function setup(path = '/position-management') {
  return renderRoutes([{ path: '/position-management', element: <PositionsScreen /> }], path);
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
  forgetList(positionList);
});

describe('ResourceListScreen (generic list)', () => {
  it('lists the page and sends paging, search and sort from the URL', async () => {
    setRights({ create: true, update: true, delete: true });
    const { calls } = stubApi({ positionList: page(10, 2) });
    setup('/position-management?page=2&perPage=10&q=own&sort=name&dir=desc');
    expect(await screen.findByText('Owner')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ page: 2, perPage: 10, search: 'own', sortBy: 'name', sortDir: 'desc' });
  });

  it('says why the list failed and loads it again on "Coba lagi"', async () => {
    setRights({ create: true, update: true, delete: true });
    let fail = true;
    const { ids } = stubApi({
      positionList: () => (fail ? failure(503, 'Basis data sedang tidak dapat dihubungi.') : page()()),
    });
    setup();
    expect(await screen.findByText(/Basis data sedang tidak dapat dihubungi/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Coba lagi/ }));
    expect(await screen.findByText('Owner')).toBeInTheDocument();
    expect(ids()).toEqual(['positionList', 'positionList']);
  });

  it('offers to clear a search that found nothing, and then lists every row', async () => {
    setRights({ create: true, update: true, delete: true });
    const { calls } = stubApi({
      positionList: ({ body }) =>
        body.search
          ? success('positionList', { datas: [], total: 0, page: 1, perPage: 25 })
          : success('positionList', { datas: rows, total: 2, page: 1, perPage: 25 }),
    });
    setup('/position-management?q=zzz');
    expect(await screen.findByText('Tidak ada data yang cocok dengan "zzz".')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hapus pencarian dan filter' }));
    expect(await screen.findByText('Owner')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toMatchObject({ page: 1 });
    expect(calls.at(-1)?.body).not.toHaveProperty('search', 'zzz');
    expect(screen.getByRole('searchbox', { name: /Cari/ })).toHaveValue('');
  });

  it('shows add, edit and delete disabled without the rights, each naming the right it needs; a click does nothing', async () => {
    setRights({ create: false, update: false, delete: false });
    const { ids } = stubApi({ positionList: page() });
    setup();
    expect(await screen.findByText('Owner')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Tambah Jabatan' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription(/^Perlu hak tambah Jabatan\./);
    const [edit] = screen.getAllByRole('button', { name: /^Ubah / });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    expect(edit).toHaveAccessibleDescription(/^Perlu hak ubah Jabatan\./);
    const [remove] = screen.getAllByRole('button', { name: /^Hapus / });
    expect(remove).toHaveAccessibleDescription(/^Perlu hak hapus Jabatan\./);
    await userEvent.click(add);
    await userEvent.click(edit!);
    await userEvent.click(remove!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(ids()).toEqual(['positionList']);
  });

  it('enables each action the user has a right to', async () => {
    setRights({ create: true, update: false, delete: true });
    stubApi({ positionList: page() });
    setup();
    expect(await screen.findByText('Owner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah Jabatan' })).not.toHaveAttribute('aria-disabled');
    for (const edit of screen.getAllByRole('button', { name: /^Ubah / }))
      expect(edit).toHaveAttribute('aria-disabled', 'true');
    for (const remove of screen.getAllByRole('button', { name: /^Hapus / }))
      expect(remove).not.toHaveAttribute('aria-disabled');
  });

  it('asks before deleting, then removes the row and the count', async () => {
    setRights({ create: false, update: false, delete: true });
    const { ids } = stubApi({
      positionList: page(),
      positionDelete: ({ path }) => success('positionDelete', { id: path.id }),
    });
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus STF – Staff' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Hapus jabatan?');
    expect(ids()).not.toContain('positionDelete');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await vi.waitFor(() => expect(shownList(positionList).rows.map((r) => r.id)).toEqual([1]));
    expect(shownList(positionList).total).toBe(1);
  });

  it('keeps the row and says why when the server refuses the delete', async () => {
    setRights({ create: false, update: false, delete: true });
    stubApi({
      positionList: page(),
      positionDelete: () => failure(409, 'Jabatan masih dipakai 1 pengguna.'),
    });
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus OWN – Owner' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await within(dialog).findByText('Jabatan masih dipakai 1 pengguna.')).toBeInTheDocument();
    expect(shownList(positionList).rows).toHaveLength(2);
  });
});
