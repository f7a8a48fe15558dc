import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { customerRecord } from '../../lib/payment/fixtures';
import { failure, listOf, success, type MockHandlers } from '../../test/mockOperations';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { statement, unknownLayout } from './bankImportStoryData';
import { BankImportDialog } from './BankImportDialog';

const hendra = { id: 9, name: 'Hendra Gunawan', phone: '0812-1111-2222' };

const handlers = (more: MockHandlers = {}): MockHandlers => ({
  paymentImportPreview: () => statement,
  paymentImportConfirm: ({ body }) =>
    success('paymentImportConfirm', {
      recorded: body.lines.length,
      duplicates: 0,
      lines: body.lines.map((_, i) => ({
        fingerprint: 'a'.repeat(64),
        status: 'recorded',
        paymentId: 50 + i,
      })),
    }),
  customerList: () => listOf('customerList', [customerRecord(hendra)]),
  paymentList: () => listOf('paymentList', []),
  ...more,
});

const rights = (create: boolean) =>
  appStore.set(userRightsAtom, [{ url: '/payment', view: true, create, update: false, delete: false }]);

beforeEach(() => rights(true));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
});

async function readStatement() {
  const dialog = await screen.findByRole('dialog', { name: 'Impor mutasi bank' });
  const file = new File(['Tanggal Transaksi,Keterangan'], 'mutasi.csv', { type: 'text/csv' });
  await userEvent.upload(within(dialog).getByLabelText(/^Berkas mutasi/), file);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Baca berkas' }));
  return dialog;
}

const rowTexts = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('table', { name: 'Baris mutasi' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('the bank statement import', () => {
  it('reads a statement and opens on the lines to review, with the counts of all', async () => {
    stubApi(handlers());
    renderWithProviders(<BankImportDialog open onClose={() => undefined} />);
    const dialog = await readStatement();
    expect(await within(dialog).findByText('Format KlikBCA')).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '1 cocok · 1 perlu dipilih · 1 tidak dikenal · 1 sudah tercatat · 2 uang keluar dilewati',
    );
    expect(rowTexts(dialog)).toEqual(['9', '10']);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Tampilkan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Semua' }));
    expect(rowTexts(dialog)).toEqual(['8', '9', '10', '11']);
    expect(within(dialog).getByText('Dicatat sebelumnya')).toBeVisible();
    expect(within(dialog).getByRole('checkbox', { name: 'Catat baris 8' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Catat 1 pembayaran' })).toBeEnabled();
  });

  it('records the matched lines, a chosen candidate and a customer found for an unknown line', async () => {
    const { calls } = stubApi(handlers());
    const onRecorded = vi.fn();
    renderWithProviders(<BankImportDialog open onClose={() => undefined} onRecorded={onRecorded} />);
    const dialog = await readStatement();
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Pilih tujuan baris 9' }));
    await userEvent.click(await screen.findByRole('option', { name: /TRX-20261125-0015 · Warung Bu Sari/ }));
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Customer baris 10' }), 'Hendra');
    await userEvent.click(await screen.findByRole('option', { name: /Hendra Gunawan/ }));
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Ingat "HENDRA GUNAWAN" sebagai rekening customer ini' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Catat 3 pembayaran' }));
    await waitFor(() => expect(onRecorded).toHaveBeenCalledWith(expect.objectContaining({ recorded: 3 })));
    const sent = calls.find((c) => c.id === 'paymentImportConfirm')?.body;
    expect(sent).toEqual({
      lines: [
        {
          date: '2026-11-27',
          description: statement.lines[0]!.description,
          amount: 150_000,
          occurrence: 1,
          orderIds: [11],
        },
        {
          date: '2026-11-27',
          description: statement.lines[1]!.description,
          amount: 275_500,
          occurrence: 1,
          orderIds: [15],
        },
        {
          date: '2026-11-27',
          description: 'TRANSFER DARI HENDRA GUNAWAN',
          amount: 480_000,
          occurrence: 1,
          customerId: 9,
          rememberName: 'HENDRA GUNAWAN',
        },
      ],
    });
  });

  it('asks for the columns of a layout it does not know, reads with them and remembers them on recording', async () => {
    let asked = 0;
    const { calls } = stubApi(
      handlers({
        paymentImportPreview: () =>
          ++asked === 1
            ? unknownLayout
            : {
                ...statement,
                bank: 'custom',
                headers: unknownLayout.headers,
                mapping: { date: 'Tgl', description: 'Berita', amount: 'Nominal' },
              },
      }),
    );
    renderWithProviders(<BankImportDialog open onClose={() => undefined} />);
    const dialog = await readStatement();
    const pick = async (label: RegExp, option: string) => {
      await userEvent.click(await within(dialog).findByRole('combobox', { name: label }));
      await userEvent.click(await screen.findByRole('option', { name: option }));
    };
    await pick(/^Tanggal/, 'Tgl');
    await pick(/^Keterangan/, 'Berita');
    await pick(/^Jumlah/, 'Nominal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Baca dengan kolom ini' }));
    expect(await within(dialog).findByText('Kolom pilihan Anda')).toBeVisible();
    const read = calls.filter((c) => c.id === 'paymentImportPreview');
    // A form: the mapping goes as bracketed fields, as the server reads them.
    expect(read[1]?.body).toMatchObject({
      'mapping[date]': 'Tgl',
      'mapping[description]': 'Berita',
      'mapping[amount]': 'Nominal',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Catat 1 pembayaran' }));
    await waitFor(() => expect(calls.some((c) => c.id === 'paymentImportConfirm')).toBe(true));
    expect(calls.find((c) => c.id === 'paymentImportConfirm')?.body).toMatchObject({
      remember: {
        headers: unknownLayout.headers,
        mapping: { date: 'Tgl', description: 'Berita', amount: 'Nominal' },
      },
    });
  });

  it("shows the server's refusal of a file, and of a line by its row", async () => {
    stubApi(
      handlers({
        paymentImportConfirm: () =>
          failure(422, 'Data tidak valid.', {
            'lines.0.orderIds': ['Transaksi ini bukan milik customer ini.'],
          }),
      }),
    );
    renderWithProviders(<BankImportDialog open onClose={() => undefined} />);
    const dialog = await readStatement();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Catat 1 pembayaran' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Baris 8: Transaksi ini bukan milik customer ini.',
    );
  });

  it('needs the create right on Pembayaran to record', async () => {
    rights(false);
    stubApi(handlers());
    renderWithProviders(<BankImportDialog open onClose={() => undefined} />);
    const dialog = await readStatement();
    await within(dialog).findByText('Format KlikBCA');
    expect(within(dialog).getByRole('button', { name: 'Catat 1 pembayaran' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
