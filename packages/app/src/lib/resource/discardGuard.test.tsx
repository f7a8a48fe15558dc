import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kitResource } from '../../test/kitResource';
import { success } from '../../test/mockOperations';
import { renderWithProviders } from '../../test/render';
import { forgetList } from '../../test/listCache';
import { stubApi } from '../../test/stubApi';
import { clearSession, userDataAtom, type User } from '../session';
import { appStore } from '../store';
import { readDraft } from '../offline/drafts';
import { ResourceFormDialog } from './ResourceFormDialog';

const positions = kitResource.descriptor;

/** The kit's dialog as a list screen holds it: open until it asks to close. */
function Opened({ resource = positions }: { resource?: typeof positions }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <ResourceFormDialog resource={resource} record={null} open={open} onClose={() => setOpen(false)} />
      {open ? null : <p>closed</p>}
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetList(positions.list);
  clearSession(appStore);
});

const question = () => screen.queryByRole('alertdialog', { name: 'Buang perubahan?' });

describe('closing a form dialog (issue 37)', () => {
  it('a form left as opened closes at once on Esc', async () => {
    stubApi({});
    renderWithProviders(<Opened />);
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('closed')).toBeInTheDocument();
    expect(question()).toBeNull();
  });

  it('Esc on a filled form asks; "Lanjutkan mengisi" keeps what was typed', async () => {
    stubApi({});
    renderWithProviders(<Opened />);
    await userEvent.type(screen.getByLabelText(/^Nama jabatan/), 'Gudang');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Buang perubahan?' });
    expect(ask).toHaveAccessibleDescription(/belum disimpan/);
    // The safe answer has the focus: a second Enter or Esc does not lose the input.
    expect(within(ask).getByRole('button', { name: 'Lanjutkan mengisi' })).toHaveFocus();
    await userEvent.click(within(ask).getByRole('button', { name: 'Lanjutkan mengisi' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Tambah Jabatan' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nama jabatan/)).toHaveValue('Gudang');
    expect(screen.queryByText('closed')).toBeNull();
  });

  it('Esc inside the question answers it, and the form stays', async () => {
    stubApi({});
    renderWithProviders(<Opened />);
    await userEvent.type(screen.getByLabelText(/^Nama jabatan/), 'Gudang');
    await userEvent.keyboard('{Escape}');
    await screen.findByRole('alertdialog', { name: 'Buang perubahan?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(question()).toBeNull());
    expect(screen.getByLabelText(/^Nama jabatan/)).toHaveValue('Gudang');
  });

  it('"Buang" closes it and the input is gone', async () => {
    stubApi({});
    renderWithProviders(<Opened />);
    await userEvent.type(screen.getByLabelText(/^Nama jabatan/), 'Gudang');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Buang perubahan?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Buang' }));
    expect(await screen.findByText('closed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Tambah Jabatan' })).toBeNull();
  });

  it('"Batal" and the close button ask too', async () => {
    stubApi({});
    renderWithProviders(<Opened />);
    await userEvent.type(screen.getByLabelText(/^Kode/), 'GDG');
    await userEvent.click(screen.getByRole('button', { name: 'Batal' }));
    let ask = await screen.findByRole('alertdialog', { name: 'Buang perubahan?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Lanjutkan mengisi' }));
    await waitFor(() => expect(question()).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    ask = await screen.findByRole('alertdialog', { name: 'Buang perubahan?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Lanjutkan mengisi' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(screen.getByLabelText(/^Kode/)).toHaveValue('GDG');
  });

  it('a save closes without asking', async () => {
    stubApi({
      positionAdd: () =>
        success('positionAdd', {
          datas: {
            id: 9,
            version: 1,
            createdAt: '2026-11-20T02:00:00Z',
            updatedAt: '2026-11-20T02:00:00Z',
            code: 'GDG',
            name: 'Gudang',
            description: null,
          },
        } as never),
    });
    renderWithProviders(<Opened />);
    await userEvent.type(screen.getByLabelText(/^Kode/), 'GDG');
    await userEvent.type(screen.getByLabelText(/^Nama jabatan/), 'Gudang');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('closed')).toBeInTheDocument();
    expect(question()).toBeNull();
  });
});

describe('a draft kept on the device (issue 37)', () => {
  const drafted = { ...positions, key: 'draft-position', keepsDraft: true };
  const signIn = (id: number) =>
    appStore.set(userDataAtom, {
      id,
      name: `User ${id}`,
      email: `u${id}@pawon.test`,
      groups: [],
    } as unknown as User);

  it('survives an unmount (a reload), is put back with a note, and goes with "Buang draf"', async () => {
    signIn(41);
    stubApi({});
    const first = renderWithProviders(<Opened resource={drafted} />);
    await userEvent.type(screen.getByLabelText(/^Nama jabatan/), 'Gudang Beku');
    await waitFor(async () =>
      expect((await readDraft<{ name: string }>(41, 'draft-position'))?.values.name).toBe('Gudang Beku'),
    );
    first.unmount();

    renderWithProviders(<Opened resource={drafted} />);
    const note = await screen.findByTestId('draft-restored');
    expect(note).toHaveTextContent('Draf dipulihkan');
    expect(screen.getByLabelText(/^Nama jabatan/)).toHaveValue('Gudang Beku');
    // Put back, it is still unsaved input: closing asks.
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Buang perubahan?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Lanjutkan mengisi' }));
    await userEvent.click(within(note).getByRole('button', { name: 'Buang draf' }));
    expect(screen.getByLabelText(/^Nama jabatan/)).toHaveValue('');
    expect(screen.queryByTestId('draft-restored')).toBeNull();
    await waitFor(async () => expect(await readDraft(41, 'draft-position')).toBeUndefined());
  });

  it('belongs to the user who typed it, and "Buang" removes it', async () => {
    signIn(42);
    stubApi({});
    const first = renderWithProviders(<Opened resource={drafted} />);
    await userEvent.type(screen.getByLabelText(/^Kode/), 'BKU');
    await waitFor(async () => expect(await readDraft(42, 'draft-position')).toBeDefined());
    first.unmount();

    signIn(43);
    const other = renderWithProviders(<Opened resource={drafted} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText(/^Kode/)).toHaveValue('');
    expect(screen.queryByTestId('draft-restored')).toBeNull();
    other.unmount();

    signIn(42);
    renderWithProviders(<Opened resource={drafted} />);
    await screen.findByTestId('draft-restored');
    expect(screen.getByLabelText(/^Kode/)).toHaveValue('BKU');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Buang perubahan?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Buang' }));
    expect(await screen.findByText('closed')).toBeInTheDocument();
    await waitFor(async () => expect(await readDraft(42, 'draft-position')).toBeUndefined());
  });

  it('is not kept for a form that does not ask for it', async () => {
    signIn(44);
    stubApi({});
    renderWithProviders(<Opened />);
    await userEvent.type(screen.getByLabelText(/^Kode/), 'XYZ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await readDraft(44, positions.key)).toBeUndefined();
  });
});
