import { FormAlert, useSessionStore } from '@lotus/app-shell';
import type { HouseLimits } from '@lotus/contract';
import type { PlinkoRisk, PlinkoRows } from '@lotus/games';
import { PLINKO_RISKS, PLINKO_RTP, plinkoRtp } from '@lotus/games';
import { useT } from '@lotus/i18n';
import { Button, Select } from '@lotus/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { HouseRound } from '@lotus/contract';
import { AmountField } from '../../components/AmountField.tsx';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { refusalText } from '../../lib/refusals.ts';
import { useProtectedAction } from '../../lib/use-protected-action.ts';
import { GameFrame, GameLayout } from './GameFrame.tsx';
import type { PlinkoDrop } from './PlinkoBoard.tsx';
import { PlinkoBoard } from './PlinkoBoard.tsx';
import { RoundResult } from './RoundResult.tsx';
import { StakeBalance } from './StakeBalance.tsx';
import { formatExactMultiplier, percentOf } from './originals-format.ts';
import { houseGames } from './originals-queries.ts';
import { useHouseAction } from './use-house-action.ts';
import { useStake } from './use-stake.ts';
import * as styles from './originals.css.ts';

type PlinkoRoundView = Extract<HouseRound, { game: 'plinko' }>;
const rowChoices: PlinkoRows[] = [8, 9, 10, 11, 12, 13, 14, 15, 16];

/** The lowest and highest return of the pay tables, for the page's heading. */
function rtpRange(): string {
  const all = PLINKO_RISKS.flatMap((risk) => rowChoices.map((rows) => percentOf(PLINKO_RTP[risk][rows])));
  const sorted = all.map(Number).sort((a, b) => a - b);
  return `${sorted[0]!.toFixed(2)}–${sorted.at(-1)!.toFixed(2)}`;
}

/** Plinko (`/originals/plinko`): the ball's path is drawn from the round's seeds; the bucket pays. */
export function PlinkoPage() {
  return (
    <GameFrame game="plinko" rtp={rtpRange()}>
      {(limits) => <PlinkoGame limits={limits} />}
    </GameFrame>
  );
}

function PlinkoGame(props: { limits: HouseLimits }) {
  const { t } = useT();
  const signedIn = useSessionStore((session) => session.token) !== null;
  const protect = useProtectedAction();
  const stake = useStake('plinko', props.limits);
  const [rows, setRows] = useState<PlinkoRows>(16);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [last, setLast] = useState<PlinkoRoundView | null>(null);
  const play = useHouseAction(houseGames.plinko, (result) => {
    if (result.round.game === 'plinko') setLast(result.round);
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stake.check() || stake.stake === null) return;
    const amount = stake.stake;
    protect(() => play.run({ stake: amount, rows, risk, idempotencyKey: newIdempotencyKey() }));
  };
  const shown = last && last.params.rows === rows && last.params.risk === risk ? last : null;
  const drop: PlinkoDrop | null = shown
    ? { path: shown.outcome.path, bucket: shown.outcome.bucket, key: shown.id }
    : null;
  const board = (
    <div className={styles.stack}>
      <PlinkoBoard rows={rows} risk={risk} drop={drop} />
      <p className={styles.muted}>{t('originals.rtp', { rtp: percentOf(plinkoRtp({ rows, risk })) })}</p>
      {shown && (
        <p className={styles.muted} aria-live="polite">
          {t('originals.plinko.bucket', {
            bucket: shown.outcome.bucket,
            multiplier: formatExactMultiplier(shown.multiplier),
          })}
        </p>
      )}
    </div>
  );
  const controls = (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('originals.games.plinko')}>
      <AmountField {...stake.field} disabled={play.isPending} />
      <Select
        label={t('originals.plinko.rows')}
        options={rowChoices.map((value) => ({ value: String(value), label: String(value) }))}
        value={String(rows)}
        onChange={(event) => setRows(Number(event.target.value) as PlinkoRows)}
        disabled={play.isPending}
      />
      <Select
        label={t('originals.plinko.risk')}
        options={PLINKO_RISKS.map((value) => ({ value, label: t(`originals.plinko.risks.${value}`) }))}
        value={risk}
        onChange={(event) => setRisk(event.target.value as PlinkoRisk)}
        disabled={play.isPending}
      />
      {signedIn ? (
        <Button type="submit" size="lg" loading={play.isPending} disabled={play.isPending}>
          {play.isPending ? t('originals.betting') : t('originals.bet')}
        </Button>
      ) : (
        <Button size="lg" onClick={() => protect(() => undefined)}>
          {t('originals.signIn')}
        </Button>
      )}
      {last && <RoundResult round={last} />}
      <StakeBalance />
      <FormAlert message={play.error ? refusalText(play.error, t('originals.playError')) : null} />
    </form>
  );
  return <GameLayout game="plinko" board={board} controls={controls} />;
}
