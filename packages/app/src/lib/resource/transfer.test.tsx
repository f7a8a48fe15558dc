import { screen, waitFor, within } from '@testing-library/react';
import { forgetList } from '../../test/listCache';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kitCascade, kitCustomer } from '../../test/kitResource';
import { failure, mockFetch, success, type MockHandlers } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { csvSeparatorAtom, fileNameOf } from '../files';
import { clearSession, userRightsAtom } from '../session';
import { appStore } from '../store';
import { ResourceFormDialog } from './ResourceFormDialog';

const list = kitCascade.descriptor.list;
const rows = [kitCustomer(1, 'Warung Bu Sari'), kitCustomer(2, 'Toko Frozen Berkah')];
const page = () => success('customerList', { datas: rows, total: 2, page: 1, perPage: 25 });
const regions: MockHandlers = {
  customerProvinces: () =>
    success('customerProvinces', {
      data: [
        { code: '32', name: 'Jawa Barat' },
        { code: '31', name: 'DKI Jakarta' },
      ],
    }),
  customerRegencies: ({ path }) =>
    success('customerRegencies', {
      data:
        String(path.codeProv) === '32'
          ? [
              { code: '32.73', name: 'Kota Bandung' },
              { code: '32.77', name: 'Kota Cimahi' },
            ]
          : [{ code: '31.71', name: 'Kota Jakarta Pusat' }],
    }),
};

function setRights(create: boolean) {
  appStore.set(userRightsAtom, [{ url: '/data-customer', view: true, create, update: true, delete: false }]);
}

const setup = (path = '/data-customer') =>
  renderRoutes([{ path: '/data-customer', element: <kitCascade.Screen /> }], path);

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pawon/1'), revokeObjectURL: vi.fn() }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem('pawonCsvSeparator');
  appStore.set(csvSeparatorAtom, ';');
  clearSession(appStore);
  forgetList(list);
});

describe('fileNameOf', () => {
  it('reads the name of a Content-Disposition header', () => {
    expect(fileNameOf('attachment; filename="produk-2026-11-23.xlsx"')).toBe('produk-2026-11-23.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''data%20customer.csv")).toBe('data customer.csv');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});

describe('export', () => {
  it('downloads every row of the current search, sort and filters, named by the server', async () => {
    setRights(false);
    const answer = mockFetch({ customerList: page, ...regions });
    const sent: Array<{ url: string; body: unknown }> = [];
    vi.stubGlobal('fetch', async (input: Request | string) => {
      // Icons come as relative URLs (strings); the mock answers them from disk.
      if (typeof input !== 'string' && new URL(input.url).pathname === '/api/customer/export') {
        sent.push({ url: input.url, body: await input.json() });
        return new Response('Nama\nWarung Bu Sari\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="customer-2026-11-23.csv"',
          },
        });
      }
      return answer(input);
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    setup('/data-customer?q=bandung&sort=name&dir=desc&provinceCode=32');
    expect(await screen.findByText('Warung Bu Sari')).toBeInTheDocument();
    // View right only: export yes, import no.
    expect(screen.queryByRole('button', { name: 'Impor' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ekspor' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(clicked).toEqual(['customer-2026-11-23.csv']));
    expect(sent[0]?.body).toEqual({
      search: 'bandung',
      sortBy: 'name',
      sortDir: 'desc',
      provinceCode: '32',
      format: 'csv',
      // `;` until the user chooses otherwise: Excel with Indonesian settings reads it in columns.
      separator: ';',
    });
    // The separator chosen in the menu is sent from then on, and remembered in this browser.
    await userEvent.click(screen.getByRole('button', { name: 'Ekspor' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Koma \(,\)/ }));
    expect(localStorage.getItem('pawonCsvSeparator')).toBe('","');
    await userEvent.click(screen.getByRole('button', { name: 'Ekspor' }));
    expect(await screen.findByRole('menuitem', { name: /Koma \(,\)/ })).toHaveTextContent('dipakai');
    expect(screen.getByRole('menuitem', { name: /Titik koma/ })).not.toHaveTextContent('dipakai');
    await userEvent.click(screen.getByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toMatchObject({ format: 'csv', separator: ',' });
    // An XLSX has no separator to send.
    await userEvent.click(screen.getByRole('button', { name: 'Ekspor' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]?.body).not.toHaveProperty('separator');
  });

  it('says why when the export fails', async () => {
    setRights(false);
    stubApi({
      customerList: page,
      customerExport: () => failure(503, 'Basis data sedang tidak dapat dihubungi.'),
      ...regions,
    });
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Ekspor' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)' }));
    expect(await screen.findByText('Basis data sedang tidak dapat dihubungi.')).toBeInTheDocument();
  });
});

describe('import', () => {
  const file = new File(['Nama,Telepon\nA,1\n'], 'customer.csv', { type: 'text/csv' });

  it('checks first, shows each bad row with its field and reason, and offers no import while a row is wrong', async () => {
    setRights(true);
    const { calls } = stubApi({
      customerList: page,
      ...regions,
      customerImport: () =>
        success('customerImport', {
          dryRun: true,
          applied: false,
          added: 1,
          updated: 0,
          failed: 1,
          rows: [
            { row: 2, action: 'add', key: '081234', name: 'Warung Baru' },
            {
              row: 3,
              action: 'error',
              key: null,
              name: 'Rusak',
              errors: { regencyCode: ['Kabupaten/kota "Atlantis" tidak ada.'] },
            },
          ],
        }),
    });
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Impor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impor pelanggan' });
    expect(dialog).toHaveTextContent('nomor telepon');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Periksa berkas' }));
    expect(within(dialog).getByLabelText(/^Berkas CSV atau XLSX/)).toHaveAccessibleDescription(
      /Pilih berkas dulu/,
    );
    await userEvent.upload(within(dialog).getByLabelText(/^Berkas CSV atau XLSX/), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Periksa berkas' }));
    expect(
      await within(dialog).findByText(/1 akan ditambahkan, 0 akan diperbarui, 1 bermasalah/),
    ).toBeInTheDocument();
    const bad = within(dialog).getByText('Rusak').closest('tr')!;
    expect(bad).toHaveTextContent('Kabupaten/kota: Kabupaten/kota "Atlantis" tidak ada.');
    expect(within(dialog).queryByRole('button', { name: /^Impor \d/ })).toBeNull();
    const sent = calls.find((c) => c.id === 'customerImport')?.body as Record<string, unknown>;
    expect(sent.dryRun).toBe('true');
    expect((sent.file as Blob).size).toBe(file.size);
  });

  it('imports once the check is clean, then reloads the list', async () => {
    setRights(true);
    let dry = true;
    const { ids } = stubApi({
      customerList: page,
      ...regions,
      customerImport: ({ body }) => {
        dry = String(body.dryRun) === 'true';
        return success('customerImport', {
          message: dry ? 'Pemeriksaan selesai.' : '1 ditambahkan, 0 diperbarui.',
          dryRun: dry,
          applied: !dry,
          added: 1,
          updated: 0,
          failed: 0,
          rows: [{ row: 2, action: 'add', key: '081234', name: 'Warung Baru' }],
        });
      },
    });
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Impor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impor pelanggan' });
    await userEvent.upload(within(dialog).getByLabelText(/^Berkas CSV atau XLSX/), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Periksa berkas' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Impor 1 baris' }));
    expect(await screen.findByText('1 ditambahkan, 0 diperbarui.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dry).toBe(false);
    expect(ids().filter((id) => id === 'customerList').length).toBeGreaterThanOrEqual(2);
  });

  it('shows a refused file on the file field', async () => {
    setRights(true);
    stubApi({
      customerList: page,
      ...regions,
      customerImport: () => failure(422, 'Data tidak valid.', { file: ['Kolom wajib tidak ada: Nama.'] }),
    });
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Impor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impor pelanggan' });
    await userEvent.upload(within(dialog).getByLabelText(/^Berkas CSV atau XLSX/), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Periksa berkas' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Berkas CSV atau XLSX/)).toHaveAccessibleDescription(
        /Kolom wajib tidak ada: Nama\./,
      ),
    );
  });
});

describe('cascading fields', () => {
  it('loads a child’s choices for its parent and empties the child when the parent changes', async () => {
    const { calls } = stubApi({
      ...regions,
      customerUpdate: ({ body }) => success('customerUpdate', { datas: { ...rows[0]!, ...body } as never }),
    });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ResourceFormDialog
              resource={kitCascade.descriptor}
              record={rows[0]!}
              open
              onClose={() => undefined}
            />
          ),
        },
      ],
      '/',
    );
    const regency = await screen.findByRole('combobox', { name: 'Kabupaten/kota' });
    // The record's codes are shown by name once the lists are in.
    await waitFor(() => expect(regency).toHaveValue('Kota Bandung'));

    const province = screen.getByRole('combobox', { name: 'Provinsi' });
    await userEvent.clear(province);
    await userEvent.type(province, 'dki');
    await userEvent.click(await screen.findByRole('option', { name: 'DKI Jakarta' }));
    await waitFor(() => expect(province).toHaveValue('DKI Jakarta'));
    await waitFor(() => expect(regency).toHaveValue(''));
    // The new province's regencies are asked for (the mock reads the path's digits as a number).
    expect(calls.filter((c) => c.id === 'customerRegencies').at(-1)?.path).toEqual({ codeProv: 31 });
    await userEvent.type(regency, 'pusat');
    await userEvent.click(await screen.findByRole('option', { name: 'Kota Jakarta Pusat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(calls.some((c) => c.id === 'customerUpdate')).toBe(true));
    expect(calls.find((c) => c.id === 'customerUpdate')?.body).toMatchObject({
      provinceCode: '31',
      regencyCode: '31.71',
    });
  });
});
