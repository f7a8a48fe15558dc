import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetList } from '../../test/listCache';
import { kitResource, kitRow } from '../../test/kitResource';
import { success } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { ResourceListScreen } from '../resource/ResourceListScreen';
import { clearSession, userRightsAtom } from '../session';
import { appStore } from '../store';
import type { QueuedWrite } from './queued';
import { queueAtom, syncPanelOpenAtom } from './queueState';

// A list that opts in to its queued new records (`queued`, as the order list does with `transactionAdd`).
const resource = { ...kitResource.descriptor, queued: 'customerAdd' as const, bulk: () => null };

const write = (key: string, name: string, state: QueuedWrite['state']): QueuedWrite => ({
  key,
  operation: 'customerAdd',
  body: { name },
  createdAt: Date.UTC(2026, 10, 26, 7, 5),
  userId: 1,
  label: name,
  state,
});

function setup() {
  appStore.set(userRightsAtom, [
    { url: '/position-management', view: true, create: true, update: true, delete: true },
  ]);
  stubApi({
    positionList: () =>
      success('positionList', { datas: [kitRow(1, 'OWN', 'Owner')], total: 1, page: 1, perPage: 25 }),
  });
  return renderRoutes(
    [{ path: '/position-management', element: <ResourceListScreen resource={resource} /> }],
    '/position-management',
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  appStore.set(queueAtom, []);
  appStore.set(syncPanelOpenAtom, false);
  clearSession(appStore);
  forgetList(kitResource.descriptor.list);
});

describe('the queued records of a list (issue 37)', () => {
  it('shows each on top of the rows, "Menunggu sinkron" or "Gagal dikirim", and never as a row to choose or edit', async () => {
    appStore.set(queueAtom, [
      write('a', 'Warung Bu Yati', 'waiting'),
      write('b', 'Toko Pak Budi', 'refused'),
    ]);
    setup();
    const queued = await screen.findByRole('list', { name: 'Tersimpan di perangkat ini, belum di server' });
    // The newest first, as the list's rows.
    const [refused, waiting] = within(queued).getAllByRole('listitem');
    expect(waiting).toHaveTextContent('Menunggu sinkron');
    expect(waiting).toHaveTextContent('Warung Bu Yati');
    expect(waiting).toHaveTextContent('26 Nov 2026');
    expect(refused).toHaveTextContent('Gagal dikirim');
    expect(refused).toHaveTextContent('Toko Pak Budi');
    expect(await screen.findByText('Owner')).toBeInTheDocument();
    // The table has the server's row only: no checkbox, edit or delete for a queued record.
    expect(screen.queryByRole('row', { name: /Warung Bu Yati/ })).toBeNull();
    expect(within(queued).queryByRole('checkbox')).toBeNull();
    expect(within(queued).queryByRole('button', { name: /Ubah|Hapus/ })).toBeNull();

    // The refused one leads to "Antrean sinkron", where it is corrected, sent again or discarded.
    await userEvent.click(within(refused!).getByRole('button', { name: 'Lihat alasan: Toko Pak Budi' }));
    expect(appStore.get(syncPanelOpenAtom)).toBe(true);
  });

  it('goes once the queue no longer holds it, and shows nothing of other operations', async () => {
    appStore.set(queueAtom, [write('a', 'Warung Bu Yati', 'waiting')]);
    setup();
    expect(await screen.findByText('Warung Bu Yati')).toBeInTheDocument();
    appStore.set(queueAtom, [{ ...write('c', 'TRX-1: Lunas', 'waiting'), operation: 'transactionStatus' }]);
    expect(await screen.findByText('Owner')).toBeInTheDocument();
    expect(screen.queryByText('Warung Bu Yati')).toBeNull();
    expect(screen.queryByRole('list', { name: /belum di server/ })).toBeNull();
  });
});
