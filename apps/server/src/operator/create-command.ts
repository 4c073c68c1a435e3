import { parseArgs } from 'node:util';
import { createOperatorRequestSchema } from '@lotus/contract/operators/schemas';
import { ConfigError, loadConfig } from '../platform/config.ts';
import type { Config } from '../platform/config.ts';
import { inTransaction } from '../platform/database/transaction.ts';
import { migrate } from '../platform/database/migrate.ts';
import { openDatabase } from '../platform/database/open.ts';
import { createLogger } from '../platform/logger.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { findBrand } from '../system/index.ts';
import { insertApiToken, insertOperatorAccount, newInitialPassword } from './access/bootstrap.ts';

const usage = `Usage: pnpm operator:create --username <name> [--display-name <name>] [--role owner|finance|support|content|risk] [--api-token <name>]

Creates an operator in the database the server uses (DATABASE_URL, or the embedded one under DATA_DIR,
whether the product is running or not) and prints their one-time password. They enrol
an authenticator app (TOTP) at their first sign-in on the operator console. With --api-token, it also
prints an API token for scripts (Authorization: Bearer lopt_...), shown this once.`;

/** What the command was asked, checked as the owner's create call checks it. */
function readArguments(argv: readonly string[]) {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      username: { type: 'string' },
      'display-name': { type: 'string' },
      role: { type: 'string', default: 'owner' },
      'api-token': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return null;
  const checked = createOperatorRequestSchema.safeParse({
    username: values.username,
    displayName: values['display-name'] ?? values.username,
    role: values.role,
  });
  if (!checked.success) {
    const problems = checked.error.issues.map((issue) => `  --${issue.path.join('.')}: ${issue.message}`);
    throw new UsageError(`${problems.join('\n')}\n\n${usage}`);
  }
  const apiTokenName = values['api-token']?.trim();
  if (apiTokenName !== undefined && (apiTokenName.length === 0 || apiTokenName.length > 60)) {
    throw new UsageError(`  --api-token: a name of 1 to 60 characters\n\n${usage}`);
  }
  return { ...checked.data, apiTokenName };
}

class UsageError extends Error {}

/**
 * Opens the database as the server does, brings it up to date (migrations, and the demo brand when
 * SEED_DEMO is on and it is missing, as a first start would), and creates the operator.
 */
async function createOperatorFromCommand(
  config: Config,
  request: NonNullable<ReturnType<typeof readArguments>>,
) {
  const logger = createLogger(config);
  const database = await openDatabase(config, logger);
  try {
    await migrate(database.pool, logger);
    if (config.SEED_DEMO) {
      await seedDemo(database.pool, {
        lines: [`localhost:${config.MEMBER_PORT}`, `127.0.0.1:${config.MEMBER_PORT}`],
        memberSiteUrl: config.MEMBER_SITE_URL,
        logger,
      });
    }
    const brand = await findBrand(database.pool, config.BRAND_CODE);
    if (!brand) {
      throw new UsageError(
        `Brand "${config.BRAND_CODE}" does not exist in the database: seed it (SEED_DEMO=true) or set BRAND_CODE.`,
      );
    }
    const password = newInitialPassword();
    return await inTransaction(database.pool, async (client) => {
      const taken = await client.query(
        'select 1 from operators where brand_id = $1 and lower(username) = lower($2)',
        [brand.id, request.username],
      );
      if (taken.rowCount) throw new UsageError(`An operator named "${request.username}" already exists.`);
      const id = await insertOperatorAccount(client, {
        brandId: brand.id,
        username: request.username,
        displayName: request.displayName,
        role: request.role,
        password,
        createdBy: null,
      });
      const apiToken =
        request.apiTokenName === undefined ? null : await insertApiToken(client, id, request.apiTokenName);
      return { id, brand: brand.code, password, apiToken };
    });
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  let request;
  let config;
  try {
    request = readArguments(process.argv.slice(2));
    if (request === null) {
      console.log(usage);
      return;
    }
    // The command's own output is what matters: the server's start-up chatter stays quiet.
    config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(error instanceof ConfigError ? 78 : 64); // EX_CONFIG, EX_USAGE
    }
    if (error instanceof TypeError) {
      // parseArgs: an unknown option or a missing value.
      console.error(`${error.message}\n\n${usage}`);
      process.exit(64);
    }
    throw error;
  }
  try {
    const created = await createOperatorFromCommand(config, request);
    const lines = [
      `Operator ${request.username} (${request.role}) created in brand ${created.brand}, id ${created.id}.`,
      `One-time password: ${created.password}`,
      'Sign in on the operator console with it; an authenticator app (TOTP) is enrolled at the first sign-in.',
    ];
    if (created.apiToken !== null) lines.push(`API token "${request.apiTokenName}": ${created.apiToken}`);
    console.log(lines.join('\n'));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error('operator:create failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
