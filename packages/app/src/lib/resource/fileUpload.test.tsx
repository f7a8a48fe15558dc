import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordOf } from './defineResource';
import { kitImage } from '../../test/kitResource';
import { forgetList } from '../../test/listCache';
import { failure, success } from '../../test/mockOperations';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { ResourceFormDialog } from './ResourceFormDialog';

const saved: RecordOf<'categoryList'> = {
  id: 41,
  name: 'Kue Kering',
  description: null,
  image: null,
  imageThumb: null,
  productCount: 0,
  version: 1,
  createdAt: '2026-12-06T02:00:00Z',
  updatedAt: '2026-12-06T02:00:00Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  forgetList(kitImage.descriptor.list);
});

describe('a file sent after the save (withFiles)', () => {
  it('keeps a new record saved when its upload is refused, says so on the field, and updates it on the next save', async () => {
    const user = userEvent.setup();
    let uploads = 0;
    const { ids, calls } = stubApi({
      categoryAdd: ({ body }) => success('categoryAdd', { datas: { ...saved, name: body.name } }),
      categoryUpdate: ({ body }) =>
        success('categoryUpdate', { datas: { ...saved, version: body.version + 1 } }),
      categoryUpload: () =>
        ++uploads === 1
          ? failure(413, 'Berkas terlalu besar. Maksimal 2 MB.')
          : success('categoryUpload', {
              datas: { ...saved, image: '/api/files/categories/a.webp', version: 3 },
            }),
    });
    const onClose = vi.fn();
    renderWithProviders(
      <ResourceFormDialog resource={kitImage.descriptor} record={null} open onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Nama/), 'Kue Kering');
    const image = () => within(dialog).getByLabelText(/^Gambar/, { selector: 'input' });
    await user.upload(image(), new File(['png'], 'kue.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await vi.waitFor(() =>
      expect(image()).toHaveAccessibleDescription(
        /^Kue Kering sudah tersimpan, tetapi filenya ditolak: Berkas terlalu besar\. Maksimal 2 MB\. Pilih file lain, lalu simpan lagi\./,
      ),
    );
    expect(onClose).not.toHaveBeenCalled();

    // The record exists now: the next save updates it (its version), it does not add a second one.
    await user.upload(image(), new File(['png'], 'kue-kecil.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(ids()).toEqual(['categoryAdd', 'categoryUpload', 'categoryUpdate', 'categoryUpload']);
    expect(calls[2]!.body).toMatchObject({ id: 41, version: 1, name: 'Kue Kering' });
    expect(Number((calls[3]!.body as { id: string }).id)).toBe(41);
  });
});
