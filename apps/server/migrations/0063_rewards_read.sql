-- Reading the campaigns and their draws (packages/contract/src/operator-permissions.ts): both the
-- roles that set rewards up (owner, content) and those that decide their queues (finance, support).
-- Until now the list needed rewards.review, so content could open a campaign but not see it.
insert into operator_role_permissions (role, permission)
values ('owner', 'rewards.read'), ('content', 'rewards.read'), ('finance', 'rewards.read'),
       ('support', 'rewards.read')
on conflict do nothing;
