import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { drawRound } from './kinds.ts';
import type { SimulatorGame } from './kinds.ts';
import { drawLotteryNumber, lotteryNumberText, lotteryOutcome } from './paytable.ts';
import type { SimulatorFaults, SimulatorTally } from './settings.ts';
import type { WalletAnswer, WalletClient } from './wallet-client.ts';
import { chance } from './wallet-client.ts';

export interface RoundRequest {
  vendor: string;
  game: string;
  /** How the game is played (kinds.ts): its kind, its picks, its declared return. */
  table: SimulatorGame;
  playerId: string;
  token: string;
  stake: bigint;
  /** The lottery only: the player's number 0–99; without one the vendor picks for the player. */
  pick?: number;
  /** A table's pick (`banker`, `home`, `meron`…), checked against the game's picks by the caller. */
  side?: string;
}

/**
 * What the simulator believes happened in one round: its log line. `betStands` is true when the
 * platform took the stake and it was not rolled back; the player's money moved by `win − stake`
 * exactly when it does (and by nothing otherwise).
 */
export interface RoundLog {
  roundId: string;
  betTransactionId: string;
  vendor: string;
  game: string;
  playerId: string;
  stake: string;
  betStands: boolean;
  win: string;
  outcome: string | null;
  /** The lottery's numbers (two digits): the player's pick, and the draw once the bet stands. */
  lottery: { pick: string; draw: string | null } | null;
  /** What the player bet on at a table (`banker`, `home`, `meron`), null where there is no choice. */
  side: string | null;
  /** What the round drew, exactly as the page shows it (reels, cards, dice, score), once the bet stands. */
  scene: Record<string, unknown> | null;
  /** played | refused (the bet was refused: `code`) | cancelled (rolled back) | unsettled (credit never answered). */
  status: 'played' | 'refused' | 'cancelled' | 'unsettled';
  code: string | null;
  /** The balance the platform answered last in this round, when one was answered. */
  balance: string | null;
  currency: string | null;
}

const errorCode = (answer: WalletAnswer) => (answer.lost ? 'lost' : (answer.envelope.error?.code ?? null));
const valueOf = (answer: WalletAnswer, field: string): string | null => {
  if (answer.lost || !answer.envelope.success) return null;
  const value = answer.envelope.value?.[field];
  return typeof value === 'string' ? value : null;
};

/**
 * Plays rounds the way a vendor does: debit the stake (with the launch token), draw the outcome,
 * credit the win (0 for a loss). A debit whose answer is lost is retried with the same id or,
 * as often, abandoned and rolled back by its id; now and then the rollback is sent before the bet
 * (the platform keeps a tombstone and must refuse the late bet) or races it.
 */
export function createRoundPlayer(deps: {
  wallet: WalletClient;
  faults: SimulatorFaults;
  tally: SimulatorTally;
}) {
  const { wallet, faults, tally } = deps;

  async function rollback(
    request: RoundRequest,
    ids: { roundId: string; betId: string },
    log: FastifyBaseLogger,
  ): Promise<WalletAnswer> {
    tally.rollbacks += 1;
    const body = { playerId: request.playerId, transactionId: ids.betId, roundId: ids.roundId };
    // A rollback must land: retried far longer than a bet.
    const answer = await wallet.send(request.vendor, 'rollback', body, log, faults.maxAttempts * 4);
    if (!answer.lost && answer.envelope.success) {
      if (answer.envelope.value?.rolledBack === true) tally.rollbacksRefunded += 1;
      else tally.rollbacksOfUntakenBets += 1;
    }
    return answer;
  }

  /** The round's outcome, drawn only once the bet stands: a table's line, or the lottery's draw against the pick. */
  function drawFor(request: RoundRequest, pick: number | null, entry: RoundLog): bigint {
    if (request.table.kind !== 'lotto') {
      const drawn = drawRound(request.table, entry.side ?? '');
      entry.outcome = drawn.outcome;
      entry.scene = drawn.scene;
      // Pays are hundredths of the stake, floored to the unit.
      return (request.stake * BigInt(drawn.pays)) / 100n;
    }
    if (pick === null) throw new Error('a lottery round is played on a number');
    const draw = drawLotteryNumber();
    entry.lottery = { pick: lotteryNumberText(pick), draw: lotteryNumberText(draw) };
    const outcome = lotteryOutcome(pick, draw);
    entry.outcome = outcome.outcome;
    return request.stake * outcome.multiplier;
  }

  async function play(request: RoundRequest, log: FastifyBaseLogger): Promise<RoundLog> {
    tally.rounds += 1;
    const roundId = `r-${randomUUID()}`;
    const betId = `bet-${randomUUID()}`;
    const ids = { roundId, betId };
    const entry: RoundLog = {
      roundId,
      betTransactionId: betId,
      vendor: request.vendor,
      game: request.game,
      playerId: request.playerId,
      stake: request.stake.toString(),
      betStands: false,
      win: '0',
      outcome: null,
      lottery: null,
      side: request.side ?? null,
      scene: null,
      status: 'cancelled',
      code: null,
      balance: null,
      currency: null,
    };
    // A lottery bet is on a number, chosen before the bet is placed (a quick pick when none was given).
    const pick = request.table.kind === 'lotto' ? (request.pick ?? drawLotteryNumber()) : null;
    if (pick !== null) entry.lottery = { pick: lotteryNumberText(pick), draw: null };
    const debitBody = {
      playerId: request.playerId,
      token: request.token,
      transactionId: betId,
      roundId,
      gameCode: request.game,
      amount: request.stake.toString(),
    };

    if (chance() < faults.earlyRollbackRate) {
      // The bet is cancelled before (or while) it reaches the platform: never charged either way.
      const racing = chance() < 0.5;
      const late = racing
        ? Promise.all([rollback(request, ids, log), wallet.send(request.vendor, 'debit', debitBody, log)])
        : rollback(request, ids, log).then(
            async (first) => [first, await wallet.send(request.vendor, 'debit', debitBody, log)] as const,
          );
      const [cancelled, debit] = await late;
      if (errorCode(debit) === 'error_vendor_transaction_rolled_back') tally.lateDebitsRefused += 1;
      entry.code = errorCode(debit);
      entry.balance = valueOf(cancelled, 'balance');
      entry.currency = valueOf(cancelled, 'currency');
      return entry;
    }

    // A bet whose answer was lost is, half the time, given up on at once and rolled back.
    const debit = await wallet.send(
      request.vendor,
      'debit',
      debitBody,
      log,
      chance() < 0.5 ? 1 : faults.maxAttempts,
    );
    if (debit.lost) {
      const cancelled = await rollback(request, ids, log);
      entry.code = cancelled.lost ? 'lost' : null;
      entry.balance = valueOf(cancelled, 'balance');
      entry.currency = valueOf(cancelled, 'currency');
      return entry;
    }
    if (!debit.envelope.success) {
      tally.refusedBets += 1;
      entry.status = 'refused';
      entry.code = errorCode(debit);
      const balance = debit.envelope.error?.params?.balance;
      entry.balance = typeof balance === 'string' ? balance : null;
      return entry;
    }
    entry.betStands = true;
    const win = drawFor(request, pick, entry);
    const credit = await wallet.send(
      request.vendor,
      'credit',
      { playerId: request.playerId, transactionId: `win-${roundId}`, roundId, amount: win.toString() },
      log,
      faults.maxAttempts * 4,
    );
    if (credit.lost || !credit.envelope.success) {
      // Left open: a real vendor's settlement job would send it again. Logged, never guessed.
      entry.status = 'unsettled';
      entry.code = errorCode(credit);
      log.error({ roundId, code: entry.code }, 'vendor simulator: a win was not credited');
      return entry;
    }
    entry.status = 'played';
    entry.win = win.toString();
    entry.balance = valueOf(credit, 'balance');
    entry.currency = valueOf(credit, 'currency');
    return entry;
  }

  return { play };
}

export type RoundPlayer = ReturnType<typeof createRoundPlayer>;
