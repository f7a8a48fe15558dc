import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLocale } from '@pawon/ui';
import {
  actionName,
  describeChange,
  ENTITIES,
  entityName,
  fieldLabel,
  formatValue,
  recordLabel,
  type HistoryChange,
} from './format';

const change = (
  kind: HistoryChange['kind'],
  before: HistoryChange['before'],
  after: HistoryChange['after'],
  path: HistoryChange['path'] = ['x'],
): HistoryChange => ({
  path,
  kind,
  before,
  after,
});

describe('the diff of a change, in words', () => {
  afterEach(() => setFormatLocale('id'));

  it('shows money in rupiah without decimals, with thousands dots', () => {
    expect(describeChange(change('money', 10_000, 1_234_567, ['price']))).toEqual({
      field: 'Harga',
      before: 'Rp 10.000',
      after: 'Rp 1.234.567',
    });
    expect(formatValue({ kind: 'money', path: ['price'] }, 0)).toBe('Rp 0');
  });

  it('shows business dates and times in Indonesian (Jakarta time)', () => {
    expect(formatValue({ kind: 'date', path: ['date'] }, '2026-11-21')).toBe('21 November 2026');
    expect(formatValue({ kind: 'datetime', path: ['deliveredAt'] }, '2026-11-21T03:04:00Z')).toBe(
      '21 November 2026 10.04',
    );
    setFormatLocale('en');
    expect(formatValue({ kind: 'date', path: ['date'] }, '2026-11-21')).toBe('21 November 2026');
    expect(formatValue({ kind: 'date', path: ['date'] }, '2026-08-17')).toBe('17 August 2026');
  });

  it('names references, not ids: by their name, or by number when the record is gone', () => {
    expect(
      describeChange(
        change('ref', { id: 3, name: 'Kue Basah' }, { id: 5, name: 'Kue Kering' }, ['category']),
      ),
    ).toEqual({ field: 'Kategori', before: 'Kue Basah', after: 'Kue Kering' });
    expect(formatValue({ kind: 'ref', path: ['productId'] }, 12)).toBe('#12');
    expect(
      formatValue({ kind: 'refs', path: ['groups'] }, [
        { id: 1, name: 'Owner' },
        { id: 4, name: 'Staff' },
      ]),
    ).toBe('Owner, Staff');
  });

  it('says empty for nothing, yes or no for a switch, and quantities the Indonesian way', () => {
    expect(formatValue({ kind: 'text', path: ['note'] }, null)).toBe('kosong');
    expect(formatValue({ kind: 'text', path: ['note'] }, '')).toBe('kosong');
    expect(formatValue({ kind: 'refs', path: ['groups'] }, [])).toBe('kosong');
    expect(formatValue({ kind: 'boolean', path: ['active'] }, true)).toBe('Ya');
    expect(formatValue({ kind: 'boolean', path: ['active'] }, false)).toBe('Tidak');
    expect(formatValue({ kind: 'quantity', path: ['qty'] }, 1234.5)).toBe('1.234,5');
    expect(formatValue({ kind: 'number', path: ['sortOrder'] }, 12000)).toBe('12.000');
    expect(formatValue({ kind: 'image', path: ['image'] }, '/api/files/products/a.webp')).toBe('ada gambar');
  });

  it("shows the app's words for its states", () => {
    expect(formatValue({ kind: 'text', path: ['payment'] }, 'paid')).toBe('Lunas');
    expect(formatValue({ kind: 'text', path: ['delivery'] }, 'pending')).toBe('Belum dikirim');
    expect(formatValue({ kind: 'text', path: ['category'] }, 'konsumen')).toBe('Konsumen');
    // A plain text that happens to be such a word stays as written.
    expect(formatValue({ kind: 'text', path: ['name'] }, 'paid')).toBe('paid');
  });

  it('places a field of a list item after the list and its position', () => {
    expect(fieldLabel(['packs', 2, 'lines', 1, 'qty'])).toBe('Paket 2 › Baris 1 › Jumlah');
    expect(fieldLabel(['minStock'])).toBe('Stok minimum');
    // An item by its name where the server gives one: which screen a right changed on (issue 37).
    expect(fieldLabel(['menus', 3, 'create'], [null, 'Data Transaksi', null])).toBe(
      'Menu 3 (Data Transaksi) › Hak tambah',
    );
    // A field the catalogue does not know yet still reads as words.
    expect(fieldLabel(['newThing'])).toBe('New thing');
  });

  it('names record types and actions, and every type the contract filters by', () => {
    expect(entityName('transaction')).toBe('Transaksi');
    expect(actionName('update')).toBe('Ubah');
    expect(actionName('undeliver')).toBe('Batalkan pengiriman');
    expect(ENTITIES).toEqual(
      expect.arrayContaining([
        'product',
        'customer',
        'material',
        'transaction',
        'user',
        'payment',
        'bankMapping',
        'priceList',
        'standingOrder',
        'integrationToken',
        'webhook',
      ]),
    );
    expect(ENTITIES).toHaveLength(26);
  });

  it('says when a record is gone', () => {
    expect(recordLabel({ entityId: 4, record: { label: 'Bolu Kukus', exists: true } })).toBe('Bolu Kukus');
    expect(recordLabel({ entityId: 4, record: { label: 'Bolu Kukus', exists: false } })).toBe(
      'Bolu Kukus (sudah dihapus)',
    );
    expect(recordLabel({ entityId: 4, record: { label: null, exists: false } })).toBe('#4 (sudah dihapus)');
    expect(recordLabel({ entityId: null, record: { label: null, exists: false } })).toBe('');
  });
});
