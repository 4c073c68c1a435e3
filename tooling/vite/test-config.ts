import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults } from 'vitest/config';
import type { ViteUserConfig } from 'vitest/config';

/**
 * A test file that needs a jsdom and a module graph of its own. `vi.mock` replaces a module for
 * every file that shares the worker's graph. And a fake clock is the global one jsdom schedules
 * its own work on: a focused element removed while it is fake leaves jsdom's animation-frame loop
 * on a fake interval that never fires again, so no later file's requestAnimationFrame callback
 * would ever run. A file may also ask for it with a line comment opening `// Runs isolated:` and
 * saying why.
 */
function needsIsolation(file: string): boolean {
  return /\bvi\.(mock|doMock|useFakeTimers)\(|^\/\/ Runs isolated:/m.test(readFileSync(file, 'utf8'));
}

/**
 * The jsdom tests of a web package (run from its folder, as turbo and `pnpm test` do). Most files
 * share their worker: jsdom is built once and each module loaded once for all of them, instead of
 * again for every file (the member site's 62 files: 248 s isolated, about 65 s shared), and
 * `@lotus/app-shell/test-setup` puts back what a file leaves behind. The few that need their own
 * (`needsIsolation`) run isolated as before, in a second project.
 */
export function jsdomTestConfig(
  options: { isolateEveryFile?: boolean } = {},
  root = process.cwd(),
): NonNullable<ViteUserConfig['test']> {
  // A screen's test drives several renders; beside the server's tests on a 2-core CI machine one
  // took 5.3 s (the console's audit page, 1.2 s alone), past vitest's 5 s default. The limit is a
  // guard against a hang, not a speed check (the benches measure speed).
  const common = {
    environment: 'jsdom' as const,
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    testTimeout: 20_000,
  };
  if (options.isolateEveryFile) return common;
  const isolated = globSync('**/*.test.{ts,tsx}', { cwd: root, exclude: ['**/node_modules/**'] }).filter(
    (file) => needsIsolation(path.join(root, file)),
  );
  return {
    ...common,
    projects: [
      {
        extends: true,
        test: { name: 'shared', isolate: false, exclude: [...configDefaults.exclude, ...isolated] },
      },
      ...(isolated.length > 0 ? [{ extends: true, test: { name: 'isolated', include: isolated } }] : []),
    ],
  };
}
