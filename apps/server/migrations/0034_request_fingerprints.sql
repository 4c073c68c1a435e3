-- One idempotency rule for every money-moving call (issue 15): each request kept under a member's
-- idempotency key keeps the fingerprint of what it asked (SHA-256 of its call and body, without the
-- key and without credentials: platform/idempotency/fingerprint.ts). The same key again with the
-- same fingerprint answers the first result; with another, error_conflict.
--
-- Journals keep theirs in journals.request_hash since 0014 (transfers, adjustments). Rows written
-- before this migration have none (null): a repeat of their key answers as before, as the same.

alter table house_rounds add column request_hash bytea check (octet_length(request_hash) = 32);
alter table crash_bets add column request_hash bytea check (octet_length(request_hash) = 32);
alter table withdrawals add column request_hash bytea check (octet_length(request_hash) = 32);
alter table deposits add column request_hash bytea check (octet_length(request_hash) = 32);
