import { useT } from '@lotus/i18n';
import { MinesBoard } from './MinesBoard.tsx';
import { PlinkoBoard } from './PlinkoBoard.tsx';
import { TowerBoard } from './TowerBoard.tsx';
import { formatExactMultiplier, formatHundredths, formatMultiplier } from './originals-format.ts';
import type { VerifiedOutcome } from './verify-round.ts';
import * as styles from './originals.css.ts';

/** A recomputed round as the verifier shows it: in words, and on the game's board where it has one. */
export function VerifiedOutcomeView(props: { outcome: VerifiedOutcome }) {
  const { t, language } = useT('originals');
  const { outcome } = props;
  const result = (won: boolean) => (won ? t('originals.verify.win') : t('originals.verify.loss'));
  switch (outcome.game) {
    case 'mines-gold':
      return (
        <>
          <p data-testid="verify-outcome">
            {t('originals.verify.mineTiles', { tiles: outcome.mineTiles.map((tile) => tile + 1).join(', ') })}
          </p>
          <MinesBoard state={{ revealed: [], mineHit: null, mineTiles: outcome.mineTiles }} />
        </>
      );
    case 'tower':
      return (
        <>
          <ul className={styles.detailList} data-testid="verify-outcome">
            {outcome.traps.map((columns, level) => (
              <li key={level} className={styles.muted}>
                {t('originals.verify.traps', {
                  level: level + 1,
                  columns: columns.map((column) => column + 1).join(', '),
                })}
              </li>
            ))}
          </ul>
          <TowerBoard
            state={{ difficulty: outcome.difficulty, columns: [], trapHit: null, traps: outcome.traps }}
          />
        </>
      );
    case 'plinko':
      return (
        <>
          <p data-testid="verify-outcome">
            {t('originals.verify.path', {
              path: outcome.path.map((bounce) => (bounce === 'left' ? 'L' : 'R')).join(''),
              bucket: outcome.bucket,
              multiplier: formatExactMultiplier(outcome.payoutMultiplier, language),
            })}
          </p>
          <PlinkoBoard
            rows={outcome.rows}
            risk={outcome.risk}
            drop={{ path: outcome.path, bucket: outcome.bucket, key: outcome.path.join('') }}
          />
        </>
      );
    case 'dice':
      return (
        <p className={styles.result.playing} data-testid="verify-outcome">
          {t('originals.verify.diceRoll', {
            roll: formatHundredths(outcome.rollHundredths, language),
            result: result(outcome.won),
            multiplier: formatExactMultiplier(outcome.payoutMultiplier, language),
          })}
        </p>
      );
    case 'limbo':
      return (
        <p className={styles.result.playing} data-testid="verify-outcome">
          {t('originals.verify.limbo', {
            outcome: formatMultiplier(outcome.outcomeMultiplier, language),
            result: result(outcome.won),
            multiplier: formatExactMultiplier(outcome.payoutMultiplier, language),
          })}
        </p>
      );
    case 'pappu':
      return (
        <p className={styles.bigNumber} data-testid="verify-outcome">
          {t('originals.verify.crash', { multiplier: formatMultiplier(outcome.crashPoint, language) })}
        </p>
      );
  }
}
