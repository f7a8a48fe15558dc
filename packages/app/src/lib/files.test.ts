import { describe, expect, it } from 'vitest';
import { fileNameOf } from './files';

describe('the name of a file the API answers', () => {
  it('is read from Content-Disposition, plain or encoded; none without the header', () => {
    expect(fileNameOf('attachment; filename="produksi-2026-11.xlsx"')).toBe('produksi-2026-11.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''produksi%20november.csv")).toBe('produksi november.csv');
    expect(fileNameOf(null)).toBeNull();
  });
});
