import type { StorybookConfig } from '@storybook/react-vite';
import { boxicons } from '../packages/ui/vite-plugin-boxicons.js';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', './*.mdx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // The icon SVGs that <Icon> fetches by name, served and built as static files.
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: [...(viteConfig.plugins ?? []), boxicons()] }),
};

export default config;
