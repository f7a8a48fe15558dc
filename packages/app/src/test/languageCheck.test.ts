import { describe, expect, it } from 'vitest';
import { readCatalogues } from '../i18n/catalogueFiles';
import { createLanguageCheck, languageWords } from './languageCheck';

const catalogues = readCatalogues();
const check = createLanguageCheck(catalogues);
const found = (text: string, locale: 'id' | 'en') => check(text, locale).map((f) => `${f.kind} ${f.found}`);

describe('one language at a time: the check (issue 36)', () => {
  it('tells the languages apart by the words only one catalogue uses', () => {
    const words = languageWords(catalogues);
    expect(words.id.has('simpan')).toBe(true);
    expect(words.en.has('save')).toBe(true);
    // A word both catalogues use (a name, a loanword) tells nothing.
    expect(words.id.has('status') || words.en.has('status')).toBe(false);
  });

  it('finds Indonesian words, raw keys and Indonesian numbers in English text', () => {
    expect(found('List of pemakaian bahan baku', 'en')).toEqual(
      expect.arrayContaining(['word pemakaian', 'word bahan']),
    );
    expect(found('Show transactions.labels.customer here', 'en')).toEqual([
      'key transactions.labels.customer',
    ]);
    expect(found('Total Rp 1.234.567 today', 'en')).toContain('number Rp 1.234.567');
    expect(found('Up 12,5% this week', 'en')).toContain('number 12,5');
    expect(found('Revenue Rp 1,5 jt', 'en')).toContain('number Rp 1,5 jt');
  });

  it('finds English words and English numbers in Indonesian text', () => {
    expect(found('Sessions ended: 3', 'id')).toEqual(expect.arrayContaining(['word Sessions', 'word ended']));
    expect(found('Total Rp 1,234,567', 'id')).toContain('number Rp 1,234,567');
    expect(found('naik 12.35% minggu ini', 'id')).toContain('number 12.35%');
  });

  it('passes text in its own language, dates, clock times, phone numbers and addresses', () => {
    expect(found('Simpan perubahan · Rp 1.234.567 · 1,297 kg · 12,5% · 21 Nov 2026 10.04', 'id')).toEqual([]);
    expect(found('Save changes · Rp 1,234,567 · 1.297 kg · 12.5% · 21 Nov 2026 10:04', 'en')).toEqual([]);
    expect(found('0812-3456-7890 · 192.168.100.200 · v1.2.3 · 21/11/2026', 'en')).toEqual([]);
    expect(found('0812-3456-7890 · 192.168.100.200 · 21.11.2026', 'id')).toEqual([]);
    expect(found('Laporan Pengeluaran /report/expenses', 'id')).toEqual([]);
  });

  it("leaves a page's own data alone when told", () => {
    const withData = createLanguageCheck(catalogues, ['Tepung', 'Tapioka']);
    expect(withData('Tepung Tapioka 12 kg in stock', 'en')).toEqual([]);
  });
});
