-- Rate limits (docs/rate-limits.md) counted once per client for the whole deployment: the member,
-- agent and line sites and every server instance add their hits to the same row. Kept here unless
-- REDIS_URL points the counters at Redis.

-- One row per client and limit: the hits of the current fixed window. Each request is one atomic
-- upsert (a new window starts when the last one has expired). Rows past their window are swept
-- by every instance once a minute.
--
-- Unlogged: the counters are short-lived and need no crash safety (after a crash the table starts
-- empty, which only gives every client a fresh window), so a hit writes no WAL. The only index is
-- the primary key, which no update changes, and the pages keep room (fillfactor) so an update can
-- stay on its page (a HOT update): a hit touches one heap page and no index.
create unlogged table rate_limits (
  -- The client's address as the server resolved it (through TRUST_PROXY), IPv6 by its /64.
  client text not null,
  -- 'global' for the site-wide limit, else the route's method and path (`POST /wps/session/login`).
  limit_name text not null,
  hits integer not null check (hits >= 1),
  window_start timestamptz not null,
  expires_at timestamptz not null,
  primary key (client, limit_name)
) with (fillfactor = 70);
