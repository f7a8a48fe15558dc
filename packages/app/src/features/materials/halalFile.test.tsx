import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@pawon/api-client';
import { ResourceFormDialog } from '../../lib/resource/ResourceFormDialog';
import { authTokenAtom, clearSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { forgetList } from '../../test/listCache';
import { failure, success, type MockHandlers } from '../../test/mockOperations';
import { renderRoutes, renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { pathOf } from './kinds';
import { materialResources } from './resources';
import { screens } from './screens';
import { lookupHandlers, materials } from './storyFixtures';

const raw = materialResources.raw;
const tepung = materials[0]!;
const FILE_URL = '/api/bahanBaku/halal/file/0123456789abcdef0123456789abcdef.pdf';
const pdf = (name = 'sertifikat.pdf', bytes?: number) =>
  new File([bytes ? new Uint8Array(bytes) : '%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession(appStore);
  forgetList(raw.list.descriptor.list);
});

/** The raw material form on a record, its update and upload answered by `handlers` (by default: accepted). */
function edit(record: Schemas['Material'], handlers: MockHandlers = {}) {
  appStore.set(userRightsAtom, [
    { url: pathOf('raw', 'list'), view: true, create: true, update: true, delete: true },
  ]);
  let version = record.version;
  const api = stubApi({
    ...lookupHandlers,
    bahanBakuUpdate: ({ body }) =>
      success('bahanBakuUpdate', {
        datas: { ...record, ...body, version: ++version } as Schemas['Material'],
      }),
    bahanBakuHalalUpload: ({ body }) =>
      success('bahanBakuHalalUpload', { datas: { ...record, id: body.id, halalFile: FILE_URL, version } }),
    ...handlers,
  });
  const onClose = vi.fn();
  renderWithProviders(
    <ResourceFormDialog resource={raw.list.descriptor} record={record} open onClose={onClose} />,
  );
  const fileInput = () =>
    within(screen.getByRole('dialog')).getByLabelText(/^File sertifikat/, { selector: 'input' });
  return { ...api, onClose, fileInput };
}

describe("a raw material's halal certificate file (issue 40)", () => {
  it('shows the file field only for a certified material', () => {
    edit(materials[2]!);
    expect(within(screen.getByRole('dialog')).queryByLabelText(/^File sertifikat/)).toBeNull();
  });

  it('shows only the fields the halal status asks for: a certificate, another issuer, or the reason', () => {
    const labels = () =>
      within(screen.getByRole('dialog'))
        .queryAllByText(
          /^(Nomor sertifikat halal|Nama penerbit lain|Sertifikat berlaku sampai|Alasan tidak perlu sertifikat)/,
        )
        .map((l) => l.textContent?.replace(/\s*\*$/, ''));
    edit(materials[2]!);
    expect(labels()).toEqual([]);
    cleanup();
    edit(materials[0]!);
    expect(labels()).toEqual(['Nomor sertifikat halal', 'Sertifikat berlaku sampai']);
    cleanup();
    edit({ ...materials[0]!, halalIssuer: 'other', halalIssuerName: 'Badan Halal Lain' });
    expect(labels()).toEqual(['Nomor sertifikat halal', 'Nama penerbit lain', 'Sertifikat berlaku sampai']);
    cleanup();
    edit({ ...materials[2]!, halalStatus: 'notNeeded', halalReason: 'Air PDAM', halalState: 'notNeeded' });
    expect(labels()).toEqual(['Alasan tidak perlu sertifikat']);
  });

  it('uploads a chosen PDF after the material is saved, with its id', async () => {
    const user = userEvent.setup();
    const { fileInput, onClose, calls, ids } = edit(tepung);
    expect(fileInput()).toHaveAccessibleDescription(/PDF, JPG atau PNG, maks\. 2 MB/);
    await user.upload(fileInput(), pdf());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Simpan' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(ids().filter((id) => id.startsWith('bahanBaku') && id !== 'bahanBakuList')).toEqual([
      'bahanBakuUpdate',
      'bahanBakuHalalUpload',
    ]);
    // The file is not part of the material's body; it goes to its own upload, as the contract's HalalFileUpload.
    expect(calls.find((c) => c.id === 'bahanBakuUpdate')?.body).not.toHaveProperty('halalFile');
    const upload = calls.find((c) => c.id === 'bahanBakuHalalUpload')!;
    expect(upload.request.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    const body = upload.body as { id: string; file: Blob };
    expect(Number(body.id)).toBe(tepung.id);
    expect(await body.file.text()).toBe('%PDF-1.4\n%%EOF\n');
  });

  it('refuses a file over 2 MB or of another type in the browser, and sends no upload', async () => {
    const user = userEvent.setup();
    const { fileInput, onClose, ids } = edit(tepung);
    await user.upload(fileInput(), pdf('besar.pdf', 3 * 1024 * 1024));
    expect(fileInput()).toHaveAccessibleDescription(/Ukuran berkas 3 MB melebihi batas 2 MB\./);
    // A drop is not filtered by the input's `accept`: the type is checked too.
    fireEvent.drop(fileInput().closest('div')!, {
      dataTransfer: { files: [new File(['x'], 'sertifikat.docx', { type: 'application/msword' })] },
    });
    expect(fileInput()).toHaveAccessibleDescription(
      /Jenis berkas tidak didukung\. Gunakan PDF, JPG atau PNG\./,
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Simpan' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(ids()).toContain('bahanBakuUpdate');
    expect(ids()).not.toContain('bahanBakuHalalUpload');
  });

  it("shows the server's refusal (415) on the field, says the material is saved, and sends another file with its new version", async () => {
    const user = userEvent.setup();
    let tries = 0;
    const { fileInput, onClose, calls } = edit(tepung, {
      bahanBakuHalalUpload: ({ body }) =>
        ++tries === 1
          ? failure(
              415,
              'Berkas sertifikat harus berupa PDF (tanpa skrip), JPG atau PNG yang utuh.',
              undefined,
              undefined,
              {
                code: 'file.notCertificate',
              },
            )
          : success('bahanBakuHalalUpload', {
              datas: { ...tepung, id: body.id, halalFile: FILE_URL, version: 3 },
            }),
    });
    const dialog = screen.getByRole('dialog');
    await user.upload(fileInput(), pdf('palsu.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await vi.waitFor(() =>
      expect(fileInput()).toHaveAccessibleDescription(
        /Tepung Tapioka sudah tersimpan, tetapi filenya ditolak: Berkas sertifikat harus berupa PDF \(tanpa skrip\), JPG atau PNG yang utuh\. Pilih file lain, lalu simpan lagi\./,
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).queryByText('palsu.pdf', { exact: false })).toBeNull();

    await user.upload(fileInput(), new File(['%PDF-1.7\n%%EOF\n'], 'asli.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const updates = calls.filter((c) => c.id === 'bahanBakuUpdate');
    expect(updates.map((c) => (c.body as { version: number }).version)).toEqual([1, 2]);
    const uploads = calls.filter((c) => c.id === 'bahanBakuHalalUpload');
    expect(uploads).toHaveLength(2);
    expect(await (uploads[1]!.body as { file: Blob }).file.text()).toBe('%PDF-1.7\n%%EOF\n');
  });

  it('opens the saved file from the form ("Lihat file"), read with the session', async () => {
    const user = userEvent.setup();
    Object.assign(URL, { createObjectURL: () => 'blob:sertifikat', revokeObjectURL: () => undefined });
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    const withFile = { ...tepung, halalFile: FILE_URL };
    appStore.set(authTokenAtom, 'token-of-the-session');
    const { calls } = edit(withFile, {
      bahanBakuList: () => success('bahanBakuList', { datas: [withFile], total: 1, page: 1, perPage: 25 }),
      bahanBakuHalalFile: () => 'PDF' as never,
    });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Lihat file' }));
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('blob:sertifikat', '_blank'));
    const read = calls.find((c) => c.id === 'bahanBakuHalalFile')!;
    expect(read.path).toEqual({ name: '0123456789abcdef0123456789abcdef.pdf' });
    // Read through the client, with the session's token (a plain link would be answered 401).
    expect(read.request.headers.get('authorization')).toBe('Bearer token-of-the-session');
  });
});

describe('the raw materials list', () => {
  it('offers "Lihat" on a material whose certificate file is kept', async () => {
    const user = userEvent.setup();
    Object.assign(URL, { createObjectURL: () => 'blob:sertifikat', revokeObjectURL: () => undefined });
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    appStore.set(userRightsAtom, [
      { url: pathOf('raw', 'list'), view: true, create: false, update: false, delete: false },
    ]);
    const rows = materials.map((m) => (m.id === 2 ? { ...m, halalFile: FILE_URL } : m));
    const { calls } = stubApi({
      ...lookupHandlers,
      bahanBakuList: () =>
        success('bahanBakuList', { datas: rows, total: rows.length, page: 1, perPage: 25 }),
      bahanBakuHalalFile: () => 'PDF' as never,
    });
    const Screen = screens.raw.list;
    renderRoutes([{ path: pathOf('raw', 'list'), element: <Screen /> }], pathOf('raw', 'list'));
    const view = await screen.findByRole('button', { name: 'Lihat file sertifikat halal Ayam' });
    expect(screen.getAllByRole('button', { name: /^Lihat file sertifikat halal/ })).toHaveLength(1);
    await user.click(view);
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('blob:sertifikat', '_blank'));
    expect(calls.find((c) => c.id === 'bahanBakuHalalFile')?.path).toEqual({
      name: '0123456789abcdef0123456789abcdef.pdf',
    });
  });
});
