import type { Queryable } from '../../platform/database/pool.ts';

export interface SocialLinkRow {
  member_id: bigint;
  provider: string;
  subject: string;
  email: string | null;
  name: string | null;
  created_account: boolean;
  linked_at: Date;
}

export interface OAuthStateRow {
  provider: string;
  purpose: 'login' | 'link';
  member_id: bigint | null;
  site: string;
  redirect_uri: string;
  browser_hash: Buffer;
}

export async function insertOAuthState(
  db: Queryable,
  state: {
    stateHash: Buffer;
    brandId: number;
    provider: string;
    purpose: 'login' | 'link';
    memberId: bigint | null;
    site: string;
    redirectUri: string;
    browserHash: Buffer;
    expiresAt: Date;
  },
): Promise<void> {
  // Abandoned flows are of no use after their expiry: each new one sweeps a few away.
  await db.query(
    `delete from oauth_states where state_hash in (
       select state_hash from oauth_states where expires_at < now() - interval '1 hour' limit 100)`,
  );
  await db.query(
    `insert into oauth_states
       (state_hash, brand_id, provider, purpose, member_id, site, redirect_uri, browser_hash, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      state.stateHash,
      state.brandId,
      state.provider,
      state.purpose,
      state.memberId,
      state.site,
      state.redirectUri,
      state.browserHash,
      state.expiresAt,
    ],
  );
}

/** Marks the state used and answers it; undefined when unknown, used or expired (single use). */
export async function consumeOAuthState(
  db: Queryable,
  brandId: number,
  stateHash: Buffer,
): Promise<OAuthStateRow | undefined> {
  const { rows } = await db.query<OAuthStateRow>(
    `update oauth_states set used_at = now()
      where state_hash = $1 and brand_id = $2 and used_at is null and expires_at > now()
      returning provider, purpose, member_id, site, redirect_uri, browser_hash`,
    [stateHash, brandId],
  );
  return rows[0];
}

export async function selectLinkBySubject(
  db: Queryable,
  brandId: number,
  provider: string,
  subject: string,
): Promise<SocialLinkRow | undefined> {
  const { rows } = await db.query<SocialLinkRow>(
    `select member_id, provider, subject, email, name, created_account, linked_at from member_social_links
      where brand_id = $1 and provider = $2 and subject = $3`,
    [brandId, provider, subject],
  );
  return rows[0];
}

export async function selectMemberLinks(
  db: Queryable,
  brandId: number,
  memberId: bigint,
): Promise<SocialLinkRow[]> {
  const { rows } = await db.query<SocialLinkRow>(
    `select member_id, provider, subject, email, name, created_account, linked_at from member_social_links
      where brand_id = $1 and member_id = $2 order by provider`,
    [brandId, memberId],
  );
  return rows;
}

/**
 * Links the social account; answers false when the subject or the member's slot for the provider
 * is taken (the unique indexes decide, so two racing callbacks cannot both link).
 */
export async function insertLink(
  db: Queryable,
  link: {
    brandId: number;
    memberId: bigint;
    provider: string;
    subject: string;
    email: string | null;
    name: string | null;
    createdAccount: boolean;
  },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into member_social_links (brand_id, member_id, provider, subject, email, name, created_account)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
    [link.brandId, link.memberId, link.provider, link.subject, link.email, link.name, link.createdAccount],
  );
  return (rowCount ?? 0) > 0;
}

/** What the provider now says of the person (name and address may change). */
export async function updateLinkProfile(
  db: Queryable,
  brandId: number,
  provider: string,
  subject: string,
  profile: { email: string | null; name: string | null },
): Promise<void> {
  await db.query(
    `update member_social_links set email = $4, name = $5
      where brand_id = $1 and provider = $2 and subject = $3`,
    [brandId, provider, subject, profile.email, profile.name],
  );
}

export async function deleteLink(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  provider: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'delete from member_social_links where brand_id = $1 and member_id = $2 and provider = $3',
    [brandId, memberId, provider],
  );
  return (rowCount ?? 0) > 0;
}

export async function insertLoginTicket(
  db: Queryable,
  ticket: {
    ticketHash: Buffer;
    brandId: number;
    memberId: bigint;
    provider: string;
    site: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.query(
    `delete from social_login_tickets where ticket_hash in (
       select ticket_hash from social_login_tickets where expires_at < now() - interval '1 hour' limit 100)`,
  );
  await db.query(
    `insert into social_login_tickets (ticket_hash, brand_id, member_id, provider, site, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [ticket.ticketHash, ticket.brandId, ticket.memberId, ticket.provider, ticket.site, ticket.expiresAt],
  );
}

/** Marks the ticket used and answers its member; undefined when unknown, used, expired or another site's. */
export async function consumeLoginTicket(
  db: Queryable,
  brandId: number,
  ticketHash: Buffer,
  site: string,
): Promise<bigint | undefined> {
  const { rows } = await db.query<{ member_id: bigint }>(
    `update social_login_tickets set used_at = now()
      where ticket_hash = $1 and brand_id = $2 and site = $3 and used_at is null and expires_at > now()
      returning member_id`,
    [ticketHash, brandId, site],
  );
  return rows[0]?.member_id;
}
