import { useT } from '@lotus/i18n';
import type { LotteryBoard } from '@lotus/games';
import { verifyFastDraw } from '@lotus/games';
import { Button } from '@lotus/ui';
import { useState } from 'react';
import * as styles from './results.css.ts';

/**
 * A fast draw's proof, checked in the reader's own browser: the hash published before betting,
 * the seed revealed at the draw, and a button that recomputes both (verifyFastDraw) and says
 * plainly whether the seed is the one committed to and whether the board is the one it draws.
 */
export function FastDrawVerifier(props: {
  drawId: string;
  seedHash: string | null;
  serverSeed: string | null;
  board: LotteryBoard;
}) {
  const { t } = useT('lotteryResults');
  const [verdict, setVerdict] = useState<{ seedMatches: boolean; boardMatches: boolean } | null>(null);
  const { drawId, seedHash, serverSeed, board } = props;
  return (
    <section className={styles.verifier} aria-label={t('lotteryResults.verifier.title')}>
      <p className={styles.muted}>{t('lotteryResults.verifier.hint')}</p>
      <dl className={styles.facts}>
        <dt className={styles.factLabel}>{t('lotteryResults.verifier.seedHash')}</dt>
        <dd className={styles.factValue}>{seedHash ?? '—'}</dd>
        <dt className={styles.factLabel}>{t('lotteryResults.verifier.serverSeed')}</dt>
        <dd className={styles.factValue}>{serverSeed ?? t('lotteryResults.verifier.notRevealed')}</dd>
      </dl>
      {seedHash !== null && serverSeed !== null ? (
        <div>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setVerdict(verifyFastDraw({ drawId, seedHash, serverSeed, board }))}
          >
            {t('lotteryResults.verifier.verify')}
          </Button>
        </div>
      ) : null}
      <div role="status">
        {verdict === null ? null : (
          <ul className={styles.verdicts}>
            <Verdict
              passed={verdict.seedMatches}
              text={t(
                verdict.seedMatches
                  ? 'lotteryResults.verifier.seedMatches'
                  : 'lotteryResults.verifier.seedMismatch',
              )}
            />
            <Verdict
              passed={verdict.boardMatches}
              text={t(
                verdict.boardMatches
                  ? 'lotteryResults.verifier.boardMatches'
                  : 'lotteryResults.verifier.boardMismatch',
              )}
            />
          </ul>
        )}
      </div>
    </section>
  );
}

function Verdict(props: { passed: boolean; text: string }) {
  return (
    <li className={`${styles.verdict} ${props.passed ? styles.pass : styles.fail}`}>
      <span aria-hidden="true">{props.passed ? '✓' : '✗'}</span>
      <span>{props.text}</span>
    </li>
  );
}
