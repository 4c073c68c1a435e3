import type { CreatedOperator, OperatorAccount, OperatorRoleEntry } from '@lotus/contract/operators';
import { operatorPermissions, operatorRoles } from '@lotus/contract/operator-permissions';
import type { OperatorRole } from '@lotus/contract/operator-permissions';
import { insertAudit } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool, PoolClient } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { insertOperatorAccount, newInitialPassword } from '../access/bootstrap.ts';
import { operatorIdOf } from '../sign-in/service.ts';
import { revokeSessions } from '../sign-in/tables.ts';
import { revokeApiTokensOf } from '../tokens/tables.ts';
import {
  lockActiveOwners,
  selectAccount,
  selectAccounts,
  selectRoles,
  setDisabled,
  updateAccount,
} from './tables.ts';
import type { OperatorAccountRow } from './tables.ts';

export function accountOf(row: OperatorAccountRow): OperatorAccount {
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    role: row.role,
    status: row.disabled_at === null ? 'active' : 'disabled',
    totpEnrolled: row.totp_enrolled_at !== null,
    createdAt: row.created_at.toISOString(),
    lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
  };
}

/** What the audit keeps of an operator before and after a change: who they are, never a secret. */
function auditView(account: OperatorAccount) {
  const { id, username, displayName, role, status } = account;
  return { id, username, displayName, role, status };
}

function isUsernameTaken(error: unknown): boolean {
  const failure = error as { code?: string; constraint?: string };
  return failure.code === '23505' && failure.constraint === 'operators_by_username';
}

/**
 * The owner's side of operators: create one (with a one-time password), change a role or a name,
 * disable and enable, and read the roles. No one disables or demotes themselves, and the brand
 * always keeps one active owner.
 */
export function createOperatorAccounts(deps: { pool: Pool; brandId: number }) {
  const { pool, brandId } = deps;

  async function list(): Promise<OperatorAccount[]> {
    return (await selectAccounts(pool, brandId)).map(accountOf);
  }

  async function roles(): Promise<OperatorRoleEntry[]> {
    const rows = await selectRoles(pool);
    return operatorRoles.flatMap((role) => {
      const row = rows.find((candidate) => candidate.role === role);
      if (!row) return [];
      const held = new Set(row.permissions);
      return [
        {
          role,
          description: row.description,
          permissions: operatorPermissions.filter((permission) => held.has(permission)),
        },
      ];
    });
  }

  async function create(
    caller: OperatorContext,
    request: { username: string; displayName: string; role: OperatorRole },
  ): Promise<CreatedOperator> {
    const initialPassword = newInitialPassword();
    try {
      return await inTransaction(pool, async (client) => {
        const id = await insertOperatorAccount(client, {
          brandId,
          username: request.username,
          displayName: request.displayName,
          role: request.role,
          password: initialPassword,
          createdBy: operatorIdOf(caller),
        });
        const operator = accountOf((await selectAccount(client, brandId, id))!);
        // The password is the new operator's alone: the audit keeps who was made, with which role.
        await insertAudit(client, {
          brandId,
          action: 'operator.create',
          context: caller,
          target: `operator ${operator.username}`,
          before: null,
          after: auditView(operator),
        });
        return { operator, initialPassword };
      });
    } catch (error) {
      if (isUsernameTaken(error)) throw new AppError('error_username_taken');
      throw error;
    }
  }

  /**
   * Runs a change of one operator under the locks of the brand's active owners and the operator's
   * row, and writes its audit row with the operator before and after.
   */
  async function changeOne(
    caller: OperatorContext,
    id: bigint,
    action: string,
    change: (client: PoolClient, before: OperatorAccountRow, activeOwners: string[]) => Promise<boolean>,
  ): Promise<OperatorAccount> {
    return inTransaction(pool, async (client) => {
      const activeOwners = await lockActiveOwners(client, brandId);
      const before = await selectAccount(client, brandId, id, true);
      if (!before) throw new AppError('error_not_found');
      if (!(await change(client, before, activeOwners))) return accountOf(before);
      const after = accountOf((await selectAccount(client, brandId, id))!);
      await insertAudit(client, {
        brandId,
        action,
        context: caller,
        target: `operator ${before.username}`,
        before: auditView(accountOf(before)),
        after: auditView(after),
      });
      return after;
    });
  }

  /** Refuses a change that would leave the brand without an active owner, or the caller without their role. */
  function assertMayStepDown(caller: OperatorContext, target: OperatorAccountRow, activeOwners: string[]) {
    if (target.id === operatorIdOf(caller).toString()) throw new AppError('error_operator_self_change');
    const isActiveOwner = activeOwners.includes(target.id);
    if (isActiveOwner && activeOwners.length <= 1) throw new AppError('error_operator_last_owner');
  }

  function update(
    caller: OperatorContext,
    id: bigint,
    request: { role?: OperatorRole | undefined; displayName?: string | undefined },
  ): Promise<OperatorAccount> {
    return changeOne(caller, id, 'operator.update', async (client, before, activeOwners) => {
      const roleChanges = request.role !== undefined && request.role !== before.role;
      const nameChanges = request.displayName !== undefined && request.displayName !== before.display_name;
      if (!roleChanges && !nameChanges) return false;
      if (roleChanges) assertMayStepDown(caller, before, activeOwners);
      await updateAccount(client, id, {
        role: roleChanges ? request.role : undefined,
        displayName: nameChanges ? request.displayName : undefined,
      });
      return true;
    });
  }

  /** Disabled at once: their console sessions end and their API tokens are revoked in the same transaction. */
  function disable(caller: OperatorContext, id: bigint): Promise<OperatorAccount> {
    return changeOne(caller, id, 'operator.disable', async (client, before, activeOwners) => {
      if (before.disabled_at !== null) return false;
      assertMayStepDown(caller, before, activeOwners);
      await setDisabled(client, id, true);
      await revokeSessions(client, id, null);
      await revokeApiTokensOf(client, id);
      return true;
    });
  }

  function enable(caller: OperatorContext, id: bigint): Promise<OperatorAccount> {
    return changeOne(caller, id, 'operator.enable', async (client, before) => {
      if (before.disabled_at === null) return false;
      await setDisabled(client, id, false);
      return true;
    });
  }

  return { list, roles, create, update, disable, enable };
}

export type OperatorAccounts = ReturnType<typeof createOperatorAccounts>;
