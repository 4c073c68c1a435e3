import type { Queryable } from '../../platform/database/pool.ts';

/** Agents' registration links (migration 0052). */

export interface LinkRow {
  id: bigint;
  agent_id: bigint;
  code: string;
  kind: 'member' | 'agent';
  note: string;
  enabled: boolean;
  clicks: bigint;
  registrations: number;
  created_at: Date;
}

const columns = `l.id, l.agent_id, l.code, l.kind, l.note, l.enabled, l.clicks, l.created_at,
  (select count(*) from members m where m.registration_link_id = l.id)::int as registrations`;

export async function insertLink(
  db: Queryable,
  brandId: number,
  link: { agentId: bigint; code: string; kind: string; note: string },
): Promise<bigint | undefined> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into registration_links (brand_id, agent_id, code, kind, note) values ($1, $2, $3, $4, $5)
     on conflict (brand_id, code) do nothing returning id`,
    [brandId, link.agentId, link.code, link.kind, link.note],
  );
  return rows[0]?.id;
}

export async function selectLinksOf(db: Queryable, agentId: bigint): Promise<LinkRow[]> {
  const { rows } = await db.query<LinkRow>(
    `select ${columns} from registration_links l where l.agent_id = $1 order by l.id desc limit 200`,
    [agentId],
  );
  return rows;
}

export async function selectLink(db: Queryable, brandId: number, id: bigint): Promise<LinkRow | undefined> {
  const { rows } = await db.query<LinkRow>(
    `select ${columns} from registration_links l where l.brand_id = $1 and l.id = $2`,
    [brandId, id],
  );
  return rows[0];
}

export async function updateLink(
  db: Queryable,
  id: bigint,
  change: { enabled?: boolean | undefined; note?: string | undefined },
): Promise<void> {
  await db.query(
    'update registration_links set enabled = coalesce($2, enabled), note = coalesce($3, note) where id = $1',
    [id, change.enabled ?? null, change.note ?? null],
  );
}

/** Counts a visit of an enabled link; answers the link's kind, or nothing for an unknown or disabled one. */
export async function countClick(
  db: Queryable,
  brandId: number,
  code: string,
): Promise<'member' | 'agent' | undefined> {
  const { rows } = await db.query<{ kind: 'member' | 'agent' }>(
    `update registration_links set clicks = clicks + 1
      where brand_id = $1 and code = upper($2) and enabled returning kind`,
    [brandId, code],
  );
  return rows[0]?.kind;
}

/** An enabled link by its code, with its agent (still an active agent), for a registration. */
export async function selectEnabledLink(
  db: Queryable,
  brandId: number,
  code: string,
  agentTypes: readonly number[],
): Promise<{ id: bigint; agent_id: bigint; kind: 'member' | 'agent' } | undefined> {
  const { rows } = await db.query<{ id: bigint; agent_id: bigint; kind: 'member' | 'agent' }>(
    `select l.id, l.agent_id, l.kind from registration_links l join members a on a.id = l.agent_id
      where l.brand_id = $1 and l.code = upper($2) and l.enabled
        and a.type = any($3::smallint[]) and a.status = 'active'`,
    [brandId, code, agentTypes],
  );
  return rows[0];
}
