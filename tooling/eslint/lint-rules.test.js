// Each lint rule of the architecture, shown firing on a fixture that breaks it (fixtures/ mirrors the
// monorepo's layout so the rules' path globs apply).
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { lotusLint } from './index.js';

const fixtures = path.join(import.meta.dirname, 'fixtures');
let results;

beforeAll(async () => {
  const eslint = new ESLint({
    cwd: fixtures,
    overrideConfigFile: true,
    overrideConfig: [
      ...lotusLint,
      { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: fixtures } } },
    ],
  });
  results = await eslint.lintFiles(['apps/**/*.{ts,tsx}', 'packages/**/*.ts']);
}, 60_000);

/** The rules that fired on one fixture file. */
function rulesOn(file) {
  const result = results.find((entry) => entry.filePath === path.join(fixtures, file));
  if (!result) throw new Error(`${file} was not linted`);
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('the architecture’s lint rules fire', () => {
  it('on a domain that reads another domain’s tables', () => {
    expect(rulesOn('apps/server/src/alpha/service.ts')).toContain('lotus/no-foreign-tables');
  });

  it('on a cycle between two domains, and between two modules', () => {
    expect(rulesOn('apps/server/src/alpha/service.ts')).toContain('lotus/no-room-cycles');
    expect(rulesOn('apps/server/src/beta/service.ts')).toContain('lotus/no-room-cycles');
    expect(rulesOn('apps/server/src/alpha/service.ts')).toContain('import-x/no-cycle');
  });

  it('on a feature that reaches past another feature’s index.ts, and on lib/ importing a feature', () => {
    expect(rulesOn('apps/member/src/features/one/OnePage.tsx')).toContain('lotus/feature-boundaries');
    expect(rulesOn('apps/member/src/lib/uses-feature.ts')).toContain('lotus/feature-boundaries');
    expect(rulesOn('apps/member/src/features/one/index.ts')).toEqual([]);
  });

  it('on a site importing the router library, which only app-shell’s routing may import', () => {
    expect(rulesOn('apps/member/src/shell/router-library.ts')).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(rulesOn('packages/app-shell/src/routing/router-door.ts')).not.toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it('on a floating promise, a misused promise and a switch that forgets a case', () => {
    const fired = rulesOn('packages/ledger/src/ledger.ts');
    expect(fired).toContain('@typescript-eslint/no-floating-promises');
    expect(fired).toContain('@typescript-eslint/no-misused-promises');
    expect(fired).toContain('@typescript-eslint/switch-exhaustiveness-check');
  });
});
