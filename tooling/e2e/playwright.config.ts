import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';
import { e2eSites } from './product.ts';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // One product instance serves every test; two workers suit the 2-core machine.
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // Generous: two workers and the product share 2 cores; speed is measured by the bench scripts.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: e2eSites.member,
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'sites',
      use: { browserName: 'chromium' },
      testIgnore: /maintenance|speed|accounts\/|wallet\/|games\/|site\/|console\//,
    },
    // Account, wallet, game, site and console journeys register members, and the SMS registration
    // journeys switch a brand setting for a moment: one at a time, beside the other sites' tests.
    {
      name: 'accounts',
      use: { browserName: 'chromium' },
      testMatch: /(accounts|wallet|games|site|console)\/.*\.spec\.ts/,
      workers: 1,
    },
    // Line timings are milliseconds: nothing else may load the machine while they are measured.
    {
      name: 'lines',
      use: { browserName: 'chromium' },
      testMatch: /speed/,
      dependencies: ['sites', 'accounts'],
    },
    // Maintenance changes what every site shows, so it runs alone, after the rest.
    {
      name: 'maintenance',
      use: { browserName: 'chromium' },
      testMatch: /maintenance/,
      dependencies: ['lines'],
    },
  ],
});
