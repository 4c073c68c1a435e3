import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

const testFiles = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/**
 * Files that need a module graph of their own: one replaces modules with vi.mock, the other
 * asserts what a process hashes passwords with before anything set the cost.
 */
const isolatedFiles = ['src/composition.test.ts', 'src/platform/crypto/password.test.ts'];

/**
 * A test file that needs PostgreSQL: it builds sites or a database of its own (test-sites.ts,
 * test-database.ts), starts server processes (the soaks' instances.ts) or reads the server's address.
 */
function needsDatabase(file: string): boolean {
  return /test-sites\.ts'|test-database\.ts'|soak\/instances\.ts'|'adminDatabaseUrl'/.test(
    readFileSync(file, 'utf8'),
  );
}

/**
 * The soaks first: each runs a minute or more against server processes of its own, and started
 * late it would be the last thing the run waits for. (Without earlier results, as on a fresh CI
 * machine, Vitest orders files by size, which put the simulator's run 27th.)
 */
class SoaksFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isSoak = (file: TestSpecification) => file.moduleId.includes('/test/soak/');
    return [...sorted.filter(isSoak), ...sorted.filter((file) => !isSoak(file))];
  }
}

/**
 * `pnpm test:quick` (LOTUS_TEST_QUICK=1) runs only the files that need no database, and starts no
 * PostgreSQL; every other run takes every file.
 */
const quick = process.env.LOTUS_TEST_QUICK === '1';

export default defineConfig({
  test: quick
    ? { include: globSync(testFiles).filter((file) => !needsDatabase(file)) }
    : {
        globalSetup: ['test/global-setup.ts'],
        sequence: { sequencer: SoaksFirst },
        // Each file makes its own database; two at a time suits a 2-core machine.
        maxWorkers: 2,
        testTimeout: 30_000,
        hookTimeout: 60_000,
        projects: [
          {
            extends: true,
            test: {
              name: 'server',
              include: testFiles,
              exclude: isolatedFiles,
              // The files share their worker's module graph instead of loading the server's modules
              // again for each of them (about half the suite's CPU outside PostgreSQL): each file
              // has a database and sites of its own, and closes them.
              isolate: false,
            },
          },
          { extends: true, test: { name: 'server (isolated)', include: isolatedFiles } },
        ],
      },
});
