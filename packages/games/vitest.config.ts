import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The return-to-player simulations make tens of millions of calls across modules; Vite's module
    // runner turns each into a property lookup and doubles their time. Plain Node imports run them.
    experimental: { viteModuleRunner: false },
  },
});
