/**
 * What an operator call may need. Every call of scope `operator` declares one; which roles hold
 * which is data (the `operator_role_permissions` table), so the owner's grid can change without a
 * release. `self` is what every signed-in operator may do about themselves.
 */
export const operatorPermissions = [
  'self',
  'operators.manage',
  'audit.read',
  'members.read',
  'members.manage',
  'cashier.deposits',
  'cashier.withdrawals',
  'cashier.settings',
  'wallet.read',
  'wallet.adjust',
  'wallet.approve',
  'content.manage',
  'games.manage',
  'messages.send',
  'support.manage',
  'risk.manage',
  'system.manage',
  // Rewards (issue 20): setting them up, deciding the queues (points exchanges), and reading what
  // both kinds of operator work on (the campaigns and their draws).
  'rewards.manage',
  'rewards.review',
  'rewards.read',
] as const;
export type OperatorPermission = (typeof operatorPermissions)[number];

/** The roles an owner assigns. */
export const operatorRoles = ['owner', 'finance', 'support', 'content', 'risk'] as const;
export type OperatorRole = (typeof operatorRoles)[number];
