import { useSystemStatus } from '@lotus/app-shell';
import type { FinalLotteryResultPage } from '@lotus/contract/lottery';
import { formatTime, useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import { useId, useState } from 'react';
import { FastDrawVerifier } from './FastDrawVerifier.tsx';
import { ResultBoard } from './ResultBoard.tsx';
import { boardOf, layoutOfGame } from './results-queries.ts';
import * as styles from './results.css.ts';

/** One fast draw of the day: its time, and opened, its board and the verifier of its seed. */
export function FastDrawResult(props: {
  result: FinalLotteryResultPage['content'][number];
  initiallyOpen: boolean;
}) {
  const { t, language } = useT('lotteryResults');
  const { brand } = useSystemStatus();
  const { result } = props;
  const [open, setOpen] = useState(props.initiallyOpen);
  const boardId = useId();
  const title = t('lotteryResults.results.fastDraw', {
    time: formatTime(result.drawsAt, { language, timeZone: brand.timeZone }),
  });
  const board = boardOf(result.board);
  return (
    <li className={styles.result} data-testid="fast-draw-result">
      <div className={styles.resultHead}>
        <div>
          <h3 className={styles.heading}>{title}</h3>
          <p className={styles.muted}>{t('lotteryResults.results.drawId', { drawId: result.drawId })}</p>
        </div>
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={open}
          aria-controls={boardId}
          aria-label={`${t(open ? 'lotteryResults.results.hide' : 'lotteryResults.results.show')}: ${title}`}
          onClick={() => setOpen(!open)}
        >
          {t(open ? 'lotteryResults.results.hide' : 'lotteryResults.results.show')}
        </Button>
      </div>
      <div id={boardId} hidden={!open}>
        {open ? (
          <>
            <ResultBoard name={title} layout={layoutOfGame(result.gameCode)} board={board} />
            <FastDrawVerifier
              drawId={result.drawId}
              seedHash={result.seedHash}
              serverSeed={result.serverSeed}
              board={board}
            />
          </>
        ) : null}
      </div>
    </li>
  );
}
