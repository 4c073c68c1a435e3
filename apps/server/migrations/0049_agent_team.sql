-- The agent centre's team tree (issue 19, decision 0022): every member's ancestors as rows, so an
-- agent's whole team is one index range and "is this member in my team" one primary-key probe, at
-- any depth. `members.upline_id` stays the truth; a trigger keeps this table in step with it on
-- every insert and every move, whoever writes (registration, the seed, the operator's move).

create table member_tree (
  ancestor_id bigint not null references members (id),
  member_id bigint not null references members (id),
  -- 0 for the member itself, 1 for its upline, 2 for the upline's upline...
  depth smallint not null check (depth >= 0),
  primary key (ancestor_id, member_id)
);

-- A member's uplines, nearest first (the agents a contract's level difference walks).
create index member_tree_by_member on member_tree (member_id, depth);
-- A team by level (the direct downline is depth 1).
create index member_tree_by_ancestor_depth on member_tree (ancestor_id, depth);
-- The direct downline of a member (a tree's drill-down, a move's checks).
create index members_by_upline on members (upline_id) where upline_id is not null;

-- Moves take this lock exclusively and new members take it shared: a move never reads a tree that
-- a registration is writing beside it, and two moves can never make a cycle between them.
create function member_tree_lock(exclusive boolean) returns void
language plpgsql as $$
begin
  if exclusive then
    perform pg_advisory_xact_lock(hashtext('lotus.member_tree'));
  else
    perform pg_advisory_xact_lock_shared(hashtext('lotus.member_tree'));
  end if;
end;
$$;

create function member_tree_on_insert() returns trigger
language plpgsql as $$
begin
  perform member_tree_lock(false);
  insert into member_tree (ancestor_id, member_id, depth)
  select new.id, new.id, 0
  union all
  select t.ancestor_id, new.id, t.depth + 1 from member_tree t where t.member_id = new.upline_id;
  return null;
end;
$$;

create function member_tree_on_move() returns trigger
language plpgsql as $$
begin
  perform member_tree_lock(true);
  -- Never into its own team: the new upline may not be the member or anyone below it.
  if new.upline_id is not null and exists (
    select 1 from member_tree where ancestor_id = new.id and member_id = new.upline_id
  ) then
    raise exception 'member % cannot move under its own team', new.id using errcode = '23514',
      constraint = 'member_tree_no_cycle';
  end if;
  -- The branch (the member and its team) leaves every ancestor above the member...
  delete from member_tree t
   using member_tree branch, member_tree above
   where branch.ancestor_id = new.id and t.member_id = branch.member_id
     and above.member_id = new.id and above.depth > 0 and t.ancestor_id = above.ancestor_id;
  -- ...and joins every ancestor of the new upline, the upline included.
  insert into member_tree (ancestor_id, member_id, depth)
  select above.ancestor_id, branch.member_id, above.depth + branch.depth + 1
    from member_tree above, member_tree branch
   where above.member_id = new.upline_id and branch.ancestor_id = new.id;
  return null;
end;
$$;

-- Every existing member, from the tops of the brand's trees down.
insert into member_tree (ancestor_id, member_id, depth)
with recursive chain (ancestor_id, member_id, depth) as (
  select id, id, 0 from members
  union all
  select chain.ancestor_id, m.id, chain.depth + 1
    from chain join members m on m.upline_id = chain.member_id
)
select ancestor_id, member_id, depth from chain;

create trigger member_tree_insert after insert on members
  for each row execute function member_tree_on_insert();
create trigger member_tree_move after update of upline_id on members
  for each row when (old.upline_id is distinct from new.upline_id)
  execute function member_tree_on_move();

-- A member's application to become an agent (the spec's affiliate application), decided by an
-- operator who chooses the agent type on approval.
create table agent_applications (
  id bigserial primary key,
  brand_id int not null references brands (id),
  member_id bigint not null references members (id),
  contact text not null check (length(contact) between 1 and 100),
  expected_team int not null check (expected_team between 0 and 1000000),
  note text not null default '' check (length(note) <= 500),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  agent_type smallint check (agent_type in (1, 2, 4, 41, 42)),
  reason text check (length(reason) <= 500),
  decided_by bigint references operators (id),
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  constraint agent_applications_decided check ((status = 'pending') = (decided_at is null)),
  constraint agent_applications_type check ((status = 'approved') = (agent_type is not null))
);

-- One open application per member; the operator's queue, oldest first.
create unique index agent_applications_one_pending on agent_applications (member_id) where status = 'pending';
create index agent_applications_queue on agent_applications (brand_id, status, created_at, id);
create index agent_applications_by_member on agent_applications (member_id, created_at desc);
