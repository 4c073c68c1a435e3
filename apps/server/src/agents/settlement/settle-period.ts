import type { AgentSettlement, ContractTermsValue, SettlementRun } from '@lotus/contract/agent-contracts';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { tieredPay } from '../contracts/index.ts';
import type { MemberPeriodFigures, Period, TieredStatement, TieredTerms } from '../contracts/index.ts';
import type { AgentSettlementSources } from '../needs.ts';
import { termsFromWire } from '../offers/terms.ts';
import {
  claimSettlement,
  finishSettlement,
  insertPayout,
  selectContractsStandingAt,
  selectSettlement,
} from './tables.ts';
import type { SettlementRow } from './tables.ts';

export type TieredKind = 'dividend' | 'daily_salary' | 'hourly_salary';

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
function statementOf(statement: TieredStatement, terms: ContractTermsValue, accounts: Map<string, string>) {
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

  async function settle(kind: TieredKind, period: Period): Promise<SettlementRun> {
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
        const accounts = await sources.team.accountsOf([
          ...new Set(
            statements.flatMap((statement) => statement.deductions.map((entry) => BigInt(entry.agentId))),
          ),
        ]);
        for (const statement of statements) {
          const agentId = BigInt(statement.agentId);
          const held = holders.get(statement.agentId)!;
          let journalId: bigint | null = null;
          if (statement.pay > 0n) {
            const posted = await sources.ledger.postWithin(client, {
              idempotencyKey: `agent-pay:${kind}:${period.key}:${statement.agentId}`,
              kind: 'commission',
              memo: `${kind} ${period.key}`,
              postings: [
                { account: { memberId: agentId, kind: 'main' }, amount: statement.pay },
                { account: { house: 'agent_commissions' }, amount: -statement.pay },
              ],
            });
            journalId = posted.journalId;
            paid += statement.pay;
          }
          await insertPayout(client, {
            settlementId: id,
            agentId,
            contractId: held.contractId,
            kind,
            periodKey: period.key,
            amount: statement.pay,
            statement: statementOf(statement, held.terms, accounts),
            journalId,
          });
        }
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
