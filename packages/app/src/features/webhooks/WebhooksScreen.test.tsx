import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuRight } from '../../lib/menus';
import { loadI18n } from '../../i18n/i18n';
import { clearSession, storeSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { forgetList } from '../../test/listCache';
import { failure, listOf, success, type MockHandlers } from '../../test/mockOperations';
import { OWNER } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import WebhooksScreen, { webhooks } from './webhook.resource';
import { deliveryRows, healthyRows, newSecret, ownerRights, webhookRows } from './webhookStoryData';

const me = OWNER;

function show(handlers: MockHandlers, rights: MenuRight[] = ownerRights) {
  storeSession(appStore, { token: 't', datas: me, menus: [], rights });
  appStore.set(userRightsAtom, rights);
  const api = stubApi(handlers);
  renderRoutes([{ path: '/webhook', element: <WebhooksScreen /> }], '/webhook');
  return api;
}

const rowOf = async (url: string) => (await screen.findByTitle(url)).closest('tr')!;

beforeEach(() => forgetList(webhooks.descriptor.list));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
});

describe('Webhook', () => {
  it('lists webhooks with their events, state, last delivery, and a notice naming the one Pawon turned off', async () => {
    const api = show({ webhookList: () => listOf('webhookList', webhookRows) });
    const shop = await rowOf(webhookRows[0]!.url);
    expect(within(shop).getByText(webhookRows[0]!.url)).toBeInTheDocument();
    expect(within(shop).getByText('Website toko')).toBeInTheDocument();
    expect(within(shop).getByText(/Pesanan dibuat, Status pesanan berubah/)).toBeInTheDocument();
    expect(within(shop).getByText('+1 lainnya')).toBeInTheDocument();
    expect(within(shop).getByText('Aktif')).toBeInTheDocument();
    expect(within(shop).getByText('Terkirim')).toBeInTheDocument();
    expect(within(shop).getByText('HTTP 200')).toBeInTheDocument();
    const paused = await rowOf(webhookRows[1]!.url);
    expect(within(paused).getByText('Dijeda')).toBeInTheDocument();
    expect(within(paused).getByText('Belum pernah')).toBeInTheDocument();
    const off = await rowOf(webhookRows[2]!.url);
    expect(within(off).getByText('Dinonaktifkan otomatis')).toBeInTheDocument();
    expect(within(off).getByText(/^sejak 4 Des 2026/)).toBeInTheDocument();
    const notice = screen.getByTestId('webhook-disabled-notice');
    expect(notice).toHaveTextContent('Webhook dinonaktifkan Pawon');
    expect(notice).toHaveTextContent(`${webhookRows[2]!.url}: pengirimannya gagal selama 3 hari`);
    expect(notice).toHaveTextContent(/buka Ubah dan nyalakan Aktif/);
    // Server-side paging and the contract's sort, newest first.
    expect(api.calls.find((call) => call.id === 'webhookList')!.body).toMatchObject({
      page: 1,
      perPage: 25,
      sortBy: 'createdAt',
      sortDir: 'desc',
    });
  });

  it('shows no notice while every webhook delivers or is paused by a person', async () => {
    show({ webhookList: () => listOf('webhookList', healthyRows) });
    await rowOf(healthyRows[0]!.url);
    expect(screen.queryByTestId('webhook-disabled-notice')).toBeNull();
  });

  it('says what webhooks are for when there is none, with the add button', async () => {
    show({ webhookList: () => listOf('webhookList', []) });
    const empty = (await screen.findByText('Belum ada webhook')).parentElement!.parentElement!;
    expect(screen.getByText(/website toko atau aplikasi akuntansi, saat pesanan masuk/)).toBeInTheDocument();
    expect(within(empty).getByRole('button', { name: 'Tambah webhook' })).toBeInTheDocument();
  });

  it('adds a webhook with the events chosen and shows its secret once', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const made = { ...webhookRows[0]!, id: 9, url: 'https://erp.example.com/in', description: 'ERP' };
    let rows = healthyRows;
    const api = show({
      webhookList: () => listOf('webhookList', rows),
      webhookAdd: () => {
        rows = [made, ...healthyRows];
        return success('webhookAdd', { datas: made, secret: newSecret });
      },
    });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Tambah webhook' }))[0]!);
    const form = await screen.findByRole('dialog', { name: 'Tambah webhook' });
    // The form's body is its own chunk: on a loaded machine the dialog opens before it.
    await userEvent.type(
      await within(form).findByRole('textbox', { name: /^URL/ }),
      'https://erp.example.com/in',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: /^Keterangan/ }), 'ERP');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText('Pilih paling sedikit satu peristiwa.')).toBeInTheDocument();
    expect(api.ids()).not.toContain('webhookAdd');
    // A group's box takes its events; "Pilih semua" is then partly ticked.
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Pesanan' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Pesanan dihapus' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Pembayaran diterima' }));
    expect(within(form).getByRole('checkbox', { name: 'Pilih semua' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));

    const shown = await screen.findByRole('dialog', { name: 'Secret webhook https://erp.example.com/in' });
    expect(within(shown).getByText(newSecret)).toBeInTheDocument();
    expect(shown).toHaveAccessibleDescription(/tidak akan ditampilkan lagi/);
    expect(within(shown).getByText(/webhook-signature/)).toBeInTheDocument();
    expect(within(shown).getByRole('link', { name: /Dokumentasi API/ })).toHaveAttribute(
      'href',
      '/api/docs#/webhook',
    );
    expect(api.calls.find((call) => call.id === 'webhookAdd')!.body).toEqual({
      url: 'https://erp.example.com/in',
      description: 'ERP',
      events: ['order.created', 'order.updated', 'order.status_changed', 'payment.received'],
      active: true,
    });
    await userEvent.click(within(shown).getByRole('button', { name: 'Salin secret' }));
    expect(writeText).toHaveBeenCalledWith(newSecret);
    await userEvent.click(within(shown).getByRole('button', { name: 'Sudah saya simpan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(newSecret)).toBeNull();
    expect(await screen.findByText('ERP')).toBeInTheDocument();
  });

  it('puts a refused URL on its field, in Indonesian, with the reason', async () => {
    // The catalogue runtime renders the field's code and reason (whatever language the server's message is in).
    await (await loadI18n()).activateLocale('id');
    const api = show({
      webhookList: () => listOf('webhookList', healthyRows),
      webhookAdd: () =>
        failure(422, 'Data tidak valid.', { url: ['Pawon does not send to this address.'] }, undefined, {
          code: 'validation.invalid',
          fieldCodes: { url: { code: 'webhook.urlRefused', params: { reason: 'private' } } },
        }),
    });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Tambah webhook' }))[0]!);
    const form = await screen.findByRole('dialog', { name: 'Tambah webhook' });
    const url = await within(form).findByRole('textbox', { name: /^URL/ });
    expect(url).toHaveAccessibleDescription(/Harus https\. Pawon menolak alamat privat, lokal/);
    await userEvent.type(url, 'https://10.0.0.5/hook');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Pilih semua' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.ids()).toContain('webhookAdd'));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(
        /Pawon tidak mengirim ke alamat ini: alamat jaringan privat tidak diizinkan di server ini\./,
      ),
    );
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.find((call) => call.id === 'webhookAdd')!.body).toMatchObject({
      events: [
        'order.created',
        'order.updated',
        'order.status_changed',
        'order.deleted',
        'return.created',
        'customer.created',
        'stock.below_minimum',
        'lot.expiring',
        'production.recorded',
        'payment.received',
      ],
    });
    expect(screen.getByRole('dialog', { name: 'Tambah webhook' })).toBeInTheDocument();
  });

  it('sends a test and says its status, response code and duration', async () => {
    const api = show({
      webhookList: () => listOf('webhookList', healthyRows),
      webhookTest: () =>
        success('webhookTest', {
          datas: { ...deliveryRows[1]!, eventType: 'webhook.test', responseCode: 204, durationMs: 95 },
        }),
    });
    const url = healthyRows[0]!.url;
    await userEvent.click(await screen.findByRole('button', { name: `Kirim uji ke ${url}` }));
    expect(await screen.findByText('Uji terkirim')).toBeInTheDocument();
    expect(screen.getByText('Terkirim · HTTP 204 · 95 md')).toBeInTheDocument();
    expect(api.calls.find((call) => call.id === 'webhookTest')!.path).toEqual({ id: 3 });
  });

  it('says why a test failed', async () => {
    show({
      webhookList: () => listOf('webhookList', healthyRows),
      webhookTest: () =>
        success('webhookTest', { datas: { ...deliveryRows[3]!, eventType: 'webhook.test' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: `Kirim uji ke ${healthyRows[0]!.url}` }));
    expect(await screen.findByText('Uji gagal')).toBeInTheDocument();
    expect(
      screen.getAllByText(/Dihentikan · tanpa jawaban · 10\.000 md\. Waktu habis setelah 10 detik/)[0],
    ).toBeInTheDocument();
  });

  it('rotates the secret after asking and shows the new one once', async () => {
    const api = show({
      webhookList: () => listOf('webhookList', healthyRows),
      webhookRotateSecret: () =>
        success('webhookRotateSecret', {
          datas: { ...healthyRows[0]!, secretPrefix: 'whsec_QQQQ' },
          secret: newSecret,
        }),
    });
    const url = healthyRows[0]!.url;
    await userEvent.click(await screen.findByRole('button', { name: `Ganti secret ${url}` }));
    const ask = await screen.findByRole('alertdialog', { name: 'Ganti secret?' });
    expect(
      within(ask).getByText(new RegExp(`Secret webhook ${url} \\(whsec_AbC1…\\) diganti`)),
    ).toBeInTheDocument();
    expect(api.ids()).not.toContain('webhookRotateSecret');
    await userEvent.click(within(ask).getByRole('button', { name: 'Ganti secret' }));
    const shown = await screen.findByRole('dialog', { name: `Secret webhook ${url}` });
    expect(within(shown).getByText(newSecret)).toBeInTheDocument();
  });

  it('shows the delivery log with each status, and resends a delivery (the row refreshes)', async () => {
    let rows = deliveryRows;
    const api = show({
      webhookList: () => listOf('webhookList', healthyRows),
      webhookDeliveryList: ({ body }) =>
        listOf(
          'webhookDeliveryList',
          rows.filter((row) => !body.status || row.status === body.status),
        ),
      webhookDeliveryResend: ({ path }) => {
        const queued = { ...deliveryRows[2]!, status: 'pending' as const, attempts: 0, nextAttemptAt: null };
        rows = rows.map((row) => (row.id === path.id ? queued : row));
        return success('webhookDeliveryResend', { datas: queued });
      },
    });
    const url = healthyRows[0]!.url;
    await userEvent.click(await screen.findByRole('button', { name: `Riwayat kirim ${url}` }));
    const log = await screen.findByRole('dialog', { name: 'Riwayat kirim' });
    const table = await within(log).findByRole('table', { name: 'Pengiriman webhook' });
    const failed = (await within(table).findByText('msg_2Yh12Kq8d')).closest('tr')!;
    expect(within(failed).getByText(/^Gagal, dicoba lagi 6 Des 2026/)).toBeInTheDocument();
    expect(within(failed).getByText('Status pesanan berubah')).toBeInTheDocument();
    expect(within(failed).getByText('HTTP 500')).toBeInTheDocument();
    expect(within(failed).getByText('2.310 md')).toBeInTheDocument();
    expect(within(table).getByText('Menunggu')).toBeInTheDocument();
    expect(within(table).getByText('Dihentikan')).toBeInTheDocument();
    expect(within(table).getByText('Waktu habis setelah 10 detik tanpa jawaban.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.id === 'webhookDeliveryList')!.body).toEqual({
      webhookId: 3,
      page: 1,
      perPage: 10,
    });

    await userEvent.click(within(failed).getByRole('button', { name: 'Kirim ulang msg_2Yh12Kq8d' }));
    await waitFor(() => expect(api.ids()).toContain('webhookDeliveryResend'));
    expect(api.calls.find((call) => call.id === 'webhookDeliveryResend')!.path).toEqual({ id: 12 });
    const resent = (await within(table).findByText('msg_2Yh12Kq8d')).closest('tr')!;
    await waitFor(() => expect(within(resent).getByText('Menunggu')).toBeInTheDocument());
    expect(await screen.findByText('Peristiwa msg_2Yh12Kq8d dikirim ulang.')).toBeInTheDocument();
  });

  it('shows the log of one status', async () => {
    const api = show({
      webhookList: () => listOf('webhookList', healthyRows),
      webhookDeliveryList: ({ body }) =>
        listOf(
          'webhookDeliveryList',
          deliveryRows.filter((row) => !body.status || row.status === body.status),
        ),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: `Riwayat kirim ${healthyRows[0]!.url}` }),
    );
    const log = await screen.findByRole('dialog', { name: 'Riwayat kirim' });
    await within(log).findByText('msg_2Yh12Kq8d');
    await userEvent.click(within(log).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dihentikan' }));
    await waitFor(() => expect(within(log).queryByText('msg_2Yh12Kq8d')).toBeNull());
    expect(within(log).getByText('msg_2Yh11Kq8d')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.id === 'webhookDeliveryList').at(-1)!.body).toMatchObject({
      status: 'abandoned',
      page: 1,
    });
  });

  it('without update and delete rights: Ubah, Kirim uji, Ganti secret and Hapus are off, each saying why', async () => {
    show({ webhookList: () => listOf('webhookList', healthyRows) }, [
      { url: '/webhook', view: true, create: false, update: false, delete: false },
    ]);
    const url = healthyRows[0]!.url;
    for (const name of [`Ubah ${url}`, `Kirim uji ke ${url}`, `Ganti secret ${url}`]) {
      const button = await screen.findByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription(/^Perlu hak ubah Webhook\./);
    }
    const remove = screen.getByRole('button', { name: `Hapus ${url}` });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAccessibleDescription(/^Perlu hak hapus Webhook\./);
    // The log is for reading: it stays usable.
    expect(screen.getByRole('button', { name: `Riwayat kirim ${url}` })).not.toHaveAttribute('aria-disabled');
  });

  it('deletes after asking, naming the URL', async () => {
    const api = show({
      webhookList: () => listOf('webhookList', healthyRows),
      webhookDelete: () => success('webhookDelete', { id: 3 } as never),
    });
    const url = healthyRows[0]!.url;
    await userEvent.click(await screen.findByRole('button', { name: `Hapus ${url}` }));
    const ask = await screen.findByRole('alertdialog', { name: 'Hapus webhook?' });
    expect(within(ask).getByText(new RegExp(`Webhook ${url} akan dihapus`))).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(api.ids()).toContain('webhookDelete'));
    expect(api.calls.find((call) => call.id === 'webhookDelete')!.path).toEqual({ id: 3 });
  });
});
