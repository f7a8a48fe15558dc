import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import errorsEn from '@pawon/api-client/errors/en.json' with { type: 'json' };
import errorsId from '@pawon/api-client/errors/id.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { AppError, denied, invalid, notFound, shortOfMany } from '../src/lib/errors.js';
import { errorText, text } from '../src/lib/texts.js';
import ownEn from '../src/texts/en.json' with { type: 'json' };
import ownId from '../src/texts/id.json' with { type: 'json' };

/** The arguments a message reads, from its compiled form (those inside its branches too). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens)
      if (Array.isArray(token)) {
        const [name, , options] = token as [string, string?, Record<string, unknown>?];
        names.add(name);
        Object.values(options ?? {}).forEach(walk);
      }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

const SRC = path.join(import.meta.dirname, '../src');
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return /\.(ts|mjs)$/.test(e.name) ? [file] : [];
  });

describe("the server's texts (decision 045)", () => {
  it('has its own catalogue in both languages, with the same keys and parameters, valid ICU', () => {
    expect(Object.keys(ownEn).sort()).toEqual(Object.keys(ownId).sort());
    for (const [key, message] of Object.entries(ownId)) {
      const en = (ownEn as Record<string, string>)[key]!;
      expect(placeholders(en), key).toEqual(placeholders(message));
    }
  });

  it('names no rule the error catalogue has no text for', () => {
    const keys = Object.keys(errorsId);
    const missing: string[] = [];
    for (const file of sources(SRC)) {
      const source = fs.readFileSync(file, 'utf8');
      for (const [, rule] of source.matchAll(/\brule: '([\w.]+)'/g))
        if (!keys.some((key) => key.endsWith(`.${rule}`)))
          missing.push(`${path.relative(SRC, file)}: ${rule}`);
    }
    expect(missing).toEqual([]);
    expect(Object.keys(errorsEn).length).toBe(keys.length);
  });

  it('says numbers the Indonesian way, and what the server said before, byte for byte', () => {
    const short = (field: string, name: string, available: number) =>
      new AppError(409, 'stock.short', {
        params: { name, unit: 'kg', available, requested: 9.5, expired: 0 },
        fields: [field],
      });
    const many = shortOfMany(
      [short('inputs.0.qty', 'Tepung', 1234.5), short('inputs.1.qty', 'Gula', 2)],
      'material',
    );
    expect(many.message).toBe(
      'Stok 2 bahan tidak cukup: Stok Tepung tersedia 1.234,5 kg; Stok Gula tersedia 2 kg.',
    );
    expect(many.errors).toEqual({
      'inputs.0.qty': ['Stok Tepung tersedia 1.234,5 kg.'],
      'inputs.1.qty': ['Stok Gula tersedia 2 kg.'],
    });
    expect(notFound('category').message).toBe('Kategori tidak ditemukan.');
    expect(notFound('lot', 'materialLot').params).toMatchObject({
      what: 'Lot bahan',
      kind: 'lot',
      rule: 'materialLot',
    });
    expect(invalid('qty', 'validation.max', { limit: 2000 }).errors).toEqual({ qty: ['Maksimal 2000.'] });
    expect(denied('trace.fromOrder').params).toEqual({ rule: 'trace.fromOrder' });
    expect(errorText('validation.type', { type: 'integer', orType: 'string' })).toBe(
      'Harus berupa bilangan bulat atau teks.',
    );
    expect(text('error.name.duplicate.category.name', { value: null })).toBe('Kategori ini sudah ada.');
  });
});
