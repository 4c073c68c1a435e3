import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { pathOf } from '@lotus/contract/call';
import { vendorBalance, vendorCredit, vendorDebit, vendorRollback } from '@lotus/contract/vendor-wallet';
import { vendorRequestHeaders } from '../vendor-wallet/index.ts';
import type { SimulatorSecrets } from './secrets.ts';
import type { SimulatorFaults, SimulatorTally } from './settings.ts';

export type WalletCall = 'balance' | 'debit' | 'credit' | 'rollback';

/** The platform's wallet calls, as declared (a real vendor reads the same in docs/vendor-wallet-api.md). */
const walletCalls = {
  balance: vendorBalance,
  debit: vendorDebit,
  credit: vendorCredit,
  rollback: vendorRollback,
} as const satisfies Record<WalletCall, { path: string }>;

/** The platform's envelope as the vendor reads it. */
export interface WalletEnvelope {
  success: boolean;
  value: Record<string, unknown> | null;
  error?: { code: string; message?: string; params?: Record<string, unknown> };
}

/** A decided answer (2xx or 4xx), or `lost` when no attempt got one. */
export type WalletAnswer = { lost: false; status: number; envelope: WalletEnvelope } | { lost: true };

/** Codes that mean nothing was decided: the same transaction is sent again. */
const undecidedCodes = new Set(['error_system', 'error_rate_limited', 'error_vendor_round_unknown']);

class AttemptLost extends Error {}

/** A uniform number in [0, 1) from node:crypto. */
export function chance(): number {
  return randomInt(0, 1_000_000) / 1_000_000;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two answers to one transaction agree: the same outcome, code and value (a replay is byte for byte the first). */
function sameAnswer(first: WalletEnvelope, second: WalletEnvelope): boolean {
  return (
    first.success === second.success &&
    first.error?.code === second.error?.code &&
    JSON.stringify(first.value) === JSON.stringify(second.value)
  );
}

/**
 * The simulator's HTTP client of the platform's wallet API: every call signed, sent over real HTTP
 * to `walletUrl`, with the faults of a real vendor's network. An attempt may be aborted early (its
 * answer lost: the platform may or may not have decided it), may be sent twice, and is retried
 * with the same transaction id after a timeout, a network error, a 5xx or an undecided code,
 * with exponential backoff.
 */
export function createWalletClient(deps: {
  walletUrl: string;
  secrets: SimulatorSecrets;
  faults: SimulatorFaults;
  tally: SimulatorTally;
}) {
  const { faults, tally } = deps;

  async function attempt(vendor: string, call: WalletCall, raw: string, log: FastifyBaseLogger) {
    const secret = await deps.secrets.secretOf(vendor, log);
    // A lost answer: the request leaves, and the vendor stops listening 0-20 ms later, as when a
    // connection drops mid-request. Whether the platform saw it (or even decided it) is what the
    // vendor cannot know.
    const lose = chance() < faults.lossRate;
    const signal = AbortSignal.timeout(lose ? randomInt(0, 21) : faults.timeoutMs);
    tally.calls += 1;
    try {
      const response = await fetch(`${deps.walletUrl}${pathOf(walletCalls[call].path, { vendor })}`, {
        method: 'POST',
        headers: { ...vendorRequestHeaders(secret, raw), 'accept-language': 'en' },
        body: raw,
        signal,
      });
      const envelope = (await response.json()) as WalletEnvelope;
      if (response.status === 401 && envelope.error?.code === 'error_vendor_signature_invalid') {
        tally.signatureRefusals += 1;
        deps.secrets.forget(vendor);
        log.warn(
          { vendor },
          'vendor simulator: the platform refused our signature (secret rotated by the operator?); the next call re-syncs the secret',
        );
      }
      if (response.status >= 500) throw new AttemptLost(`HTTP ${response.status}`);
      return { status: response.status, envelope };
    } catch (error) {
      if (error instanceof AttemptLost) throw error;
      tally.timeouts += 1;
      throw new AttemptLost(error instanceof Error ? error.name : 'lost');
    }
  }

  /** One attempt, sent twice now and then; both answers must agree. */
  async function attemptMaybeTwice(vendor: string, call: WalletCall, raw: string, log: FastifyBaseLogger) {
    if (chance() >= faults.duplicateRate) return attempt(vendor, call, raw, log);
    tally.duplicatesSent += 1;
    const once = () => attempt(vendor, call, raw, log);
    // Half the copies race the original (a retry fired while the first is still running).
    const answers =
      chance() < 0.5
        ? await Promise.allSettled([once(), once()])
        : [...(await Promise.allSettled([once()])), ...(await Promise.allSettled([once()]))];
    const decided = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
    const [first, second] = decided;
    // A transaction's answers are kept, so its copies must agree; a balance may move in between.
    const kept = (answer: { envelope: WalletEnvelope }) =>
      !undecidedCodes.has(answer.envelope.error?.code ?? '');
    if (
      call !== 'balance' &&
      first &&
      second &&
      kept(first) &&
      kept(second) &&
      !sameAnswer(first.envelope, second.envelope)
    ) {
      tally.duplicateMismatches += 1;
      log.error(
        { vendor, call, first: first.envelope, second: second.envelope },
        'vendor simulator: duplicate answered differently',
      );
    }
    if (!first) throw new AttemptLost('both copies lost');
    return first;
  }

  /**
   * Sends one transaction until it is decided, or `attempts` tries were lost (then `{ lost: true }`).
   * `undecided` codes (nothing recorded, such as a credit ahead of its bet) are retried too.
   */
  async function send(
    vendor: string,
    call: WalletCall,
    body: Record<string, string>,
    log: FastifyBaseLogger,
    attempts: number = faults.maxAttempts,
  ): Promise<WalletAnswer> {
    // Serialised once and signed as sent; every retry sends these bytes again.
    const raw = JSON.stringify(body);
    // An unknown or non-simulator vendor fails here, before any attempt, and is not retried.
    await deps.secrets.secretOf(vendor, log);
    for (let tried = 1; ; tried += 1) {
      try {
        const answer = await attemptMaybeTwice(vendor, call, raw, log);
        const code = answer.envelope.error?.code;
        if (code === undefined || !undecidedCodes.has(code) || tried >= attempts) {
          return { lost: false, ...answer };
        }
      } catch (error) {
        if (!(error instanceof AttemptLost)) throw error;
        if (tried >= attempts) return { lost: true };
      }
      tally.retries += 1;
      const wait = Math.min(1000, faults.backoffMs * 2 ** (tried - 1));
      await sleep(wait / 2 + randomInt(0, Math.max(1, Math.ceil(wait / 2))));
    }
  }

  return { send };
}

export type WalletClient = ReturnType<typeof createWalletClient>;
