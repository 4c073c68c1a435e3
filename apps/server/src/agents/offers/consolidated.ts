import type { Pool } from '../../platform/database/pool.ts';
import { selectLatestPayout } from '../settlement/tables.ts';
import { selectContractsOf } from './tables.ts';
import type { ContractRow } from './tables.ts';

/** The contract fields of the consolidated funds call (spec section 3), from the member's real contracts. */
export interface ConsolidatedContracts {
  dailysalreqtype: string | null;
  divtypereq: string | null;
  contracthoursalreq: string | null;
  contractDailySalaryInfo: Record<string, unknown> | null;
  contractHourlySalaryInfo: Record<string, unknown> | null;
  dailySalaryInfo: Record<string, unknown> | null;
  dividendInfo: Record<string, unknown> | null;
}

const asking: ReadonlyArray<ContractRow['state']> = ['offered', 'termination_requested'];
const standing: ReadonlyArray<ContractRow['state']> = ['signed', 'termination_requested'];

function contractInfo(row: ContractRow | undefined): Record<string, unknown> | null {
  if (row === undefined) return null;
  return {
    id: row.id.toString(),
    state: row.state,
    upline: row.upline_username,
    terms: row.terms,
    signedAt: row.signed_at?.toISOString() ?? null,
  };
}

/**
 * Decisions (docs/agent-contracts.md): a `…req…` field is the state of the member's contract of that
 * kind waiting for its answer (an offer, or a termination asked), else null; a `contract…Info` the
 * standing contract of that kind; `dailySalaryInfo` and `dividendInfo` the standing contract with
 * its latest payout. A member with no contract gets nulls, never a made-up figure.
 */
export async function consolidatedContractsOf(pool: Pool, memberId: bigint): Promise<ConsolidatedContracts> {
  const { held } = await selectContractsOf(pool, memberId);
  const waiting = (kind: string) =>
    held.find((row) => row.kind === kind && asking.includes(row.state))?.state ?? null;
  const stands = (kind: string) => held.find((row) => row.kind === kind && standing.includes(row.state));
  const withPayout = async (kind: string) => {
    const info = contractInfo(stands(kind));
    if (info === null) return null;
    const latest = await selectLatestPayout(pool, memberId, kind);
    return {
      ...info,
      latestPayout:
        latest === undefined
          ? null
          : {
              periodKey: latest.period_key,
              amount: latest.amount.toString(),
              paidAt: latest.created_at.toISOString(),
            },
    };
  };
  return {
    dailysalreqtype: waiting('daily_salary'),
    divtypereq: waiting('dividend'),
    contracthoursalreq: waiting('hourly_salary'),
    contractDailySalaryInfo: contractInfo(stands('daily_salary')),
    contractHourlySalaryInfo: contractInfo(stands('hourly_salary')),
    dailySalaryInfo: await withPayout('daily_salary'),
    dividendInfo: await withPayout('dividend'),
  };
}
