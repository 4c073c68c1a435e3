import type { LotterySlipResult } from '@lotus/contract/lottery';
import { formatMoney, useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import { useEffect, useRef } from 'react';
import * as styles from './house.css.ts';

/** The slip the server placed: its bets, what it cost, the most it can win and the balance after it. */
export function SlipResult(props: { result: LotterySlipResult; currency: string; onAgain: () => void }) {
  const { t, language } = useT('lotteryPlay');
  const { result } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  // The confirm button is gone: the focus goes to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  const money = (minor: string) => formatMoney(minor, props.currency, language);
  return (
    <section className={styles.section} aria-labelledby="lottery-slip-placed" data-testid="slip-result">
      <h2 id="lottery-slip-placed" ref={heading} tabIndex={-1} className={styles.legend}>
        {t('lotteryPlay.result.title')}
      </h2>
      <p className={styles.muted}>
        {t('lotteryPlay.result.slip', { slipId: result.slipId, drawId: result.drawId })}
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
      <dl className={styles.figures}>
        <dt className={styles.figureName}>{t('lotteryPlay.result.stake')}</dt>
        <dd className={styles.figureValue}>{money(result.stake)}</dd>
        <dt className={styles.figureName}>{t('lotteryPlay.result.maxWin')}</dt>
        <dd className={styles.figureValue}>{money(result.maxWin)}</dd>
        <dt className={styles.figureName}>{t('lotteryPlay.result.balance')}</dt>
        <dd className={styles.figureValue} data-testid="slip-balance">
          {money(result.balance)}
        </dd>
      </dl>
      <Button type="button" variant="secondary" onClick={props.onAgain}>
        {t('lotteryPlay.result.again')}
      </Button>
    </section>
  );
}
