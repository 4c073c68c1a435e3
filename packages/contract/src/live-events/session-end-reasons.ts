/**
 * Why a member's sessions were ended (the live stream's `session` event): from the security page,
 * by a password change or reset, by a break from play. Plain values, so a site can read them
 * without the schemas.
 */
export const sessionEndReasons = ['revoked', 'password', 'break'] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];
