import type { TFunction } from '@lotus/i18n';

const houseGames = ['mines-gold', 'limbo', 'tower', 'dice', 'plinko', 'pappu'] as const;
type HouseGame = (typeof houseGames)[number];
const isHouseGame = (code: string): code is HouseGame => (houseGames as readonly string[]).includes(code);

/**
 * A record's note in the reader's language. The ledger notes its own movements in a fixed form
 * ("SIM_SLOTS round 123", "LOTUS dice round 55", "deposit D-42", "main -> SIM_LIVE"): those are
 * worded here, never shown with their codes. Anything else is an operator's own words (the reason
 * of an adjustment) and shows as written.
 */
export function recordMemoText(memo: string, t: TFunction): string {
  let match = /^LOTUS jackpot (\S+) round (\S+)$/.exec(memo);
  if (match) return t('wallet.memos.jackpot', { game: houseGameName(match[1]!, t), round: match[2]! });
  match = /^LOTUS (\S+) round (\S+)$/.exec(memo);
  if (match) return t('wallet.memos.houseRound', { game: houseGameName(match[1]!, t), round: match[2]! });
  match = /^[A-Z0-9_]+ round (\S+) rollback$/.exec(memo);
  if (match) return t('wallet.memos.roundRollback', { round: match[1]! });
  match = /^[A-Z0-9_]+ round (\S+)$/.exec(memo);
  if (match) return t('wallet.memos.round', { round: match[1]! });
  match = /^deposit (\S+)$/.exec(memo);
  if (match) return t('wallet.memos.deposit', { reference: match[1]! });
  match = /^withdrawal (\S+)$/.exec(memo);
  if (match) return t('wallet.memos.withdrawal', { reference: match[1]! });
  if (/^main -> [A-Z0-9_]+$/.test(memo)) return t('wallet.memos.toGameWallet');
  if (/^[A-Z0-9_]+ -> main$/.test(memo) || memo === 'vendor wallets -> main') {
    return t('wallet.memos.fromGameWallets');
  }
  return memo;
}

function houseGameName(code: string, t: TFunction): string {
  return isHouseGame(code) ? t(`originals.games.${code}`) : code;
}
