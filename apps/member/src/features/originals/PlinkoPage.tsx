import type { HouseLimits, PlinkoBet } from '@lotus/contract/house-games';
import type { PlinkoRisk, PlinkoRows } from '@lotus/games';
import { PLINKO_RISKS, PLINKO_RTP, netResultOf, plinkoRtp } from '@lotus/games';
import { useT } from '@lotus/i18n';
import { Select } from '@lotus/ui';
import { useCallback, useState } from 'react';
import { SingleBetForm } from './SingleBetForm.tsx';
import { GameFrame, GameLayout } from './GameFrame.tsx';
import type { PlinkoDrop } from './PlinkoBoard.tsx';
import { PlinkoBoard } from './PlinkoBoard.tsx';
import { HeldBalance, heldBalanceOf } from './StakeBalance.tsx';
import { playGameSound } from './game-sound.ts';
import { formatExactMultiplier, percentOf } from './originals-format.ts';
import { plinkoRiskOptions, plinkoRowChoices, plinkoRowOptions } from './originals-options.ts';
import { houseGames } from './originals-queries.ts';
import type { BetTicket } from './use-bet-slip.ts';
import { useSingleBet } from './use-single-bet.ts';
import * as styles from './originals.css.ts';

/** What a Plinko bet asks besides the stake. */
type PlinkoParams = Omit<PlinkoBet, keyof BetTicket>;

/** The lowest and highest return of the pay tables, for the page's heading: "98,99%–99,00%". */
function rtpRange(language: string): string {
  const all = PLINKO_RISKS.flatMap((risk) => plinkoRowChoices.map((rows) => PLINKO_RTP[risk][rows]));
  const sorted = all.sort((a, b) => Number(a.numerator * b.denominator - b.numerator * a.denominator));
  return `${percentOf(sorted[0]!, language)}–${percentOf(sorted.at(-1)!, language)}`;
}

/** Plinko (`/originals/plinko`): the ball's path is drawn from the round's seeds; the bucket pays. */
export function PlinkoPage() {
  return (
    <GameFrame game="plinko" rtp={rtpRange}>
      {(limits) => <PlinkoGame limits={limits} />}
    </GameFrame>
  );
}

function PlinkoGame(props: { limits: HouseLimits }) {
  const { t, language } = useT('originals');
  const bet = useSingleBet('plinko', props.limits, (params: PlinkoParams, ticket) =>
    houseGames.plinko({ ...params, ...ticket }),
  );
  const { last } = bet;
  const [rows, setRows] = useState<PlinkoRows>(16);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  // The round whose ball has landed: its result and the balance after it show from then on, so
  // what the page says always matches where the ball is. The next bet waits for the landing.
  const [landedId, setLandedId] = useState<string | null>(null);
  // The board shows the last drop only while the member keeps its rows and risk.
  const shown = last && last.params.rows === rows && last.params.risk === risk ? last : null;
  const falling = shown !== null && shown.id !== landedId;
  const landed = falling ? null : last;
  const drop: PlinkoDrop | null = shown
    ? { path: shown.outcome.path, bucket: shown.outcome.bucket, key: shown.id }
    : null;
  const onLand = useCallback(
    (landing: PlinkoDrop) => {
      setLandedId(landing.key);
      playGameSound('land');
      if (last?.id === landing.key && netResultOf(BigInt(last.stake), BigInt(last.payout)) === 'win') {
        playGameSound('win');
      }
    },
    [last],
  );
  const onPeg = useCallback(() => playGameSound('peg'), []);
  const board = (
    <div className={styles.stack}>
      <PlinkoBoard rows={rows} risk={risk} drop={drop} onPeg={onPeg} onLand={onLand} />
      <p className={styles.muted}>
        {t('originals.rtp', { rtp: percentOf(plinkoRtp({ rows, risk }), language) })}
      </p>
      <p className={styles.muted} aria-live="polite" data-testid="plinko-landed">
        {landed && shown === landed
          ? t('originals.plinko.bucket', {
              bucket: landed.outcome.bucket,
              multiplier: formatExactMultiplier(landed.multiplier, language),
            })
          : falling
            ? t('originals.plinko.falling')
            : null}
      </p>
    </div>
  );
  // While the ball falls: the form waits, the last result is the landed one's, the balance is
  // the one after the stake (the server's answer less what the drop pays).
  const held = heldBalanceOf(falling, bet.lastBalance, shown?.payout);
  const form = { ...bet, last: landed, isPending: bet.isPending || falling };
  const controls = (
    <HeldBalance.Provider value={held}>
      <SingleBetForm bet={form} params={{ rows, risk }}>
        <Select
          label={t('originals.plinko.rows')}
          options={plinkoRowOptions}
          value={String(rows)}
          onChange={(event) => setRows(Number(event.target.value) as PlinkoRows)}
          disabled={form.isPending}
        />
        <Select
          label={t('originals.plinko.risk')}
          options={plinkoRiskOptions(t)}
          value={risk}
          onChange={(event) => setRisk(event.target.value as PlinkoRisk)}
          disabled={form.isPending}
        />
      </SingleBetForm>
    </HeldBalance.Provider>
  );
  return <GameLayout game="plinko" board={board} controls={controls} />;
}
