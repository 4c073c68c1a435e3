import path from 'node:path';
import { weighPages } from './page-weights.ts';
import type { PageWeight } from './page-weights.ts';
import { pagesToWeigh, sites } from './pages.ts';
import type { PageToWeigh, Site } from './pages.ts';
import { startBenchServer } from './server-process.ts';

/** The built files each site serves. */
export function distDirectories(repositoryRoot: string): Record<Site, string> {
  return Object.fromEntries(
    sites.map((site) => [site, path.join(repositoryRoot, 'apps', site, 'dist')]),
  ) as Record<Site, string>;
}

/**
 * The first-load JavaScript of every listed page, on the built product (its embedded PostgreSQL,
 * fresh, with the demo data, away from the usual ports), as a first-time visitor on a phone.
 */
export async function measurePageWeights(
  repositoryRoot: string,
  pages: readonly PageToWeigh[] = pagesToWeigh,
): Promise<PageWeight[]> {
  const server = await startBenchServer({
    repositoryRoot,
    dataName: 'bench-bundles',
    basePort: 28380,
    postgresPort: 54380,
    fresh: true,
    clean: true,
  });
  try {
    return await weighPages({
      pages,
      origins: server.urls,
      distDirectories: distDirectories(repositoryRoot),
    });
  } finally {
    await server.stop();
  }
}

/**
 * Whether a page fails the check: over its ceiling when it has one (a page not yet within budget),
 * else over its budget. A budgeted page that fetched no script at all fails too: every site's page
 * runs scripts, so none means a missing or half-written build, not a light page.
 */
function failsCheck(weight: PageWeight): boolean {
  if (weight.overBudget !== undefined && weight.files === 0) return true;
  const ceiling = weight.page.ceilingKb;
  return ceiling === undefined ? weight.overBudget === true : weight.gzipKb > ceiling;
}

/** The pages that fail the check: any one of them fails CI. */
export function pagesOverBudget(weights: readonly PageWeight[]): PageWeight[] {
  return weights.filter(failsCheck);
}

/** The pages over their budget that the check still lets through, held at their ceiling. */
export function pagesOverTarget(weights: readonly PageWeight[]): PageWeight[] {
  return weights.filter((weight) => weight.overBudget === true && !failsCheck(weight));
}

/** One row a page, for `console.table`: the figure beside its budget and the verdict. */
export function pageWeightRows(weights: readonly PageWeight[]) {
  return weights.map((weight) => ({
    site: weight.page.site,
    page: weight.page.path,
    'JS gzip KB': weight.gzipKb.toFixed(1),
    files: weight.files,
    'budget KB': weight.page.budgetKb ?? '',
    'ceiling KB': weight.page.ceilingKb ?? '',
    verdict:
      weight.overBudget === undefined
        ? ''
        : failsCheck(weight)
          ? 'OVER'
          : weight.overBudget
            ? 'over budget, held at ceiling'
            : 'pass',
  }));
}

/** What to look at first on a page over budget: its heaviest scripts. */
export function heaviestScripts(weight: PageWeight, count = 8): string[] {
  return weight.scripts
    .slice(0, count)
    .map((script) => `${(script.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${script.path}`);
}
