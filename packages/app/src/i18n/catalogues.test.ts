import { errorCodes } from '@pawon/api-client';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES_DIR, readCatalogues } from './catalogueFiles';

/**
 * Both catalogues (the error texts `api-client/src/errors/<locale>.json`, the core `id.json`/`en.json` and every
 * area's `id/<area>.json`/`en/<area>.json`, read as written: the imports are compiled) hold the same keys, every error code of the contract has its text, placeholders agree,
 * and each message is valid ICU.
 */
describe('message catalogues', () => {
  const { id, en, areas, files } = readCatalogues();
  /** The arguments a message reads (`{name}`, `{n, plural, …}` and those inside its branches), from its compiled form. */
  const placeholders = (text: string) => {
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
    walk(compileMessage(text));
    return [...names].sort();
  };

  it('have the same keys in Indonesian and English, none empty', () => {
    const missingInEn = Object.keys(id).filter((key) => !(key in en));
    const missingInId = Object.keys(en).filter((key) => !(key in id));
    expect({ missingInEn, missingInId }).toEqual({ missingInEn: [], missingInId: [] });
    for (const [key, text] of [...Object.entries(id), ...Object.entries(en)])
      expect(text.trim(), key).not.toBe('');
  });

  it("keep each area's keys in its own files, under the area's name", () => {
    for (const [area, keys] of Object.entries(areas))
      expect(
        keys.filter((key) => !key.startsWith(`${area}.`)),
        area,
      ).toEqual([]);
  });

  it('keep the error texts in the package of the contract, and only them there', () => {
    expect(files.errors.filter((key) => !key.startsWith('error.'))).toEqual([]);
    expect(files.core.filter((key) => key.startsWith('error.'))).toEqual([]);
  });

  it('give every error code of the contract a text', () => {
    const missing = errorCodes.filter((code) => !(`error.${code}` in id));
    expect(missing).toEqual([]);
  });

  it('use the same parameters in both languages', () => {
    for (const [key, text] of Object.entries(id))
      expect(placeholders(en[key] ?? ''), key).toEqual(placeholders(text));
  });

  it('hold valid ICU messages', () => {
    for (const [key, text] of [...Object.entries(id), ...Object.entries(en)])
      expect(() => compileMessage(text), key).not.toThrow();
  });

  /** The words a message shows (its text and its branches' text, not its arguments or select keys). */
  const words = (text: string) => {
    const parts: string[] = [];
    const walk = (tokens: unknown): void => {
      if (typeof tokens === 'string') parts.push(tokens);
      else if (Array.isArray(tokens))
        for (const token of tokens)
          if (typeof token === 'string') parts.push(token);
          else if (Array.isArray(token))
            Object.values((token as [string, string?, Record<string, unknown>?])[2] ?? {}).forEach(walk);
    };
    walk(compileMessage(text));
    return parts.join(' ');
  };

  it('say one Indonesian word per thing, as the glossary chose (the app, the error texts and the server sheets)', () => {
    const glossary = JSON.parse(fs.readFileSync(path.join(CATALOGUES_DIR, 'glossary.json'), 'utf8')) as {
      terms: { use: string; avoid: string[] }[];
    };
    const server = JSON.parse(
      fs.readFileSync(path.join(CATALOGUES_DIR, '../../../../server/src/texts/id.json'), 'utf8'),
    ) as Record<string, string>;
    const flagged: string[] = [];
    for (const [key, text] of [...Object.entries(id), ...Object.entries(server)]) {
      const shown = words(text);
      for (const term of glossary.terms)
        for (const avoid of term.avoid)
          if (new RegExp(`(?<![\\p{L}])${avoid}(?![\\p{L}])`, 'iu').test(shown))
            flagged.push(`${key}: "${avoid}" → "${term.use}"`);
    }
    expect(flagged).toEqual([]);
  });
});
