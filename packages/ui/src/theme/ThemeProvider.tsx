import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { darkTheme, lightTheme, themes, type ThemeMode } from './tokens';
import { themeToCss, vars } from './vars';

/**
 * The custom properties of both themes. Static CSS: it is generated once, and switching the theme only
 * changes a `data-pawon-theme` attribute, so no styled-components rule is re-created.
 */
const ThemeVariables = createGlobalStyle`
  :root,
  [data-pawon-theme='light'] {
    ${themeToCss(lightTheme)}
    color-scheme: light;
  }
  [data-pawon-theme='dark'] {
    ${themeToCss(darkTheme)}
    color-scheme: dark;
  }
  [data-pawon-theme] {
    color: ${vars.color.text};
    font-family: ${vars.font.family};
  }
`;

/** Document-wide base styles: box sizing, body font and background. */
const DocumentStyles = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${vars.color.background};
    color: ${vars.color.text};
    font-family: ${vars.font.family};
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.regular};
    line-height: ${vars.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

interface PawonThemeContextValue {
  mode: ThemeMode;
  /** Element inside the themed subtree where overlays (dialogs, menus, toasts) are portalled. */
  portalContainer: HTMLElement | null;
}

const PawonThemeContext = createContext<PawonThemeContextValue>({ mode: 'light', portalContainer: null });

/** Current theme mode and portal container. */
export function usePawonTheme(): PawonThemeContextValue {
  return useContext(PawonThemeContext);
}

/** Container for Radix portals, so that portalled content inherits the theme variables. */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PawonThemeContext).portalContainer ?? undefined;
}

export interface PawonThemeProviderProps {
  /** Theme to use. @default 'light' */
  mode?: ThemeMode;
  /**
   * Also theme the whole document: sets `data-pawon-theme` on `<html>` and adds the body styles.
   * Turn off when rendering several themed areas side by side. @default true
   */
  global?: boolean;
  /** Themed content. */
  children?: ReactNode;
}

/**
 * Provides the Pawon theme: the typed theme object through styled-components' `ThemeProvider`, the CSS custom
 * properties `--pawon-…` on a root element, and a portal container inside that root.
 */
export function PawonThemeProvider({ mode = 'light', global = true, children }: PawonThemeProviderProps) {
  const [portalContainer, setPortalContainer] = useState<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!global || typeof document === 'undefined') return;
    const root = document.documentElement;
    const previous = root.getAttribute('data-pawon-theme');
    root.setAttribute('data-pawon-theme', mode);
    return () => {
      if (previous === null) root.removeAttribute('data-pawon-theme');
      else root.setAttribute('data-pawon-theme', previous);
    };
  }, [mode, global]);

  return (
    <ThemeProvider theme={themes[mode]}>
      <ThemeVariables />
      {global ? <DocumentStyles /> : null}
      <PawonThemeContext.Provider value={{ mode, portalContainer }}>
        <div data-pawon-theme={mode} style={{ display: 'contents' }}>
          {children}
          <div data-pawon-portal="" ref={setPortalContainer} />
        </div>
      </PawonThemeContext.Provider>
    </ThemeProvider>
  );
}
