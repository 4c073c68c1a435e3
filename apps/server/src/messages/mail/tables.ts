import type { MailRecipients } from '@lotus/contract/operator-mail';
import type { Queryable } from '../../platform/database/pool.ts';

/**
 * The operator's mailings (`operator_mailings`) and the one statement that writes a mailing's
 * messages. Recipients are chosen inside that statement, so a mail to every member of a large brand
 * is one INSERT ... SELECT, never a list of ids carried through the process or a loop of inserts.
 */

export interface MailingRow {
  id: bigint;
  sent: number;
  /** Whether the stored request equals the one given (jsonb equality: key order does not matter). */
  same_request: boolean;
}

/** Claims the key: answers the new mailing's id, or undefined when the key was taken already. */
export async function insertMailing(
  db: Queryable,
  brandId: number,
  idempotencyKey: string,
  request: unknown,
): Promise<bigint | undefined> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into operator_mailings (brand_id, idempotency_key, request) values ($1, $2, $3::jsonb)
     on conflict (brand_id, idempotency_key) do nothing returning id`,
    [brandId, idempotencyKey, JSON.stringify(request)],
  );
  return rows[0]?.id;
}

export async function selectMailingByKey(
  db: Queryable,
  brandId: number,
  idempotencyKey: string,
  request: unknown,
): Promise<MailingRow | undefined> {
  const { rows } = await db.query<MailingRow>(
    `select id, sent, request = $3::jsonb as same_request from operator_mailings
      where brand_id = $1 and idempotency_key = $2`,
    [brandId, idempotencyKey, JSON.stringify(request)],
  );
  return rows[0];
}

export async function recordMailingSent(db: Queryable, id: bigint, sent: number): Promise<void> {
  await db.query('update operator_mailings set sent = $2 where id = $1', [id, sent]);
}

/** Which of these usernames (any case) are not accounts of the brand. */
export async function selectUnknownUsernames(
  db: Queryable,
  brandId: number,
  usernames: string[],
): Promise<string[]> {
  const { rows } = await db.query<{ username: string }>(
    `select given.username from unnest($2::text[]) as given (username)
      where not exists (select 1 from members m where m.brand_id = $1 and lower(m.username) = lower(given.username))
      order by given.username`,
    [brandId, usernames],
  );
  return rows.map((row) => row.username);
}

/**
 * The recipients of each kind as SQL over `members m` ($1 the brand, $4 one name: the member's or
 * the agent's, $5 a list of names). A downline is everyone registered under the account, at every level below it; `union`
 * (not `union all`) stops at a member met twice, so even a looped upline chain ends.
 */
const recipientSql: Record<MailRecipients['kind'], string> = {
  member: `select m.id from members m where m.brand_id = $1 and lower(m.username) = lower($4::text)`,
  usernames: `select m.id from members m join named n on n.name = lower(m.username) where m.brand_id = $1`,
  downline: `select m.id from members m join team t on t.id = m.id`,
  all: `select m.id from members m where m.brand_id = $1`,
};

// Both are in every statement (each kind uses at most one), so each parameter always has its type.
const namedSql = `named as (select distinct lower(name) as name from unnest($5::text[]) as given (name))`;
const teamSql = `team as (
     select d.id from members d
       join members agent on agent.id = d.upline_id
      where agent.brand_id = $1 and lower(agent.username) = lower($4::text) and d.brand_id = $1
     union
     select d.id from members d join team t on d.upline_id = t.id where d.brand_id = $1
   )`;

/**
 * Writes one `new_mail` for each recipient in one statement and answers how many. Free-play and
 * closed accounts never receive mail; with `marketing`, neither do members who asked for no
 * marketing (protection_settings.no_marketing, set by a self-exclusion).
 */
export async function insertMailMessages(
  db: Queryable,
  values: { brandId: number; to: MailRecipients; params: Record<string, string>; marketing: boolean },
): Promise<number> {
  const { to } = values;
  const oneName = to.kind === 'member' ? to.username : to.kind === 'downline' ? to.agent : null;
  const names = to.kind === 'usernames' ? to.usernames : null;
  const { rowCount } = await db.query(
    `with recursive ${namedSql}, ${teamSql},
     recipients as (${recipientSql[to.kind]})
     insert into member_messages (brand_id, member_id, kind, params)
     select $1, m.id, 'new_mail', $2::jsonb
       from members m join recipients r on r.id = m.id
      where m.brand_id = $1 and m.status <> 'closed' and not m.is_demo
        and not ($3::boolean and exists (
          select 1 from protection_settings p where p.member_id = m.id and p.no_marketing))`,
    [values.brandId, JSON.stringify(values.params), values.marketing, oneName, names],
  );
  return rowCount ?? 0;
}
