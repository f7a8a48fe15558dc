import { errorCodes } from '@pawon/api-client';
import { describe, expect, it } from 'vitest';
import en from './catalogues/en.json';
import id from './catalogues/id.json';

/** Both catalogues hold the same keys, every error code of the contract has its text, and placeholders agree. */
describe('message catalogues', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

  it('have the same keys in Indonesian and English, none empty', () => {
    const missingInEn = Object.keys(id).filter((key) => !(key in en));
    const missingInId = Object.keys(en).filter((key) => !(key in id));
    expect({ missingInEn, missingInId }).toEqual({ missingInEn: [], missingInId: [] });
    for (const [key, text] of [...Object.entries(id), ...Object.entries(en)])
      expect(text.trim(), key).not.toBe('');
  });

  it('give every error code of the contract a text', () => {
    const missing = errorCodes.filter((code) => !(`error.${code}` in id));
    expect(missing).toEqual([]);
  });

  it('use the same parameters in both languages', () => {
    for (const [key, text] of Object.entries(id))
      expect(placeholders(en[key as keyof typeof en]), key).toEqual(placeholders(text));
  });
});
