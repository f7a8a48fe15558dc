import { useState } from 'react';
import '../test/jsdomShims';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Page } from '../test/Page';
import { renderWithTheme } from '../test/render';
import { ImageUpload } from './ImageUpload';
import { describeSize, describeTypes, validateImage } from './validateImage';

const fileOf = (name: string, type: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type });

describe('validateImage', () => {
  it('accepts JPG, PNG and WebP up to 2 MB', () => {
    const types = ['image/jpeg', 'image/png', 'image/webp'];
    expect(describeTypes(types)).toBe('JPG, PNG atau WebP');
    expect(describeSize(2 * 1024 * 1024)).toBe('2 MB');
    expect(describeSize(1536 * 1024)).toBe('1,5 MB');
    expect(describeSize(300 * 1024)).toBe('300 KB');
    expect(validateImage(fileOf('a.png', 'image/png', 10), types, 2 * 1024 * 1024)).toBeNull();
    expect(validateImage(fileOf('a.gif', 'image/gif', 10), types, 2 * 1024 * 1024)).toBe(
      'Jenis berkas tidak didukung. Gunakan JPG, PNG atau WebP.',
    );
    expect(validateImage(fileOf('a.jpg', 'image/jpeg', 3 * 1024 * 1024), types, 2 * 1024 * 1024)).toBe(
      'Ukuran berkas 3 MB melebihi batas 2 MB.',
    );
  });
});

describe('ImageUpload', () => {
  it('says what it accepts, refuses wrong files and previews a good one', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <Page>
        <ImageUpload label="Foto produk" onChange={onChange} />
      </Page>,
    );
    const input = screen.getByLabelText(/Foto produk/);
    expect(input).toHaveAccessibleDescription('JPG, PNG atau WebP, maks. 2 MB');
    await expectNoAxeViolations();

    await userEvent.upload(input, fileOf('besar.jpg', 'image/jpeg', 3 * 1024 * 1024));
    expect(screen.getByText('Ukuran berkas 3 MB melebihi batas 2 MB.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();

    // userEvent.upload honours `accept`; a drop does not, so the type check must catch it.
    fireEvent.drop(input.closest('div') as HTMLElement, {
      dataTransfer: { files: [fileOf('animasi.gif', 'image/gif', 100)] },
    });
    expect(screen.getByText('Jenis berkas tidak didukung. Gunakan JPG, PNG atau WebP.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    const good = fileOf('roti.png', 'image/png', 2048);
    await userEvent.upload(input, good);
    expect(onChange).toHaveBeenLastCalledWith(good);
    expect(screen.getByRole('img', { name: 'Pratinjau roti.png' })).toBeInTheDocument();
    expect(screen.getByText('roti.png (2 KB)')).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');

    await userEvent.click(screen.getByRole('button', { name: 'Batalkan gambar baru' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('keeps one label on the pick button, drops a new file back to the saved image, and asks to remove the saved one', async () => {
    const onChange = vi.fn();
    function Saved() {
      const [removed, setRemoved] = useState(false);
      return (
        <ImageUpload
          label="Logo"
          pickLabel="Pilih logo"
          removeLabel="Hapus logo"
          currentImageUrl={removed ? null : '/uploads/logo.png'}
          onRemoveCurrent={() => setRemoved(true)}
          onChange={onChange}
        />
      );
    }
    renderWithTheme(<Saved />);
    expect(screen.getByRole('img', { name: 'Gambar saat ini' })).toHaveAttribute('src', '/uploads/logo.png');
    const input = screen.getByLabelText(/Logo/, { selector: 'input' });
    expect(input).toHaveAccessibleName('Logo Pilih logo');
    // A new file: the saved image is only replaced on the screen; dropping it shows the saved one again.
    await userEvent.upload(input, fileOf('baru.png', 'image/png', 2048));
    expect(input).toHaveAccessibleName('Logo Pilih logo');
    expect(screen.queryByRole('button', { name: 'Hapus logo' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Batalkan gambar baru' }));
    expect(screen.getByRole('img', { name: 'Gambar saat ini' })).toBeInTheDocument();
    // Removing the saved image is the parent's decision.
    await userEvent.click(screen.getByRole('button', { name: 'Hapus logo' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hapus logo' })).toBeNull();
    expect(input).toHaveFocus();
  });

  it('shows a logo whole when asked to (fit contain), a photo filling the square by default', () => {
    const { unmount } = renderWithTheme(<ImageUpload label="Foto" currentImageUrl="/uploads/a.png" />);
    expect(screen.getByRole('img').parentElement).toHaveAttribute('data-fit', 'cover');
    unmount();
    renderWithTheme(<ImageUpload label="Logo" fit="contain" currentImageUrl="/uploads/logo.png" />);
    expect(screen.getByRole('img').parentElement).toHaveAttribute('data-fit', 'contain');
  });

  it('offers no remove button for a saved image without onRemoveCurrent', () => {
    renderWithTheme(<ImageUpload label="Logo" currentImageUrl="/uploads/logo.png" />);
    expect(screen.queryByRole('button', { name: 'Hapus gambar' })).toBeNull();
  });

  it('takes a document: a PDF shown by its sign and name, a wrong type refused, the saved file opened on request', async () => {
    const onChange = vi.fn();
    const onViewCurrent = vi.fn();
    renderWithTheme(
      <Page>
        <ImageUpload
          label="File sertifikat"
          mode="document"
          currentImageUrl="/api/bahanBaku/halal/file/a.pdf"
          onViewCurrent={onViewCurrent}
          onChange={onChange}
        />
      </Page>,
    );
    const input = screen.getByLabelText(/File sertifikat/, { selector: 'input' });
    expect(input).toHaveAccessibleDescription('PDF, JPG atau PNG, maks. 2 MB');
    expect(input).toHaveAccessibleName('File sertifikat Pilih file');
    // The saved file is never loaded inline (it is read with the session): a sign, and a button to open it.
    expect(screen.getByRole('img', { name: 'File tersimpan' })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Lihat file' }));
    expect(onViewCurrent).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();

    fireEvent.drop(input.closest('div') as HTMLElement, {
      dataTransfer: { files: [fileOf('sertifikat.docx', 'application/msword', 100)] },
    });
    expect(screen.getByText('Jenis berkas tidak didukung. Gunakan PDF, JPG atau PNG.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    const pdf = fileOf('sertifikat.pdf', 'application/pdf', 4096);
    await userEvent.upload(input, pdf);
    expect(onChange).toHaveBeenLastCalledWith(pdf);
    expect(screen.getByRole('img', { name: 'sertifikat.pdf' })).toBeInTheDocument();
    expect(screen.getByText('sertifikat.pdf (4 KB)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lihat file' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Batalkan file baru' }));
    expect(screen.getByRole('button', { name: 'Lihat file' })).toBeInTheDocument();
  });

  it('shows a refused file over an older error on the field', async () => {
    renderWithTheme(<ImageUpload label="File" mode="document" error="Ditolak server." />);
    expect(screen.getByText('Ditolak server.')).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText(/File/, { selector: 'input' }),
      fileOf('besar.pdf', 'application/pdf', 3 * 1024 * 1024),
    );
    expect(screen.getByText('Ukuran berkas 3 MB melebihi batas 2 MB.')).toBeInTheDocument();
    expect(screen.queryByText('Ditolak server.')).toBeNull();
  });
});
