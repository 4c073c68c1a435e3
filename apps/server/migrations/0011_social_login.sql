-- Social login (google, facebook): linked accounts, the OAuth flows in progress, the one-time
-- tickets a popup hands back to the page, and the development provider's codes and tokens.

-- A social account linked to a member: one per (brand, provider, subject), one per member and provider.
-- created_account: the link created the account (its password is random and unknown).
create table member_social_links (
  id bigserial primary key,
  brand_id int not null references brands (id),
  member_id bigint not null references members (id),
  provider text not null check (provider in ('google', 'facebook')),
  subject text not null,
  email text,
  name text,
  created_account boolean not null default false,
  linked_at timestamptz not null default now()
);

create unique index member_social_links_subject on member_social_links (brand_id, provider, subject);
create unique index member_social_links_member on member_social_links (member_id, provider);

-- An authorization request sent to a provider. Only the SHA-256 of the state is kept; the PKCE
-- verifier is derived from the state with the server's key, so neither is in the database.
-- Single use, 10 minutes. purpose 'link' carries the logged-in member. browser_hash: the SHA-256 of
-- a cookie set on the browser that started it, so nobody can finish a flow in another's browser.
create table oauth_states (
  state_hash bytea primary key,
  brand_id int not null references brands (id),
  provider text not null,
  purpose text not null check (purpose in ('login', 'link')),
  member_id bigint references members (id),
  site text not null,
  redirect_uri text not null,
  browser_hash bytea not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  check ((purpose = 'link') = (member_id is not null))
);

create index oauth_states_by_expiry on oauth_states (expires_at);

-- What the popup posts back to the page: a login ticket (SHA-256 only), single use, 2 minutes,
-- good on the site the flow started on.
create table social_login_tickets (
  ticket_hash bytea primary key,
  brand_id int not null references brands (id),
  member_id bigint not null references members (id),
  provider text not null,
  site text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create index social_login_tickets_by_expiry on social_login_tickets (expires_at);

-- The development provider (stands in for google or facebook when no client id is configured):
-- its authorization codes (single use, 60 s, bound to client, redirect URI and PKCE challenge)
-- and access tokens. Hashes only.
create table dev_oauth_codes (
  code_hash bytea primary key,
  client_id text not null,
  redirect_uri text not null,
  code_challenge text not null,
  subject text not null,
  email text,
  name text,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create index dev_oauth_codes_by_expiry on dev_oauth_codes (expires_at);

create table dev_oauth_tokens (
  token_hash bytea primary key,
  client_id text not null,
  subject text not null,
  email text,
  name text,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

create index dev_oauth_tokens_by_expiry on dev_oauth_tokens (expires_at);
