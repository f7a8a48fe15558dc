import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { Schemas } from '@pawon/api-client';
import { forgetList } from '../../test/listCache';
import { failure, type MockHandlers } from '../../test/mockOperations';
import { listOf, resourceStories, screenDecorator } from '../../test/screenStories';
import { materialResources } from './resources';
import { longMaterial, lookupHandlers, materials } from './storyFixtures';

const stories = resourceStories(materialResources.raw.list, {
  rows: materials,
  long: longMaterial,
  handlers: lookupHandlers,
});

const meta = { ...stories.meta, title: 'Screens/Data Bahan Baku' } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;

/**
 * The halal register's column (decision 057): a certificate valid until its day, one running out within 30 days, and
 * a material with none yet.
 */
export const HalalStates: StoryObj = {
  ...stories.Filled,
  play: async (context) => {
    await stories.Filled.play?.(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(/^Berlaku s\.d\. /)).toBeVisible();
    await expect(canvas.getByText(/^Habis /)).toBeVisible();
    await expect(canvas.getByText('Belum ada sertifikat')).toBeVisible();
  },
};

/**
 * Editing a material's purchasing fields: its shelf life in days, its main vendor (named from the record, searched on
 * the server as the user types) and the least it is ordered in, in its unit.
 */
export const EditPurchasing: StoryObj = {
  ...stories.Filled,
  play: async (context) => {
    await stories.Filled.play?.(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Ubah Tepung Tapioka' }));
    const dialog = await screen.findByRole('dialog');
    const vendor = within(dialog).getByRole('combobox', { name: /^Vendor utama/ });
    await waitFor(() => expect(vendor).toBeVisible());
    await expect(vendor).toHaveValue('Toko Tepung Sejahtera');
    await expect(within(dialog).getByLabelText(/^Umur simpan/)).toHaveValue('180');
    await expect(within(dialog).getByLabelText(/^Minimal pesan/)).toHaveValue('50');
    await userEvent.clear(vendor);
    await userEvent.type(vendor, 'ayam');
    await expect(await screen.findByRole('option', { name: 'Pasar Ayam Segar Ciroyom' })).toBeVisible();
  },
};

/** A tiny PDF built in the story: the certificate chosen in the form. */
const certificate = () =>
  new File(
    ['%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'],
    'sertifikat-halal.pdf',
    {
      type: 'application/pdf',
    },
  );

/** Data Bahan Baku with its form's writes answered: the upload by `upload`, a saved file read as a PDF. */
const halalFrame = (upload: MockHandlers['bahanBakuHalalUpload']): Pick<StoryObj, 'decorators'> => {
  let rows = [...materials];
  return {
    decorators: [
      screenDecorator({
        path: '/items/bahan-baku/list',
        reset: () => {
          rows = [...materials];
          forgetList(materialResources.raw.list.descriptor.list);
        },
        handlers: {
          ...lookupHandlers,
          bahanBakuList: () => listOf('bahanBakuList', rows),
          bahanBakuUpdate: ({ body }) => {
            const saved = {
              ...rows.find((m) => m.id === body.id)!,
              ...body,
              version: 2,
            } as Schemas['Material'];
            rows = rows.map((m) => (m.id === saved.id ? saved : m));
            return { status: 'success', datas: saved };
          },
          bahanBakuHalalUpload: upload,
          bahanBakuHalalFile: () => new Blob(['%PDF-1.4\n%%EOF\n']) as never,
        },
      }),
    ],
  };
};

const certified = materials[0]!;
const FILE_URL = '/api/bahanBaku/halal/file/fedcba9876543210fedcba9876543210.pdf';

/**
 * A certified material without its certificate's file: "File sertifikat" takes a PDF, sent once the material is
 * saved; the list then offers "Lihat" on it.
 */
export const HalalFileAdded: StoryObj = {
  ...halalFrame(({ body }) => ({
    status: 'success',
    datas: { ...certified, id: Number(body.id), version: 3, halalFile: FILE_URL },
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ubah Tepung Tapioka' }));
    const dialog = within(await screen.findByRole('dialog'));
    const input = dialog.getByLabelText(/^File sertifikat/, { selector: 'input' });
    await expect(input).toHaveAccessibleDescription(/PDF, JPG atau PNG, maks\. 2 MB/);
    await expect(dialog.queryByRole('button', { name: 'Lihat file' })).toBeNull();
    await userEvent.upload(input, certificate());
    await expect(dialog.getByText(/^sertifikat-halal\.pdf/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      await canvas.findByRole('button', { name: 'Lihat file sertifikat halal Tepung Tapioka' }),
    ).toBeVisible();
  },
};

/**
 * A certified material whose file is kept: the form shows it with "Lihat file" (read through the API with the
 * session, opened in a new tab) and lets another replace it.
 */
export const HalalFileSaved: StoryObj = {
  ...halalFrame(() => failure(500, 'Tidak dipanggil.')),
  play: async ({ canvasElement }) => {
    const open = spyOn(window, 'open').mockImplementation(fn(() => null));
    const save = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const canvas = within(canvasElement);
      await expect(
        await canvas.findByRole('button', { name: 'Lihat file sertifikat halal Ayam' }),
      ).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Ubah Ayam' }));
      const dialog = within(await screen.findByRole('dialog'));
      // The dialog fades in.
      await waitFor(() => expect(dialog.getByRole('img', { name: 'File tersimpan' })).toBeVisible());
      await expect(dialog.getByText('Pilih file')).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Lihat file' }));
      await waitFor(() => expect(open).toHaveBeenCalledWith(expect.stringMatching(/^blob:/), '_blank'));
      // A browser that opens no tab gets the file as a download.
      await waitFor(() => expect(save).toHaveBeenCalled());
    } finally {
      open.mockRestore();
      save.mockRestore();
    }
  },
};

/**
 * The server refuses the file (not a certificate, 415): said on the field, with that the material itself is saved;
 * the dialog stays for another file.
 */
export const HalalFileRefused: StoryObj = {
  ...halalFrame(() =>
    failure(
      415,
      'Berkas sertifikat harus berupa PDF (tanpa skrip), JPG atau PNG yang utuh.',
      undefined,
      undefined,
      {
        code: 'file.notCertificate',
      },
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ubah Tepung Tapioka' }));
    const dialog = within(await screen.findByRole('dialog'));
    const input = dialog.getByLabelText(/^File sertifikat/, { selector: 'input' });
    await userEvent.upload(input, certificate());
    await userEvent.click(dialog.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        /^Tepung Tapioka sudah tersimpan, tetapi filenya ditolak: Berkas sertifikat harus berupa PDF \(tanpa skrip\), JPG atau PNG yang utuh\./,
      ),
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};
