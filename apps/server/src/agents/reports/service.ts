import type {
  TeamBets,
  TeamBetsQuery,
  TeamProfitLoss,
  TeamProfitLossQuery,
  TeamTransactionPage,
  TeamTransactionsQuery,
} from '@lotus/contract/agents';
import { AppError } from '../../platform/http/app-error.ts';
import { startOfDayIn } from '../../platform/time/days.ts';
import type { AgentReportSources, AgentTeam } from '../needs.ts';

type TransactionKind = TeamTransactionPage['content'][number]['kind'];

/** The journal kinds behind each kind of team transaction (a withdrawal: its hold, and the release of a refused one). */
const journalKindsOf: Record<TransactionKind, readonly string[]> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal_hold', 'withdrawal_release'],
  transfer: ['transfer'],
  bonus: ['bonus'],
  rebate: ['rebate'],
  commission: ['commission'],
  adjustment: ['adjustment'],
};
const transactionKindOf = (journalKind: string): TransactionKind =>
  (Object.keys(journalKindsOf) as TransactionKind[]).find((kind) =>
    journalKindsOf[kind].includes(journalKind),
  )!;

const sum = (values: readonly bigint[]) => values.reduce((total, value) => total + value, 0n);

/**
 * The agent site's team reports (team betting, team transactions, downline profit and loss): only
 * the caller's own team, a member outside it not found; each figure from the domain that owns it.
 */
export function createTeamReports(deps: {
  team: AgentTeam;
  sources: AgentReportSources;
  brand: { currency: string; time_zone: string };
}) {
  const { team, sources, brand } = deps;
  const rangeOf = (query: { from: string; to: string }) => ({
    from: startOfDayIn(query.from, brand.time_zone),
    to: startOfDayIn(query.to, brand.time_zone, 1),
    timeZone: brand.time_zone,
  });

  /** The team's member ids, or the one member asked for when it is in the team. */
  async function membersOf(agentId: bigint, memberId: string | undefined): Promise<bigint[]> {
    if (memberId === undefined) return team.memberIds(agentId);
    const id = BigInt(memberId);
    if (!(await team.inTeam(agentId, id))) throw new AppError('error_not_found');
    return [id];
  }

  async function bets(agentId: bigint, query: TeamBetsQuery): Promise<TeamBets> {
    const ids = await membersOf(agentId, query.memberId);
    const range = rangeOf(query);
    const wantsLottery = query.gameType === undefined || query.gameType === 'lottery';
    const [rounds, lottery] = await Promise.all([
      sources.wallet.byDayAndType(ids, range, query.gameType ?? null),
      wantsLottery ? sources.lottery.byDay(ids, range) : Promise.resolve({ days: new Map(), bettors: [] }),
    ]);
    const rows = new Map<string, TeamBets['rows'][number]>();
    const add = (
      day: string,
      gameType: TeamBets['rows'][number]['gameType'],
      figures: { bettors: number; rounds: number; validBets: bigint; payouts: bigint },
    ) => {
      const key = `${day} ${gameType}`;
      const before = rows.get(key);
      const validBets = figures.validBets + BigInt(before?.validBets ?? 0);
      const payouts = figures.payouts + BigInt(before?.payouts ?? 0);
      rows.set(key, {
        day,
        gameType,
        // The house lottery's players and a vendor lottery's are counted apart: one who played both counts twice.
        bettors: figures.bettors + (before?.bettors ?? 0),
        rounds: figures.rounds + (before?.rounds ?? 0),
        validBets: validBets.toString(),
        payouts: payouts.toString(),
        netLoss: (validBets - payouts).toString(),
      });
    };
    for (const row of rounds) {
      add(row.day, row.game_type as TeamBets['rows'][number]['gameType'], {
        bettors: row.bettors,
        rounds: row.rounds,
        validBets: row.valid_bets,
        payouts: row.payouts,
      });
    }
    for (const [day, figures] of lottery.days) add(day, 'lottery', figures);
    const list = [...rows.values()].sort((a, b) =>
      a.day === b.day ? a.gameType.localeCompare(b.gameType) : a.day < b.day ? 1 : -1,
    );
    const validBets = sum(list.map((row) => BigInt(row.validBets)));
    const payouts = sum(list.map((row) => BigInt(row.payouts)));
    return {
      currency: brand.currency,
      rows: list,
      totals: {
        rounds: list.reduce((count, row) => count + row.rounds, 0),
        validBets: validBets.toString(),
        payouts: payouts.toString(),
        netLoss: (validBets - payouts).toString(),
      },
    };
  }

  async function transactions(agentId: bigint, query: TeamTransactionsQuery): Promise<TeamTransactionPage> {
    const members = await team.levels(agentId);
    const byId = new Map(members.map((member) => [member.id, member]));
    let ids = members.map((member) => member.id);
    if (query.memberId !== undefined) {
      const id = BigInt(query.memberId);
      if (!byId.has(id)) throw new AppError('error_not_found');
      ids = [id];
    }
    const range = rangeOf(query);
    const kinds =
      query.kind === undefined ? Object.values(journalKindsOf).flat() : journalKindsOf[query.kind];
    const rows = await sources.wallet.postings(ids, {
      from: range.from,
      to: range.to,
      kinds,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return {
      content: rows.map((row) => ({
        id: row.id.toString(),
        time: row.created_at.toISOString(),
        account: byId.get(row.member_id)!.username,
        level: byId.get(row.member_id)!.level,
        kind: transactionKindOf(row.kind),
        amount: row.amount.toString(),
        balanceAfter: row.balance_after.toString(),
        currency: brand.currency,
      })),
      page: query.page,
      size: query.size,
      total: rows[0]?.total ?? 0,
    };
  }

  async function profitLoss(agentId: bigint, query: TeamProfitLossQuery): Promise<TeamProfitLoss> {
    const members = await team.levels(agentId);
    const ids = members.map((member) => member.id);
    const range = rangeOf(query);
    const [wallet, lottery] = await Promise.all([
      sources.wallet.byMember(range, ids),
      sources.lottery.byMember(range, ids),
    ]);
    const figures = members.flatMap((member) => {
      const own = wallet.get(member.id);
      const lotto = lottery.get(member.id);
      if (own === undefined && lotto === undefined) return [];
      const validBets = (own?.validBets ?? 0n) + (lotto?.validBets ?? 0n);
      const payouts = (own?.payouts ?? 0n) + (lotto?.payouts ?? 0n);
      const bonuses = own?.bonuses ?? 0n;
      return [{ member, validBets, payouts, bonuses, netLoss: validBets - payouts - bonuses }];
    });
    const text = (entry: { validBets: bigint; payouts: bigint; bonuses: bigint; netLoss: bigint }) => ({
      validBets: entry.validBets.toString(),
      payouts: entry.payouts.toString(),
      bonuses: entry.bonuses.toString(),
      netLoss: entry.netLoss.toString(),
    });
    const totals = text({
      validBets: sum(figures.map((entry) => entry.validBets)),
      payouts: sum(figures.map((entry) => entry.payouts)),
      bonuses: sum(figures.map((entry) => entry.bonuses)),
      netLoss: sum(figures.map((entry) => entry.netLoss)),
    });
    let rows: TeamProfitLoss['rows'];
    if (query.by === 'level') {
      const levels = new Map<
        number,
        { validBets: bigint; payouts: bigint; bonuses: bigint; netLoss: bigint; members: number }
      >();
      for (const entry of figures) {
        const level = levels.get(entry.member.level) ?? {
          validBets: 0n,
          payouts: 0n,
          bonuses: 0n,
          netLoss: 0n,
          members: 0,
        };
        levels.set(entry.member.level, {
          validBets: level.validBets + entry.validBets,
          payouts: level.payouts + entry.payouts,
          bonuses: level.bonuses + entry.bonuses,
          netLoss: level.netLoss + entry.netLoss,
          members: level.members + 1,
        });
      }
      rows = [...levels.entries()]
        .sort(([a], [b]) => a - b)
        .map(([level, entry]) => ({
          level,
          id: null,
          account: null,
          members: entry.members,
          ...text(entry),
        }));
    } else {
      rows = figures
        .sort((a, b) => (a.netLoss === b.netLoss ? 0 : a.netLoss > b.netLoss ? -1 : 1))
        .map((entry) => ({
          level: entry.member.level,
          id: entry.member.id.toString(),
          account: entry.member.username,
          members: 1,
          ...text(entry),
        }));
    }
    const start = (query.page - 1) * query.size;
    return {
      by: query.by,
      currency: brand.currency,
      rows: rows.slice(start, start + query.size),
      page: query.page,
      size: query.size,
      total: rows.length,
      totals,
    };
  }

  return { bets, transactions, profitLoss };
}

export type TeamReports = ReturnType<typeof createTeamReports>;
