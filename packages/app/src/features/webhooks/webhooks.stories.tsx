import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forgetList } from '../../test/listCache';
import { failure, success, type MockHandlers } from '../../test/mockOperations';
import { listOf, resourceStories, screenDecorator } from '../../test/screenStories';
import WebhooksScreen, { webhooks } from './webhook.resource';
import { deliveryRows, healthyRows, newSecret, webhookRows } from './webhookStoryData';

const stories = resourceStories(
  {
    Screen: WebhooksScreen,
    descriptor: webhooks.descriptor,
    path: webhooks.menu,
    operations: webhooks.operations,
  },
  { rows: healthyRows },
);

const meta = { ...stories.meta, title: 'Screens/Webhook' } satisfies Meta;
export default meta;

export const Default = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;

const made = { ...healthyRows[0]!, id: 9, url: 'https://erp.example.com/in', description: 'ERP' };
const frame = (handlers: MockHandlers = {}) =>
  screenDecorator({
    path: webhooks.menu,
    reset: () => forgetList(webhooks.descriptor.list),
    handlers: {
      webhookList: () => listOf('webhookList', healthyRows),
      webhookAdd: () => success('webhookAdd', { datas: made, secret: newSecret }),
      webhookDeliveryList: () => listOf('webhookDeliveryList', deliveryRows),
      ...handlers,
    },
  });

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A webhook Pawon turned off after 3 days of failures: named above the list, with how to turn it back on. */
export const DisabledNotice: StoryObj = {
  decorators: [frame({ webhookList: () => listOf('webhookList', webhookRows) })],
  render: () => <WebhooksScreen />,
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByTestId('webhook-disabled-notice', {}, { timeout: 5000 });
    await expect(notice).toHaveTextContent(webhookRows[2]!.url);
    await expect(notice).toHaveTextContent(/nyalakan Aktif/);
  },
};

/** Nothing yet: what webhooks are for, and the add button in the empty list. */
export const EmptyWithAction: StoryObj = {
  decorators: [frame({ webhookList: () => listOf('webhookList', []) })],
  render: () => <WebhooksScreen />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/website toko atau aplikasi akuntansi/, {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(within(canvasElement).getAllByRole('button', { name: 'Tambah webhook' })).toHaveLength(2);
  },
};

const openAdd = async (canvasElement: HTMLElement) => {
  const page = body(canvasElement);
  await userEvent.click((await page.findAllByRole('button', { name: 'Tambah webhook' }))[0]!);
  const dialog = await page.findByRole('dialog', { name: 'Tambah webhook' });
  // The form's body is its own chunk: the dialog may open before it.
  await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^URL/ })).toBeVisible(), {
    timeout: 10_000,
  });
  return { page, dialog };
};

/** The server refuses a private address: its reason on the URL field. */
export const RefusedUrl: StoryObj = {
  decorators: [
    frame({
      webhookAdd: () =>
        failure(
          422,
          'Data tidak valid.',
          {
            url: [
              'Pawon tidak mengirim ke alamat ini: alamat jaringan privat tidak diizinkan di server ini.',
            ],
          },
          undefined,
          {
            code: 'validation.invalid',
            fieldCodes: { url: { code: 'webhook.urlRefused', params: { reason: 'private' } } },
          },
        ),
    }),
  ],
  render: () => <WebhooksScreen />,
  play: async ({ canvasElement }) => {
    const { dialog } = await openAdd(canvasElement);
    const url = within(dialog).getByRole('textbox', { name: /^URL/ });
    await userEvent.type(url, 'https://10.0.0.5/hook');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Pesanan' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(url).toHaveAccessibleDescription(/alamat jaringan privat tidak diizinkan/), {
      timeout: 10_000,
    });
  },
};

/** After a save: the secret once, with its copy button and how to verify the signature. */
export const SecretShown: StoryObj = {
  decorators: [frame()],
  render: () => <WebhooksScreen />,
  play: async ({ canvasElement }) => {
    const { page, dialog } = await openAdd(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^URL/ }), made.url);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Pilih semua' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    const shown = await page.findByRole(
      'dialog',
      { name: `Secret webhook ${made.url}` },
      { timeout: 10_000 },
    );
    // The dialog fades in: wait for it to be visible, not only in the document.
    await waitFor(() => expect(within(shown).getByText(newSecret)).toBeVisible());
    await expect(within(shown).getByRole('button', { name: 'Salin secret' })).toBeVisible();
    await expect(shown).toHaveAccessibleDescription(/tidak akan ditampilkan lagi/);
  },
};

/** The secret dialog in the dark theme. */
export const SecretShownDark: StoryObj = { ...SecretShown, globals: { theme: 'dark' } };

/** "Riwayat kirim": a delivery of each status, the answer's first bytes or the error, "Kirim ulang" per row. */
export const DeliveryLog: StoryObj = {
  decorators: [frame()],
  render: () => <WebhooksScreen />,
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: `Riwayat kirim ${healthyRows[0]!.url}` }, { timeout: 5000 }),
    );
    const log = await page.findByRole('dialog', { name: 'Riwayat kirim' }, { timeout: 10_000 });
    const table = await within(log).findByRole('table', { name: 'Pengiriman webhook' });
    await waitFor(() => expect(within(table).getByText('Dihentikan')).toBeVisible(), { timeout: 10_000 });
    for (const status of ['Menunggu', 'Terkirim', /^Gagal, dicoba lagi/])
      await expect(within(table).getByText(status)).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Kirim ulang msg_2Yh12Kq8d' })).toBeVisible();
  },
};

/** The delivery log in the dark theme. */
export const DeliveryLogDark: StoryObj = { ...DeliveryLog, globals: { theme: 'dark' } };

/** The delivery log at phone width. */
export const DeliveryLogPhone: StoryObj = {
  ...DeliveryLog,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
