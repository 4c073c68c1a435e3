import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuthMessages } from '../needs.ts';
import {
  claimBurstAlert,
  countForeignFailures,
  deletePairFailures,
  insertLoginFailure,
  selectSourceFailures,
} from './tables.ts';

/**
 * Wrong passwords slow and challenge the source that sends them, never the account for everyone
 * (issue 15). A source is the name from one address, and the address whatever the name.
 */
export const loginProtectionRules = {
  /**
   * The name's failures from an address count for a day; a success there forgives them. (The
   * window is also how long any failure is kept.)
   */
  windowSeconds: 24 * 60 * 60,
  /**
   * An address's failures, whatever the names, count for 15 minutes only: behind one address (a
   * carrier's NAT, a café) many people fail now and then, and their past slips must not hold the rest.
   */
  addressWindowSeconds: 15 * 60,
  /** From this many failures of the name from the address, or of the address, a captcha is asked. */
  captchaAfter: 3,
  /** From this many failures of the name from the address, each next try waits (2 s, 4 s, 8 s...). */
  pairDelayFrom: 3,
  /** From this many failures of an address in its window, each next try from it waits. */
  addressDelayFrom: 10,
  maxDelaySeconds: 15 * 60,
  /** A burst: this many failures of a name within burstSeconds, from anywhere. */
  burstFailures: 10,
  burstSeconds: 15 * 60,
  /** After telling the owner of a burst, another message only after a quiet day. */
  alertQuietSeconds: 24 * 60 * 60,
} as const;

/** The wait after `failures` failures of a source whose delays start at `from`: 0, then 2 s doubling to the cap. */
export function delayAfter(failures: number, from: number): number {
  if (failures < from) return 0;
  return Math.min(2 ** (failures - from + 1), loginProtectionRules.maxDelaySeconds);
}

function secondsLeft(failures: number, from: number, secondsAgo: number | null): number {
  return secondsAgo === null ? 0 : delayAfter(failures, from) - secondsAgo;
}

function throttled(seconds: number): AppError {
  return new AppError('error_login_throttled', { params: { seconds: Math.max(1, Math.ceil(seconds)) } });
}

export interface LoginSource {
  /** The lower-cased name, or the stored phone number of an SMS-code login. */
  usernameKey: string;
  ip: string;
}

export function createLoginThrottle(deps: { pool: Pool; brandId: number; messages: AuthMessages }) {
  const { pool, brandId, messages } = deps;
  const rules = loginProtectionRules;

  /**
   * Before a login looks at its credential: refuses a source still waiting (error_login_throttled
   * with the seconds left; nothing sleeps) and answers whether a captcha is due. The address's own
   * wait does not hold an account's owner at an address they have signed in from before
   * (`isKnownAddress`, asked only then): someone else's failures there are not theirs.
   */
  async function gate(
    source: LoginSource,
    isKnownAddress: () => Promise<boolean>,
  ): Promise<{ captchaNeeded: boolean }> {
    const failures = await selectSourceFailures(pool, { brandId, ...source }, rules);
    const pairWait = secondsLeft(failures.pair, rules.pairDelayFrom, failures.pair_seconds_ago);
    if (pairWait > 0) throw throttled(pairWait);
    const addressWait = secondsLeft(failures.address, rules.addressDelayFrom, failures.address_seconds_ago);
    if (addressWait > 0 && !(await isKnownAddress())) throw throttled(addressWait);
    return {
      // A burst on the name asks every source for the work, the owner's too: their browser does it
      // unseen in under a second, an attacker's script pays it on every try.
      captchaNeeded:
        failures.pair >= rules.captchaAfter ||
        failures.address >= rules.captchaAfter ||
        failures.name_recent >= rules.burstFailures,
    };
  }

  /**
   * A wrong credential from the source. With an account behind the name, a burst from addresses
   * its owner never signed in from sends the owner one inbox message. Answers the name's recent
   * failures from anywhere (the member record mirrors them for the operator).
   */
  async function recordFailure(source: LoginSource, memberId: bigint | undefined): Promise<number> {
    await insertLoginFailure(pool, { brandId, ...source, memberId }, rules.windowSeconds);
    const { name_recent: recent } = await selectSourceFailures(pool, { brandId, ...source }, rules);
    if (memberId !== undefined && recent >= rules.burstFailures) {
      const target = { brandId, usernameKey: source.usernameKey, memberId };
      const foreign = await countForeignFailures(pool, target, rules.burstSeconds);
      if (foreign >= rules.burstFailures) {
        await inTransaction(pool, async (client) => {
          if (!(await claimBurstAlert(client, memberId, rules.alertQuietSeconds))) return;
          await messages.sendWithin(client, {
            memberId,
            kind: 'login_failures_burst',
            params: { count: String(foreign), minutes: String(rules.burstSeconds / 60) },
          });
        });
      }
    }
    return recent;
  }

  /** The right credential from the source: its failures of that name are forgiven. */
  async function forgive(source: LoginSource): Promise<void> {
    await deletePairFailures(pool, { brandId, ...source });
  }

  return { gate, recordFailure, forgive };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
