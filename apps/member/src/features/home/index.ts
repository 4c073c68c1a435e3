// What other places use of the home page: the winners pages show winners as its board does. The
// home page is loaded by routes.tsx from its file.
import * as winnersBoardStyles from './WinnersBoard.css.ts';

export { readWinnerEvent, winnerKey, withPushedWinner } from './winners-board-state.ts';
export { useGameLabel, usePrize, WinnerLine, WinnersBoard, WinnerSentence } from './WinnersBoard.tsx';
export { winnersBoardStyles };
