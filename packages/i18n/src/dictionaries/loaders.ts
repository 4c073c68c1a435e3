import type { BundledLanguage } from '../languages.ts';
import type { Dictionary } from './dictionary.ts';
import type { en } from './en/index.ts';

/** A dictionary's first-level key: 'lobby' of `t('lobby.search')`, one file of each language folder. */
export type Namespace = keyof typeof en;

/** How to fetch each namespace of one language: a dynamic import each, so each is a chunk of its own. */
export type NamespaceLoaders = { readonly [N in Namespace]: () => Promise<Dictionary[N]> };

/**
 * How the web apps reach the words: one dynamic import per (language, namespace), so Vite puts each
 * in a chunk of its own and a page downloads only the namespaces it shows, in its reader's
 * language. English is one language among others here: it loads only for a reader of English, or
 * for a language without a dictionary. A plain map (rather than `import.meta.glob`) works the same
 * under Vite, vitest and Node. Typed so that a bundled language or a namespace without a loader
 * fails typecheck; `loaders.test.ts` fails for a namespace file no loader reaches.
 */
export const namespaceLoaders = {
  en: {
    agent: () => import('./en/agent.ts').then((module) => module.agent),
    announcements: () => import('./en/announcements.ts').then((module) => module.announcements),
    auth: () => import('./en/auth.ts').then((module) => module.auth),
    bets: () => import('./en/bets.ts').then((module) => module.bets),
    chat: () => import('./en/chat.ts').then((module) => module.chat),
    common: () => import('./en/common.ts').then((module) => module.common),
    console: () => import('./en/console.ts').then((module) => module.operatorConsole),
    crash: () => import('./en/crash.ts').then((module) => module.crash),
    deposit: () => import('./en/deposit.ts').then((module) => module.deposit),
    errors: () => import('./en/errors.ts').then((module) => module.errors),
    feedback: () => import('./en/feedback.ts').then((module) => module.feedback),
    agentApplication: () => import('./en/agent-application.ts').then((module) => module.agentApplication),
    agentContracts: () => import('./en/agent-contracts.ts').then((module) => module.agentContracts),
    agentIncome: () => import('./en/agent-income.ts').then((module) => module.agentIncome),
    agentLinks: () => import('./en/agent-links.ts').then((module) => module.agentLinks),
    agentOpenAccount: () => import('./en/agent-open-account.ts').then((module) => module.agentOpenAccount),
    agentOverview: () => import('./en/agent-overview.ts').then((module) => module.agentOverview),
    agentTeam: () => import('./en/agent-team.ts').then((module) => module.agentTeam),
    points: () => import('./en/points.ts').then((module) => module.points),
    promotions: () => import('./en/promotions.ts').then((module) => module.promotions),
    agentReports: () => import('./en/agent-reports.ts').then((module) => module.agentReports),
    agentTransfers: () => import('./en/agent-transfers.ts').then((module) => module.agentTransfers),
    help: () => import('./en/help.ts').then((module) => module.help),
    inbox: () => import('./en/inbox.ts').then((module) => module.inbox),
    lobby: () => import('./en/lobby.ts').then((module) => module.lobby),
    search: () => import('./en/search.ts').then((module) => module.search),
    lottery: () => import('./en/lottery.ts').then((module) => module.lottery),
    lotteryResults: () => import('./en/lottery-results.ts').then((module) => module.lotteryResults),
    lotteryPlay: () => import('./en/lottery-play.ts').then((module) => module.lotteryPlay),
    member: () => import('./en/member.ts').then((module) => module.member),
    originals: () => import('./en/originals.ts').then((module) => module.originals),
    profile: () => import('./en/profile.ts').then((module) => module.profile),
    protection: () => import('./en/protection.ts').then((module) => module.protection),
    security: () => import('./en/security.ts').then((module) => module.security),
    securityCentre: () => import('./en/security-centre.ts').then((module) => module.securityCentre),
    shell: () => import('./en/shell.ts').then((module) => module.shell),
    social: () => import('./en/social.ts').then((module) => module.social),
    speed: () => import('./en/speed.ts').then((module) => module.speed),
    success: () => import('./en/success.ts').then((module) => module.success),
    twoStep: () => import('./en/two-step.ts').then((module) => module.twoStep),
    validation: () => import('./en/validation.ts').then((module) => module.validation),
    wallet: () => import('./en/wallet.ts').then((module) => module.wallet),
    winners: () => import('./en/winners.ts').then((module) => module.winners),
    withdraw: () => import('./en/withdraw.ts').then((module) => module.withdraw),
    sitePages: () => import('./en/site-pages.ts').then((module) => module.sitePages),
  },
  vi: {
    agent: () => import('./vi/agent.ts').then((module) => module.agent),
    announcements: () => import('./vi/announcements.ts').then((module) => module.announcements),
    auth: () => import('./vi/auth.ts').then((module) => module.auth),
    bets: () => import('./vi/bets.ts').then((module) => module.bets),
    chat: () => import('./vi/chat.ts').then((module) => module.chat),
    common: () => import('./vi/common.ts').then((module) => module.common),
    console: () => import('./vi/console.ts').then((module) => module.operatorConsole),
    crash: () => import('./vi/crash.ts').then((module) => module.crash),
    deposit: () => import('./vi/deposit.ts').then((module) => module.deposit),
    errors: () => import('./vi/errors.ts').then((module) => module.errors),
    feedback: () => import('./vi/feedback.ts').then((module) => module.feedback),
    agentApplication: () => import('./vi/agent-application.ts').then((module) => module.agentApplication),
    agentContracts: () => import('./vi/agent-contracts.ts').then((module) => module.agentContracts),
    agentIncome: () => import('./vi/agent-income.ts').then((module) => module.agentIncome),
    agentLinks: () => import('./vi/agent-links.ts').then((module) => module.agentLinks),
    agentOpenAccount: () => import('./vi/agent-open-account.ts').then((module) => module.agentOpenAccount),
    agentOverview: () => import('./vi/agent-overview.ts').then((module) => module.agentOverview),
    agentTeam: () => import('./vi/agent-team.ts').then((module) => module.agentTeam),
    points: () => import('./vi/points.ts').then((module) => module.points),
    promotions: () => import('./vi/promotions.ts').then((module) => module.promotions),
    agentReports: () => import('./vi/agent-reports.ts').then((module) => module.agentReports),
    agentTransfers: () => import('./vi/agent-transfers.ts').then((module) => module.agentTransfers),
    help: () => import('./vi/help.ts').then((module) => module.help),
    inbox: () => import('./vi/inbox.ts').then((module) => module.inbox),
    lobby: () => import('./vi/lobby.ts').then((module) => module.lobby),
    search: () => import('./vi/search.ts').then((module) => module.search),
    lottery: () => import('./vi/lottery.ts').then((module) => module.lottery),
    lotteryResults: () => import('./vi/lottery-results.ts').then((module) => module.lotteryResults),
    lotteryPlay: () => import('./vi/lottery-play.ts').then((module) => module.lotteryPlay),
    member: () => import('./vi/member.ts').then((module) => module.member),
    originals: () => import('./vi/originals.ts').then((module) => module.originals),
    profile: () => import('./vi/profile.ts').then((module) => module.profile),
    protection: () => import('./vi/protection.ts').then((module) => module.protection),
    security: () => import('./vi/security.ts').then((module) => module.security),
    securityCentre: () => import('./vi/security-centre.ts').then((module) => module.securityCentre),
    shell: () => import('./vi/shell.ts').then((module) => module.shell),
    social: () => import('./vi/social.ts').then((module) => module.social),
    speed: () => import('./vi/speed.ts').then((module) => module.speed),
    success: () => import('./vi/success.ts').then((module) => module.success),
    twoStep: () => import('./vi/two-step.ts').then((module) => module.twoStep),
    validation: () => import('./vi/validation.ts').then((module) => module.validation),
    wallet: () => import('./vi/wallet.ts').then((module) => module.wallet),
    winners: () => import('./vi/winners.ts').then((module) => module.winners),
    withdraw: () => import('./vi/withdraw.ts').then((module) => module.withdraw),
    sitePages: () => import('./vi/site-pages.ts').then((module) => module.sitePages),
  },
} satisfies Record<BundledLanguage, NamespaceLoaders>;
