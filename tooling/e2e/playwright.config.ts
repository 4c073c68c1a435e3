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
    // Visitors only: the three sites' shells, beside everything up to the lines.
    {
      name: 'sites',
      use: { browserName: 'chromium' },
      testIgnore: /maintenance|speed|accounts\/|wallet\/|games\/|site\/|console\/|agents\/|rewards\//,
    },
    // The account journeys switch SMS registration off for a moment, which only they use: one at a
    // time, beside the other journeys.
    {
      name: 'accounts',
      use: { browserName: 'chromium' },
      testMatch: /accounts\/.*\.spec\.ts/,
      workers: 1,
    },
    // Journeys that register members (or free-play guests) of their own and change nothing another
    // journey reads: two at a time. A file's tests still run in order, in one worker.
    {
      name: 'journeys',
      use: { browserName: 'chromium' },
      testMatch: /(wallet|games|site|console|agents|rewards)\/.*\.spec\.ts/,
      testIgnore: /home-and-mail/,
    },
    // The operator's popup announcement meets every signed-in member: its journey waits until no
    // other journey has a member on a page.
    {
      name: 'announcements',
      use: { browserName: 'chromium' },
      testMatch: /site\/home-and-mail\.spec\.ts/,
      dependencies: ['accounts', 'journeys'],
    },
    // Line timings are milliseconds: nothing else may load the machine while they are measured.
    {
      name: 'lines',
      use: { browserName: 'chromium' },
      testMatch: /speed/,
      dependencies: ['sites', 'announcements'],
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
