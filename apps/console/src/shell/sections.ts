import type { OperatorPermission } from '@lotus/contract/operator-permissions';

/** The console's sections, in the order the navigation shows them, each behind the permission it needs. */
export const consoleSections = [
  { path: '/withdrawals', permission: 'cashier.withdrawals', label: 'console.nav.withdrawals' },
  { path: '/approvals', permission: 'wallet.approve', label: 'console.nav.approvals' },
  { path: '/points-exchanges', permission: 'rewards.review', label: 'console.nav.pointsExchanges' },
  {
    path: '/promotion-applications',
    permission: 'rewards.review',
    label: 'console.nav.promotionApplications',
  },
  { path: '/agents', permission: 'members.read', label: 'console.nav.agents' },
  { path: '/agent-tools', permission: 'members.manage', label: 'console.nav.agentTools' },
  { path: '/points-mall', permission: 'rewards.manage', label: 'console.nav.pointsMall' },
  { path: '/promotions', permission: 'rewards.manage', label: 'console.nav.promotions' },
  { path: '/campaigns', permission: 'rewards.read', label: 'console.nav.campaigns' },
  { path: '/vip-levels', permission: 'rewards.manage', label: 'console.nav.vipLevels' },
  { path: '/rebate', permission: 'rewards.manage', label: 'console.nav.rebate' },
  { path: '/operators', permission: 'operators.manage', label: 'console.nav.operators' },
  { path: '/audit', permission: 'audit.read', label: 'console.nav.audit' },
  { path: '/account', permission: 'self', label: 'console.nav.account' },
] as const satisfies ReadonlyArray<{ path: string; permission: OperatorPermission; label: string }>;

export type ConsoleSection = (typeof consoleSections)[number];
