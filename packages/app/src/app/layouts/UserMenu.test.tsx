import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_DOCS_MENU } from '../../lib/apiDocs';
import { clearSession, userDataAtom, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { KASIR } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { UserMenu } from './UserMenu';

const inGroup = (name: string) => ({ ...KASIR, groups: [{ id: 9, name }] });

async function openMenu(user: typeof KASIR, rights: { url: string; view: boolean }[] = []) {
  appStore.set(userDataAtom, user);
  appStore.set(
    userRightsAtom,
    rights.map((r) => ({ ...r, create: false, update: false, delete: false })),
  );
  renderWithProviders(<UserMenu />);
  await userEvent.click(screen.getByRole('button', { name: /kasir/i }));
  return screen.findByRole('menu');
}

afterEach(() => {
  cleanup();
  clearSession(appStore);
  vi.restoreAllMocks();
});

describe('the profile menu links the API reference for integrators', () => {
  it('shows "Dokumentasi API" to a user with a right on Token Integrasi and opens /api/docs in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await openMenu(inGroup('Owner'), [{ url: API_DOCS_MENU, view: true }]);
    await userEvent.click(screen.getByRole('menuitem', { name: /Dokumentasi API/ }));
    expect(open).toHaveBeenCalledWith('/api/docs', '_blank', 'noopener');
  });

  it('hides it from a cashier and from Staff', async () => {
    await openMenu(KASIR);
    expect(screen.getByRole('menuitem', { name: /Profil/ })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: /Dokumentasi API/ })).toBeNull();
  });

  it('shows it to a user with a right on Token Integrasi, whatever their group', async () => {
    await openMenu(inGroup('Staff'), [{ url: API_DOCS_MENU, view: true }]);
    expect(screen.getByRole('menuitem', { name: /Dokumentasi API/ })).toBeVisible();
  });

  it('hides it from an Owner whose group lost Token Integrasi (the group name grants nothing)', async () => {
    await openMenu(inGroup('Owner'));
    expect(screen.queryByRole('menuitem', { name: /Dokumentasi API/ })).toBeNull();
  });
});
