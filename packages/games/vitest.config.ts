import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The return-to-player simulations make tens of millions of calls across modules; Vite's module
    // runner turns each into a property lookup and doubles their time. Plain Node imports run them.
    experimental: { viteModuleRunner: false },
    // `pnpm test:quick` (LOTUS_TEST_QUICK=1) leaves out those simulations, about a minute of a core;
    // every other run takes them.
    exclude:
      process.env.LOTUS_TEST_QUICK === '1'
        ? [...configDefaults.exclude, '**/*-simulation.test.ts']
        : configDefaults.exclude,
  },
});
