import { catalogueArea, type Catalogue } from '../../i18n/area';
import type { ResourceText } from './defineResource';

/** The sentences of a resource's text that name a record (`{name}`): functions of the record's name. */
const NAMED = new Set(['created', 'updated', 'deleted', 'deleteText']);
/** The plain sentences a resource's text may hold (the rest are made from `singular`: `resourceMessages`). */
const PLAIN = new Set([
  'title',
  'description',
  'singular',
  'addLabel',
  'addTitle',
  'editTitle',
  'searchLabel',
  'searchPlaceholder',
  'empty',
  'emptyText',
  'caption',
  'deleteTitle',
  'importKey',
]);
/**
 * The groups keyed by field: `labels.<field>`, `columns.<column>` (a header other than the label), `hints.<field>`,
 * `placeholders.<field>`, `patterns.<field>`, `choices.<field>.<value>`.
 */
const GROUPS = new Set(['labels', 'columns', 'hints', 'placeholders', 'patterns', 'choices']);

/** The sentences every resource's text has (`ResourceText`'s required ones). */
const NEEDED = ['title', 'singular', 'searchPlaceholder'] as const;
const isResourceText = (text: object): text is ResourceText =>
  NEEDED.every((key) => typeof (text as Record<string, unknown>)[key] === 'string');

/**
 * A resource's text read from its catalogue area by key (decision 027): `<area>.title`, `<area>.singular`,
 * `<area>.labels.<field>`, `<area>.deleteText` (with `{name}`)… in the current language, read again after a switch
 * of language. Keys of the area that are not a resource text (a filter's words, a badge) are the screen's own.
 */
export function catalogueText(area: Catalogue): () => ResourceText {
  const tr = catalogueArea(area);
  const keys = Object.keys(area).flatMap((key) => {
    const path = key.split('.').slice(1);
    const [head] = path;
    const wanted =
      head !== undefined &&
      ((path.length === 1 && (PLAIN.has(head) || NAMED.has(head))) || (path.length > 1 && GROUPS.has(head)));
    return wanted ? [{ key, path }] : [];
  });
  for (const needed of NEEDED)
    if (!keys.some(({ path }) => path.length === 1 && path[0] === needed))
      throw new Error(`catalogueText: the area has no <area>.${needed}`);
  return () => {
    const text: Record<string, unknown> = { labels: {} };
    for (const { key, path } of keys) {
      let node = text;
      for (const step of path.slice(0, -1)) node = (node[step] ??= {}) as Record<string, unknown>;
      const last = path[path.length - 1]!;
      node[last] = NAMED.has(last) && path.length === 1 ? (name: string) => tr(key, { name }) : tr(key);
    }
    if (!isResourceText(text)) throw new Error('catalogueText: a needed text is not a sentence');
    return text;
  };
}
