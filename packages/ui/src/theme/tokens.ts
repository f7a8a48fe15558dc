/**
 * Design tokens of Pawon. This is the ONLY file in `@pawon/ui` that may hold raw colour values.
 *
 * Brand colours come from the specification (section 9): primary #696CFF, secondary #8592A3,
 * success #71DD37, info #03C3EC, warning #FFAB00, error #FF3E1D, backgrounds #f5f5f9 (light) and
 * #232333 (dark). Each family also has
 * - `…Solid`: the fill behind small white text (WCAG AA ≥ 4.5:1 with white),
 * - `…Text`: the colour for small text on the surface and on the `…Subtle` tint (≥ 4.5:1),
 * - `…Subtle`: a tinted background (badges, selected rows, tonal buttons).
 */

export type ThemeMode = 'light' | 'dark';

export interface ColorTokens {
  primary: string;
  primaryHover: string;
  primarySolid: string;
  primarySolidHover: string;
  primaryText: string;
  primarySubtle: string;
  onPrimary: string;
  secondary: string;
  secondarySolid: string;
  secondaryText: string;
  secondarySubtle: string;
  /** Edge of an enabled secondary (neutral) button: ≥ 3:1 against the background and the surface. */
  secondaryBorder: string;
  onSecondary: string;
  success: string;
  successSolid: string;
  successText: string;
  successSubtle: string;
  info: string;
  infoSolid: string;
  infoText: string;
  infoSubtle: string;
  warning: string;
  warningSolid: string;
  warningText: string;
  warningSubtle: string;
  error: string;
  errorSolid: string;
  errorSolidHover: string;
  errorText: string;
  errorSubtle: string;
  onError: string;
  /** Page background. */
  background: string;
  /** Cards, dialogs, menus, inputs. */
  surface: string;
  /** A surface that sits above another (menus in dark mode, table header). */
  surfaceRaised: string;
  /** Hover tint on a surface. */
  surfaceHover: string;
  /** Pressed / selected tint on a surface. */
  surfaceActive: string;
  /** Skeleton and track backgrounds. */
  surfaceMuted: string;
  /** Headings and strong text. */
  textStrong: string;
  /** Body text. */
  text: string;
  /** Secondary text, captions, placeholders (≥ 4.5:1 on surface and background). */
  textMuted: string;
  /** Disabled text (exempt from contrast rules). */
  textDisabled: string;
  /** Text on an inverse surface (tooltips). */
  textInverse: string;
  /** Inverse surface (tooltips). */
  surfaceInverse: string;
  border: string;
  borderStrong: string;
  /** Focus ring colour. */
  focusRing: string;
  /** Modal backdrop. */
  backdrop: string;
}

/** Toast-specific colours from the specification (section 4); text on them is dark for AA contrast. */
export interface ToastTokens {
  success: string;
  error: string;
  warning: string;
  info: string;
  text: string;
}

export interface ShadowTokens {
  sm: string;
  md: string;
  lg: string;
  xl: string;
  /** Glow under solid primary buttons. */
  primary: string;
}

/** Tokens that are the same in both themes. */
export const baseTokens = {
  font: {
    family:
      "'Public Sans', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Oxygen, Ubuntu, Cantarell, 'Fira Sans', 'Droid Sans', 'Helvetica Neue', sans-serif",
    familyMono: "ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, 'Liberation Mono', monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.8125rem',
    md: '0.9375rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.625rem',
    '3xl': '2.375rem',
  },
  fontWeight: {
    light: '300',
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    snug: '1.375',
    normal: '1.53',
  },
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
  },
  radius: {
    none: '0',
    sm: '0.25rem',
    md: '0.375rem',
    lg: '0.5rem',
    xl: '0.75rem',
    full: '9999px',
  },
  duration: {
    fast: '150ms',
    /** Toast and overlay animation speed (spec: 300 ms). */
    normal: '300ms',
    slow: '500ms',
  },
  easing: {
    standard: 'cubic-bezier(0.4, 0, 0.2, 1)',
    decelerate: 'cubic-bezier(0, 0, 0.2, 1)',
    accelerate: 'cubic-bezier(0.4, 0, 1, 1)',
  },
  z: {
    base: '0',
    sticky: '100',
    topbar: '1000',
    sidebar: '1100',
    /** Modal backdrop (spec: 2000). */
    overlay: '2000',
    /** Dialog content (spec: 2400). Stacked dialogs add `layerStep` per level. */
    dialog: '2400',
    /** Distance between stacked overlay layers (spec: 10). */
    layerStep: '10',
    /** Menus and popovers: above any dialog so they work inside one. */
    popover: '2500',
    tooltip: '2600',
    /** Toasts (spec: 9999). */
    toast: '9999',
  },
  size: {
    controlSm: '1.875rem',
    controlMd: '2.375rem',
    controlLg: '3rem',
    sidebar: '16.25rem',
    sidebarCollapsed: '4.75rem',
    topbar: '4rem',
    /** Toast width (spec: 300). */
    toast: '300px',
    /** Loading dialog width (spec: 300). */
    loadingDialog: '300px',
    /** Loading indicator size (spec: 50). */
    spinner: '50px',
    /** Widest a table cell's plain text grows before it ends in an ellipsis. */
    cellText: '14rem',
  },
} as const;

export type BaseTokens = typeof baseTokens;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export interface PawonTheme extends Widen<BaseTokens> {
  mode: ThemeMode;
  color: ColorTokens;
  toast: ToastTokens;
  shadow: ShadowTokens;
}

const toast: ToastTokens = {
  success: '#3cb371',
  error: '#ff4040',
  warning: '#ffa500',
  info: '#16B1FF',
  text: '#1b1b1f',
};

export const lightTheme: PawonTheme = {
  ...baseTokens,
  mode: 'light',
  color: {
    primary: '#696CFF',
    primaryHover: '#5F61E6',
    primarySolid: '#6264ED',
    primarySolidHover: '#5659D1',
    primaryText: '#5659D1',
    primarySubtle: '#E7E7FF',
    onPrimary: '#FFFFFF',
    secondary: '#8592A3',
    secondarySolid: '#6C7684',
    secondaryText: '#616B77',
    secondarySubtle: '#EBEEF0',
    secondaryBorder: '#7A8593',
    onSecondary: '#FFFFFF',
    success: '#71DD37',
    successSolid: '#438220',
    successText: '#3F7C1F',
    successSubtle: '#E8FADF',
    info: '#03C3EC',
    infoSolid: '#027F99',
    infoText: '#02758E',
    infoSubtle: '#D7F5FC',
    warning: '#FFAB00',
    warningSolid: '#9E6A00',
    warningText: '#946300',
    warningSubtle: '#FFF2D6',
    error: '#FF3E1D',
    errorSolid: '#DB3519',
    errorSolidHover: '#BF2F16',
    errorText: '#BF2F16',
    errorSubtle: '#FFE0DB',
    onError: '#FFFFFF',
    background: '#f5f5f9',
    surface: '#FFFFFF',
    surfaceRaised: '#FFFFFF',
    surfaceHover: 'rgba(67, 89, 113, 0.06)',
    surfaceActive: 'rgba(67, 89, 113, 0.1)',
    surfaceMuted: '#ECEEF1',
    textStrong: '#384551',
    text: '#566474',
    textMuted: '#697078',
    textDisabled: '#A1ACB8',
    textInverse: '#FFFFFF',
    surfaceInverse: '#233446',
    border: '#D9DEE3',
    borderStrong: '#B4BDC6',
    focusRing: 'rgba(105, 108, 255, 0.45)',
    backdrop: 'rgba(34, 48, 62, 0.5)',
  },
  toast,
  shadow: {
    sm: '0 0.125rem 0.25rem rgba(161, 172, 184, 0.4)',
    md: '0 0.125rem 0.375rem 0 rgba(67, 89, 113, 0.12)',
    lg: '0 0.25rem 1rem rgba(67, 89, 113, 0.2)',
    xl: '0 0.625rem 1.25rem rgba(67, 89, 113, 0.28)',
    primary: '0 0.125rem 0.25rem 0 rgba(105, 108, 255, 0.4)',
  },
};

export const darkTheme: PawonTheme = {
  ...baseTokens,
  mode: 'dark',
  color: {
    primary: '#696CFF',
    primaryHover: '#7E80FF',
    primarySolid: '#6264ED',
    primarySolidHover: '#5659D1',
    primaryText: '#A2A4FF',
    primarySubtle: '#393A6A',
    onPrimary: '#FFFFFF',
    secondary: '#8592A3',
    secondarySolid: '#6C7684',
    secondaryText: '#A8B2BE',
    secondarySubtle: '#3F4256',
    secondaryBorder: '#8592A3',
    onSecondary: '#FFFFFF',
    success: '#71DD37',
    successSolid: '#438220',
    successText: '#71DD37',
    successSubtle: '#3A533E',
    info: '#03C3EC',
    infoSolid: '#027F99',
    infoText: '#1FCAEE',
    infoSubtle: '#224D66',
    warning: '#FFAB00',
    warningSolid: '#9E6A00',
    warningText: '#FFAB00',
    warningSubtle: '#5A4832',
    error: '#FF3E1D',
    errorSolid: '#DB3519',
    errorSolidHover: '#BF2F16',
    errorText: '#FF8571',
    errorSubtle: '#5A3038',
    onError: '#FFFFFF',
    background: '#232333',
    surface: '#2B2C40',
    surfaceRaised: '#323349',
    surfaceHover: 'rgba(203, 203, 226, 0.06)',
    surfaceActive: 'rgba(203, 203, 226, 0.1)',
    surfaceMuted: '#3A3B55',
    textStrong: '#CBCBE2',
    text: '#B2B3D4',
    textMuted: '#9C9CB8',
    textDisabled: '#6E6F8C',
    textInverse: '#2B2C40',
    surfaceInverse: '#E4E4F0',
    border: '#444564',
    borderStrong: '#5B5C7E',
    focusRing: 'rgba(162, 164, 255, 0.5)',
    backdrop: 'rgba(10, 10, 20, 0.6)',
  },
  toast,
  shadow: {
    sm: '0 0.125rem 0.25rem rgba(15, 20, 34, 0.4)',
    md: '0 0.125rem 0.5rem 0 rgba(0, 0, 0, 0.24)',
    lg: '0 0.25rem 1rem rgba(0, 0, 0, 0.36)',
    xl: '0 0.625rem 1.5rem rgba(0, 0, 0, 0.45)',
    primary: '0 0.125rem 0.25rem 0 rgba(105, 108, 255, 0.3)',
  },
};

export const themes: Record<ThemeMode, PawonTheme> = { light: lightTheme, dark: darkTheme };

/** Breakpoints in px (CSS custom properties cannot be used in media queries). */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

/** Media queries: `${media.down.md} { … }` applies below 768 px. */
export const media = {
  up: {
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    xl: `@media (min-width: ${breakpoints.xl}px)`,
  },
  down: {
    sm: `@media (max-width: ${breakpoints.sm - 0.02}px)`,
    md: `@media (max-width: ${breakpoints.md - 0.02}px)`,
    lg: `@media (max-width: ${breakpoints.lg - 0.02}px)`,
    xl: `@media (max-width: ${breakpoints.xl - 0.02}px)`,
  },
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** Behaviour defaults from the specification, for components that need numbers rather than CSS. */
export const specDefaults = {
  /** Toast lifetime in ms (spec: 3000). */
  toastDuration: 3000,
  /** Toast animation speed in ms (spec: 300). */
  toastAnimation: 300,
  /** Menu offset in px (spec: 2). */
  menuOffset: 2,
  /** Loading indicator size in px (spec: 50). */
  spinnerSize: 50,
  /** Overlay z-index (spec: 2000). */
  overlayZ: 2000,
  /** Dialog z-index (spec: 2400). */
  dialogZ: 2400,
  /** Layer step between stacked overlays (spec: 10). */
  layerStep: 10,
  /** Toast z-index (spec: 9999). */
  toastZ: 9999,
} as const;
