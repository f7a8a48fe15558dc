import type { StorybookConfig } from '@storybook/react-vite';
import { compiledCatalogues } from '../packages/app/vite.plugins.js';
import { boxicons } from '../packages/ui/vite-plugin-boxicons.js';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', './*.mdx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // The icon SVGs that <Icon> fetches by name, served and built as static files; the message catalogues compiled
  // in a build (as the app's build does).
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), boxicons(), compiledCatalogues()],
  }),
};

export default config;
