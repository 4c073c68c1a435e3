import type { AgentSettlement, ContractTermsValue, SettlementRun } from '@lotus/contract/agent-contracts';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { countedRound, realTimePay, teamTree, tieredPay } from '../contracts/index.ts';
import type {
  MemberPeriodFigures,
  Period,
  RealTimeTerms,
  TieredStatement,
  TieredTerms,
} from '../contracts/index.ts';
import type { AgentSettlementSources } from '../needs.ts';
import { termsFromWire } from '../offers/terms.ts';
import {
  claimSettlement,
  finishSettlement,
  insertPayouts,
  selectContractsStandingAt,
  selectSettlement,
} from './tables.ts';
import type { SettlementRow } from './tables.ts';

export type TieredKind = 'dividend' | 'daily_salary' | 'hourly_salary';
export type SettledKind = TieredKind | 'real_time_salary';

/** One holder's pay for the period, with the statement its income line opens. */
interface PayLine {
  agentId: string;
  pay: bigint;
  statement: object;
}

export function settlementView(row: SettlementRow): AgentSettlement {
  return {
    id: row.id.toString(),
    kind: row.kind,
    periodKey: row.period_key,
    periodStart: row.period_start.toISOString(),
    periodEnd: row.period_end.toISOString(),
    agents: row.agents,
    paid: row.paid.toString(),
    settledAt: row.settled_at.toISOString(),
  };
}

/** The figures a statement keeps, as JSON (amounts as decimal strings). */
function tieredStatementOf(
  statement: TieredStatement,
  terms: ContractTermsValue,
  accounts: Map<string, string>,
) {
  return {
    teamValidBets: statement.teamValidBets.toString(),
    activeMembers: statement.activeMembers,
    base: statement.base.toString(),
    tier: statement.tier === null ? null : statement.tier + 1,
    ratePpm: statement.ratePpm,
    grossPpmUnits: statement.gross.toString(),
    deductions: statement.deductions.map((deduction) => ({
      agent: accounts.get(deduction.agentId) ?? deduction.agentId,
      ppmUnits: deduction.ppmUnits.toString(),
    })),
    pay: statement.pay.toString(),
    terms,
  };
}

/**
 * One tiered kind's settlement of one ended period (docs/agent-contracts.md): the contracts that
 * stood at the period's end (and the brand's template for top-level agents), every member's
 * figures of the period, every holder's pay by level difference, each paid in one keyed
 * `commission` journal from the agent commissions account. The settlement's row is claimed in the
 * same transaction: a second instance, a re-run or a crash never pays a period twice.
 */
export function createTieredSettlement(deps: {
  pool: Pool;
  brandId: number;
  sources: AgentSettlementSources;
  now?: () => Date;
}) {
  const { pool, brandId, sources } = deps;
  const now = deps.now ?? (() => new Date());

  type Holders = Map<string, { contractId: bigint | null; terms: ContractTermsValue }>;
  type Tree = Array<{ id: bigint; uplineId: bigint | null; type: number }>;

  /** Dividend, daily and hourly salary: every member's figures of the period, pay by tier. */
  async function tieredLines(tree: Tree, holders: Holders, period: Period): Promise<PayLine[]> {
    const range = { from: period.startsAt, to: period.endsAt };
    const [wallet, lottery, deposits] = await Promise.all([
      sources.wallet.byMember(range),
      sources.lottery.byMember(range),
      sources.cash.depositsByMember(range),
    ]);
    const figuresOf = (memberId: bigint): MemberPeriodFigures => {
      const bets = wallet.get(memberId);
      const lotto = lottery.get(memberId);
      return {
        validBets: (bets?.validBets ?? 0n) + (lotto?.validBets ?? 0n),
        payouts: (bets?.payouts ?? 0n) + (lotto?.payouts ?? 0n),
        deposits: deposits.get(memberId) ?? 0n,
        bonusesAndRebates: bets?.bonuses ?? 0n,
      };
    };
    const statements = tieredPay(
      tree.map((member) => {
        const held = holders.get(member.id.toString());
        return {
          memberId: member.id.toString(),
          uplineId: member.uplineId?.toString() ?? null,
          figures: figuresOf(member.id),
          contract: held ? (termsFromWire(held.terms) as TieredTerms) : null,
        };
      }),
    );
    const accounts = await deductedAccounts(statements);
    return statements.map((statement) => ({
      agentId: statement.agentId,
      pay: statement.pay,
      statement: tieredStatementOf(statement, holders.get(statement.agentId)!.terms, accounts),
    }));
  }

  /**
   * Real-time salary: the lottery rounds (draws) whose result was settled in the 5-minute window,
   * per player and round at each holder's rates, by level difference.
   */
  async function realTimeLines(brandTree: Tree, holders: Holders, period: Period): Promise<PayLine[]> {
    const rounds = await sources.lottery.roundsSettledIn({ from: period.startsAt, to: period.endsAt });
    const members = brandTree.map((member) => {
      const held = holders.get(member.id.toString());
      return {
        memberId: member.id.toString(),
        uplineId: member.uplineId?.toString() ?? null,
        rounds: (rounds.get(member.id) ?? []).map((round) => ({
          roundId: round.roundId,
          bets: round.bets.map((bet) => ({ ...bet, status: 'settled' as const })),
        })),
        contract: held ? (termsFromWire(held.terms) as RealTimeTerms) : null,
      };
    });
    const pays = realTimePay(members);
    const accounts = await deductedAccounts(pays);
    const byId = new Map(members.map((member) => [member.memberId, member]));
    const tree = teamTree(members);
    return pays.map((pay) => {
      const terms = holders.get(pay.agentId)!.terms;
      const minRoundBet = terms.kind === 'real_time_salary' ? BigInt(terms.minRoundBet) : 0n;
      let volume = 0n;
      let counted = 0;
      for (const memberId of tree.teamOf(pay.agentId)) {
        for (const round of byId.get(memberId)?.rounds ?? []) {
          const part = countedRound(round, minRoundBet);
          if (part.volume > 0n) counted += 1;
          volume += part.volume;
        }
      }
      return {
        agentId: pay.agentId,
        pay: pay.pay,
        statement: {
          rounds: counted,
          volume: volume.toString(),
          grossPpmUnits: pay.gross.toString(),
          deductions: pay.deductions.map((deduction) => ({
            agent: accounts.get(deduction.agentId) ?? deduction.agentId,
            ppmUnits: deduction.ppmUnits.toString(),
          })),
          pay: pay.pay.toString(),
          terms,
        },
      };
    });
  }

  async function deductedAccounts(pays: Array<{ deductions: Array<{ agentId: string }> }>) {
    return sources.team.accountsOf([
      ...new Set(pays.flatMap((pay) => pay.deductions.map((deduction) => BigInt(deduction.agentId)))),
    ]);
  }

  async function settle(kind: SettledKind, period: Period): Promise<SettlementRun> {
    if (period.endsAt.getTime() > now().getTime()) throw new AppError('error_agent_period_not_ended');
    return inTransaction(pool, async (client) => {
      const id = await claimSettlement(client, brandId, {
        kind,
        periodKey: period.key,
        start: period.startsAt,
        end: period.endsAt,
      });
      if (id === undefined) {
        const settled = (await selectSettlement(client, brandId, kind, period.key))!;
        return { settlement: settlementView(settled), alreadySettled: true };
      }
      // Most 5-minute windows settle no lottery round: then nothing is owed, and the tree is not read.
      if (kind === 'real_time_salary') {
        const rounds = await sources.lottery.roundsSettledIn({ from: period.startsAt, to: period.endsAt });
        if (rounds.size === 0) {
          await finishSettlement(client, id, 0, 0n);
          return {
            settlement: settlementView((await selectSettlement(client, brandId, kind, period.key))!),
            alreadySettled: false,
          };
        }
      }
      // A dividend pays the contracts of this period's cycle only.
      const fits = (terms: ContractTermsValue) => terms.kind !== 'dividend' || terms.cycle === period.unit;
      const [standing, template, tree] = await Promise.all([
        selectContractsStandingAt(client, brandId, kind, period.endsAt),
        sources.template(kind),
        sources.team.treeMembers(),
      ]);
      const holders = new Map<string, { contractId: bigint | null; terms: ContractTermsValue }>();
      for (const row of standing) {
        if (fits(row.terms))
          holders.set(row.agent_id.toString(), { contractId: row.contract_id, terms: row.terms });
      }
      const agentTypes = new Map(tree.map((member) => [member.id.toString(), member.type]));
      if (template !== null && fits(template)) {
        for (const member of tree) {
          const isAgent = member.type !== 0;
          const uplineType = member.uplineId === null ? 0 : (agentTypes.get(member.uplineId.toString()) ?? 0);
          if (isAgent && uplineType === 0 && !holders.has(member.id.toString())) {
            holders.set(member.id.toString(), { contractId: null, terms: template });
          }
        }
      }
      let paid = 0n;
      if (holders.size > 0) {
        const lines =
          kind === 'real_time_salary'
            ? await realTimeLines(tree, holders, period)
            : await tieredLines(tree, holders, period);
        // Every agent's journal in one batch (each keyed, by the ledger's rules), then the payouts.
        const paying = lines.filter((line) => line.pay > 0n);
        const answers = await sources.ledger.postMemberPayoutsWithin(client, {
          kind: 'commission',
          memo: `${kind} ${period.key}`,
          system: 'agent_commissions',
          payouts: paying.map((line) => ({
            memberId: BigInt(line.agentId),
            amount: line.pay,
            idempotencyKey: `agent-pay:${kind}:${period.key}:${line.agentId}`,
          })),
        });
        const journalOf = new Map(answers.map((answer) => [answer.memberId.toString(), answer.journalId]));
        for (const line of paying) paid += line.pay;
        await insertPayouts(
          client,
          lines.map((line) => ({
            settlementId: id,
            agentId: BigInt(line.agentId),
            contractId: holders.get(line.agentId)!.contractId,
            kind,
            periodKey: period.key,
            amount: line.pay,
            statement: line.statement,
            journalId: journalOf.get(line.agentId) ?? null,
          })),
        );
      }
      await finishSettlement(client, id, holders.size, paid);
      return {
        settlement: settlementView((await selectSettlement(client, brandId, kind, period.key))!),
        alreadySettled: false,
      };
    });
  }

  return { settle };
}

export type TieredSettlement = ReturnType<typeof createTieredSettlement>;
