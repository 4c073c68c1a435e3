import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Ports of the product under test: away from a developer's running `pnpm start` on 8080-8083. */
const basePort = Number(process.env.LOTUS_E2E_BASE_PORT ?? 18080);
export const e2ePorts = {
  member: basePort,
  agent: basePort + 1,
  speed: basePort + 2,
  operator: basePort + 3,
};
export const e2eSites = {
  member: `http://localhost:${e2ePorts.member}`,
  agent: `http://localhost:${e2ePorts.agent}`,
  speed: `http://localhost:${e2ePorts.speed}`,
  // The operator listener binds to loopback (OPERATOR_HOST's default): its IPv4 address, as
  // `localhost` may resolve to ::1 first.
  operator: `http://127.0.0.1:${e2ePorts.operator}`,
};
/** Where the product under test keeps its data; `LOTUS_E2E_DATA_DIR` lets two runs (other ports) go side by side. */
export const e2eDataDirectory = process.env.LOTUS_E2E_DATA_DIR ?? path.join(repositoryRoot, '.data', 'e2e');

/** The environment `pnpm start` runs with in the tests: its embedded defaults, on the test ports. */
export function productEnvironment(): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    MEMBER_PORT: String(e2ePorts.member),
    AGENT_PORT: String(e2ePorts.agent),
    SPEED_PORT: String(e2ePorts.speed),
    OPERATOR_PORT: String(e2ePorts.operator),
    DATA_DIR: e2eDataDirectory,
    EMBEDDED_POSTGRES_PORT: String(Number(process.env.LOTUS_E2E_POSTGRES_PORT ?? 54340)),
    LOG_LEVEL: 'warn',
    // The tests drive many pages from one address; the real limit is tested in the server's tests.
    RATE_LIMIT_MAX: '100000',
    // The browser tests stand behind a "proxy" on loopback, so a test can log in from another IP
    // (X-Forwarded-For) and meet the new-IP challenge.
    TRUST_PROXY: '127.0.0.1,::1',
    // 2 s between two codes to one number instead of 60, so a test can send six in a row and meet
    // the hourly limit (5), which stays as the product notes say.
    VERIFICATION_RESEND_SECONDS: '2',
  };
  // Start as a fresh machine does: the embedded database, not whatever DATABASE_URL the shell has.
  delete environment.DATABASE_URL;
  return environment;
}

/**
 * The product's embedded database, for the one journey that must move time (tests/agents): its
 * fixed loopback password is the server's own (platform/database/embedded.ts).
 */
export function productDatabaseUrl(): string {
  return `postgres://postgres:lotus-embedded@127.0.0.1:${productEnvironment().EMBEDDED_POSTGRES_PORT}/lotus`;
}

/**
 * The operators global setup creates with `pnpm operator:create` before the product starts: one
 * whose API token the tests' scripts use (tests/operator.ts), and the owner the console journey
 * signs in as. Handed to the test workers through their environment.
 */
export const e2eOperatorEnvironment = {
  apiToken: 'LOTUS_E2E_OPERATOR_TOKEN',
  ownerUsername: 'LOTUS_E2E_OWNER_USERNAME',
  ownerPassword: 'LOTUS_E2E_OWNER_PASSWORD',
} as const;

/** What global setup put in the environment for this name; a clear failure when it did not run. */
export function e2eOperatorSecret(name: keyof typeof e2eOperatorEnvironment): string {
  const value = process.env[e2eOperatorEnvironment[name]];
  if (!value)
    throw new Error(`${e2eOperatorEnvironment[name]} is not set: run the tests through playwright test`);
  return value;
}
