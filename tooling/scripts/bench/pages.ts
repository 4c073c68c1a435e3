/** The three sites the server serves, each from its own port and its own `apps/<site>/dist`. */
export const sites = ['member', 'agent', 'speed'] as const;
export type Site = (typeof sites)[number];

export interface PageToWeigh {
  site: Site;
  /** The address on the site's origin, as a first-time visitor types it. */
  path: string;
  /** The most JavaScript (KB, gzip -9) the page may fetch on first load; none: measured, not held. */
  budgetKb?: number;
  /**
   * A page not yet within its budget: the most it may weigh without failing CI, its figure when the
   * work on the budget stopped, so it can get lighter but never heavier. Lowered as the page gets
   * lighter, removed once it meets its budget.
   */
  ceilingKb?: number;
}

/**
 * Issue 16's budgets: on first load at 390 px, every script fetched until the network is idle,
 * gzipped. A later change that passes one of them fails CI (`pnpm bench bundles`).
 */
const budgetsKb = {
  memberHome: 120,
  lineDetection: 90,
  agentLogin: 100,
} as const;

/**
 * Every route of the member site's route table, opened as a signed-out visitor (a page for members
 * shows its sign-in prompt, which is what a first-time visitor gets); routes with a parameter take a
 * sample value. The agent site's one public page is its login (every other page sends a visitor
 * there), and the line-detection site is one page.
 */
const memberPaths = [
  '/register',
  '/forgot-password',
  '/account/profile',
  '/account/security',
  '/wallet',
  '/account-record',
  '/bonus-details',
  '/inbox',
  '/chat',
  '/feedback',
  '/help',
  '/guide',
  '/download',
  '/responsible-gaming',
  '/deposit',
  '/withdraw',
  '/bank-accounts',
  '/withdrawals/1/confirm',
  '/betting-record',
  '/profit-loss',
  '/games/slots',
  '/rng',
  '/lottery',
  '/vnlottery',
  '/play/SIM_SLOTS',
  '/game/SIM_SLOTS',
  '/originals/mines-gold',
  '/originals/tower',
  '/originals/dice',
  '/originals/limbo',
  '/originals/plinko',
  '/originals/verify',
  '/game-history',
  '/originals/pappu',
  '/winners',
  '/leaderboard',
  '/terms',
  '/privacy',
  '/agent-application',
  // Rewards (issue 20).
  '/points-mall',
  '/points-mall/records',
  '/points',
  '/points/rules',
  '/promotions',
  '/promotions/1',
  '/rewards',
  '/vip',
  '/rebate',
  '/referral',
  '/wheel',
  '/red-envelope',
  '/lucky-ticket',
  '/campaigns/draws',
  '/campaigns/verify',
];

export const pagesToWeigh: readonly PageToWeigh[] = [
  // Within their budgets, so no ceiling: each fails the check as soon as it passes its budget.
  { site: 'member', path: '/', budgetKb: budgetsKb.memberHome },
  { site: 'speed', path: '/', budgetKb: budgetsKb.lineDetection },
  { site: 'agent', path: '/login', budgetKb: budgetsKb.agentLogin },
  ...memberPaths.map((path) => ({ site: 'member' as const, path })),
];

/** The pages a budget holds: what CI checks. */
export const budgetedPages = pagesToWeigh.filter((page) => page.budgetKb !== undefined);
