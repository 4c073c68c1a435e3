import type { LotterySlipResult } from '@lotus/contract/lottery';
import { formatMoney, useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import { useEffect, useRef } from 'react';
import * as styles from './house.css.ts';

/**
 * The slips the server placed (one per station's draw): each with its station, draw, bets and
 * stake, what they cost together, the most they can win and the balance after the last.
 */
export function SlipResult(props: {
  results: readonly { station: string; result: LotterySlipResult }[];
  currency: string;
  onAgain: () => void;
}) {
  const { t, language } = useT('lotteryPlay');
  const { results } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  // The confirm button is gone: the focus goes to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  const money = (minor: string | bigint) => formatMoney(minor.toString(), props.currency, language);
  const sum = (pick: (result: LotterySlipResult) => string) =>
    results.reduce((total, entry) => total + BigInt(pick(entry.result)), 0n);
  return (
    <section className={styles.section} aria-labelledby="lottery-slip-placed" data-testid="slip-result">
      <h2 id="lottery-slip-placed" ref={heading} tabIndex={-1} className={styles.legend}>
        {t('lotteryPlay.result.title')}
      </h2>
      {results.map(({ station, result }) => (
        <div key={result.slipId} data-testid="slip-result-slip">
          <p className={styles.muted}>
            {station === ''
              ? t('lotteryPlay.result.slip', { slipId: result.slipId, drawId: result.drawId })
              : t('lotteryPlay.result.slipAt', {
                  station,
                  slipId: result.slipId,
                  drawId: result.drawId,
                  stake: money(result.stake),
                })}
          </p>
          <ol className={styles.lines}>
            {result.bets.map((bet) => (
              <li key={bet.betId}>
                {t('lotteryPlay.code.line', {
                  type: t(`lotteryPlay.types.${bet.type}`),
                  numbers: bet.numbers.join('-'),
                  points: bet.points,
                })}{' '}
                · {money(bet.stake)}
              </li>
            ))}
          </ol>
        </div>
      ))}
      <dl className={styles.figures}>
        <dt className={styles.figureName}>{t('lotteryPlay.result.stake')}</dt>
        <dd className={styles.figureValue}>{money(sum((result) => result.stake))}</dd>
        <dt className={styles.figureName}>{t('lotteryPlay.result.maxWin')}</dt>
        <dd className={styles.figureValue}>{money(sum((result) => result.maxWin))}</dd>
        <dt className={styles.figureName}>{t('lotteryPlay.result.balance')}</dt>
        <dd className={styles.figureValue} data-testid="slip-balance">
          {money(results.at(-1)?.result.balance ?? '0')}
        </dd>
      </dl>
      <Button type="button" variant="secondary" onClick={props.onAgain}>
        {t('lotteryPlay.result.again')}
      </Button>
    </section>
  );
}
