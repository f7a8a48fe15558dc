import { screen } from '@testing-library/react';
import { forgetList } from '../../test/listCache';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kitResource, kitRow } from '../../test/kitResource';
import { success } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { clearSession, userRightsAtom } from '../session';
import { appStore } from '../store';
import { ResourceListScreen } from './ResourceListScreen';

const descriptor = { ...kitResource.descriptor, historyEntity: 'position' };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function setup(history: boolean) {
  appStore.set(userRightsAtom, [
    { url: '/position-management', view: true, create: false, update: false, delete: false },
    ...(history ? [{ url: '/change-history', view: true, create: false, update: false, delete: false }] : []),
  ]);
  stubApi({
    positionList: () =>
      success('positionList', { datas: [kitRow(1, 'OWN', 'Owner')], total: 1, page: 1, perPage: 25 }),
  });
  return renderRoutes(
    [
      { path: '/position-management', element: <ResourceListScreen resource={descriptor} /> },
      { path: '/change-history', element: <Where /> },
    ],
    '/position-management',
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
  forgetList(kitResource.descriptor.list);
});

describe('a row\'s "Riwayat" button', () => {
  it("opens the record's history of changes, filtered to it", async () => {
    setup(true);
    await userEvent.click(await screen.findByRole('button', { name: /^Riwayat perubahan .*Owner/ }));
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/change-history?entity=position&entityId=1',
    );
  });

  it('is not there without the right on the history', async () => {
    setup(false);
    expect(await screen.findByText('Owner')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Riwayat/ })).toBeNull();
  });
});
