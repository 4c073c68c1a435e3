import type { Queryable } from '../../platform/database/pool.ts';

/** Applications to become an agent (migration 0049). */

export interface ApplicationRow {
  id: bigint;
  member_id: bigint;
  username: string;
  contact: string;
  expected_team: number;
  note: string;
  status: 'pending' | 'approved' | 'rejected';
  agent_type: number | null;
  reason: string | null;
  decided_by_username: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const columns = `a.id, a.member_id, m.username, a.contact, a.expected_team, a.note, a.status, a.agent_type,
  a.reason, o.username as decided_by_username, a.created_at, a.decided_at`;
const joined = `agent_applications a join members m on m.id = a.member_id
  left join operators o on o.id = a.decided_by`;

export async function insertApplication(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  form: { contact: string; expectedTeam: number; note: string },
): Promise<bigint | undefined> {
  // The partial unique index keeps one pending application per member: a second answers no row.
  const { rows } = await db.query<{ id: bigint }>(
    `insert into agent_applications (brand_id, member_id, contact, expected_team, note)
     values ($1, $2, $3, $4, $5)
     on conflict (member_id) where status = 'pending' do nothing
     returning id`,
    [brandId, memberId, form.contact, form.expectedTeam, form.note],
  );
  return rows[0]?.id;
}

export async function selectApplication(
  db: Queryable,
  brandId: number,
  id: bigint,
  lock = false,
): Promise<ApplicationRow | undefined> {
  const { rows } = await db.query<ApplicationRow>(
    `select ${columns} from ${joined} where a.brand_id = $1 and a.id = $2 ${lock ? 'for update of a' : ''}`,
    [brandId, id],
  );
  return rows[0];
}

export async function selectLatestApplicationOf(
  db: Queryable,
  memberId: bigint,
): Promise<ApplicationRow | undefined> {
  const { rows } = await db.query<ApplicationRow>(
    `select ${columns} from ${joined} where a.member_id = $1 order by a.created_at desc, a.id desc limit 1`,
    [memberId],
  );
  return rows[0];
}

export async function selectApplicationPage(
  db: Queryable,
  brandId: number,
  filter: { status?: string; limit: number; offset: number },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const [page, count] = await Promise.all([
    db.query<ApplicationRow>(
      `select ${columns} from ${joined}
        where a.brand_id = $1 and ($2::text is null or a.status = $2)
        order by a.created_at, a.id limit $3 offset $4`,
      [brandId, filter.status ?? null, filter.limit, filter.offset],
    ),
    db.query<{ total: number }>(
      `select count(*)::int as total from agent_applications where brand_id = $1 and ($2::text is null or status = $2)`,
      [brandId, filter.status ?? null],
    ),
  ]);
  return { rows: page.rows, total: count.rows[0]!.total };
}

export async function updateDecision(
  db: Queryable,
  id: bigint,
  decision: {
    status: 'approved' | 'rejected';
    agentType: number | null;
    reason: string | null;
    operatorId: bigint | null;
  },
): Promise<void> {
  await db.query(
    `update agent_applications
        set status = $2, agent_type = $3, reason = $4, decided_by = $5, decided_at = now()
      where id = $1`,
    [id, decision.status, decision.agentType, decision.reason, decision.operatorId],
  );
}
