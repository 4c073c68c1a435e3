import type { Dictionary } from '../dictionary.ts';
import { announcements } from './announcements.ts';
import { auth } from './auth.ts';
import { bets } from './bets.ts';
import { crash } from './crash.ts';
import { common } from './common.ts';
import { deposit } from './deposit.ts';
import { errors } from './errors.ts';
import { help } from './help.ts';
import { inbox } from './inbox.ts';
import { feedback } from './feedback.ts';
import { agentApplication } from './agent-application.ts';
import { agentContracts } from './agent-contracts.ts';
import { agentIncome } from './agent-income.ts';
import { agentLinks } from './agent-links.ts';
import { agentOpenAccount } from './agent-open-account.ts';
import { agentOverview } from './agent-overview.ts';
import { agentTeam } from './agent-team.ts';
import { points } from './points.ts';
import { referral } from './referral.ts';
import { vip } from './vip.ts';
import { campaigns } from './campaigns.ts';
import { promotions } from './promotions.ts';
import { agentReports } from './agent-reports.ts';
import { agentTransfers } from './agent-transfers.ts';
import { lobby } from './lobby.ts';
import { search } from './search.ts';
import { lottery } from './lottery.ts';
import { lotteryResults } from './lottery-results.ts';
import { lotteryPlay } from './lottery-play.ts';
import { originals } from './originals.ts';
import { profile } from './profile.ts';
import { protection } from './protection.ts';
import { securityCentre } from './security-centre.ts';
import { security } from './security.ts';
import { shell } from './shell.ts';
import { social } from './social.ts';
import { agent } from './agent.ts';
import { member } from './member.ts';
import { speed } from './speed.ts';
import { success } from './success.ts';
import { twoStep } from './two-step.ts';
import { validation } from './validation.ts';
import { wallet } from './wallet.ts';
import { winners } from './winners.ts';
import { chat } from './chat.ts';
import { operatorConsole } from './console.ts';
import { consoleRewards } from './console-rewards.ts';
import { withdraw } from './withdraw.ts';
import { sitePages } from './site-pages.ts';

/** Vietnamese, the default market's language, complete; whole for the server, one chunk per namespace in the web apps (`../loaders.ts`). */
export const vi: Dictionary = {
  common,
  announcements,
  errors,
  success,
  validation,
  shell,
  auth,
  member,
  agent,
  speed,
  console: operatorConsole,
  consoleRewards,
  security,
  twoStep,
  securityCentre,
  profile,
  deposit,
  protection,
  social,
  inbox,
  feedback,
  agentApplication,
  agentContracts,
  agentIncome,
  agentLinks,
  agentOpenAccount,
  agentOverview,
  agentTeam,
  points,
  referral,
  vip,
  campaigns,
  promotions,
  agentReports,
  agentTransfers,
  help,
  wallet,
  withdraw,
  sitePages,
  bets,
  crash,
  lobby,
  search,
  lottery,
  lotteryResults,
  lotteryPlay,
  originals,
  winners,
  chat,
};
