import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  // Only what ships with Storybook core (controls, toolbars, viewport): no extra addons.
  addons: [],
  // CI builds offline; never phone home.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      build: {
        // Storybook's own preview runtime is one ~1.1 MB chunk; that is expected, not a regression.
        chunkSizeWarningLimit: 1500,
        // Vite 8's plugin-timing report is noise for a static docs build.
        rolldownOptions: { checks: { pluginTimings: false } },
      },
    }),
};

export default config;
