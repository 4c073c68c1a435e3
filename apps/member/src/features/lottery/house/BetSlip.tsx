import type { LotteryOdds, OpenLotteryDraws } from '@lotus/contract/lottery';
import { useT } from '@lotus/i18n';
import { useMemo, useState } from 'react';
import { useProtectedAction } from '../../../lib/use-protected-action.ts';
import { CodeBox } from './CodeBox.tsx';
import { readCode } from './code-reading.ts';
import type { HouseLotteryCode } from './house-codes.ts';
import { PickEntry } from './PickEntry.tsx';
import type { Pick } from './PickEntry.tsx';
import { SlipResult } from './SlipResult.tsx';
import { SlipSummary } from './SlipSummary.tsx';
import { gridBetsOf, oddsByTypeOf, pointsOf, slipTotalsOf } from './slip-math.ts';
import { SlipOutcomes } from './SlipOutcomes.tsx';
import { slipsByDrawOf } from './slip-groups.ts';
import type { DrawBet } from './slip-groups.ts';
import { drawsByStationOf } from './station-draws.ts';
import { fastIntervalOf } from './house-codes.ts';
import { usePlaceSlips } from './use-place-slip.ts';
import * as styles from './house.css.ts';

type OpenDraw = OpenLotteryDraws['draws'][number];
type Mode = 'pick' | 'code';
const modes: readonly Mode[] = ['pick', 'code'];

/**
 * The bet slip: bets picked on the grid (on the chosen draw) or typed in the code box (one way at
 * a time; on a regional game its station words choose among the day's open draws, the chosen one
 * by default), the stake and the most it can win over them all as they change, and the confirm
 * that places them: one slip per draw.
 */
export function BetSlip(props: {
  game: HouseLotteryCode;
  draw: OpenDraw | null;
  /** The game's draws taking bets (a regional code box places on its stations' draws of the day). */
  draws: readonly OpenDraw[];
  /** A station's name for the lines and the results. */
  stationName: (code: string | null) => string;
  /** Why no slip can be placed now (no draw open, the chosen one closing), or null. */
  blocked: string | null;
  odds: LotteryOdds;
  currency: string;
}) {
  const { t } = useT('lotteryPlay');
  const protect = useProtectedAction();
  const { odds, draw } = props;
  const oddsByType = useMemo(() => oddsByTypeOf(odds), [odds]);
  const [mode, setMode] = useState<Mode>('pick');
  const [pick, setPick] = useState<Pick>(() => ({ type: odds.types[0]!.type, numbers: [], points: '1' }));
  const [code, setCode] = useState('');

  const regional = fastIntervalOf(props.game) === null;
  const { draws } = props;
  const reading = useMemo(() => {
    if (draw === null) return { bets: [], problems: [] };
    const stationDraws = regional ? drawsByStationOf(draws, draw.drawDate) : null;
    return readCode(code, { draw, region: odds.region, odds: oddsByType, stationDraws });
  }, [code, draw, draws, regional, odds.region, oddsByType]);
  const bets = useMemo((): DrawBet[] => {
    if (mode === 'code') return reading.bets;
    if (draw === null) return [];
    const picked = gridBetsOf(pick.type, pick.numbers, pointsOf(pick.points));
    return picked.map((bet) => ({ ...bet, drawId: draw.drawId, station: draw.station }));
  }, [mode, pick, reading.bets, draw]);
  const slips = useMemo(() => slipsByDrawOf(bets), [bets]);
  const totals = slipTotalsOf(bets, odds.region, oddsByType);
  const slip = usePlaceSlips(props.game, slips);
  const stationOf = (code: string | null) => (regional ? props.stationName(code) : '');

  if (slip.allPlaced) {
    return (
      <SlipResult
        results={slip.outcomes.map((outcome) => ({
          station: stationOf(outcome.slip.station),
          result: outcome.placed!,
        }))}
        currency={props.currency}
        onAgain={() => {
          setPick((current) => ({ ...current, numbers: [] }));
          setCode('');
          slip.startOver();
        }}
      />
    );
  }
  // Several slips, or one placed of them: each one's outcome in words; one slip: its refusal alone.
  const partial =
    slip.outcomes.some((outcome) => outcome.placed !== null) ||
    (slip.outcomes.length > 1 && slip.outcomes.some((outcome) => outcome.refusal !== null));
  return (
    <div className={styles.page}>
      <div role="group" aria-label={t('lotteryPlay.slip.modeLabel')} className={styles.choices}>
        {modes.map((entry) => (
          <button
            key={entry}
            type="button"
            className={styles.choice}
            aria-pressed={mode === entry}
            onClick={() => setMode(entry)}
          >
            {entry === 'pick' ? t('lotteryPlay.slip.modePick') : t('lotteryPlay.slip.modeCode')}
          </button>
        ))}
      </div>
      {mode === 'pick' ? (
        <PickEntry odds={odds} currency={props.currency} value={pick} onChange={setPick} />
      ) : (
        <CodeBox
          text={code}
          onChange={setCode}
          reading={reading}
          stationName={regional ? (station) => props.stationName(station) : null}
        />
      )}
      {partial ? (
        <SlipOutcomes outcomes={slip.outcomes} stationName={stationOf} currency={props.currency} />
      ) : null}
      <SlipSummary
        count={bets.length}
        totals={totals}
        currency={props.currency}
        blocked={
          props.blocked ??
          (mode === 'code' && reading.problems.length > 0 ? t('lotteryPlay.code.fixFirst') : null)
        }
        pending={slip.pending}
        refusal={slip.refusal ?? (partial ? null : (slip.outcomes[0]?.refusal ?? null))}
        onConfirm={() => protect(slip.place)}
      />
    </div>
  );
}
