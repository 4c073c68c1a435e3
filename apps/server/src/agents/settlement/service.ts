import type { AgentSettlementPage, IncomePage, SettlementRun } from '@lotus/contract/agent-contracts';
import type { Pool } from '../../platform/database/pool.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { periodOfKey } from '../contracts/index.ts';
import type { SettledKind, TieredSettlement } from './settle-period.ts';
import { settlementView } from './settle-period.ts';
import { selectPayoutsOf, selectSettlementPage } from './tables.ts';

/** The agent's income, the operator's list of settlements and a re-run by period key. */
export function createSettlementReads(deps: {
  pool: Pool;
  brandId: number;
  currency: string;
  settlement: TieredSettlement;
}) {
  async function income(agentId: bigint, page: { page: number; size: number }): Promise<IncomePage> {
    const rows = await selectPayoutsOf(deps.pool, agentId, {
      limit: page.size,
      offset: (page.page - 1) * page.size,
    });
    return {
      content: rows.map((row) => ({
        id: row.id.toString(),
        kind: row.kind,
        periodKey: row.period_key,
        periodStart: row.period_start.toISOString(),
        periodEnd: row.period_end.toISOString(),
        amount: row.amount.toString(),
        currency: deps.currency,
        contractId: row.contract_id?.toString() ?? null,
        statement: row.statement,
        paidAt: row.created_at.toISOString(),
      })),
      page: page.page,
      size: page.size,
      total: rows[0]?.total ?? 0,
    };
  }

  async function list(filter: { kind?: string; page: number; size: number }): Promise<AgentSettlementPage> {
    const { rows, total } = await selectSettlementPage(deps.pool, deps.brandId, {
      kind: filter.kind,
      limit: filter.size,
      offset: (filter.page - 1) * filter.size,
    });
    return { content: rows.map(settlementView), page: filter.page, size: filter.size, total };
  }

  /** Operator: settle a period now (or answer its settlement): the same exactly-once claim as the job. */
  async function run(kind: string, periodKey: string): Promise<SettlementRun> {
    const period = periodOfKey(periodKey);
    const unitFits =
      period !== null &&
      (kind === 'daily_salary'
        ? period.unit === 'D'
        : kind === 'hourly_salary'
          ? period.unit === 'HR'
          : kind === 'real_time_salary'
            ? period.unit === 'RT'
            : kind === 'dividend' && ['D', 'W', 'H', 'M'].includes(period.unit));
    if (period === null || !unitFits) {
      throw new AppError('error_validation', { fields: { periodKey: 'not a period of this kind' } });
    }
    return deps.settlement.settle(kind as SettledKind, period);
  }

  return { income, list, run };
}

export type SettlementReads = ReturnType<typeof createSettlementReads>;
