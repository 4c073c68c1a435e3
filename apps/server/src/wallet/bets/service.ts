import type {
  BetRecord,
  BetRecordPage,
  BetRecordQuery,
  ProfitLoss,
  ProfitLossQuery,
} from '@lotus/contract/bets';
import type { GameType } from '@lotus/contract/values';
import { betQueryMaxDays } from '@lotus/contract/bets/schemas';
import { gameTypes } from '@lotus/contract/values';
import type { Pool } from '../../platform/database/pool.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { BetRow, ProfitLossRow } from './tables.ts';
import { selectMemberRounds, selectProfitLoss } from './tables.ts';

/** Days of the default range: today and the 6 days before it. */
const defaultRangeDays = 7;
const dayMs = 86_400_000;

/** Today's date (YYYY-MM-DD) in the time zone. */
function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The range asked for, checked; `to` defaults to today, `from` to 6 days before `to`. */
export function resolveRange(query: { from?: string; to?: string }, timeZone: string, now: Date) {
  const to = query.to ?? todayIn(timeZone, now);
  const from = query.from ?? addDays(to, -(defaultRangeDays - 1));
  if (from > to) throw new AppError('error_validation', { fields: { from: 'must not be after to' } });
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs + 1;
  if (days > betQueryMaxDays) {
    throw new AppError('error_validation', { fields: { to: `at most ${betQueryMaxDays} days after from` } });
  }
  return { from, to };
}

/** A row of `bets` as the betting record shows it. */
export function recordView(row: BetRow): BetRecord {
  return {
    id: row.id.toString(),
    vendor: row.vendor_code,
    gameCode: row.game_code,
    gameType: row.game_type as GameType,
    roundId: row.round_id,
    status: row.status,
    stake: row.stake.toString(),
    rolledBackStake: row.rolled_back_stake.toString(),
    payout: row.payout.toString(),
    net: row.status === 'settled' ? (row.payout - row.stake).toString() : null,
    currency: row.currency,
    placedAt: row.placed_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}

function figures(rows: readonly ProfitLossRow[]) {
  const rounds = rows.reduce((sum, row) => sum + row.rounds, 0n);
  const stake = rows.reduce((sum, row) => sum + row.stake, 0n);
  const payout = rows.reduce((sum, row) => sum + row.payout, 0n);
  return {
    rounds: Number(rounds),
    stake: stake.toString(),
    payout: payout.toString(),
    net: (payout - stake).toString(),
  };
}

/**
 * The member's side of the bets: the betting record (their own rounds, newest first) and profit
 * and loss (settled rounds per day of settlement in the brand's time zone, and per game type).
 * Every query is the session member's own: no member id comes from the request.
 */
export function createBetsService(deps: {
  pool: Pool;
  brand: { currency: string; time_zone: string };
  now?: () => Date;
}) {
  const { pool, brand } = deps;
  const now = deps.now ?? (() => new Date());

  async function record(memberId: bigint, query: BetRecordQuery): Promise<BetRecordPage> {
    const range = resolveRange(query, brand.time_zone, now());
    const { rows, total } = await selectMemberRounds(pool, {
      memberId,
      ...range,
      timeZone: brand.time_zone,
      gameType: query.gameType ?? null,
      status: query.status ?? null,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return {
      content: rows.map(recordView),
      page: query.page,
      size: query.size,
      total,
      ...range,
      timeZone: brand.time_zone,
    };
  }

  async function profitLoss(memberId: bigint, query: ProfitLossQuery): Promise<ProfitLoss> {
    const range = resolveRange(query, brand.time_zone, now());
    const base = { memberId, ...range, timeZone: brand.time_zone };
    const byDay = await selectProfitLoss(pool, { ...base, by: 'day' });
    const byGameType = await selectProfitLoss(pool, { ...base, by: 'gameType' });
    const typeRows = new Map(byGameType.map((row) => [row.key, row]));
    return {
      ...range,
      timeZone: brand.time_zone,
      currency: brand.currency,
      days: byDay.map((row) => ({ date: row.key, ...figures([row]) })),
      gameTypes: gameTypes.flatMap((gameType) => {
        const row = typeRows.get(gameType);
        return row ? [{ gameType, ...figures([row]) }] : [];
      }),
      total: figures(byDay),
    };
  }

  return { record, profitLoss };
}

export type BetsService = ReturnType<typeof createBetsService>;
