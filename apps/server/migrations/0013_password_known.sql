-- An account made without a password of its own (by mobile number with register.mobile.password
-- off, or by a social login) has a random one nobody knows: its first password change cannot ask
-- for the old one. Existing accounts all chose theirs.
alter table members add column password_known boolean not null default true;
