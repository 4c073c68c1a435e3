import { formatMoney, useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import type { SlipTotals } from './slip-math.ts';
import * as styles from './house.css.ts';

/**
 * The slip's figures as the player builds it (how many bets, the stake, the most it can win), the
 * confirm button, and why the last confirm was refused.
 */
export function SlipSummary(props: {
  count: number;
  totals: SlipTotals;
  currency: string;
  /** Why the slip cannot be placed now (no draw open), or null. */
  blocked: string | null;
  pending: boolean;
  refusal: string | null;
  onConfirm: () => void;
}) {
  const { t, language } = useT('lotteryPlay');
  const money = (amount: bigint) => formatMoney(amount.toString(), props.currency, language);
  return (
    <div className={styles.section} data-testid="slip-summary">
      <dl className={styles.figures} aria-live="polite">
        <dt className={styles.figureName}>{t('lotteryPlay.slip.bets')}</dt>
        <dd className={styles.figureValue} data-testid="slip-count">
          {props.count}
        </dd>
        <dt className={styles.figureName}>{t('lotteryPlay.slip.stake')}</dt>
        <dd className={styles.figureValue} data-testid="slip-stake">
          {money(props.totals.stake)}
        </dd>
        <dt className={styles.figureName}>{t('lotteryPlay.slip.maxWin')}</dt>
        <dd className={styles.figureValue} data-testid="slip-max-win">
          {money(props.totals.maxWin)}
        </dd>
      </dl>
      {props.count === 0 ? <p className={styles.muted}>{t('lotteryPlay.slip.empty')}</p> : null}
      {props.blocked !== null ? <p className={styles.notice}>{props.blocked}</p> : null}
      {props.refusal !== null ? (
        <p role="alert" className={styles.errorText}>
          {props.refusal}
        </p>
      ) : null}
      <Button
        type="button"
        fullWidth
        loading={props.pending}
        disabled={props.count === 0 || props.blocked !== null}
        onClick={props.onConfirm}
      >
        {t('lotteryPlay.slip.confirm')}
      </Button>
    </div>
  );
}
