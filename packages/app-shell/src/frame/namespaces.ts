import type { I18nInstance, Namespace } from '@lotus/i18n';

// Every namespace, typed: a namespace added to the dictionaries fails typecheck here until listed.
const everyNamespace = {
  agent: true,
  agentApplication: true,
  agentContracts: true,
  agentIncome: true,
  agentLinks: true,
  agentOpenAccount: true,
  agentOverview: true,
  agentTeam: true,
  agentReports: true,
  agentTransfers: true,
  announcements: true,
  auth: true,
  bets: true,
  chat: true,
  common: true,
  console: true,
  crash: true,
  deposit: true,
  errors: true,
  feedback: true,
  help: true,
  inbox: true,
  lobby: true,
  lottery: true,
  lotteryPlay: true,
  lotteryResults: true,
  member: true,
  originals: true,
  points: true,
  profile: true,
  protection: true,
  search: true,
  security: true,
  securityCentre: true,
  shell: true,
  sitePages: true,
  social: true,
  speed: true,
  success: true,
  twoStep: true,
  validation: true,
  wallet: true,
  winners: true,
  withdraw: true,
} as const satisfies Record<Namespace, true>;

/** The namespaces of `i18n`'s language that are in memory: after a render from nothing, those it showed. */
export function loadedNamespaces(i18n: I18nInstance): Namespace[] {
  return (Object.keys(everyNamespace) as Namespace[]).filter((namespace) => i18n.hasNamespaces([namespace]));
}
