import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The catalogues as written (tests only; Node): the error texts of the contract's package
 * (`api-client/src/errors/<locale>.json`), the core files `catalogues/<locale>.json` and the areas'
 * `catalogues/<locale>/<area>.json`, merged per language, and the keys of each Indonesian area file.
 */
export const CATALOGUES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'catalogues');
export const ERROR_TEXTS_DIR = path.join(CATALOGUES_DIR, '../../../../api-client/src/errors');

type Messages = Record<string, string>;

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;

function merged(locale: string, areas?: Record<string, string[]>): Messages {
  const all = {
    ...read(path.join(ERROR_TEXTS_DIR, `${locale}.json`)),
    ...read(path.join(CATALOGUES_DIR, `${locale}.json`)),
  };
  const dir = path.join(CATALOGUES_DIR, locale);
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const area = read(path.join(dir, file));
    if (areas) areas[file.replace(/\.json$/, '')] = Object.keys(area);
    Object.assign(all, area);
  }
  return all;
}

export function readCatalogues(): {
  id: Messages;
  en: Messages;
  areas: Record<string, string[]>;
  /** The keys of each core file: `errors` (the error texts) and `core` (catalogues/id.json). */
  files: { errors: string[]; core: string[] };
} {
  const areas: Record<string, string[]> = {};
  const files = {
    errors: Object.keys(read(path.join(ERROR_TEXTS_DIR, 'id.json'))),
    core: Object.keys(read(path.join(CATALOGUES_DIR, 'id.json'))),
  };
  return { id: merged('id', areas), en: merged('en'), areas, files };
}
