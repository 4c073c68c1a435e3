/**
 * Plain constant lists of the contract, free of zod, so the web apps may import them at run time
 * (`@lotus/contract/values`) without pulling the schemas into their bundles.
 */

/** Where the member's money comes from (KYC): the values the server accepts, labels are the app's. */
export const sourcesOfIncome = [
  'salary',
  'business',
  'selfEmployed',
  'investments',
  'pension',
  'savings',
  'inheritance',
  'other',
] as const;
export type SourceOfIncome = (typeof sourcesOfIncome)[number];

/** ISO 3166-1 alpha-2 country codes (the 249 officially assigned), for nationality. */
export const nationalityCodes = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
  'BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
  'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM ' +
  'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
  'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
  'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** The member's pictures are /avatars/1.svg … /avatars/<avatarCount>.svg on the member site. */
export const avatarCount = 12;

/**
 * The game types of the betting record and profit and loss: a game's category (an external
 * vendor's category until the games catalog gives each game its own). Labels are the app's.
 */
export const gameTypes = [
  'live_casino',
  'slots',
  'sports',
  'esports',
  'cards',
  'fishing',
  'lottery',
  'cockfighting',
  'mini_games',
] as const;
export type GameType = (typeof gameTypes)[number];

/** A round in the betting record: open (stake taken), settled (paid, possibly nothing), rolled back. */
export const betStatuses = ['open', 'settled', 'rolled_back'] as const;
export type BetStatus = (typeof betStatuses)[number];

/** The kinds of movement in the member's account record (the ledger's journal kinds). Labels are the app's. */
export const walletRecordTypes = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_paid',
  'bet',
  'win',
  'transfer',
  'adjustment',
  'bonus',
  'rebate',
  'commission',
  'points',
] as const;
export type WalletRecordType = (typeof walletRecordTypes)[number];

/** The kinds bonus details show. */
export const walletBonusKinds = ['bonus', 'rebate'] as const;
export type WalletBonusKind = (typeof walletBonusKinds)[number];

/** Feedback (docs/feedback.md): what it is about, its states, the promise and the bounds. */
export const feedbackQuestionTypes = [
  'deposit',
  'withdrawal',
  'game',
  'account',
  'promotion',
  'suggestion',
  'complaint',
  'other',
] as const;
export type FeedbackQuestionType = (typeof feedbackQuestionTypes)[number];
export const feedbackStatuses = ['open', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];
/** The spec's promise: a reply within 24 hours; an open feedback older than that is overdue. */
export const feedbackReplyHours = 24;
export const feedbackContentMin = 10;
export const feedbackContentMax = 140;
export const feedbackContactMax = 100;
export const feedbackReplyMax = 1000;

// Made on first use: a segmenter loads the locale's break rules, tens of milliseconds on a phone,
// and every page that imports these values would pay them before its first render.
let feedbackGraphemes: Intl.Segmenter | undefined;

/**
 * Feedback length as a person sees it: grapheme clusters, so a Vietnamese `ệ` counts once whether
 * typed precomposed or as e plus two combining marks, and a flag or a family emoji counts once. The
 * server's bound and the member screen's live count are this one function.
 */
export function feedbackContentLength(text: string): number {
  feedbackGraphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  for (const _ of feedbackGraphemes.segment(text)) count += 1;
  return count;
}

/** The operator mail's translated texts travel as message params `title_<language>`, `body_<language>`. */
export function mailParamKey(field: 'title' | 'body', language: string): string {
  return `${field}_${language}`;
}

/**
 * The chat room's rules (docs/chat.md): the server refuses what breaks them, the composer shows them.
 * A message is 1 to 200 characters once trimmed; a member sends at most one every 2 seconds and 10
 * in any 60 seconds.
 */
export const chatRules = {
  minLength: 1,
  maxLength: 200,
  minIntervalSeconds: 2,
  perMinute: 10,
} as const;

/** Characters as a reader counts them (Unicode code points): an emoji or "ệ" is one, whatever its encoding. */
export function chatTextLength(text: string): number {
  return Array.from(text).length;
}

/** Whether a text shows anything: spaces and invisible joiners alone are not a message. */
export function chatTextIsVisible(text: string): boolean {
  return /[^\s\u200b-\u200d\u2060\ufeff]/u.test(text);
}

/** The banner groups the apps show: the member home page's carousel and the line-detection page's. */
export const bannerGroups = { memberHome: 'w_home', speed: 'w_speed' } as const;

/** Announcement types (spec: B, PL, PU, PR, H); what each does on the site: docs/announcements.md. */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];
/** The types shown as a popup dialog (PU everyone, PL members, PR visitors); B and H are notices. */
export const popupAnnouncementTypes = ['PL', 'PU', 'PR'] as const satisfies readonly AnnouncementType[];
