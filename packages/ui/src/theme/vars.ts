import { lightTheme, type PawonTheme } from './tokens';

/** Prefix of every custom property emitted by the theme. */
export const VAR_PREFIX = '--pawon';

/** The theme without its `mode`: every leaf becomes one CSS custom property. */
export type ThemeTokens = Omit<PawonTheme, 'mode'>;

/** Same shape as the tokens, every leaf a `var(--pawon-…)` reference. */
export type VarTree<T> = { readonly [K in keyof T]: T[K] extends string ? string : VarTree<T[K]> };

const kebab = (key: string): string => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Custom property name of a token path: `['color', 'primarySolid']` → `--pawon-color-primary-solid`. */
export function varName(path: readonly string[]): string {
  return `${VAR_PREFIX}-${path.map(kebab).join('-')}`;
}

function tokensOf(theme: PawonTheme): ThemeTokens {
  const { mode: _mode, ...tokens } = theme;
  return tokens;
}

function buildVars<T extends object>(tree: T, path: string[] = []): VarTree<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? `var(${varName([...path, key])})`
        : buildVars(value as object, [...path, key]),
    ]),
  ) as VarTree<T>;
}

/**
 * `var(--pawon-…)` references for every token, for use inside styled-components templates:
 * `color: ${vars.color.primary};` → `color: var(--pawon-color-primary);`.
 */
export const vars = buildVars(tokensOf(lightTheme));

/** Alias of {@link vars}. */
export const cssVar = vars;

/** Each token of a tree with its path (`[['color', 'primary'], '#696CFF']`). */
const leaves = (tree: object, path: string[] = []): Array<[string[], string]> =>
  Object.entries(tree).flatMap(([key, value]): Array<[string[], string]> =>
    typeof value === 'string' ? [[[...path, key], value]] : leaves(value as object, [...path, key]),
  );

/** Flat list of `[name, value]` custom properties of a theme. */
export function themeToCssEntries(theme: PawonTheme): Array<[string, string]> {
  return leaves(tokensOf(theme)).map(([path, value]) => [varName(path), value]);
}

/** Declarations block (`--pawon-color-primary: #696CFF; …`) of a theme. */
export function themeToCss(theme: PawonTheme): string {
  return themeToCssEntries(theme)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}
