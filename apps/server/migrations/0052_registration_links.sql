-- An agent's registration links (issue 19, docs/agent-centre.md "Links"): each its own code, for a
-- plain member or an agent, with a note, on or off, its clicks counted; the accounts registered
-- through it name it, so its registrations are counted from the members themselves.
create table registration_links (
  id bigserial primary key,
  brand_id int not null references brands (id),
  agent_id bigint not null references members (id),
  code text not null check (code ~ '^[A-Z0-9]{6,12}$'),
  kind text not null check (kind in ('member', 'agent')),
  note text not null default '' check (length(note) <= 100),
  enabled boolean not null default true,
  clicks bigint not null default 0 check (clicks >= 0),
  created_at timestamptz not null default now()
);

create unique index registration_links_code on registration_links (brand_id, code);
create index registration_links_by_agent on registration_links (agent_id, id desc);

alter table members add column registration_link_id bigint references registration_links (id);
create index members_by_registration_link on members (registration_link_id) where registration_link_id is not null;
