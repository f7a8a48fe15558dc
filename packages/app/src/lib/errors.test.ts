import { ApiError } from '@pawon/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n, loadI18n } from '../i18n/i18n';
import { errorMessage } from './errors';
import { applyServerErrors, fieldMessages } from './formErrors';

describe('server errors on form fields', () => {
  it('puts a line of a list field (`inputs.1.qty`) on that line, and the rest aside', () => {
    const setError = vi.fn();
    const error = new ApiError(409, 'Stok Ayam tidak cukup.', {
      'inputs.1.qty': ['Stok Ayam tersedia 2 kg.'],
      other: ['Lainnya.'],
    });
    const leftover = applyServerErrors(error, setError, ['productId', 'inputs']);
    expect(setError).toHaveBeenCalledWith(
      'inputs.1.qty',
      { type: 'server', message: 'Stok Ayam tersedia 2 kg.' },
      { shouldFocus: true },
    );
    expect(leftover).toEqual(['Lainnya.']);
  });
});

describe('errors rendered from their code', () => {
  const stale = () =>
    new ApiError(
      409,
      'Data ini baru saja diubah oleh Pemilik Pawon. Periksa perubahannya lalu simpan lagi.',
      {
        version: ['Versi data sudah usang.'],
      },
      undefined,
      undefined,
      undefined,
      {
        code: 'version.stale',
        params: { changedBy: 'Pemilik Pawon', changedAt: '2026-11-25T03:00:00.000Z' },
        fieldCodes: { version: { code: 'version.stale' } },
      },
    );
  const short = () =>
    new ApiError(
      409,
      'Stok Tepung tidak cukup: tersedia 2,25 kg, diminta 3 kg.',
      {
        qty: ['Stok Tepung tersedia 2,25 kg.'],
      },
      undefined,
      undefined,
      undefined,
      {
        code: 'stock.short',
        params: { name: 'Tepung', available: 2.25, requested: 3, unit: 'kg', expired: 0 },
        fieldCodes: {
          qty: {
            code: 'stock.short',
            params: { name: 'Tepung', available: 2.25, requested: 3, unit: 'kg', expired: 0 },
          },
        },
      },
    );

  afterEach(async () => {
    await (await loadI18n()).activateLocale('id');
  });

  it('shows the server message until the catalogue has loaded, then the catalogue’s text, in Indonesian', async () => {
    // The catalogue runtime loads after the first paint: before it, the server's (Indonesian) message shows.
    if (!getI18n())
      expect(errorMessage(short())).toBe('Stok Tepung tidak cukup: tersedia 2,25 kg, diminta 3 kg.');
    await loadI18n();
    expect(errorMessage(short())).toBe('Stok Tepung tidak cukup: tersedia 2,25 kg, diminta 3 kg.');
    expect(errorMessage(stale())).toBe(
      'Data ini baru saja diubah oleh Pemilik Pawon. Periksa perubahannya lalu simpan lagi.',
    );
    expect(fieldMessages(short())).toEqual({ qty: 'Stok Tepung tersedia 2,25 kg.' });
    expect(fieldMessages(stale())).toEqual({ version: 'Versi data sudah usang.' });
  });

  it('renders the same codes in English, numbers in the locale', async () => {
    await (await loadI18n()).activateLocale('en');
    expect(errorMessage(short())).toBe('Not enough Tepung in stock: 2.25 kg available, 3 kg asked.');
    expect(errorMessage(stale())).toBe(
      'Pemilik Pawon just changed this data. Check the changes, then save again.',
    );
    expect(fieldMessages(short())).toEqual({ qty: 'Tepung: 2.25 kg available.' });
    const setError = vi.fn();
    const leftover = applyServerErrors(short(), setError, ['qty']);
    expect(setError).toHaveBeenCalledWith(
      'qty',
      { type: 'server', message: 'Tepung: 2.25 kg available.' },
      { shouldFocus: true },
    );
    expect(leftover).toEqual([]);
    expect(errorMessage(new ApiError(0, 'Tidak dapat terhubung.'))).toBe(
      'Cannot reach the server. Check your connection and try again.',
    );
    // The record's kind comes from its code parameter, not from the Indonesian word beside it.
    const missing = (kind: string, what: string) =>
      new ApiError(404, `${what} tidak ditemukan.`, undefined, undefined, undefined, undefined, {
        code: 'record.notFound',
        params: { kind, what },
      });
    expect(errorMessage(missing('user', 'Pengguna'))).toBe('Not found: user.');
    expect(errorMessage(missing('somethingNew', 'Barang Baru'))).toBe('Not found: Barang Baru.');
    await (await loadI18n()).activateLocale('id');
    expect(errorMessage(missing('user', 'Pengguna'))).toBe('Pengguna tidak ditemukan.');
  });

  it('falls back to the server’s message for a code the catalogue does not know, or an answer without one', async () => {
    await (await loadI18n()).activateLocale('en');
    const unknown = new ApiError(409, 'Aturan baru menolak ini.', {}, undefined, undefined, undefined, {
      code: 'rule.fromANewerServer' as never,
    });
    expect(errorMessage(unknown)).toBe('Aturan baru menolak ini.');
    expect(errorMessage(new ApiError(502, 'Terjadi kesalahan pada server (502).'))).toBe(
      'Terjadi kesalahan pada server (502).',
    );
    // A rule the server words itself (validation.field) keeps its message inside the English sentence.
    const rule = new ApiError(
      422,
      'Tanggal kirim tidak boleh sebelum tanggal transaksi.',
      {},
      undefined,
      undefined,
      undefined,
      {
        code: 'validation.field',
        params: { field: 'deliveryDate' },
      },
    );
    expect(errorMessage(rule)).toBe('Not accepted: Tanggal kirim tidak boleh sebelum tanggal transaksi.');
  });
});

describe('the long tail of domain rules, each with its own code', () => {
  const coded = (
    status: number,
    message: string,
    errors: Record<string, string[]>,
    code: string,
    params: Record<string, string | number>,
    fieldCodes: Record<string, { code: string; params?: Record<string, string | number> }>,
  ) =>
    new ApiError(status, message, errors, undefined, undefined, undefined, {
      code: code as never,
      params,
      fieldCodes: fieldCodes as never,
    });
  const locked = () =>
    coded(
      409,
      'Transaksi TRX-20261127-0001 sudah dikirim: tanggal, status kemas tidak dapat diubah.',
      {
        date: ['Tanggal transaksi yang sudah dikirim tidak dapat diubah.'],
        packing: ['Status kemas transaksi yang sudah dikirim tidak dapat diubah.'],
      },
      'order.deliveredLocked',
      { number: 'TRX-20261127-0001', fields: 'tanggal, status kemas' },
      {
        date: { code: 'order.deliveredLocked', params: { field: 'date' } },
        packing: { code: 'order.deliveredLocked', params: { field: 'packing' } },
      },
    );
  const below = () =>
    coded(
      409,
      'Dari batch ini sudah keluar 2,5 kg; jumlah produksi tidak boleh kurang dari itu.',
      { qty: ['Minimal 2,5 kg.'] },
      'production.qtyBelowOut',
      { out: 2.5, unit: 'kg' },
      { qty: { code: 'production.qtyBelowOut', params: { out: 2.5, unit: 'kg' } } },
    );

  afterEach(async () => {
    await (await loadI18n()).activateLocale('id');
  });

  it('says in Indonesian what the server says, on the answer and on each field', async () => {
    await loadI18n();
    expect(errorMessage(locked())).toBe(locked().message);
    expect(fieldMessages(locked())).toEqual({
      date: 'Tanggal transaksi yang sudah dikirim tidak dapat diubah.',
      packing: 'Status kemas transaksi yang sudah dikirim tidak dapat diubah.',
    });
    expect(errorMessage(below())).toBe(below().message);
    expect(fieldMessages(below())).toEqual({ qty: 'Minimal 2,5 kg.' });
  });

  it('translates them into English, numbers in the locale', async () => {
    await (await loadI18n()).activateLocale('en');
    expect(fieldMessages(locked())).toEqual({
      date: 'The date of a delivered order cannot be changed.',
      packing: 'The packing status of a delivered order cannot be changed.',
    });
    expect(errorMessage(below())).toBe(
      '2.5 kg has already left this batch; the quantity produced cannot be less than that.',
    );
    expect(fieldMessages(below())).toEqual({ qty: 'At least 2.5 kg.' });
  });
});
