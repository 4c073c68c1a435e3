import { ConfigError, loadConfig } from './platform/config.ts';
import { createLogger } from './platform/logger.ts';
import { startLotus } from './start.ts';

/** `pnpm start`: validates the configuration, starts everything, and stops it all on Ctrl-C. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const logger = createLogger(config);
  const lotus = await startLotus(config, logger);
  logger.info(
    {
      member: lotus.urls.member,
      agent: lotus.urls.agent,
      speed: lotus.urls.speed,
      operator: lotus.urls.operator,
      docs: `${lotus.urls.member}/docs`,
    },
    'Lotus is ready',
  );
  console.log(
    `\nLotus is ready:\n  member site      ${lotus.urls.member}\n  agent site       ${lotus.urls.agent}\n  line detection   ${lotus.urls.speed}\n  API reference    ${lotus.urls.member}/docs\n  operators        ${lotus.urls.operator} (first owner: pnpm operator:create --username <name>)\n`,
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    lotus.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Lotus could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
