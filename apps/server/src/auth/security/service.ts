import type { ActiveSession, LoginHistoryEntry } from '@lotus/contract/auth';
import type { Queryable } from '../../platform/database/pool.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { deviceOf } from './device.ts';
import { revokeOwnSession, selectActiveSessions, selectLoginHistory } from './tables.ts';
import { sessionIdleSeconds } from '../sessions.ts';
import { notifySessionsEnded } from '../sessions-ended.ts';

/** How many login history entries the member sees. */
export const loginHistoryLimit = 20;

/** The member's own sessions and login history (security page). */
export function createSecurityService(db: Queryable, brandId: number) {
  async function activeSessions(memberId: bigint, currentId: bigint): Promise<ActiveSession[]> {
    const rows = await selectActiveSessions(db, memberId, sessionIdleSeconds);
    return rows.map((row) => ({
      id: String(row.id),
      site: row.site,
      ip: row.ip,
      userAgent: row.user_agent,
      device: deviceOf(row.user_agent),
      createdAt: row.created_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
      current: row.id === currentId,
    }));
  }

  /**
   * Ends one of the member's own live sessions, telling its open pages (the `session` live event);
   * any other id is error_not_found.
   */
  async function endSession(memberId: bigint, id: string): Promise<void> {
    if (!/^[1-9][0-9]{0,17}$/.test(id) || !(await revokeOwnSession(db, memberId, BigInt(id)))) {
      throw new AppError('error_not_found');
    }
    await notifySessionsEnded(db, { brandId, memberId, reason: 'revoked' });
  }

  async function loginHistory(memberId: bigint): Promise<LoginHistoryEntry[]> {
    const rows = await selectLoginHistory(db, memberId, loginHistoryLimit);
    return rows.map((row) => ({
      at: row.at.toISOString(),
      site: row.site,
      ip: row.ip,
      userAgent: row.user_agent,
      device: deviceOf(row.user_agent),
      success: row.success,
      method: row.method,
    }));
  }

  return { activeSessions, endSession, loginHistory };
}

export type SecurityService = ReturnType<typeof createSecurityService>;
