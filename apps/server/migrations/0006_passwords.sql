-- Password changes, forced changes and free play.

-- A session opened while the member had to choose a new password (first login, or an expired
-- password with security.passwordExpiryForceChange on): until it is changed, the session can only
-- change the password, read the member info and log out.
alter table sessions add column must_change_password boolean not null default false;

-- A free-play (guest) account: no usable password, no mobile, never a real-money account.
alter table members add column is_demo boolean not null default false;
