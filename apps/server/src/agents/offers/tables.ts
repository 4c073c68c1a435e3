import type { ContractTermsValue } from '@lotus/contract/agent-contracts';
import type { Queryable } from '../../platform/database/pool.ts';

/** Agent contracts and the brand's templates (migration 0050). */

export interface ContractRow {
  id: bigint;
  kind: ContractTermsValue['kind'];
  upline_id: bigint;
  upline_username: string;
  agent_id: bigint;
  agent_username: string;
  terms: ContractTermsValue;
  state: 'offered' | 'signed' | 'rejected' | 'termination_requested' | 'terminated';
  termination_requested_by: bigint | null;
  offered_at: Date;
  signed_at: Date | null;
  ended_at: Date | null;
}

const columns = `c.id, c.kind, c.upline_id, u.username as upline_username, c.agent_id, a.username as agent_username,
  c.terms, c.state, c.termination_requested_by, c.offered_at, c.signed_at, c.ended_at`;
const joined = `agent_contracts c join members u on u.id = c.upline_id join members a on a.id = c.agent_id`;

export async function selectContract(
  db: Queryable,
  brandId: number,
  id: bigint,
  lock = false,
): Promise<ContractRow | undefined> {
  const { rows } = await db.query<ContractRow>(
    `select ${columns} from ${joined} where c.brand_id = $1 and c.id = $2 ${lock ? 'for update of c' : ''}`,
    [brandId, id],
  );
  return rows[0];
}

/** The contracts a member holds or gave, newest first. */
export async function selectContractsOf(
  db: Queryable,
  memberId: bigint,
): Promise<{ held: ContractRow[]; given: ContractRow[] }> {
  const [held, given] = await Promise.all([
    db.query<ContractRow>(
      `select ${columns} from ${joined} where c.agent_id = $1 order by c.id desc limit 200`,
      [memberId],
    ),
    db.query<ContractRow>(
      `select ${columns} from ${joined} where c.upline_id = $1 order by c.id desc limit 500`,
      [memberId],
    ),
  ]);
  return { held: held.rows, given: given.rows };
}

/** The member's standing contract of a kind (signed, or its termination asked). */
export async function selectStandingContract(
  db: Queryable,
  memberId: bigint,
  kind: string,
): Promise<ContractRow | undefined> {
  const { rows } = await db.query<ContractRow>(
    `select ${columns} from ${joined}
      where c.agent_id = $1 and c.kind = $2 and c.state in ('signed', 'termination_requested')`,
    [memberId, kind],
  );
  return rows[0];
}

/** Contracts of a kind still standing or offered that members of the agent's team gave (the agent's own included). */
export async function selectTeamContracts(
  db: Queryable,
  agentId: bigint,
  kind: string,
): Promise<ContractRow[]> {
  const { rows } = await db.query<ContractRow>(
    `select ${columns} from ${joined}
       join member_tree t on t.ancestor_id = $1 and t.member_id = c.upline_id
      where c.kind = $2 and c.state in ('offered', 'signed', 'termination_requested')`,
    [agentId, kind],
  );
  return rows;
}

export async function insertOffer(
  db: Queryable,
  brandId: number,
  offer: { kind: string; uplineId: bigint; agentId: bigint; terms: ContractTermsValue },
): Promise<bigint | undefined> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into agent_contracts (brand_id, kind, upline_id, agent_id, terms)
     values ($1, $2, $3, $4, $5)
     on conflict (agent_id, kind) where state = 'offered' do nothing
     returning id`,
    [brandId, offer.kind, offer.uplineId, offer.agentId, JSON.stringify(offer.terms)],
  );
  return rows[0]?.id;
}

export async function updateState(
  db: Queryable,
  id: bigint,
  change: { state: ContractRow['state']; terminationRequestedBy?: bigint | null; cancelledBy?: bigint },
): Promise<void> {
  await db.query(
    `update agent_contracts
        set state = $2,
            termination_requested_by = $3,
            cancelled_by = coalesce($4, cancelled_by),
            signed_at = case when $2 = 'signed' and signed_at is null then now() else signed_at end,
            ended_at = case when $2 in ('rejected', 'terminated') then now() else null end
      where id = $1`,
    [id, change.state, change.terminationRequestedBy ?? null, change.cancelledBy ?? null],
  );
}

export async function selectTemplates(
  db: Queryable,
  brandId: number,
): Promise<Array<{ kind: ContractTermsValue['kind']; terms: ContractTermsValue; updated_at: Date }>> {
  const { rows } = await db.query<{
    kind: ContractTermsValue['kind'];
    terms: ContractTermsValue;
    updated_at: Date;
  }>('select kind, terms, updated_at from agent_contract_templates where brand_id = $1 order by kind', [
    brandId,
  ]);
  return rows;
}

export async function upsertTemplate(
  db: Queryable,
  brandId: number,
  terms: ContractTermsValue,
): Promise<void> {
  await db.query(
    `insert into agent_contract_templates (brand_id, kind, terms) values ($1, $2, $3)
     on conflict (brand_id, kind) do update set terms = excluded.terms, updated_at = now()`,
    [brandId, terms.kind, JSON.stringify(terms)],
  );
}
