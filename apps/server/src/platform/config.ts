import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so that defaults such as `.data/` do not depend on the working directory. */
export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const port = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(fallback);

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1' || value === 'yes');

const rate = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number between 0 and 1' })
    .min(0, 'must be between 0 and 1')
    .max(1, 'must be between 0 and 1')
    .default(fallback);

const developmentPayloadKey = 'lotus-dev-payload-key';
const developmentSecretKey = 'lotus-dev-secret-key-not-for-production';
const developmentGatewaySecret = 'lotus-dev-gateway-secret';

/**
 * Every setting of the server, read from the environment and validated at start-up.
 * Each variable is documented in the README's configuration table.
 */
const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    MEMBER_PORT: port(8080),
    AGENT_PORT: port(8081),
    SPEED_PORT: port(8082),
    // The operator listener: the operator API and console. Loopback unless told otherwise: in
    // production it is reached through a VPN or an allow-listed proxy, never from the internet.
    OPERATOR_PORT: port(8083),
    OPERATOR_HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().min(1).default(path.join(repositoryRoot, '.data')),
    EMBEDDED_POSTGRES_PORT: port(54320),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_PRETTY: flag(false),
    PAYLOAD_KEY: z.string().min(16, 'must be at least 16 characters').default(developmentPayloadKey),
    // Encrypts secrets kept in the database (authenticator secrets). Unlike PAYLOAD_KEY, never sent to a browser.
    SECRET_KEY: z.string().min(32, 'must be at least 32 characters').default(developmentSecretKey),
    TRUST_PROXY: z.string().default('false'),
    COUNTRY_HEADER: z
      .string()
      .regex(/^[a-z0-9-]+$/i, 'must be an HTTP header name')
      .default('cf-ipcountry')
      .transform((name) => name.toLowerCase()),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
    // A manual adjustment moving more than this (minor units, credit or debit) waits for a second
    // operator's approval (docs/operators.md). Default 10 000 000 ₫ (VND has no minor unit).
    ADJUSTMENT_APPROVAL_ABOVE: z
      .string()
      .regex(/^\d{1,18}$/, 'must be a whole number of minor units')
      .default('10000000')
      .transform((value) => BigInt(value)),
    // Where every rate limit counts its hits for all sites and instances (docs/rate-limits.md):
    // this Redis when set, else the database's rate_limits table.
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
      .refine((url) => URL.canParse(url), 'must be a valid URL')
      .optional(),
    BRAND_CODE: z
      .string()
      .regex(/^[a-z0-9-]{2,32}$/, 'must be 2-32 lowercase letters, digits or dashes')
      .default('lotus'),
    SEED_DEMO: flag(true),
    // Only the development gateway exists so far; a real provider adds its name here.
    SMS_GATEWAY: z.enum(['dev'], { error: 'must be dev' }).default('dev'),
    SMS_DEV_FAIL_RATE: z.coerce
      .number({ error: 'must be a number between 0 and 1' })
      .min(0, 'must be between 0 and 1')
      .max(1, 'must be between 0 and 1')
      .default(0),
    SMS_DEV_DELAY_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 60000')
      .max(60_000, 'must be between 0 and 60000')
      .default(0),
    // Product notes: 60 s between two codes to one number or address. Lower only to rehearse flows
    // (the end-to-end tests use 2); the hourly limit of 5 stays whatever this is.
    VERIFICATION_RESEND_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 600')
      .max(600, 'must be between 1 and 600')
      .default(60),
    // Email works like SMS: only the development gateway so far, with the same rehearsal knobs.
    EMAIL_GATEWAY: z.enum(['dev'], { error: 'must be dev' }).default('dev'),
    EMAIL_DEV_FAIL_RATE: z.coerce
      .number({ error: 'must be a number between 0 and 1' })
      .min(0, 'must be between 0 and 1')
      .max(1, 'must be between 0 and 1')
      .default(0),
    EMAIL_DEV_DELAY_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 60000')
      .max(60_000, 'must be between 0 and 60000')
      .default(0),
    // Deposits by payment gateway: where gateways send their notifications (this server, as the
    // gateway reaches it; default MEMBER_SITE_URL), and the development gateway with its secret and
    // rehearsal knobs (docs/deposits.md). On by default unless NODE_ENV=production.
    PAYMENT_NOTIFY_BASE_URL: z
      .string()
      .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'must be an http(s) URL without query or fragment')
      .refine((url) => !url.endsWith('/'), 'must not end with a slash')
      .refine((url) => URL.canParse(url), 'must be a valid URL')
      .optional(),
    PAYMENT_DEV_GATEWAY: z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .optional()
      .transform((value) =>
        value === undefined ? undefined : value === 'true' || value === '1' || value === 'yes',
      ),
    PAYMENT_DEV_GATEWAY_SECRET: z
      .string()
      .min(16, 'must be at least 16 characters')
      .default(developmentGatewaySecret),
    PAYMENT_DEV_GATEWAY_DELAY_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 60000')
      .max(60_000, 'must be between 0 and 60000')
      .default(0),
    PAYMENT_DEV_GATEWAY_DUPLICATES: z.coerce
      .number({ error: 'must be a number between 0 and 5' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 5')
      .max(5, 'must be between 0 and 5')
      .default(0),
    SERVE_APPS: flag(true),
    APPS_DIR: z.string().min(1).default(path.join(repositoryRoot, 'apps')),
    MEMBER_SITE_URL: z
      .string()
      .regex(
        /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/,
        'must be an http(s) URL such as https://www.example.com (no query or fragment)',
      )
      .refine((url) => !url.endsWith('/'), 'must not end with a slash')
      .refine((url) => URL.canParse(url), 'must be a valid URL')
      .optional(),
    // Social login: a provider without a client id is served by the development provider when
    // OAUTH_DEV_PROVIDER is on (default: on unless NODE_ENV=production), and is off otherwise.
    OAUTH_GOOGLE_CLIENT_ID: z.string().min(1).max(512).optional(),
    OAUTH_GOOGLE_CLIENT_SECRET: z.string().min(1).max(512).optional(),
    OAUTH_FACEBOOK_CLIENT_ID: z.string().min(1).max(512).optional(),
    OAUTH_FACEBOOK_CLIENT_SECRET: z.string().min(1).max(512).optional(),
    OAUTH_DEV_PROVIDER: z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .optional()
      .transform((value) =>
        value === undefined ? undefined : value === 'true' || value === '1' || value === 'yes',
      ),
    // The lottery's regional results file (docs/lottery.md, importer): JSON of results by date and
    // station that POST /admin/lottery/imports enters for a second operator to confirm. Unset: none.
    LOTTERY_RESULTS_FILE: z.string().min(1).optional(),
    // The vendor simulator (docs/vendor-simulator.md): the SIM_* vendors' game pages under /vendor-sim/,
    // playing through the wallet API at VENDOR_SIMULATOR_WALLET_URL (default: this server's member
    // port) with injected faults. On by default unless NODE_ENV=production.
    VENDOR_SIMULATOR: z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .optional()
      .transform((value) =>
        value === undefined ? undefined : value === 'true' || value === '1' || value === 'yes',
      ),
    VENDOR_SIMULATOR_WALLET_URL: z
      .string()
      .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'must be an http(s) URL without query or fragment')
      .refine((url) => !url.endsWith('/'), 'must not end with a slash')
      .refine((url) => URL.canParse(url), 'must be a valid URL')
      .optional(),
    VENDOR_SIMULATOR_DUPLICATE_RATE: rate(0.05),
    VENDOR_SIMULATOR_LOSS_RATE: rate(0.03),
    VENDOR_SIMULATOR_EARLY_ROLLBACK_RATE: rate(0.01),
    VENDOR_SIMULATOR_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number')
      .min(100, 'must be between 100 and 60000')
      .max(60_000, 'must be between 100 and 60000')
      .default(5000),
    // argon2id's cost for new password hashes: the OWASP minimum, or `test`, a token cost that only
    // test runs use (platform/crypto/password.ts) and production refuses.
    PASSWORD_HASH_COST: z.enum(['owasp', 'test'], { error: 'must be owasp or test' }).default('owasp'),
  })
  .superRefine((config, context) => {
    for (const provider of ['GOOGLE', 'FACEBOOK'] as const) {
      const id = config[`OAUTH_${provider}_CLIENT_ID`];
      const secret = config[`OAUTH_${provider}_CLIENT_SECRET`];
      if ((id === undefined) !== (secret === undefined)) {
        const missing = id === undefined ? 'CLIENT_ID' : 'CLIENT_SECRET';
        context.addIssue({
          code: 'custom',
          path: [`OAUTH_${provider}_${missing}`],
          message: `must be set together with OAUTH_${provider}_${missing === 'CLIENT_ID' ? 'CLIENT_SECRET' : 'CLIENT_ID'}`,
        });
      }
    }
    if (config.NODE_ENV !== 'production') return;
    if (config.SECRET_KEY === developmentSecretKey) {
      context.addIssue({
        code: 'custom',
        path: ['SECRET_KEY'],
        message: 'must be set to a secret in production',
      });
    }
    if (
      config.PAYMENT_DEV_GATEWAY === true &&
      config.PAYMENT_DEV_GATEWAY_SECRET === developmentGatewaySecret
    ) {
      context.addIssue({
        code: 'custom',
        path: ['PAYMENT_DEV_GATEWAY_SECRET'],
        message: 'must be set to a secret when the development gateway runs in production',
      });
    }
    if (config.PASSWORD_HASH_COST !== 'owasp') {
      context.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_COST'],
        message: 'must be owasp in production',
      });
    }
    if (config.PAYLOAD_KEY === developmentPayloadKey) {
      context.addIssue({
        code: 'custom',
        path: ['PAYLOAD_KEY'],
        message: 'must be set to a secret in production',
      });
    }
  })
  // Links to the member site (a game's playUrl) are shown on every site, so they need its address.
  .transform((config) => ({
    ...config,
    MEMBER_SITE_URL: config.MEMBER_SITE_URL ?? `http://localhost:${config.MEMBER_PORT}`,
    OAUTH_DEV_PROVIDER: config.OAUTH_DEV_PROVIDER ?? config.NODE_ENV !== 'production',
    PAYMENT_NOTIFY_BASE_URL:
      config.PAYMENT_NOTIFY_BASE_URL ?? config.MEMBER_SITE_URL ?? `http://localhost:${config.MEMBER_PORT}`,
    PAYMENT_DEV_GATEWAY: config.PAYMENT_DEV_GATEWAY ?? config.NODE_ENV !== 'production',
    VENDOR_SIMULATOR: config.VENDOR_SIMULATOR ?? config.NODE_ENV !== 'production',
    VENDOR_SIMULATOR_WALLET_URL:
      config.VENDOR_SIMULATOR_WALLET_URL ?? `http://127.0.0.1:${config.MEMBER_PORT}`,
  }));

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads the configuration; throws a ConfigError listing every bad variable in plain words. */
export function loadConfig(environment: NodeJS.ProcessEnv): Config {
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const result = configSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.');
    const given = environment[name];
    return `  ${name}: ${issue.message}${given === undefined ? '' : ` (got "${given}")`}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Fastify's trustProxy: true (trust every hop) or a list of proxy addresses and CIDR blocks. */
export function trustProxySetting(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
