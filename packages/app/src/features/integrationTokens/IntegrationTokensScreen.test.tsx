import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetList } from '../../test/listCache';
import { failure, listOf, success, type MockHandlers } from '../../test/mockOperations';
import { OWNER } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { clearSession, storeSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import IntegrationTokensScreen, { integrationTokens } from './integrationToken.resource';
import { newTokenValue, ownerMenus, ownerRights, tokenRows } from './fixtures';

const me = OWNER;

function show(handlers: MockHandlers) {
  storeSession(appStore, { token: 't', datas: me, menus: ownerMenus, rights: ownerRights });
  appStore.set(userRightsAtom, ownerRights);
  const api = stubApi(handlers);
  renderRoutes([{ path: '/integration-token', element: <IntegrationTokensScreen /> }], '/integration-token');
  return api;
}

beforeEach(() => forgetList(integrationTokens.descriptor.list));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
});

describe('Token Integrasi', () => {
  it('lists tokens with their prefix, scopes, use, end, ranges and state', async () => {
    show({ integrationTokenList: () => listOf('integrationTokenList', tokenRows) });
    const row = (await screen.findByText('Toko Online')).closest('tr')!;
    expect(within(row).getByText('pwn_AbC12d…')).toBeInTheDocument();
    expect(within(row).getByText(/Data Customer \(lihat, tambah\); Produk \(lihat\)/)).toBeInTheDocument();
    expect(within(row).getByText('203.0.113.0/24')).toBeInTheDocument();
    expect(within(row).getByText('Aktif')).toBeInTheDocument();
    const unused = screen.getByText('Skrip Gudang').closest('tr')!;
    expect(within(unused).getByText('Belum pernah')).toBeInTheDocument();
    expect(within(unused).getByText('Tanpa batas')).toBeInTheDocument();
    expect(within(unused).getByText('Semua alamat')).toBeInTheDocument();
    const old = screen.getByText('Uji Coba Lama').closest('tr')!;
    expect(within(old).getByText('Kedaluwarsa')).toBeInTheDocument();
    expect(within(old).getByText('30 Nov 2026')).toBeInTheDocument();
    // An expired token has nothing left to revoke.
    expect(within(old).getByRole('button', { name: 'Cabut token Uji Coba Lama' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('says what a token is for when there is none', async () => {
    show({ integrationTokenList: () => listOf('integrationTokenList', []) });
    expect(await screen.findByText('Belum ada token integrasi')).toBeInTheDocument();
    expect(screen.getByText(/Buat token agar sistem lain/)).toBeInTheDocument();
  });

  it('makes a token from the rights one holds and shows it once', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const made = { ...tokenRows[1]!, id: 9, name: 'Web Shop', prefix: 'pwn_QQQQQQ', lastUsedAt: null };
    // Like the server: once made, the token is in the list the screen fetches again.
    let rows = tokenRows;
    const api = show({
      integrationTokenList: () => listOf('integrationTokenList', rows),
      integrationTokenAdd: () => {
        rows = [made, ...tokenRows];
        return success('integrationTokenAdd', { datas: made, token: newTokenValue });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Buat token' }));
    const form = await screen.findByRole('dialog', { name: 'Buat token integrasi' });
    // The form's body is its own chunk: on a loaded machine the dialog opens before it.
    await userEvent.type(await within(form).findByRole('textbox', { name: /^Nama/ }), 'Web Shop');
    // Only what the user holds: Produk has view only, a header has no screen.
    expect(await within(form).findByRole('checkbox', { name: 'Tambah Data Customer' })).toBeInTheDocument();
    expect(within(form).queryByRole('checkbox', { name: 'Tambah Produk' })).toBeNull();
    expect(within(form).queryByRole('checkbox', { name: 'Lihat Master Data' })).toBeNull();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Tambah Data Customer' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));

    const shown = await screen.findByRole('dialog', { name: 'Token Web Shop dibuat' });
    expect(within(shown).getByText(newTokenValue)).toBeInTheDocument();
    expect(shown).toHaveAccessibleDescription(/tidak akan ditampilkan lagi/);
    const body = api.calls.find((call) => call.id === 'integrationTokenAdd')!.body;
    expect(body).toEqual({
      name: 'Web Shop',
      expiresOn: null,
      ipRanges: [],
      scopes: [{ menuId: 11, create: true, update: false, delete: false }],
    });
    await userEvent.click(within(shown).getByRole('button', { name: 'Salin token' }));
    expect(writeText).toHaveBeenCalledWith(newTokenValue);
    expect(await within(shown).findByText('Token disalin ke papan klip.')).toBeInTheDocument();
    await userEvent.click(within(shown).getByRole('button', { name: 'Sudah saya simpan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(newTokenValue)).toBeNull();
    expect(await screen.findByText('Web Shop')).toBeInTheDocument();
  });

  it('asks for a menu, and puts a refused address range on its field', async () => {
    const api = show({
      integrationTokenList: () => listOf('integrationTokenList', tokenRows),
      integrationTokenAdd: () =>
        failure(
          422,
          'Data tidak valid.',
          {
            'ipRanges.1': ['Bukan alamat IP atau rentang CIDR yang sah: 10.0.0.300/8.'],
          },
          undefined,
          {
            code: 'validation.invalid',
            fieldCodes: { 'ipRanges.1': { code: 'token.ipRange', params: { value: '10.0.0.300/8' } } },
          },
        ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Buat token' }));
    const form = await screen.findByRole('dialog', { name: 'Buat token integrasi' });
    await userEvent.type(await within(form).findByRole('textbox', { name: /^Nama/ }), 'Gudang');
    const ranges = within(form).getByRole('textbox', { name: /Rentang IP/ });
    await userEvent.type(ranges, '203.0.113.0/24{enter}10.0.0.300/8');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText('Pilih paling sedikit satu menu.')).toBeInTheDocument();
    expect(api.ids()).not.toContain('integrationTokenAdd');

    await userEvent.click(await within(form).findByRole('checkbox', { name: 'Lihat Produk' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.ids()).toContain('integrationTokenAdd'));
    await waitFor(() =>
      expect(ranges).toHaveAccessibleDescription(
        /Bukan alamat IP atau rentang CIDR yang sah: 10\.0\.0\.300\/8\./,
      ),
    );
    expect(ranges).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.find((call) => call.id === 'integrationTokenAdd')!.body).toMatchObject({
      ipRanges: ['203.0.113.0/24', '10.0.0.300/8'],
      scopes: [{ menuId: 12, create: false, update: false, delete: false }],
    });
    expect(screen.getByRole('dialog', { name: 'Buat token integrasi' })).toBeInTheDocument();
  });

  it('asks before revoking, naming the token, and keeps it listed as revoked', async () => {
    let revoked = false;
    const api = show({
      integrationTokenList: () =>
        listOf(
          'integrationTokenList',
          tokenRows.map((row) =>
            revoked && row.id === 3 ? { ...row, state: 'revoked', revokedAt: '2026-12-06T03:00:00Z' } : row,
          ),
        ),
      integrationTokenDelete: () => {
        revoked = true;
        return success('integrationTokenDelete', { id: 3 } as never);
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cabut token Toko Online' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Cabut token?' });
    expect(within(ask).getByText(/Token Toko Online \(pwn_AbC12d…\) akan dicabut/)).toBeInTheDocument();
    expect(api.ids()).not.toContain('integrationTokenDelete');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cabut' }));
    await waitFor(() => expect(api.ids()).toContain('integrationTokenDelete'));
    const row = screen.getByText('Toko Online').closest('tr')!;
    expect(await within(row).findByText('Dicabut')).toBeInTheDocument();
    expect(api.calls.find((call) => call.id === 'integrationTokenDelete')!.path).toEqual({ id: 3 });
  });
});
