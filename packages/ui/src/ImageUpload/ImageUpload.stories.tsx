import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImageUpload } from './ImageUpload';

/** A small PNG drawn on a canvas, so the story needs no asset file. */
async function samplePng(name = 'roti.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = 'rgb(210, 150, 80)';
    context.fillRect(0, 0, 64, 64);
    context.fillStyle = 'rgb(250, 230, 190)';
    context.fillRect(12, 12, 40, 40);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob ?? new Blob()], name, { type: 'image/png' });
}

const meta = {
  title: 'Forms/ImageUpload',
  component: ImageUpload,
  args: { label: 'Foto produk', onChange: fn() },
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { required: false, disabled: false } };

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Foto produk/);
    await expect(input).toHaveAccessibleDescription('JPG, PNG atau WebP, maks. 2 MB');
    const file = await samplePng();
    await userEvent.upload(input, file);
    await expect(args.onChange).toHaveBeenLastCalledWith(file);
    await expect(canvas.getByRole('img', { name: 'Pratinjau roti.png' })).toBeVisible();
  },
};

export const RejectsLargeFile: Story = {
  name: 'Rejects a file over 2 MB',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'foto-besar.jpg', { type: 'image/jpeg' });
    await userEvent.upload(canvas.getByLabelText(/Foto produk/), big);
    await expect(canvas.getByText('Ukuran berkas 3 MB melebihi batas 2 MB.')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const CurrentImage: Story = {
  args: {
    currentImageUrl:
      'data:image/svg+xml;utf8,' +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="rgb(105,108,255)"/><circle cx="40" cy="40" r="22" fill="white"/></svg>',
      ),
  },
};

/** A wide logo shown whole inside the square (`fit="contain"`), not cut to fill it as a photo is. */
export const CurrentLogo: Story = {
  args: {
    label: 'Logo',
    fit: 'contain',
    currentImageUrl:
      'data:image/svg+xml;utf8,' +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64"><rect width="160" height="64" rx="10" fill="rgb(180,68,28)"/><text x="80" y="42" font-family="sans-serif" font-size="28" font-weight="700" text-anchor="middle" fill="white">PAWON</text></svg>',
      ),
  },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Gambar saat ini' });
    await expect(getComputedStyle(image).objectFit).toBe('contain');
  },
};

/** A saved image that may be removed: the parent is told and stops showing it (removed on save). */
export const CurrentImageRemovable: Story = {
  name: 'Current image, removable',
  render: function Render(args) {
    const [removed, setRemoved] = useState(false);
    return (
      <ImageUpload
        {...args}
        pickLabel="Pilih foto"
        removeLabel="Hapus foto"
        currentImageUrl={removed ? null : (CurrentImage.args?.currentImageUrl ?? null)}
        onRemoveCurrent={() => setRemoved(true)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Gambar saat ini' })).toBeVisible();
    await expect(canvas.getByText('Pilih foto')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus foto' }));
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Pilih foto')).toBeVisible();
  },
};

/** A tiny PDF, built in the story. */
const samplePdf = (name = 'sertifikat-halal.pdf') =>
  new File(['%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'], name, {
    type: 'application/pdf',
  });

/** A document kept with a record (a halal certificate): PDF, JPG or PNG; a chosen PDF shows by its sign and name. */
export const Document: Story = {
  args: { label: 'File sertifikat', mode: 'document' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/File sertifikat/);
    await expect(input).toHaveAccessibleDescription('PDF, JPG atau PNG, maks. 2 MB');
    const file = samplePdf();
    await userEvent.upload(input, file);
    await expect(args.onChange).toHaveBeenLastCalledWith(file);
    await expect(canvas.getByRole('img', { name: 'sertifikat-halal.pdf' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Batalkan file baru' })).toBeVisible();
  },
};

/** A saved document: not loaded inline (the parent reads it with the session), opened by "Lihat file"; replaceable. */
export const DocumentSaved: Story = {
  name: 'Document, saved',
  args: {
    label: 'File sertifikat',
    mode: 'document',
    currentImageUrl: '/api/bahanBaku/halal/file/0123456789abcdef0123456789abcdef.pdf',
    onViewCurrent: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'File tersimpan' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Lihat file' }));
    await expect(args.onViewCurrent).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Pilih file')).toBeVisible();
  },
};

/** A document of a type it does not take is refused in the browser, with what it takes. */
export const DocumentRefused: Story = {
  name: 'Document, wrong type refused',
  args: { label: 'File sertifikat', mode: 'document' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/File sertifikat/);
    // A drop is not filtered by `accept`, as a pick is.
    const frame = input.closest('div') as HTMLElement;
    const data = new DataTransfer();
    data.items.add(new File(['<html></html>'], 'sertifikat.html', { type: 'text/html' }));
    frame.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
    await expect(
      await canvas.findByText('Jenis berkas tidak didukung. Gunakan PDF, JPG atau PNG.'),
    ).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = { args: { error: 'Foto produk wajib diunggah.', required: true } };
export const Disabled: Story = { args: { disabled: true } };
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { hint: 'JPG, PNG atau WebP, maks. 2 MB. Latar putih lebih baik.' },
};
