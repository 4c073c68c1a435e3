import type { FinalLotteryResultPage } from '@lotus/contract/lottery';
import { ResultBoard } from './ResultBoard.tsx';
import { boardOf, layoutOfGame, stationName } from './results-queries.ts';
import * as styles from './results.css.ts';

/** One station's board of a regional day, headed by the station's name. */
export function StationResult(props: { result: FinalLotteryResultPage['content'][number] }) {
  const { result } = props;
  const name = stationName(result.station ?? result.drawId);
  return (
    <li className={styles.result} data-testid="station-result">
      <h3 className={styles.heading}>{name}</h3>
      <ResultBoard name={name} layout={layoutOfGame(result.gameCode)} board={boardOf(result.board)} />
    </li>
  );
}
