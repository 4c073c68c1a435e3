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
import { usePlaceSlip } from './use-place-slip.ts';
import * as styles from './house.css.ts';

type OpenDraw = OpenLotteryDraws['draws'][number];
type Mode = 'pick' | 'code';
const modes: readonly Mode[] = ['pick', 'code'];

/**
 * The bet slip on one draw: bets picked on the grid or typed in the code box (one way at a time),
 * the stake and the most it can win as they change, and the confirm that places them as one slip.
 */
export function BetSlip(props: {
  game: HouseLotteryCode;
  draw: OpenDraw | null;
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

  const reading = useMemo(
    () => (draw === null ? { bets: [], problems: [] } : readCode(code, draw, odds.region, oddsByType)),
    [code, draw, odds.region, oddsByType],
  );
  const bets = useMemo(
    () => (mode === 'pick' ? gridBetsOf(pick.type, pick.numbers, pointsOf(pick.points)) : reading.bets),
    [mode, pick, reading.bets],
  );
  const totals = slipTotalsOf(bets, odds.region, oddsByType);
  const slip = usePlaceSlip(props.game, draw?.drawId ?? null, bets);

  if (slip.placed !== null) {
    return (
      <SlipResult
        result={slip.placed}
        currency={props.currency}
        onAgain={() => {
          setPick((current) => ({ ...current, numbers: [] }));
          setCode('');
          slip.startOver();
        }}
      />
    );
  }
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
        <CodeBox text={code} onChange={setCode} reading={reading} />
      )}
      <SlipSummary
        count={bets.length}
        totals={totals}
        currency={props.currency}
        blocked={
          props.blocked ??
          (mode === 'code' && reading.problems.length > 0 ? t('lotteryPlay.code.fixFirst') : null)
        }
        pending={slip.pending}
        refusal={slip.refusal}
        onConfirm={() => protect(slip.place)}
      />
    </div>
  );
}
