import { getI18n } from './current';
import type { MessageArgs } from './params.gen';

/**
 * The app's texts, per area (a feature, the shell, the shared words): each area's Indonesian catalogue
 * (`catalogues/id/<area>.json`) is imported by the area's `messages.ts`, so it travels in that area's chunk and a
 * route carries only the texts of its own areas. The English catalogue is one chunk, loaded when chosen (runtime.ts).
 *
 * Reading a text goes through the catalogue runtime (Lingui) once it is loaded: right after the first paint. Until
 * then, the area's Indonesian message is formatted here (`fallback`), so the first paint is in Indonesian and
 * complete; the runtime registers every area loaded so far, and each area loaded later, in its `id` catalogue.
 */
export type Catalogue = Record<string, unknown>;
export type TextParams = Record<string, string | number | null | undefined>;

const registered: Catalogue = {};
const listeners = new Set<(area: Catalogue) => void>();

/** The Indonesian messages of every area loaded so far (runtime.ts loads them into Lingui's `id` catalogue). */
export function registeredAreas(onArea: (area: Catalogue) => void): Catalogue {
  listeners.add(onArea);
  return registered;
}

/**
 * The arguments a key takes (params.gen.ts, from the Indonesian catalogues): those its message names, or none. A key
 * known only as a string (a resource's text read by convention) takes any.
 */
export type ArgsOf<K extends string> = string extends K
  ? [params?: TextParams]
  : K extends keyof MessageArgs
    ? [params: MessageArgs[K]]
    : [];

/** An area's text function: a key of its Indonesian catalogue, and the arguments that key's message names. */
export type AreaText<C> = <K extends keyof C & string>(key: K, ...params: ArgsOf<K>) => string;

/**
 * The texts of one area: `t(key, params)` in the current language, the key typed by the area's Indonesian catalogue
 * and the arguments by its message (`t('users.reset.done', { name })`; a missing or misspelt one does not compile).
 */
export function catalogueArea<C extends Catalogue>(area: C): AreaText<C> {
  Object.assign(registered, area);
  listeners.forEach((listener) => listener(area));
  return (key, ...params) => text(key, params[0] as TextParams | undefined);
}

/** A key's text in the current language (any area's key; `catalogueArea` gives a typed one per area). */
export function text(key: string, params?: TextParams): string {
  const runtime = getI18n();
  if (runtime) return runtime.translate(key, params);
  return fallback(registered[key] ?? key, params ?? {});
}

type Compiled = string | CompiledToken[];
type CompiledToken = string | [string, string?, Record<string, Compiled>?];

/**
 * Before the runtime loads: a compiled ICU message (the build's; vite.plugins.ts) in Indonesian, for its forms the
 * app uses: text, `{name}`, `{n, number}`, `{x, select, …}` and `{n, plural, =0 {…} other {# …}}`. A raw message
 * (dev server, before the runtime) shows as written.
 */
function fallback(message: unknown, params: TextParams, count?: number): string {
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return String(message);
  return (message as CompiledToken[])
    .map((token) => {
      if (typeof token === 'string') return token === '#' && count !== undefined ? number(count) : token;
      const [name, format, options] = token;
      const value = params[name];
      if (format === 'number') return number(Number(value));
      if ((format === 'select' || format === 'plural') && options) {
        const chosen = options[String(value)] ?? options['other'] ?? '';
        return fallback(chosen, params, format === 'plural' ? Number(value) : count);
      }
      return value === null || value === undefined ? '' : String(value);
    })
    .join('');
}

const number = (value: number) => value.toLocaleString('id-ID');

/**
 * The values named under `prefix.` in an area's catalogue, each with its text in the current language, in the
 * catalogue's order: a select's or a filter's options (`choices('transactions.choices.payment')`).
 */
export function catalogueChoices<C extends Catalogue>(area: C) {
  return (prefix: string): Array<{ value: string; label: string }> =>
    Object.keys(area)
      .filter((key) => key.startsWith(`${prefix}.`) && !key.slice(prefix.length + 1).includes('.'))
      .map((key) => ({ value: key.slice(prefix.length + 1), label: text(key) }));
}

/** The texts named under `prefix.` in an area's catalogue, by their last key (a resource's `labels`, a choice's). */
export function catalogueGroup<C extends Catalogue>(area: C) {
  const choices = catalogueChoices(area);
  return (prefix: string): Record<string, string> =>
    Object.fromEntries(choices(prefix).map(({ value, label }) => [value, label]));
}
