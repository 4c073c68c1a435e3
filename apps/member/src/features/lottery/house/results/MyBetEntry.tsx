import { useSystemStatus } from '@lotus/app-shell';
import type { LotteryMyBet } from '@lotus/contract/lottery';
import { formatDateTime, formatMoney, formatNumber, useT } from '@lotus/i18n';
import type { BadgeTone } from '@lotus/ui';
import { Badge } from '@lotus/ui';
import { stationName } from './results-queries.ts';
import * as styles from './my-bets.css.ts';

const statusTones: Record<LotteryMyBet['status'], BadgeTone> = {
  open: 'info',
  won: 'success',
  lost: 'neutral',
  void: 'warning',
};

/**
 * One of the member's lottery bets: its type and numbers, the draw and station, what it cost and
 * could win, and its state in words that tell the truth: a win with its winnings, a loss, a void
 * bet with the stake refunded.
 */
export function MyBetEntry(props: { bet: LotteryMyBet }) {
  const { t, language } = useT('lotteryResults', 'lotteryPlay');
  const { brand } = useSystemStatus();
  const { bet } = props;
  const money = (value: string) => formatMoney(value, brand.currency, language);
  const when = (iso: string) => formatDateTime(iso, { language, timeZone: brand.timeZone });
  const amount = money(bet.winnings ?? '0');
  const outcome =
    bet.status === 'won'
      ? t('lotteryResults.outcomes.won', { amount })
      : bet.status === 'void'
        ? t('lotteryResults.outcomes.void', { amount })
        : t(`lotteryResults.outcomes.${bet.status}`);
  return (
    <li className={styles.entry} data-testid="lottery-bet">
      <div className={styles.entryLine}>
        <span className={styles.entryTitle}>
          {t(`lotteryPlay.types.${bet.type}`)} ·{' '}
          <span className={styles.numbers}>{bet.numbers.join(' - ')}</span>
        </span>
        <Badge tone={statusTones[bet.status]}>{outcome}</Badge>
      </div>
      <dl className={styles.figures}>
        <Figure label={t('lotteryResults.myBets.draw')} value={bet.drawId} />
        <Figure
          label={t('lotteryResults.myBets.station')}
          value={bet.station === null ? '—' : stationName(bet.station)}
        />
        <Figure
          label={t('lotteryResults.myBets.points')}
          value={formatNumber(BigInt(bet.points), language)}
        />
        <Figure label={t('lotteryResults.myBets.stake')} value={money(bet.stake)} />
        <Figure label={t('lotteryResults.myBets.maxWin')} value={money(bet.maxWin)} />
      </dl>
      <div className={styles.entryLine}>
        <span className={styles.muted}>
          {t('lotteryResults.myBets.drawsAt')}: <time dateTime={bet.drawsAt}>{when(bet.drawsAt)}</time>
        </span>
        <span className={styles.muted}>
          {t('lotteryResults.myBets.placedAt')}: <time dateTime={bet.placedAt}>{when(bet.placedAt)}</time>
        </span>
      </div>
    </li>
  );
}

function Figure(props: { label: string; value: string }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{props.label}</dt>
      <dd className={styles.figureValue}>{props.value}</dd>
    </div>
  );
}
