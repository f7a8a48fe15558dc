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

export const WithError: Story = { args: { error: 'Foto produk wajib diunggah.', required: true } };
export const Disabled: Story = { args: { disabled: true } };
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { hint: 'JPG, PNG atau WebP, maks. 2 MB. Latar putih lebih baik.' },
};
