import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDraft } from '../../lib/offline/drafts';
import { ResourceFormDialog } from '../../lib/resource/ResourceFormDialog';
import { clearSession, userDataAtom, userRightsAtom, type User } from '../../lib/session';
import { appStore } from '../../lib/store';
import { listOf } from '../../test/mockOperations';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import type { OrderValues } from './order';
import { transactions } from './transaction.resource';

/** "Tambah Transaksi" as the order list holds it: open until it asks to close. */
function NewOrder() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <ResourceFormDialog
        resource={transactions.descriptor}
        record={null}
        open={open}
        onClose={() => setOpen(false)}
      />
      {open ? null : <p>closed</p>}
    </>
  );
}

const api = () =>
  stubApi({
    packagingList: () =>
      listOf('packagingList', [{ id: 3, name: 'Kerdus', unit: 'pcs', packPrice: 1_000, available: 50 }]),
  });

const signIn = (id: number) => {
  appStore.set(userDataAtom, { id, name: 'Kasir', email: 'kasir@pawon.test', groups: [] } as unknown as User);
  appStore.set(userRightsAtom, [
    { url: '/transaction/data', view: true, create: true, update: true, delete: false },
  ]);
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
});

describe('Tambah Transaksi keeps what was typed (issue 37)', () => {
  it('opened and left as it was, Esc closes it at once', async () => {
    signIn(51);
    api();
    renderWithProviders(<NewOrder />);
    await screen.findByLabelText('Catatan');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('closed')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a filled order asks on Esc, and survives an unmount (a reload) as a draft put back with a note', async () => {
    signIn(52);
    api();
    const first = renderWithProviders(<NewOrder />);
    await userEvent.type(await screen.findByLabelText('Catatan'), 'Antar sebelum jam 10');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Buang perubahan?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Lanjutkan mengisi' }));
    expect(screen.getByLabelText('Catatan')).toHaveValue('Antar sebelum jam 10');
    await waitFor(async () =>
      expect((await readDraft<OrderValues>(52, 'transaction'))?.values.note).toBe('Antar sebelum jam 10'),
    );
    // A reload: the page goes, nothing was saved.
    first.unmount();

    renderWithProviders(<NewOrder />);
    expect(await screen.findByTestId('draft-restored')).toHaveTextContent(/Draf dipulihkan/);
    expect(screen.getByLabelText('Catatan')).toHaveValue('Antar sebelum jam 10');
    // The restored draft is unsaved input: "Buang" discards it, on the device too.
    await userEvent.keyboard('{Escape}');
    const again = await screen.findByRole('alertdialog', { name: 'Buang perubahan?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Buang' }));
    expect(await screen.findByText('closed')).toBeInTheDocument();
    await waitFor(async () => expect(await readDraft(52, 'transaction')).toBeUndefined());
  });

  it('a refused offline order opened to correct keeps no draft', async () => {
    signIn(53);
    api();
    renderWithProviders(
      <ResourceFormDialog
        resource={transactions.descriptor}
        record={null}
        correcting={{ key: 'k-1', body: { customerId: 2, packs: [] } }}
        open
        onClose={() => undefined}
      />,
    );
    await userEvent.type(await screen.findByLabelText('Catatan'), 'x');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await readDraft(53, 'transaction')).toBeUndefined();
  });
});
