/**
 * Lazy registry of the Boxicons SVG files. `import.meta.glob` without `eager` turns every file into its own
 * tiny chunk that is only fetched when an icon of that name is first rendered, so a page never bundles the
 * ~1,600 icons; the list of names itself is known synchronously (unknown names are detected at once).
 */
const loaders = import.meta.glob<string>('../../node_modules/boxicons/svg/*/*.svg', {
  query: '?raw',
  import: 'default',
});

export interface IconSvg {
  viewBox: string;
  /** Inner markup of the SVG (paths), with inline styles removed. */
  body: string;
}

const byName = new Map<string, () => Promise<string>>();
for (const [path, load] of Object.entries(loaders)) {
  const file = path.slice(path.lastIndexOf('/') + 1, -'.svg'.length);
  byName.set(file, load);
}

const cache = new Map<string, IconSvg>();
const pending = new Map<string, Promise<IconSvg | undefined>>();

/** Every available icon name, sorted. */
export const iconNames: readonly string[] = [...byName.keys()].sort();

/** Whether an icon of that name exists. */
export function hasIcon(name: string): boolean {
  return byName.has(name);
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

/** The icon if it is already loaded. */
export function getLoadedIcon(name: string): IconSvg | undefined {
  return cache.get(name);
}

/** Loads an icon (once); resolves `undefined` for an unknown name. */
export function loadIcon(name: string): Promise<IconSvg | undefined> {
  const cached = cache.get(name);
  if (cached) return Promise.resolve(cached);
  const inFlight = pending.get(name);
  if (inFlight) return inFlight;
  const load = byName.get(name);
  if (!load) return Promise.resolve(undefined);
  const promise = load().then((raw) => {
    const svg = parseSvg(raw);
    cache.set(name, svg);
    pending.delete(name);
    return svg;
  });
  pending.set(name, promise);
  return promise;
}

/** Loads several icons ahead of time (e.g. the icons of a menu) so they render without a blank frame. */
export function preloadIcons(names: readonly string[]): Promise<void> {
  return Promise.all(names.map(loadIcon)).then(() => undefined);
}
