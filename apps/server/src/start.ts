import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './platform/config.ts';
import { trustProxySetting } from './platform/config.ts';
import { setPasswordHashCost } from './platform/crypto/password.ts';
import { migrate } from './platform/database/migrate.ts';
import { openDatabase } from './platform/database/open.ts';
import type { Pool } from './platform/database/pool.ts';
import { buildHttpApp } from './platform/http/app.ts';
import { openRateLimits } from './platform/http/rate-limit-store.ts';
import type { Site } from './platform/http/security-headers.ts';
import type { Logger } from './platform/logger.ts';
import { registerDomainRoutes } from './routes.ts';
import { seedDemo } from './seed/seed-demo.ts';
import { composeDomains } from './composition.ts';
import { defaultFaults } from './vendor-simulator/settings.ts';

export interface RunningLotus {
  urls: Record<Site, string>;
  stop(): Promise<void>;
}

export function sitePorts(config: Config): Record<Site, number> {
  return {
    member: config.MEMBER_PORT,
    agent: config.AGENT_PORT,
    speed: config.SPEED_PORT,
    operator: config.OPERATOR_PORT,
  };
}

/** The operator listener binds to OPERATOR_HOST (loopback by default); the public sites to HOST. */
function siteHost(config: Config, site: Site): string {
  return site === 'operator' ? config.OPERATOR_HOST : config.HOST;
}

/** The built app each listener serves: the operator listener serves the operator console. */
const appOfSite: Record<Site, string> = {
  member: 'member',
  agent: 'agent',
  speed: 'speed',
  operator: 'console',
};

function oauthClient(clientId: string | undefined, clientSecret: string | undefined) {
  return clientId === undefined || clientSecret === undefined ? undefined : { clientId, clientSecret };
}

/**
 * Builds the three public sites' HTTP apps and the operator listener's over one pool and one set of
 * services (also used by tests).
 */
export async function buildSites(
  config: Config,
  pool: Pool,
  logger: Logger,
  options: {
    /**
     * Run the PAPPU room (a leader candidate: one instance runs the rounds). The product does; tests
     * that build sites leave it off and run the room themselves where they need it.
     */
    crashRoom?: boolean;
    /**
     * Roll the ledger's system accounts up every period (decision 0013; each instance tries, one
     * does each period). The product does; no figure depends on it, so tests leave it off.
     */
    systemRollUp?: boolean;
    /**
     * Run the lottery's draws job (each instance runs it; a draw is created and drawn once). The
     * product does; tests run passes themselves.
     */
    lotteryDraws?: boolean;
    /**
     * Run the agent settlement job (each instance runs it; each period is settled once). The product
     * does; tests settle periods themselves.
     */
    agentSettlements?: boolean;
    /** Points earned per ended hour (every instance may run it: each hour is given once). */
    pointsEarning?: boolean;
    /** The VIP review and rebate jobs (every instance may run them: each day is done once). */
    vipAndRebate?: boolean;
  } = {},
): Promise<Record<Site, FastifyInstance>> {
  setPasswordHashCost(config.PASSWORD_HASH_COST);
  const composition = await composeDomains(pool, {
    brandCode: config.BRAND_CODE,
    memberSiteUrl: config.MEMBER_SITE_URL,
    payloadKey: config.PAYLOAD_KEY,
    secretKey: config.SECRET_KEY,
    proxyTrust: trustProxySetting(config.TRUST_PROXY),
    countryHeader: config.COUNTRY_HEADER,
    resendSeconds: config.VERIFICATION_RESEND_SECONDS,
    adjustmentApprovalAbove: config.ADJUSTMENT_APPROVAL_ABOVE,
    lotteryResultsFile: config.LOTTERY_RESULTS_FILE,
    sms: {
      gateway: config.SMS_GATEWAY,
      failRate: config.SMS_DEV_FAIL_RATE,
      delayMs: config.SMS_DEV_DELAY_MS,
    },
    email: {
      gateway: config.EMAIL_GATEWAY,
      failRate: config.EMAIL_DEV_FAIL_RATE,
      delayMs: config.EMAIL_DEV_DELAY_MS,
    },
    social: {
      google: oauthClient(config.OAUTH_GOOGLE_CLIENT_ID, config.OAUTH_GOOGLE_CLIENT_SECRET),
      facebook: oauthClient(config.OAUTH_FACEBOOK_CLIENT_ID, config.OAUTH_FACEBOOK_CLIENT_SECRET),
      developmentProvider: config.OAUTH_DEV_PROVIDER,
    },
    payments: {
      devGateway: config.PAYMENT_DEV_GATEWAY,
      devSecret: config.PAYMENT_DEV_GATEWAY_SECRET,
      devDefaults: {
        delayMs: config.PAYMENT_DEV_GATEWAY_DELAY_MS,
        duplicates: config.PAYMENT_DEV_GATEWAY_DUPLICATES,
      },
      notifyBaseUrl: config.PAYMENT_NOTIFY_BASE_URL,
    },
    vendorSimulator: config.VENDOR_SIMULATOR
      ? {
          walletUrl: config.VENDOR_SIMULATOR_WALLET_URL,
          memberSiteUrl: config.MEMBER_SITE_URL,
          faults: {
            ...defaultFaults,
            duplicateRate: config.VENDOR_SIMULATOR_DUPLICATE_RATE,
            lossRate: config.VENDOR_SIMULATOR_LOSS_RATE,
            earlyRollbackRate: config.VENDOR_SIMULATOR_EARLY_ROLLBACK_RATE,
            timeoutMs: config.VENDOR_SIMULATOR_TIMEOUT_MS,
          },
        }
      : undefined,
  });
  const health = async () => {
    try {
      await pool.query('select 1');
      return { database: 'up' as const };
    } catch {
      return { database: 'down' as const };
    }
  };
  // Every limit counts one budget per client for all sites and instances (PostgreSQL, or REDIS_URL).
  const counters = await openRateLimits({ pool, redisUrl: config.REDIS_URL, logger });
  const build = (site: Site) =>
    buildHttpApp({
      site,
      logger,
      trustProxy: trustProxySetting(config.TRUST_PROXY),
      rateLimit: { max: config.RATE_LIMIT_MAX, windowMs: config.RATE_LIMIT_WINDOW_MS, counters },
      distDirectory: config.SERVE_APPS ? path.join(config.APPS_DIR, appOfSite[site], 'dist') : undefined,
      registerRoutes: registerDomainRoutes(
        config,
        composition,
        health,
        site === 'operator' ? 'operator' : 'public',
      ),
    });
  const member = await build('member');
  // Paid withdrawals unconfirmed past the brand's minutes count as received: each instance sweeps
  // (an idempotent conditional UPDATE, safe side by side); it stops when the member site closes.
  const stopAutoReceipt = composition.domains.cashier.startAutoReceiptSweep(logger);
  member.addHook('onClose', async () => stopAutoReceipt());
  // A member's balance changes reach their pages through a queue each instance sends (decision 0013).
  const stopBalancePushes = composition.domains.wallet.startBalancePushes(logger);
  member.addHook('onClose', async () => stopBalancePushes());
  if (options.systemRollUp === true) {
    const stopRollUp = composition.domains.wallet.startSystemRollUp(logger);
    member.addHook('onClose', async () => stopRollUp());
  }
  if (options.lotteryDraws === true) {
    const stopDraws = composition.domains.lottery.startDrawsJob(logger);
    // Every final draw's bets and every void's refunds, once (each settlement claims its row).
    const stopSettlements = composition.domains.lottery.startSettlementJob(logger);
    member.addHook('onClose', async () => {
      stopDraws();
      stopSettlements();
    });
  }
  if (options.agentSettlements === true) {
    const stopAgentSettlements = composition.domains.agents.startSettlementJob(logger);
    member.addHook('onClose', async () => stopAgentSettlements());
  }
  if (options.pointsEarning === true) {
    const stopPoints = composition.domains.rewards.startPointsJob(logger);
    member.addHook('onClose', async () => stopPoints());
  }
  if (options.vipAndRebate === true) {
    const stopVipAndRebate = composition.domains.rewards.startVipAndRebateJobs(logger);
    member.addHook('onClose', async () => stopVipAndRebate());
  }
  if (options.crashRoom === true) {
    const leader = composition.domains.house.crash.leader(logger);
    leader.start();
    member.addHook('onClose', async () => leader.stop());
  }
  return {
    member,
    agent: await build('agent'),
    speed: await build('speed'),
    operator: await build('operator'),
  };
}

/** Starts the whole product: database, migrations, the demo seed, the three sites and the operator listener. */
export async function startLotus(config: Config, logger: Logger): Promise<RunningLotus> {
  const database = await openDatabase(config, logger);
  const closers: Array<() => Promise<void>> = [() => database.close()];
  const stop = async () => {
    for (const close of closers.reverse())
      await close().catch((error: unknown) => logger.error({ err: error }, 'stop failed'));
  };
  // Before the seed, whose demo accounts are hashed too.
  setPasswordHashCost(config.PASSWORD_HASH_COST);
  try {
    logger.info({ database: database.description }, 'database ready');
    await migrate(database.pool, logger);
    const ports = sitePorts(config);
    if (config.SEED_DEMO) {
      await seedDemo(database.pool, {
        lines: [`localhost:${ports.member}`, `127.0.0.1:${ports.member}`],
        memberSiteUrl: config.MEMBER_SITE_URL,
        logger,
      });
    }
    const sites = await buildSites(config, database.pool, logger, {
      crashRoom: true,
      systemRollUp: true,
      lotteryDraws: true,
      agentSettlements: true,
      pointsEarning: true,
      vipAndRebate: true,
    });
    const urls = {} as Record<Site, string>;
    for (const [site, app] of Object.entries(sites) as Array<[Site, FastifyInstance]>) {
      const host = siteHost(config, site);
      await app.listen({ host, port: ports[site] });
      closers.push(() => app.close());
      urls[site] = site === 'operator' ? `http://${host}:${ports[site]}` : `http://localhost:${ports[site]}`;
    }
    return { urls, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
