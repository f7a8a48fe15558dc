import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PawonThemeProvider, usePawonTheme } from './ThemeProvider';
import { darkTheme, lightTheme, specDefaults } from './tokens';
import { cssVar, themeToCss, themeToCssEntries, varName, vars } from './vars';

describe('theme tokens', () => {
  it('carries the spec colours in both themes', () => {
    for (const theme of [lightTheme, darkTheme]) {
      expect(theme.color.primary).toBe('#696CFF');
      expect(theme.color.secondary).toBe('#8592A3');
      expect(theme.color.success).toBe('#71DD37');
      expect(theme.color.info).toBe('#03C3EC');
      expect(theme.color.warning).toBe('#FFAB00');
      expect(theme.color.error).toBe('#FF3E1D');
      expect(theme.toast).toMatchObject({
        success: '#3cb371',
        error: '#ff4040',
        warning: '#ffa500',
        info: '#16B1FF',
      });
    }
    expect(lightTheme.color.background).toBe('#f5f5f9');
    expect(darkTheme.color.background).toBe('#232333');
  });

  it('has the spec layers and sizes', () => {
    expect(lightTheme.z).toMatchObject({ overlay: '2000', dialog: '2400', layerStep: '10', toast: '9999' });
    expect(lightTheme.size).toMatchObject({ toast: '300px', loadingDialog: '300px', spinner: '50px' });
    expect(lightTheme.duration.normal).toBe('300ms');
    expect(specDefaults).toMatchObject({
      toastDuration: 3000,
      toastAnimation: 300,
      menuOffset: 2,
      spinnerSize: 50,
    });
  });

  it('maps every token to a var(--pawon-…) reference', () => {
    expect(vars.color.primary).toBe('var(--pawon-color-primary)');
    expect(vars.color.primarySolidHover).toBe('var(--pawon-color-primary-solid-hover)');
    expect(vars.space['4']).toBe('var(--pawon-space-4)');
    expect(vars.z.dialog).toBe('var(--pawon-z-dialog)');
    expect(vars.fontSize['2xl']).toBe('var(--pawon-font-size-2xl)');
    expect(cssVar).toBe(vars);
    expect(varName(['toast', 'success'])).toBe('--pawon-toast-success');
  });

  it('emits one custom property per token with the theme value', () => {
    const light = Object.fromEntries(themeToCssEntries(lightTheme));
    const dark = Object.fromEntries(themeToCssEntries(darkTheme));
    expect(light['--pawon-color-background']).toBe('#f5f5f9');
    expect(dark['--pawon-color-background']).toBe('#232333');
    expect(Object.keys(light).sort()).toEqual(Object.keys(dark).sort());
    expect(themeToCss(lightTheme)).toContain('--pawon-z-overlay: 2000;');
  });
});

function ModeProbe() {
  return <span>mode: {usePawonTheme().mode}</span>;
}

describe('PawonThemeProvider', () => {
  it('themes <html> and a local root, and restores <html> on unmount', () => {
    const { unmount, container } = render(
      <PawonThemeProvider mode="dark">
        <ModeProbe />
      </PawonThemeProvider>,
    );
    expect(document.documentElement).toHaveAttribute('data-pawon-theme', 'dark');
    expect(container.querySelector('[data-pawon-theme="dark"]')).toContainElement(
      screen.getByText('mode: dark'),
    );
    unmount();
    expect(document.documentElement).not.toHaveAttribute('data-pawon-theme');
  });

  it('with global={false} leaves <html> alone (side-by-side themes)', () => {
    render(
      <>
        <PawonThemeProvider mode="light" global={false}>
          <ModeProbe />
        </PawonThemeProvider>
        <PawonThemeProvider mode="dark" global={false}>
          <ModeProbe />
        </PawonThemeProvider>
      </>,
    );
    expect(document.documentElement).not.toHaveAttribute('data-pawon-theme');
    expect(screen.getByText('mode: light').closest('[data-pawon-theme]')).toHaveAttribute(
      'data-pawon-theme',
      'light',
    );
    expect(screen.getByText('mode: dark').closest('[data-pawon-theme]')).toHaveAttribute(
      'data-pawon-theme',
      'dark',
    );
  });
});
