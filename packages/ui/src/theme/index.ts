export {
  baseTokens,
  breakpoints,
  darkTheme,
  lightTheme,
  media,
  specDefaults,
  themes,
  type BaseTokens,
  type ColorTokens,
  type PawonTheme,
  type ShadowTokens,
  type ThemeMode,
  type ToastTokens,
} from './tokens';
export { visuallyHidden } from './mixins';
export {
  cssVar,
  themeToCss,
  themeToCssEntries,
  varName,
  vars,
  VAR_PREFIX,
  type ThemeTokens,
  type VarTree,
} from './vars';
export {
  PawonThemeProvider,
  usePawonTheme,
  usePortalContainer,
  type PawonThemeProviderProps,
} from './ThemeProvider';
