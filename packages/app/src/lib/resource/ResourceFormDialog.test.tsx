import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kitResource, kitRow } from '../../test/kitResource';
import { failure, success } from '../../test/mockOperations';
import { renderWithProviders } from '../../test/render';
import { FIRST_PAGE, showPage, forgetList, shownList } from '../../test/listCache';
import { stubApi } from '../../test/stubApi';
import { ResourceFormDialog } from './ResourceFormDialog';

const positionResource = kitResource.descriptor;
const positionList = positionResource.list;
const saved = kitRow(9, 'GDG', 'Gudang');

afterEach(() => {
  vi.unstubAllGlobals();
  forgetList(positionList);
});

describe('ResourceFormDialog (generic add/edit)', () => {
  it('validates on the client before calling the server', async () => {
    const { calls } = stubApi({});
    renderWithProviders(
      <ResourceFormDialog resource={positionResource} record={null} open onClose={() => undefined} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findAllByText('Wajib diisi.')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s field errors on their fields', async () => {
    stubApi({
      positionAdd: () => failure(409, 'Kode jabatan sudah dipakai.', { code: ['Kode OWN sudah dipakai.'] }),
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
    // Shown once: on its field, not also in a banner or a toast.
    await waitFor(() => expect(screen.getByLabelText(/^Kode/)).toHaveFocus());
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Gagal')).toBeNull();
    expect(screen.getAllByText(/Kode OWN sudah dipakai/)).toHaveLength(1);
  });

  it('gives a failure its form body shows itself (showsFailure) to the body, not to a toast', async () => {
    let tries = 0;
    stubApi({
      positionAdd: () =>
        ++tries === 1
          ? failure(409, 'Ditolak, dengan jalan keluar di formulir.')
          : failure(409, 'Kode jabatan sudah dipakai.'),
    });
    const shown = {
      ...positionResource,
      showsFailure: (error: unknown) => error instanceof Error && error.message.startsWith('Ditolak'),
      FormBody: ({ failure: failed }: { failure?: unknown }) => (
        <p data-testid="body-failure">{failed instanceof Error ? failed.message : 'tidak ada'}</p>
      ),
    };
    renderWithProviders(<ResourceFormDialog resource={shown} record={null} open onClose={() => undefined} />);
    expect(screen.getByTestId('body-failure')).toHaveTextContent('tidak ada');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(screen.getByTestId('body-failure')).toHaveTextContent(
        'Ditolak, dengan jalan keluar di formulir.',
      ),
    );
    expect(screen.queryByText('Gagal')).toBeNull();
    // Another failure goes the usual way, and the body's is gone.
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Gagal')).toBeInTheDocument();
    expect(screen.getByTestId('body-failure')).toHaveTextContent('tidak ada');
  });

  it('shows a conflict without a field once, in a toast', async () => {
    await showPage(positionResource, [saved]);
    stubApi({
      positionUpdate: () => failure(409, 'Data bentrok: jabatan ini baru saja diubah orang lain.'),
      positionList: () => success('positionList', { datas: [saved], total: 1, page: 1, perPage: 25 }),
    });
    renderWithProviders(
      <ResourceFormDialog resource={positionResource} record={saved} open onClose={() => undefined} />,
    );
    await userEvent.type(screen.getByLabelText(/^Nama jabatan/), ' Utama');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Gagal')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByText(/Data bentrok/)).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText(/^Nama jabatan/)).not.toHaveAttribute('aria-invalid');
  });

  it('shows who changed the record meanwhile and what differs, and keeps what was typed until asked', async () => {
    await showPage(positionResource, [saved]);
    // They renamed it and wrote a description; this user only renamed it.
    const theirs = {
      ...saved,
      name: 'Gudang Beku',
      description: 'Rak beku lantai 2',
      version: 2,
      updatedAt: '2026-11-25T07:00:00Z',
    };
    const conflict = {
      version: 2,
      changedAt: '2026-11-25T07:00:00Z',
      changedBy: 'Owner Pawon',
      record: theirs,
    };
    const { calls } = stubApi({
      positionUpdate: ({ body }) =>
        body.version === 1
          ? {
              error: {
                status: 409,
                body: {
                  status: 'error',
                  message: 'Data ini baru saja diubah oleh Owner Pawon.',
                  errors: { version: ['Versi data sudah usang.'] },
                  conflict,
                },
              },
            }
          : success('positionUpdate', { datas: { ...theirs, name: body.name, version: 3 } }),
    });
    const onClose = vi.fn();
    renderWithProviders(
      <ResourceFormDialog resource={positionResource} record={saved} open onClose={onClose} />,
    );
    const name = screen.getByLabelText(/^Nama jabatan/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Gudang Kering');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    const notice = await screen.findByRole('alert', { name: /^Data ini diubah oleh/ });
    expect(notice).toHaveTextContent('Data ini diubah oleh Owner Pawon pada 25 Nov 2026 14.00');
    // Brought to the user's attention (the form may be scrolled to its save button), once the notice's effect ran.
    await waitFor(() => expect(notice).toHaveFocus());
    const row = within(notice).getByRole('row', { name: /Nama jabatan/ });
    expect(row).toHaveTextContent('Gudang Beku');
    expect(row).toHaveTextContent('Gudang Kering');
    expect(within(notice).queryByRole('row', { name: /^Kode/ })).toBeNull();
    // Their description differs too; this user left it as opened, so theirs stays.
    const description = within(notice).getByRole('row', { name: /Keterangan/ });
    expect(description).toHaveTextContent('Rak beku lantai 2');
    expect(description).toHaveTextContent('tidak Anda ubah');
    expect(name).toHaveValue('Gudang Kering');
    expect(onClose).not.toHaveBeenCalled();

    // Keep mine: what was typed re-applied on their version (their description is not undone).
    await userEvent.click(within(notice).getByRole('button', { name: 'Simpan isian saya' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const updates = calls.filter((c) => c.id === 'positionUpdate');
    expect(updates.map((c) => (c.body as { version: number; name: string }).version)).toEqual([1, 2]);
    expect(updates[1]!.body).toMatchObject({ name: 'Gudang Kering', description: 'Rak beku lantai 2' });
    expect(shownList(positionList).rows[0]).toMatchObject({ name: 'Gudang Kering', version: 3 });
  });

  it('takes their version into the form when asked', async () => {
    const theirs = { ...saved, name: 'Gudang Beku', version: 2 };
    stubApi({
      positionUpdate: () => ({
        error: {
          status: 409,
          body: {
            status: 'error',
            message: 'Diubah.',
            errors: { version: ['Versi data sudah usang.'] },
            conflict: { version: 2, changedAt: null, changedBy: null, record: theirs },
          },
        },
      }),
    });
    renderWithProviders(
      <ResourceFormDialog resource={positionResource} record={saved} open onClose={() => undefined} />,
    );
    await userEvent.type(screen.getByLabelText(/^Nama jabatan/), ' Lama');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    const notice = await screen.findByRole('alert', { name: /^Data ini diubah oleh/ });
    expect(notice).toHaveTextContent('Data ini diubah oleh pengguna lain saat Anda mengeditnya.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Pakai versi pengguna lain' }));
    expect(screen.queryByRole('alert', { name: /^Data ini diubah oleh/ })).toBeNull();
    expect(screen.getByLabelText(/^Nama jabatan/)).toHaveValue('Gudang Beku');
  });

  it('loads the list again after a save when it is searched or filtered (the row may have left it)', async () => {
    const query = {
      page: 1,
      perPage: 25,
      search: 'gud',
      sortBy: 'code',
      sortDir: 'asc' as const,
      filters: {},
    };
    await showPage(positionResource, [saved], query);
    const { ids } = stubApi({
      positionUpdate: () => success('positionUpdate', { datas: { ...saved, name: 'Toko', version: 2 } }),
      positionList: () => success('positionList', { datas: [], total: 0, page: 1, perPage: 25 }),
    });
    const onClose = vi.fn();
    renderWithProviders(
      <ResourceFormDialog resource={positionResource} record={saved} open onClose={onClose} />,
    );
    const name = screen.getByLabelText(/^Nama jabatan/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Toko');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(ids()).toContain('positionList'));
    await waitFor(() => expect(shownList(positionList).rows).toEqual([]));
  });

  it('creates in one round trip when the new record is dated within the period shown (a new order)', async () => {
    const november = { ...FIRST_PAGE, filters: { dateFrom: '2026-11-01', dateTo: '2026-11-30' } };
    const dated = (date: string) => ({ ...positionResource, period: { dateOf: () => date } });
    await showPage(positionResource, [{ ...saved, id: 1, code: 'OWN' }], november);
    const { ids } = stubApi({
      positionAdd: () => success('positionAdd', { datas: saved }),
      positionList: () => success('positionList', { datas: [saved], total: 1, page: 1, perPage: 25 }),
    });
    const onClose = vi.fn();
    const view = renderWithProviders(
      <ResourceFormDialog resource={dated('2026-11-20')} record={null} open onClose={onClose} />,
    );
    await userEvent.type(screen.getByLabelText(/^Kode/), 'GDG');
    await userEvent.type(screen.getByLabelText(/^Nama jabatan/), 'Gudang');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    await waitFor(() => expect(shownList(positionList).rows.map((r) => r.code)).toEqual(['GDG', 'OWN']));
    expect(ids()).toEqual(['positionAdd']);
    view.unmount();

    // Dated outside the period: the page is asked again (the record is not on it).
    renderWithProviders(
      <ResourceFormDialog resource={dated('2026-10-31')} record={null} open onClose={onClose} />,
    );
    await userEvent.type(screen.getByLabelText(/^Kode/), 'GDG');
    await userEvent.type(screen.getByLabelText(/^Nama jabatan/), 'Gudang');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(ids()).toEqual(['positionAdd', 'positionAdd', 'positionList']));
  });

  it('creates, puts the new record at the front of the list, and closes', async () => {
    await showPage(positionResource, [{ ...saved, id: 1, code: 'OWN' }]);
    const { calls } = stubApi({ positionAdd: () => success('positionAdd', { datas: saved }) });
    const onClose = vi.fn();
    renderWithProviders(
      <ResourceFormDialog resource={positionResource} record={null} open onClose={onClose} />,
    );
    await userEvent.type(screen.getByLabelText(/^Kode/), 'GDG');
    await userEvent.type(screen.getByLabelText(/^Nama jabatan/), 'Gudang');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ code: 'GDG', name: 'Gudang', description: null });
    expect(shownList(positionList).rows.map((r) => r.code)).toEqual(['GDG', 'OWN']);
    expect(shownList(positionList).total).toBe(2);
  });

  it('opens a refused offline write with what was entered and why, and saves it as a new record', async () => {
    const { calls } = stubApi({ positionAdd: () => success('positionAdd', { datas: saved }) });
    const onClose = vi.fn();
    const correcting = { key: 'k-1', body: { code: 'GDG', name: 'Gudang' }, reason: 'Kode sudah dipakai.' };
    renderWithProviders(
      <ResourceFormDialog
        resource={positionResource}
        record={null}
        open
        onClose={onClose}
        correcting={correcting}
      />,
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Tambah Jabatan');
    expect(screen.getByText('Kode sudah dipakai.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Kode/)).toHaveValue('GDG');
    await userEvent.type(screen.getByLabelText(/^Nama jabatan/), ' Beku');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ code: 'GDG', name: 'Gudang Beku', description: null });
  });

  it('updates with the record’s version', async () => {
    await showPage(positionResource, [saved]);
    const { calls } = stubApi({
      positionUpdate: () =>
        success('positionUpdate', { datas: { ...saved, name: 'Gudang Utama', version: 2 } }),
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
    expect(shownList(positionList).rows[0]?.name).toBe('Gudang Utama');
  });
});
