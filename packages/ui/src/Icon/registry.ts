/**
 * Boxicons by name, fetched as static SVG files when first shown and cached. The files are served by the
 * `boxicons()` Vite plugin (`@pawon/ui/vite`): from node_modules while developing, as assets of the build.
 * No table of the ~1,600 icons is bundled: `loadIconNames()` loads the list on demand (icon picker, gallery).
 */
export interface IconSvg {
  viewBox: string;
  /** Inner markup of the SVG (paths), with inline styles removed. */
  body: string;
}

const NAME = /^(bx|bxs|bxl)-[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DIR: Record<string, string> = { bx: 'regular', bxs: 'solid', bxl: 'logos' };

let baseUrl = `${import.meta.env.BASE_URL ?? '/'}${import.meta.env.VITE_PAWON_ICON_PATH ?? 'boxicons/'}`;

/** Where the icon files are served (a folder with regular/, solid/ and logos/). @default the build's icon assets */
export function setIconBaseUrl(url: string): void {
  baseUrl = url.endsWith('/') ? url : `${url}/`;
}

/** Whether the name has the form of a Boxicons name (`bx-…`, `bxs-…`, `bxl-…`). */
export function isIconName(name: string): boolean {
  return NAME.test(name);
}

/** The URL of an icon's SVG file. */
export function iconUrl(name: string): string {
  const prefix = name.slice(0, name.indexOf('-'));
  return `${baseUrl}${DIR[prefix] ?? 'regular'}/${name}.svg`;
}

/** Parses a Boxicons SVG file into its viewBox and inner markup. */
export function parseSvg(raw: string): IconSvg {
  const open = raw.match(/<svg\b[^>]*>/i);
  const viewBox = open?.[0].match(/viewBox="([^"]+)"/i)?.[1] ?? '0 0 24 24';
  const start = open ? (open.index ?? 0) + open[0].length : 0;
  const end = raw.lastIndexOf('</svg>');
  const body = raw
    .slice(start, end === -1 ? undefined : end)
    .replace(/\sstyle="[^"]*"/gi, '')
    .replace(/\sfill="(?!none)[^"]*"/gi, '')
    .trim();
  return { viewBox, body };
}

const cache = new Map<string, IconSvg | null>();
const pending = new Map<string, Promise<IconSvg | undefined>>();

/** The icon if it is already loaded. */
export function getLoadedIcon(name: string): IconSvg | undefined {
  return cache.get(name) ?? undefined;
}

/** Whether loading the name already failed (no such icon). */
export function isMissingIcon(name: string): boolean {
  return !isIconName(name) || cache.get(name) === null;
}

/** Loads an icon (once); resolves `undefined` for an unknown name or an unreachable file. */
export function loadIcon(name: string): Promise<IconSvg | undefined> {
  const cached = cache.get(name);
  if (cached !== undefined) return Promise.resolve(cached ?? undefined);
  if (!isIconName(name)) return Promise.resolve(undefined);
  const inFlight = pending.get(name);
  if (inFlight) return inFlight;
  const promise = fetch(iconUrl(name))
    .then(async (res) => {
      const text = res.ok ? await res.text() : '';
      // A dev server may answer an unknown path with its HTML page: only an SVG counts.
      const svg = /<svg\b/i.test(text) ? parseSvg(text) : null;
      cache.set(name, svg);
      return svg ?? undefined;
    })
    .catch(() => undefined)
    .finally(() => pending.delete(name));
  pending.set(name, promise);
  return promise;
}

/** Loads several icons ahead of time (e.g. the icons of a menu) so they render without a blank frame. */
export function preloadIcons(names: readonly string[]): Promise<void> {
  return Promise.all(names.map(loadIcon)).then(() => undefined);
}

/** Every Boxicons name, sorted (loaded on demand). */
export function loadIconNames(): Promise<readonly string[]> {
  return import('./iconList').then((m) => m.ICON_NAMES);
}
