import { describe, expect, it } from 'vitest';
import { catalogueText } from './catalogueText';

// As the build delivers a catalogue: messages with parameters compiled (vite.plugins.ts).
const area = {
  'things.title': 'Barang',
  'things.singular': 'barang',
  'things.searchPlaceholder': 'Nama barang',
  'things.deleteText': ['Barang ', ['name'], ' akan dihapus.'],
  'things.labels.name': 'Nama',
  'things.hints.name': 'Nama yang dikenal pembeli.',
  'things.choices.unit.kg': 'kilogram',
  'things.filters.all': 'Semua barang',
  'things.badge': 'Baru',
};

describe('catalogueText', () => {
  it("reads a resource's text from its catalogue area by key", () => {
    const text = catalogueText(area)();
    expect(text.title).toBe('Barang');
    expect(text.labels).toEqual({ name: 'Nama' });
    expect(text.hints).toEqual({ name: 'Nama yang dikenal pembeli.' });
    expect(text.choices).toEqual({ unit: { kg: 'kilogram' } });
    expect(text.deleteText?.('Bakso Sapi')).toBe('Barang Bakso Sapi akan dihapus.');
    // The screen's own words stay out of the resource's text.
    expect(Object.keys(text)).not.toContain('filters');
    expect(Object.keys(text)).not.toContain('badge');
  });

  it('refuses an area without the texts every list needs', () => {
    const { ['things.title']: _title, ...untitled } = area;
    expect(() => catalogueText(untitled)).toThrow('<area>.title');
  });
});
