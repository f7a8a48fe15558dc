import { lightTheme, type PawonTheme } from './tokens';

/** Prefix of every custom property emitted by the theme. */
export const VAR_PREFIX = '--pawon';

type TokenTree = { readonly [key: string]: string | TokenTree };

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

function buildVars(tree: TokenTree, path: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    out[key] =
      typeof value === 'string' ? `var(${varName([...path, key])})` : buildVars(value, [...path, key]);
  }
  return out;
}

/**
 * `var(--pawon-…)` references for every token, for use inside styled-components templates:
 * `color: ${vars.color.primary};` → `color: var(--pawon-color-primary);`.
 */
export const vars = buildVars(
  tokensOf(lightTheme) as unknown as TokenTree,
  [],
) as unknown as VarTree<ThemeTokens>;

/** Alias of {@link vars}. */
export const cssVar = vars;

/** Flat list of `[name, value]` custom properties of a theme. */
export function themeToCssEntries(theme: PawonTheme): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  const walk = (tree: TokenTree, path: string[]) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') entries.push([varName([...path, key]), value]);
      else walk(value, [...path, key]);
    }
  };
  walk(tokensOf(theme) as unknown as TokenTree, []);
  return entries;
}

/** Declarations block (`--pawon-color-primary: #696CFF; …`) of a theme. */
export function themeToCss(theme: PawonTheme): string {
  return themeToCssEntries(theme)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}
