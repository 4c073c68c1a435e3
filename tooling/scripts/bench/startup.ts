import { startBenchServer } from './server-process.ts';

/**
 * Time from starting the server (apps already built) to a healthy answer: once on an empty data
 * folder (initdb, migrations, seed) and once more on the data the first run left.
 */
export async function measureStartup(
  repositoryRoot: string,
): Promise<{ firstStartMs: number; secondStartMs: number }> {
  const options = { repositoryRoot, dataName: 'bench-startup', basePort: 28080, postgresPort: 54350 };
  const first = await startBenchServer({ ...options, fresh: true });
  await first.stop();
  const second = await startBenchServer({ ...options, clean: true });
  await second.stop();
  return { firstStartMs: first.readyMs, secondStartMs: second.readyMs };
}
