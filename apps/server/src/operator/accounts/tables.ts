import type { OperatorPermission, OperatorRole } from '@lotus/contract/operator-permissions';
import type { Queryable } from '../../platform/database/pool.ts';

/** An operator as the owner's list shows one (no password, no secret). */
export interface OperatorAccountRow {
  id: string;
  username: string;
  display_name: string;
  role: OperatorRole;
  disabled_at: Date | null;
  totp_enrolled_at: Date | null;
  created_at: Date;
  last_sign_in_at: Date | null;
}

const accountColumns = `id::text, username, display_name, role, disabled_at, totp_enrolled_at, created_at,
  last_sign_in_at`;

export async function selectAccounts(db: Queryable, brandId: number): Promise<OperatorAccountRow[]> {
  const { rows } = await db.query<OperatorAccountRow>(
    `select ${accountColumns} from operators where brand_id = $1 order by id`,
    [brandId],
  );
  return rows;
}

/** One operator of the brand; `lock` holds its row to the end of the transaction. */
export async function selectAccount(
  db: Queryable,
  brandId: number,
  id: bigint,
  lock = false,
): Promise<OperatorAccountRow | undefined> {
  const { rows } = await db.query<OperatorAccountRow>(
    `select ${accountColumns} from operators where brand_id = $1 and id = $2${lock ? ' for update' : ''}`,
    [brandId, id],
  );
  return rows[0];
}

/**
 * Locks every active owner of the brand (in id order, so two changes wait for each other rather
 * than deadlock) and answers their ids: the last-owner rule is checked under these locks, so two
 * owners disabling each other at once cannot leave the brand without one.
 */
export async function lockActiveOwners(db: Queryable, brandId: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `select id::text from operators where brand_id = $1 and role = 'owner' and disabled_at is null
      order by id for update`,
    [brandId],
  );
  return rows.map((row) => row.id);
}

export async function updateAccount(
  db: Queryable,
  id: bigint,
  change: { role?: OperatorRole | undefined; displayName?: string | undefined },
): Promise<void> {
  await db.query(
    'update operators set role = coalesce($2, role), display_name = coalesce($3, display_name) where id = $1',
    [id, change.role ?? null, change.displayName ?? null],
  );
}

export async function setDisabled(db: Queryable, id: bigint, disabled: boolean): Promise<void> {
  await db.query(
    `update operators set disabled_at = case when $2 then coalesce(disabled_at, now()) else null end
      where id = $1`,
    [id, disabled],
  );
}

/** The permissions of a role, in no particular order. */
export async function selectRolePermissions(
  db: Queryable,
  role: OperatorRole,
): Promise<OperatorPermission[]> {
  const { rows } = await db.query<{ permission: OperatorPermission }>(
    'select permission from operator_role_permissions where role = $1',
    [role],
  );
  return rows.map((row) => row.permission);
}

export async function roleHolds(
  db: Queryable,
  role: OperatorRole,
  permission: OperatorPermission,
): Promise<boolean> {
  const { rows } = await db.query<{ holds: boolean }>(
    `select exists (select 1 from operator_role_permissions where role = $1 and permission = $2) as holds`,
    [role, permission],
  );
  return rows[0]?.holds === true;
}

export interface RoleRow {
  role: OperatorRole;
  description: string;
  permissions: OperatorPermission[];
}

export async function selectRoles(db: Queryable): Promise<RoleRow[]> {
  const { rows } = await db.query<RoleRow>(
    `select r.role, r.description,
            coalesce(array_agg(p.permission) filter (where p.permission is not null), '{}') as permissions
       from operator_roles r
       left join operator_role_permissions p on p.role = r.role
      group by r.role, r.description`,
  );
  return rows;
}
