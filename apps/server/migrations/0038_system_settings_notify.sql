-- Each server instance keeps its brand's maintenance switch in memory while it listens on
-- `lotus_events` (src/system/maintenance-flag.ts): every call closed in maintenance asks it, and a
-- read of the row on each would be a round trip on every bet. This trigger tells every instance when
-- the brand's row changes, whoever writes it (the operator's calls, the wallet's merchant-wallet
-- switch, a hand-written fix), once the writing transaction commits (NOTIFY is delivered at commit,
-- never on a rollback); an instance drops what it kept and reads the row again. The settings change
-- rarely, so the notification queue's lock at their commit holds back no player's call.
create function system_settings_notify() returns trigger
language plpgsql as $$
begin
  perform pg_notify('lotus_events', json_build_object(
    'topic', 'system.settings',
    'brandId', coalesce(new.brand_id, old.brand_id),
    'data', null)::text);
  return null;
end
$$;

create trigger system_settings_notify
  after insert or update or delete on system_settings
  for each row execute function system_settings_notify();
