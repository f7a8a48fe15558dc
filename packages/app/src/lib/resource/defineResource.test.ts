import { describe, expect, it } from 'vitest';
import { VendorInput, VendorListRequest } from '@pawon/api-client/constraints';
import { resourceColumns, resourceFields, type ResourceText } from './defineResource';

const text: ResourceText = {
  title: 'Vendor',
  singular: 'vendor',
  searchPlaceholder: 'Cari',
  labels: { name: 'Nama', phone: 'Telepon', address: 'Alamat' },
};

describe('what a declaration leaves to the contract', () => {
  it("edits a field by its contract rule: a Phone on a phone's keypad, a long text in a textarea", () => {
    const fields = resourceFields(['name', 'phone', 'address'], text, VendorInput);
    expect(fields.map((f) => [f.name, f.kind, f.label])).toEqual([
      ['name', 'text', 'Nama'],
      ['phone', 'tel', 'Telepon'],
      ['address', 'textarea', 'Alamat'],
    ]);
  });

  it('shows an empty value as a dash; short text stays on one line, long text wraps', () => {
    const columns = resourceColumns<Record<string, unknown>>(
      ['name', 'address', { id: 'phone', truncate: false }],
      text,
      VendorListRequest,
      VendorInput,
    );
    expect(columns.map((c) => [c.id, (c.meta as { truncate?: boolean }).truncate])).toEqual([
      ['name', true],
      ['address', false],
      ['phone', false],
    ]);
    const cell = columns[1]!.cell as (context: { row: { original: object } }) => unknown;
    expect(cell({ row: { original: { address: null } } })).toBe('–');
    expect(cell({ row: { original: { address: '' } } })).toBe('–');
    expect(cell({ row: { original: { address: 'Pasar Baru' } } })).toBe('Pasar Baru');
    expect(columns[0]!.header).toBe('Nama');
  });
});
