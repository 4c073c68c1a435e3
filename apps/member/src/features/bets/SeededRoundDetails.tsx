import type { BetRoundDetail } from '@lotus/contract/bet-rounds';
import type { HouseRound } from '@lotus/contract/house-games';
import { useT } from '@lotus/i18n';
import type { ReactNode } from 'react';
import { Link } from '@lotus/app-shell/routing';
import {
  formatExactMultiplier,
  formatMultiplier,
  verifyLinkOfRound,
  verifyQueryOf,
} from '../originals/index.ts';
import { houseRoundOutcome } from './house-round-outcome.ts';
import * as styles from './bets.css.ts';

/** One label and its value of an opened round. */
export function Fact(props: { label: string; children: ReactNode; hash?: boolean }) {
  return (
    <>
      <dt className={styles.detailTerm}>{props.label}</dt>
      <dd className={props.hash === true ? `${styles.detailValue} ${styles.hash}` : styles.detailValue}>
        {props.children}
      </dd>
    </>
  );
}

/** The seeds every provably fair round shows: the hash, the server seed (or when it comes), client seed, nonce. */
function SeedFacts(props: {
  serverSeedHash: string;
  serverSeed: string | null;
  /** Said in the server seed's place while it is secret. */
  hiddenSeed: string;
  clientSeed: string;
  nonce: number;
}) {
  const { t } = useT('bets', 'originals');
  return (
    <>
      <Fact label={t('originals.history.serverSeedHash')} hash>
        {props.serverSeedHash}
      </Fact>
      <Fact label={t('originals.history.serverSeed')} hash={props.serverSeed !== null}>
        {props.serverSeed ?? props.hiddenSeed}
      </Fact>
      <Fact label={t('originals.history.clientSeed')} hash>
        {props.clientSeed}
      </Fact>
      <Fact label={t('originals.history.nonce')}>{props.nonce}</Fact>
    </>
  );
}

/**
 * A Dice, Limbo, Plinko, Mines Gold or Tower round: its outcome and seeds, with the verifier's link
 * once the server seed is revealed, else how to reveal it (rotate the seeds in the game).
 */
export function HouseRoundDetails(props: { round: HouseRound }) {
  const { t, language } = useT('bets', 'originals');
  const { round } = props;
  const game = t(`originals.games.${round.game}`);
  const serverSeed = round.serverSeed;
  return (
    <>
      <dl className={styles.detailList}>
        <Fact label={t('bets.detail.game')}>{game}</Fact>
        <Fact label={t('bets.detail.outcome')}>{houseRoundOutcome(round, t, language)}</Fact>
        <Fact label={t('bets.detail.multiplier')}>{formatExactMultiplier(round.multiplier, language)}</Fact>
        <SeedFacts
          serverSeedHash={round.serverSeedHash}
          serverSeed={serverSeed}
          hiddenSeed={t('originals.history.serverSeedHidden')}
          clientSeed={round.clientSeed}
          nonce={round.nonce}
        />
      </dl>
      {serverSeed !== null && round.status !== 'playing' ? (
        <Link className={styles.link} to={verifyLinkOfRound({ ...round, serverSeed })}>
          {t('originals.history.verify')}
        </Link>
      ) : serverSeed === null ? (
        <p className={styles.muted}>
          {t('bets.detail.rotateHint')}{' '}
          <Link className={styles.link} to={`/originals/${round.game}`}>
            {t('bets.detail.openGame', { game })}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/** The PAPPU round a bet was in: the bet's cash-out, the crash point and the seeds once it crashed. */
export function PappuRoundDetails(props: { detail: Extract<BetRoundDetail, { kind: 'pappu' }> }) {
  const { t, language } = useT('bets', 'originals');
  const { detail } = props;
  const serverSeed = detail.serverSeed;
  const verifyQuery =
    serverSeed === null
      ? null
      : verifyQueryOf({
          game: 'pappu',
          serverSeed,
          clientSeed: detail.clientSeed,
          nonce: String(detail.nonce),
        });
  return (
    <>
      <dl className={styles.detailList}>
        <Fact label={t('bets.detail.game')}>{t('originals.games.pappu')}</Fact>
        <Fact label={t('bets.detail.roundNumber')}>#{detail.roundNumber}</Fact>
        <Fact label={t('bets.detail.autoCashOut')}>
          {detail.autoCashOut === null
            ? t('bets.detail.noAutoCashOut')
            : formatMultiplier(detail.autoCashOut, language)}
        </Fact>
        <Fact label={t('bets.detail.cashedOutAt')}>
          {detail.cashedOutAt === null
            ? t('bets.detail.notCashedOut')
            : formatMultiplier(detail.cashedOutAt, language)}
        </Fact>
        <Fact label={t('bets.detail.crashPoint')}>
          {detail.crashPoint === null
            ? t('bets.detail.notCrashed')
            : formatMultiplier(detail.crashPoint, language)}
        </Fact>
        <SeedFacts
          serverSeedHash={detail.serverSeedHash}
          serverSeed={serverSeed}
          hiddenSeed={t('bets.detail.pappuSeedHidden')}
          clientSeed={detail.clientSeed}
          nonce={detail.nonce}
        />
      </dl>
      {verifyQuery === null ? null : (
        <Link className={styles.link} to={`/originals/verify?${verifyQuery}`}>
          {t('originals.history.verify')}
        </Link>
      )}
    </>
  );
}
