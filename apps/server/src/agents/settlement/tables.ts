import type { ContractTermsValue } from '@lotus/contract/agent-contracts';
import type { Queryable } from '../../platform/database/pool.ts';

/** Agent settlements and payouts (migration 0050). */

export interface SettlementRow {
  id: bigint;
  kind: ContractTermsValue['kind'];
  period_key: string;
  period_start: Date;
  period_end: Date;
  agents: number;
  paid: bigint;
  settled_at: Date;
}

const settlementColumns = 'id, kind, period_key, period_start, period_end, agents, paid, settled_at';

/**
 * Claims a (kind, period) for this transaction: the row is written, or this answers nothing when
 * another transaction wrote it (it waits for that one to end first, so a crash rolls the claim back
 * with everything the settlement wrote).
 */
export async function claimSettlement(
  db: Queryable,
  brandId: number,
  claim: { kind: string; periodKey: string; start: Date; end: Date },
): Promise<bigint | undefined> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into agent_settlements (brand_id, kind, period_key, period_start, period_end)
     values ($1, $2, $3, $4, $5)
     on conflict (brand_id, kind, period_key) do nothing
     returning id`,
    [brandId, claim.kind, claim.periodKey, claim.start, claim.end],
  );
  return rows[0]?.id;
}

export async function selectSettlement(
  db: Queryable,
  brandId: number,
  kind: string,
  periodKey: string,
): Promise<SettlementRow | undefined> {
  const { rows } = await db.query<SettlementRow>(
    `select ${settlementColumns} from agent_settlements where brand_id = $1 and kind = $2 and period_key = $3`,
    [brandId, kind, periodKey],
  );
  return rows[0];
}

export async function selectSettlementPage(
  db: Queryable,
  brandId: number,
  filter: { kind?: string; limit: number; offset: number },
): Promise<{ rows: SettlementRow[]; total: number }> {
  const [page, count] = await Promise.all([
    db.query<SettlementRow>(
      `select ${settlementColumns} from agent_settlements
        where brand_id = $1 and ($2::text is null or kind = $2)
        order by period_end desc, id desc limit $3 offset $4`,
      [brandId, filter.kind ?? null, filter.limit, filter.offset],
    ),
    db.query<{ total: number }>(
      'select count(*)::int as total from agent_settlements where brand_id = $1 and ($2::text is null or kind = $2)',
      [brandId, filter.kind ?? null],
    ),
  ]);
  return { rows: page.rows, total: count.rows[0]!.total };
}

/** The latest period end settled of a kind (where a job resumes after a pause), or none yet. */
export async function selectLastSettledEnd(
  db: Queryable,
  brandId: number,
  kind: string,
  periodUnit: string,
): Promise<Date | undefined> {
  const { rows } = await db.query<{ end: Date | null }>(
    `select max(period_end) as end from agent_settlements
      where brand_id = $1 and kind = $2 and period_key like $3 || '-%'`,
    [brandId, kind, periodUnit],
  );
  return rows[0]?.end ?? undefined;
}

export interface HolderRow {
  contract_id: bigint;
  agent_id: bigint;
  terms: ContractTermsValue;
}

/** The contracts of a kind that stood at the period's end (signed before it, not ended by then). */
export async function selectContractsStandingAt(
  db: Queryable,
  brandId: number,
  kind: string,
  end: Date,
): Promise<HolderRow[]> {
  const { rows } = await db.query<HolderRow>(
    `select id as contract_id, agent_id, terms from agent_contracts
      where brand_id = $1 and kind = $2 and signed_at < $3 and (ended_at is null or ended_at >= $3)`,
    [brandId, kind, end],
  );
  return rows;
}

/** The first moment anything of a kind could be owed: the earliest signature or template. */
export async function selectFirstHolding(
  db: Queryable,
  brandId: number,
  kind: string,
): Promise<Date | undefined> {
  const { rows } = await db.query<{ first: Date | null }>(
    `select least(
       (select min(signed_at) from agent_contracts where brand_id = $1 and kind = $2),
       (select updated_at from agent_contract_templates where brand_id = $1 and kind = $2)) as first`,
    [brandId, kind],
  );
  return rows[0]?.first ?? undefined;
}

export interface NewPayout {
  settlementId: bigint;
  agentId: bigint;
  contractId: bigint | null;
  kind: string;
  periodKey: string;
  amount: bigint;
  statement: object;
  journalId: bigint | null;
}

/** A settlement's payouts, in one statement however many agents it paid. */
export async function insertPayouts(db: Queryable, payouts: readonly NewPayout[]): Promise<void> {
  if (payouts.length === 0) return;
  await db.query(
    `insert into agent_payouts (settlement_id, agent_id, contract_id, kind, period_key, amount, statement, journal_id)
     select * from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::bigint[],
                          $7::jsonb[], $8::bigint[])`,
    [
      payouts.map((payout) => payout.settlementId),
      payouts.map((payout) => payout.agentId),
      payouts.map((payout) => payout.contractId),
      payouts.map((payout) => payout.kind),
      payouts.map((payout) => payout.periodKey),
      payouts.map((payout) => payout.amount),
      payouts.map((payout) => JSON.stringify(payout.statement)),
      payouts.map((payout) => payout.journalId),
    ],
  );
}

export async function finishSettlement(
  db: Queryable,
  id: bigint,
  agents: number,
  paid: bigint,
): Promise<void> {
  await db.query('update agent_settlements set agents = $2, paid = $3 where id = $1', [id, agents, paid]);
}

export interface PayoutRow {
  id: bigint;
  kind: ContractTermsValue['kind'];
  period_key: string;
  period_start: Date;
  period_end: Date;
  amount: bigint;
  contract_id: bigint | null;
  statement: Record<string, unknown>;
  created_at: Date;
  total: number;
}

export async function selectPayoutsOf(
  db: Queryable,
  agentId: bigint,
  page: { limit: number; offset: number },
): Promise<PayoutRow[]> {
  const { rows } = await db.query<PayoutRow>(
    `select p.id, p.kind, p.period_key, s.period_start, s.period_end, p.amount, p.contract_id, p.statement,
            p.created_at, (count(*) over ())::int as total
       from agent_payouts p join agent_settlements s on s.id = p.settlement_id
      where p.agent_id = $1
      order by p.id desc limit $2 offset $3`,
    [agentId, page.limit, page.offset],
  );
  return rows;
}

/** The member's latest payout of a kind, or none. */
export async function selectLatestPayout(
  db: Queryable,
  agentId: bigint,
  kind: string,
): Promise<{ period_key: string; amount: bigint; created_at: Date } | undefined> {
  const { rows } = await db.query<{ period_key: string; amount: bigint; created_at: Date }>(
    `select period_key, amount, created_at from agent_payouts where agent_id = $1 and kind = $2 order by id desc limit 1`,
    [agentId, kind],
  );
  return rows[0];
}

/** What the settlements paid agents, in all and since `since`. */
export async function selectPaidTotals(
  db: Queryable,
  brandId: number,
  since: Date,
): Promise<{ total: bigint; recent: bigint }> {
  const { rows } = await db.query<{ total: bigint; recent: bigint }>(
    `select coalesce(sum(paid), 0)::bigint as total,
            coalesce(sum(paid) filter (where settled_at >= $2), 0)::bigint as recent
       from agent_settlements where brand_id = $1`,
    [brandId, since],
  );
  return rows[0]!;
}
