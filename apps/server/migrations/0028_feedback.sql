-- Feedback and complaints (docs/feedback.md), and the operator's mailings (docs/inbox.md).

-- One feedback of a member: what it is about, their words, how to reach them, and the operator's
-- answer. A reply is promised within 24 hours: an open feedback older than that is overdue.
create table feedback (
  id bigserial primary key,
  brand_id int not null references brands (id),
  member_id bigint not null references members (id),
  -- deposit, withdrawal, game, account, promotion, suggestion, complaint, other (the contract's list).
  question_type text not null check (question_type ~ '^[a-z_]{2,20}$'),
  -- 10 to 140 characters as a person sees them (graphemes, counted by the contract), NFC, trimmed;
  -- the database bounds only the raw length.
  content text not null check (char_length(content) between 1 and 2000),
  contact text check (char_length(contact) between 1 and 400),
  -- The member's submit: the same key again answers the first feedback.
  idempotency_key text not null check (length(idempotency_key) between 1 and 120),
  status text not null default 'open' check (status in ('open', 'answered', 'closed')),
  reply text check (char_length(reply) between 1 and 4000),
  replied_at timestamptz,
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint feedback_member_key unique (member_id, idempotency_key),
  -- An answered feedback has its reply; a reply always has its time.
  constraint feedback_answered_has_reply check (status <> 'answered' or reply is not null),
  constraint feedback_reply_has_time check ((reply is null) = (replied_at is null)),
  constraint feedback_closed_has_time check ((status = 'closed') = (closed_at is not null))
);

-- The member's list (newest first) and the hourly limit both read one member's rows by time.
create index feedback_by_member on feedback (member_id, created_at desc, id desc);
-- The operator's list, newest first; the open ones (the queue, the overdue) apart.
create index feedback_by_brand on feedback (brand_id, created_at desc, id desc);
create index feedback_open on feedback (brand_id, created_at) where status = 'open';

-- One operator mailing (POST /admin/messages/mail): the request as sent, whom it reached. The
-- messages themselves are rows of member_messages, written by the same statement-per-mailing.
create table operator_mailings (
  id bigserial primary key,
  brand_id int not null references brands (id),
  idempotency_key text not null check (length(idempotency_key) between 1 and 120),
  -- The request (recipients, title, body, translations, marketing): a repeat under the same key must
  -- ask the same, else it is refused.
  request jsonb not null check (jsonb_typeof(request) = 'object'),
  sent int not null default 0 check (sent >= 0),
  created_at timestamptz not null default now(),
  constraint operator_mailings_key unique (brand_id, idempotency_key)
);
