import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forgetList } from '../../test/listCache';
import { listOf, resourceStories, screenDecorator } from '../../test/screenStories';
import { success, type MockHandlers } from '../../test/mockOperations';
import IntegrationTokensScreen, { integrationTokens } from './integrationToken.resource';
import { newTokenValue, ownerMenus, tokenRows } from './fixtures';

const revokedRow = {
  ...tokenRows[0]!,
  id: 4,
  name: 'Kasir Cabang Lama',
  prefix: 'pwn_Rv0k3d',
  revokedAt: '2026-12-02T04:00:00Z',
  state: 'revoked' as const,
};
const rows = [...tokenRows, revokedRow];

const stories = resourceStories(
  {
    Screen: IntegrationTokensScreen,
    descriptor: integrationTokens.descriptor,
    path: integrationTokens.menu,
    operations: integrationTokens.operations,
  },
  { rows, actions: ['/customer', '/items/produk'] },
);

const meta = { ...stories.meta, title: 'Screens/Token Integrasi' } satisfies Meta;
export default meta;

export const Default = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;

const made = { ...tokenRows[1]!, id: 9, name: 'Web Shop', prefix: 'pwn_QQQQQQ', lastUsedAt: null };
/** The owner's screen with the owner's menus (view on Data Customer and Produk). */
const frame = (handlers: MockHandlers = {}) =>
  screenDecorator({
    path: integrationTokens.menu,
    menus: ownerMenus,
    actions: ['/customer', '/items/produk'],
    reset: () => forgetList(integrationTokens.descriptor.list),
    handlers: {
      integrationTokenList: () => listOf('integrationTokenList', rows),
      integrationTokenAdd: () => success('integrationTokenAdd', { datas: made, token: newTokenValue }),
      ...handlers,
    },
  });

const openAdd = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(await page.findByRole('button', { name: 'Buat token' }));
  const dialog = await page.findByRole('dialog', { name: 'Buat token integrasi' });
  await waitFor(() => expect(within(dialog).getByLabelText(/^Nama/)).toBeVisible());
  return { page, dialog };
};

/** "Buat token": name, last day, address ranges, and the menus and rights the signed-in user holds. */
export const AddDialog: StoryObj = {
  decorators: [frame()],
  render: () => <IntegrationTokensScreen />,
  play: async ({ canvasElement }) => {
    const { dialog } = await openAdd(canvasElement);
    await expect(await within(dialog).findByRole('checkbox', { name: 'Lihat Data Customer' })).toBeVisible();
    // Only what the user holds: view on Data Customer, nothing more.
    await expect(within(dialog).queryByRole('checkbox', { name: 'Tambah Data Customer' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await expect(await within(dialog).findByText('Pilih paling sedikit satu menu.')).toBeVisible();
  },
};

/** After a save: the token once, with its copy button and the warning that it is not shown again. */
export const OneTimeToken: StoryObj = {
  decorators: [frame()],
  render: () => <IntegrationTokensScreen />,
  play: async ({ canvasElement }) => {
    const { page, dialog } = await openAdd(canvasElement);
    await userEvent.type(within(dialog).getByLabelText(/^Nama/), 'Web Shop');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Lihat Data Customer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    const shown = await page.findByRole('dialog', { name: 'Token Web Shop dibuat' });
    // The dialog fades in: wait for it to be visible, not only in the document.
    await waitFor(() => expect(within(shown).getByText(newTokenValue)).toBeVisible());
    await expect(within(shown).getByRole('button', { name: 'Salin token' })).toBeVisible();
    await expect(shown).toHaveAccessibleDescription(/tidak akan ditampilkan lagi/);
  },
};

/** The one-time dialog in the dark theme. */
export const OneTimeTokenDark: StoryObj = { ...OneTimeToken, globals: { theme: 'dark' } };

/** "Cabut" asks first, naming the token. */
export const RevokeAsks: StoryObj = {
  decorators: [frame()],
  render: () => <IntegrationTokensScreen />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Cabut token Toko Online' }));
    const ask = await page.findByRole('alertdialog', { name: 'Cabut token?' });
    // The question fades in: wait for it to be visible, not only in the document.
    await waitFor(() =>
      expect(within(ask).getByText(/Token Toko Online \(pwn_AbC12d…\) akan dicabut/)).toBeVisible(),
    );
    await waitFor(() => expect(within(ask).getByRole('button', { name: 'Cabut' })).toBeVisible());
  },
};
