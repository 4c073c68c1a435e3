import type { TeamOverview, TeamOverviewQuery } from '@lotus/contract/agents';
import { startOfDayIn } from '../../platform/time/days.ts';
import type { AgentFigureSources } from '../needs.ts';

type DayFigures = TeamOverview['days'][number];

/** Every calendar day from `from` to `to`, both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day.toISOString().slice(0, 10) <= to;) {
    days.push(day.toISOString().slice(0, 10));
    day = new Date(day.getTime() + 86_400_000);
  }
  return days;
}

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);

/**
 * The agent site's overview: the caller's team (the agent included) over whole days of the brand's
 * clock, each figure read from the domain that owns it, with a row for every day (charts draw them).
 */
export function createAgentOverview(deps: {
  sources: AgentFigureSources;
  timeZone: string;
  currency: string;
}) {
  const { sources, timeZone } = deps;

  async function overview(agentId: bigint, query: TeamOverviewQuery): Promise<TeamOverview> {
    const range = {
      from: startOfDayIn(query.from, timeZone),
      to: startOfDayIn(query.to, timeZone, 1),
      timeZone,
    };
    const memberIds = await sources.team.memberIds(agentId);
    const [joined, wallet, lottery, cash] = await Promise.all([
      sources.team.joinedByDay(agentId, range),
      sources.wallet.byDay(memberIds, range),
      sources.lottery.byDay(memberIds, range),
      sources.cash.byDay(memberIds, range),
    ]);
    const days: DayFigures[] = daysBetween(query.from, query.to).map((day) => {
      const bets = wallet.days.get(day);
      const lotto = lottery.days.get(day);
      const money = cash.get(day);
      const validBets = (bets?.validBets ?? 0n) + (lotto?.validBets ?? 0n);
      const payouts = (bets?.payouts ?? 0n) + (lotto?.payouts ?? 0n);
      const bonuses = bets?.bonuses ?? 0n;
      return {
        day,
        newMembers: joined.get(day) ?? 0,
        deposits: (money?.deposits ?? 0n).toString(),
        withdrawals: (money?.withdrawals ?? 0n).toString(),
        validBets: validBets.toString(),
        payouts: payouts.toString(),
        bonuses: bonuses.toString(),
        netLoss: (validBets - payouts - bonuses).toString(),
      };
    });
    const total = (field: 'deposits' | 'withdrawals' | 'validBets' | 'payouts' | 'bonuses' | 'netLoss') =>
      sum(days.map((day) => BigInt(day[field]))).toString();
    // The agent's own commissions: the wallet read them for the whole team, so ask for the agent alone.
    const own = await sources.wallet.byDay([agentId], range);
    return {
      from: query.from,
      to: query.to,
      currency: deps.currency,
      teamSize: memberIds.length - 1,
      newMembers: days.reduce((count, day) => count + day.newMembers, 0),
      activeMembers: new Set([...wallet.bettors, ...lottery.bettors]).size,
      deposits: total('deposits'),
      withdrawals: total('withdrawals'),
      validBets: total('validBets'),
      payouts: total('payouts'),
      bonuses: total('bonuses'),
      netLoss: total('netLoss'),
      myIncome: sum([...own.days.values()].map((day) => day.commissions)).toString(),
      days,
    };
  }

  return { overview };
}

export type AgentOverview = ReturnType<typeof createAgentOverview>;
