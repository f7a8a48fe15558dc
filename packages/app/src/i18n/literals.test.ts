import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES_DIR } from './catalogueFiles';
import { findLiterals, isWordy } from './literals';

const root = path.resolve(CATALOGUES_DIR, '../../../../..');

/** The product's modules of app and ui (not tests, stories, story fixtures or test helpers). */
function modules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['test', 'testing', '__mocks__'].includes(entry.name) ? [] : modules(full);
    return /\.tsx?$/.test(entry.name) &&
      !/\.(test|stories)\.tsx?$|[Ss]tor(y|ies)\w*\.tsx?$|\.d\.ts$/.test(entry.name)
      ? [full]
      : [];
  });
}

/**
 * ui's built-in words: its own Indonesian defaults (ui never imports the app), given in the current language by the
 * app's catalogue through UiLabelsProvider (uiLabels.ts). The one folder of ui that holds text by design, one module
 * per group (UiLabels/defaults/<group>.ts) so that a route carries only its components' words.
 */
const isCatalogueModule = (file: string) =>
  file === 'packages/ui/src/UiLabels/defaults.ts' || file.startsWith('packages/ui/src/UiLabels/defaults/');

describe('user-visible text outside the catalogues', () => {
  it('finds none in app and ui', () => {
    const found = [path.join(root, 'packages/app/src'), path.join(root, 'packages/ui/src')]
      .flatMap(modules)
      .map((file) => path.relative(root, file))
      .filter((file) => !isCatalogueModule(file))
      .flatMap((file) =>
        findLiterals(file, fs.readFileSync(path.join(root, file), 'utf8')).map(
          (finding) => `${file}:${finding.line} ${finding.where} "${finding.text}"`,
        ),
      );
    expect(found).toEqual([]);
  });

  it('catches each kind of literal in a bad sample, and passes catalogue reads and non-words', () => {
    const bad = `
      export function Bad({ n }: { n: number }) {
        notify({ title: 'Tersimpan', text: \`\${n} pesanan dikirim\` });
        return (
          <div title="Hapus data" aria-label={n > 1 ? 'Banyak' : m.one}>
            Simpan perubahan
            <input placeholder={'Cari produk…'} />
            <span>{n ? 'Ada' : 'Kosong'}</span>
          </div>
        );
      }`;
    expect(findLiterals('Bad.tsx', bad).map((finding) => finding.text)).toEqual([
      'Tersimpan',
      'pesanan dikirim',
      'Hapus data',
      'Banyak',
      'Simpan perubahan',
      'Cari produk…',
      'Ada',
      'Kosong',
    ]);
    const good = `
      export function Good({ qty }: { qty: number }) {
        notify({ title: m.saved, text: m.sent(qty) });
        return (
          <div title={m.title} aria-label={\`\${qty} kg\`} className="row">
            {qty} kg · A4 · Ctrl+K
            <input placeholder={m.search} type="text" />
          </div>
        );
      }`;
    expect(findLiterals('Good.tsx', good)).toEqual([]);
  });

  it('counts words, not units or codes', () => {
    expect(isWordy('Rp 12.000 / kg')).toBe(false);
    expect(isWordy('Ctrl+K')).toBe(false);
    expect(isWordy('Stok')).toBe(true);
  });
});
