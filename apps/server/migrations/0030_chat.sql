-- The member site's public chat room (docs/chat.md): logged-in members write short plain-text lines,
-- the operator deletes messages and mutes members.

-- One row per message. The text is stored as the member sent it (trimmed): it is plain text, never
-- markup. A deleted message stays for the operator's records; the room no longer shows it.
create table chat_messages (
  id bigserial primary key,
  brand_id int not null references brands (id),
  member_id bigint not null references members (id),
  -- The page's key for one send: a repeat (a retry after a lost answer) finds the first message.
  idempotency_key text not null check (idempotency_key ~ '^[A-Za-z0-9_.:-]{8,64}$'),
  -- 1 to 200 characters (code points, as char_length counts them); the contract checks the rest.
  body text not null check (char_length(body) between 1 and 200),
  created_at timestamptz not null default now(),
  deleted_at timestamptz,
  constraint chat_messages_idempotency unique (member_id, idempotency_key)
);

-- The room (latest first, paged by id) reads only the messages still shown.
create index chat_messages_room on chat_messages (brand_id, id desc) where deleted_at is null;
-- The rate limit counts a member's messages of the last minute, deleted ones included.
create index chat_messages_by_member on chat_messages (member_id, created_at desc);

-- A member's standing in the room. The row is also what a send locks: two sends of one member, on
-- any number of server instances, take turns, so the rate limit counts every message before it.
create table chat_members (
  member_id bigint primary key references members (id),
  brand_id int not null references brands (id),
  -- The operator's mute: in force while muted_until is in the future.
  muted_until timestamptz,
  mute_reason text check (char_length(mute_reason) <= 200),
  muted_at timestamptz
);

create index chat_members_muted on chat_members (brand_id, muted_until desc) where muted_until is not null;
