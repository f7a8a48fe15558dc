import type { Decorator, Preview } from '@storybook/react-vite';
import '../packages/ui/src/fonts';
import { PawonThemeProvider, type ThemeMode } from '../packages/ui/src/theme';
import { StoryLocale } from '../packages/app/src/i18n/StoryLocale';

/**
 * Wraps every story in the Pawon theme chosen in the toolbar (or by a story's `globals: { theme: 'dark' }`).
 * In docs pages several stories share the page, so the theme is applied locally instead of on <html>.
 * Storybook's own layout is `fullscreen`; the padding comes from here so that Storybook, the vitest runs and the
 * screenshots look the same. A story opts out with `parameters: { pawon: { padding: false } }`.
 */
const withPawonTheme: Decorator = (Story, context) => {
  const mode: ThemeMode = context.globals['theme'] === 'dark' ? 'dark' : 'light';
  const inDocs = context.viewMode === 'docs';
  const padded = (context.parameters['pawon'] as { padding?: boolean } | undefined)?.padding !== false;
  return (
    <PawonThemeProvider mode={mode} global={!inDocs}>
      {inDocs ? (
        <div
          data-pawon-docs-frame=""
          style={{
            background: 'var(--pawon-color-background)',
            color: 'var(--pawon-color-text)',
            padding: '1rem',
            borderRadius: '0.375rem',
          }}
        >
          <Story />
        </div>
      ) : padded ? (
        <div data-pawon-story-frame="" style={{ padding: '1.5rem' }}>
          <Story />
        </div>
      ) : (
        <Story />
      )}
    </PawonThemeProvider>
  );
};

/** The language chosen in the toolbar (or by a story's `globals: { locale: 'en' }`): catalogue and ui labels. */
const withLocale: Decorator = (Story, context) => (
  <StoryLocale locale={context.globals['locale'] === 'en' ? 'en' : 'id'}>
    <Story />
  </StoryLocale>
);

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withLocale, withPawonTheme],
  globalTypes: {
    theme: {
      description: 'Tema Pawon',
      toolbar: {
        title: 'Tema',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Terang (light)', icon: 'sun' },
          { value: 'dark', title: 'Gelap (dark)', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Bahasa (katalog pesan)',
      toolbar: {
        title: 'Bahasa',
        icon: 'globe',
        items: [
          { value: 'id', title: 'Bahasa Indonesia' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'id' },
  parameters: {
    layout: 'fullscreen',
    pawon: { padding: true },
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations found by axe fail the story's test.
    a11y: { test: 'error' },
    backgrounds: { disable: true },
    // Screen stories at phone width: `globals: { viewport: { value: 'phone' } }` (also applied in the vitest runs).
    viewport: {
      options: {
        phone: { name: 'Ponsel (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
      },
    },
    docs: { codePanel: true },
  },
};

export default preview;
