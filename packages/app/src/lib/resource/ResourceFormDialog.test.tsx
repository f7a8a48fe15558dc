import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { positionList } from '../../features/positions/atoms';
import { positionResource } from '../../features/positions/resource';
import { json, mockApi, renderWithProviders } from '../../test/render';
import { emptyListState } from '../listAtoms';
import { appStore } from '../store';
import { ResourceFormDialog } from './ResourceFormDialog';

const saved = {
  id: 9,
  code: 'GDG',
  name: 'Gudang',
  description: null,
  userCount: 0,
  version: 1,
  createdAt: '2026-11-21T00:00:00Z',
  updatedAt: '2026-11-21T00:00:00Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  appStore.set(positionList.stateAtom, emptyListState());
});

describe('ResourceFormDialog (generic add/edit)', () => {
  it('validates on the client before calling the server', async () => {
    const { calls } = mockApi({});
    renderWithProviders(
      <ResourceFormDialog resource={positionResource} record={null} open onClose={() => undefined} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findAllByText('Wajib diisi.')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s field errors on their fields', async () => {
    mockApi({
      'POST /api/position/add': () =>
        json(409, {
          status: 'error',
          message: 'Kode jabatan sudah dipakai.',
          errors: { code: ['Kode OWN sudah dipakai.'] },
        }),
    });
    const onClose = vi.fn();
    renderWithProviders(
      <ResourceFormDialog resource={positionResource} record={null} open onClose={onClose} />,
    );
    await userEvent.type(screen.getByLabelText(/^Kode/), 'OWN');
    await userEvent.type(screen.getByLabelText(/^Nama jabatan/), 'Pemilik');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Kode/)).toHaveAccessibleDescription(/Kode OWN sudah dipakai\./),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates, puts the new record at the front of the list, and closes', async () => {
    appStore.set(positionList.stateAtom, {
      ...emptyListState(),
      rows: [{ ...saved, id: 1, code: 'OWN' }],
      total: 1,
    });
    const { calls } = mockApi({
      'POST /api/position/add': () => json(200, { status: 'success', datas: saved }),
    });
    const onClose = vi.fn();
    renderWithProviders(
      <ResourceFormDialog resource={positionResource} record={null} open onClose={onClose} />,
    );
    await userEvent.type(screen.getByLabelText(/^Kode/), 'GDG');
    await userEvent.type(screen.getByLabelText(/^Nama jabatan/), 'Gudang');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ code: 'GDG', name: 'Gudang', description: null });
    expect(appStore.get(positionList.stateAtom).rows.map((r) => r.code)).toEqual(['GDG', 'OWN']);
    expect(appStore.get(positionList.stateAtom).total).toBe(2);
  });

  it('updates with the record’s version', async () => {
    appStore.set(positionList.stateAtom, { ...emptyListState(), rows: [saved], total: 1 });
    const { calls } = mockApi({
      'POST /api/position/update': () =>
        json(200, { status: 'success', datas: { ...saved, name: 'Gudang Utama', version: 2 } }),
    });
    const onClose = vi.fn();
    renderWithProviders(
      <ResourceFormDialog resource={positionResource} record={saved} open onClose={onClose} />,
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Ubah Jabatan');
    const name = screen.getByLabelText(/^Nama jabatan/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Gudang Utama');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ id: 9, version: 1, name: 'Gudang Utama' });
    expect(appStore.get(positionList.stateAtom).rows[0]?.name).toBe('Gudang Utama');
  });
});
