import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { PawonThemeProvider } from '../theme/ThemeProvider';
import type { ThemeMode } from '../theme/tokens';

/** Renders inside `PawonThemeProvider` (light by default). */
export function renderWithTheme(ui: ReactElement, options: RenderOptions & { mode?: ThemeMode } = {}) {
  const { mode = 'light', ...rest } = options;
  const Wrapper = ({ children }: { children?: ReactNode }) => (
    <PawonThemeProvider mode={mode}>{children}</PawonThemeProvider>
  );
  return render(ui, { wrapper: Wrapper, ...rest });
}
