import type { HouseLimits, PlinkoBet } from '@lotus/contract/house-games';
import type { PlinkoRisk, PlinkoRows } from '@lotus/games';
import { PLINKO_RISKS, PLINKO_RTP, plinkoRtp } from '@lotus/games';
import { useT } from '@lotus/i18n';
import { Select } from '@lotus/ui';
import { useState } from 'react';
import { SingleBetForm } from './SingleBetForm.tsx';
import { GameFrame, GameLayout } from './GameFrame.tsx';
import type { PlinkoDrop } from './PlinkoBoard.tsx';
import { PlinkoBoard } from './PlinkoBoard.tsx';
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
  // The board shows the last drop only while the member keeps its rows and risk.
  const shown = last && last.params.rows === rows && last.params.risk === risk ? last : null;
  const drop: PlinkoDrop | null = shown
    ? { path: shown.outcome.path, bucket: shown.outcome.bucket, key: shown.id }
    : null;
  const board = (
    <div className={styles.stack}>
      <PlinkoBoard rows={rows} risk={risk} drop={drop} />
      <p className={styles.muted}>
        {t('originals.rtp', { rtp: percentOf(plinkoRtp({ rows, risk }), language) })}
      </p>
      {shown && (
        <p className={styles.muted} aria-live="polite">
          {t('originals.plinko.bucket', {
            bucket: shown.outcome.bucket,
            multiplier: formatExactMultiplier(shown.multiplier, language),
          })}
        </p>
      )}
    </div>
  );
  const controls = (
    <SingleBetForm bet={bet} params={{ rows, risk }}>
      <Select
        label={t('originals.plinko.rows')}
        options={plinkoRowOptions}
        value={String(rows)}
        onChange={(event) => setRows(Number(event.target.value) as PlinkoRows)}
        disabled={bet.isPending}
      />
      <Select
        label={t('originals.plinko.risk')}
        options={plinkoRiskOptions(t)}
        value={risk}
        onChange={(event) => setRisk(event.target.value as PlinkoRisk)}
        disabled={bet.isPending}
      />
    </SingleBetForm>
  );
  return <GameLayout game="plinko" board={board} controls={controls} />;
}
