import type { HouseRound } from '@lotus/contract/house-games';
import type { UseT } from '@lotus/i18n';
import { formatHundredths, formatMultiplier } from '../originals/index.ts';

/** What a house round came to, in one line of the reader's language ("Rolled 42.17, bet under 50.00"). */
export function houseRoundOutcome(round: HouseRound, t: UseT['t'], language: string): string {
  if (round.status === 'playing') return t('bets.detail.inPlay');
  switch (round.game) {
    case 'dice':
      return t('bets.detail.dice', {
        roll: formatHundredths(round.outcome.rollHundredths, language),
        direction: t(`bets.detail.diceDirections.${round.params.direction}`),
        target: formatHundredths(round.params.targetHundredths, language),
      });
    case 'limbo':
      return t('bets.detail.limbo', {
        result: formatMultiplier(round.outcome.outcomeMultiplier, language),
        target: formatMultiplier(round.params.targetMultiplier, language),
      });
    case 'plinko':
      return t('bets.detail.plinko', {
        bucket: round.outcome.bucket,
        rows: round.params.rows,
        risk: t(`originals.plinko.risks.${round.params.risk}`),
      });
    case 'mines-gold':
      return t(round.outcome.mineHit === null ? 'bets.detail.mines' : 'bets.detail.minesHit', {
        mines: round.params.mines,
        revealed: round.outcome.revealed.length,
      });
    case 'tower':
      return t(round.outcome.trapHit === null ? 'bets.detail.tower' : 'bets.detail.towerHit', {
        difficulty: t(`originals.tower.difficulties.${round.params.difficulty}`),
        levels: round.outcome.columns.length,
      });
  }
}
