import type { LotteryBoard, PrizeLayout } from '@lotus/games';
import { HeadsTailsTable } from './HeadsTailsTable.tsx';
import { PrizeBoard } from './PrizeBoard.tsx';
import * as styles from './results.css.ts';

/** A board with its lô heads and tails table beside it (under it on a phone). */
export function ResultBoard(props: { name: string; layout: PrizeLayout; board: LotteryBoard }) {
  return (
    <div className={styles.boardAndTable}>
      <PrizeBoard name={props.name} layout={props.layout} board={props.board} />
      <HeadsTailsTable name={props.name} layout={props.layout} board={props.board} />
    </div>
  );
}
