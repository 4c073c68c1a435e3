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
