import { leafColumnsOf, type AnyColumnDef } from './columnDefs';

/** A cell's place in a compact card. */
export interface CardPlace {
  area: string;
  /** Not in the template's first column: aligned to the end. */
  end: boolean;
}

/** The grid of a card template (see `cardGrid`). */
export interface CardGrid {
  /** Each area's place by column id. */
  places: ReadonlyMap<string, CardPlace>;
  /** The grid's columns (a `grid-template-columns` value). */
  columns: string;
  /** The grid's row count. */
  rows: number;
}

const BUILT_IN_AREAS: Readonly<Record<string, string>> = {
  __select: 'select',
  __actions: 'actions',
  __expand: 'expand',
};

/**
 * The grid of a card template: each area's place by column id, the grid's columns, its row count. A grid column
 * holding only the checkbox or the expand button is as wide as they are; the first other one takes the room left,
 * and the areas after it align to the end.
 */
export function cardGrid<TData>(
  template: string | undefined,
  columns: readonly AnyColumnDef<TData>[],
): CardGrid | undefined {
  if (!template) return undefined;
  const lines = (template.match(/"[^"]*"/g) ?? []).map((line) => line.slice(1, -1).trim().split(/\s+/));
  const width = Math.max(1, ...lines.map((line) => line.length));
  const builtIn = new Set(['select', 'expand', '.']);
  const narrow = Array.from({ length: width }, (_, index) =>
    lines.every((line) => builtIn.has(line[index] ?? '.')),
  );
  const main = Math.max(0, narrow.indexOf(false));
  const start = new Set(lines.map((line) => line[main]));
  const named = new Set(lines.flat().filter((area) => area !== '.'));
  const places = new Map<string, CardPlace>();
  for (const [id, column] of leafColumnsOf(columns)) {
    const area = column.meta?.cardArea ?? BUILT_IN_AREAS[id] ?? id;
    if (named.has(area)) places.set(id, { area, end: !start.has(area) && !builtIn.has(area) });
  }
  const tracks = narrow.map((_, index) => (index === main ? 'minmax(0, 1fr)' : 'auto')).join(' ');
  return { places, columns: tracks, rows: lines.length };
}
