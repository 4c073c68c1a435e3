import type { MyVip, VipLevel } from '@lotus/contract/vip';
import { formatMoney, useT } from '@lotus/i18n';
import { VipGem } from './VipGem.tsx';
import { progressPercent } from './vip-rules.ts';
import * as styles from './vip.css.ts';

/**
 * The member's level: its gem and name, then the way to the next level (deposits and valid bets
 * over the period, done and needed, each with a bar) and what keeps the level at its review.
 */
export function MyLevelCard(props: { mine: MyVip; level: VipLevel | undefined; since: string | null }) {
  const { t, language } = useT('vip');
  const { mine } = props;
  const money = (amount: string) => formatMoney(amount, mine.currency, language);
  return (
    <section className={styles.hero} aria-label={t('vip.mine.title')} data-testid="vip-mine">
      <div className={styles.heroHead}>
        <VipGem level={mine.level} size="lg" />
        <p className={styles.levelTag}>{t('vip.level', { level: mine.level })}</p>
        <h2 className={styles.levelName}>{mine.name}</h2>
        {props.since ? <p className={styles.muted}>{props.since}</p> : null}
      </div>
      <div className={styles.goals}>
        <p className={styles.muted}>{t('vip.mine.period', { days: mine.period.days })}</p>
        {mine.next ? (
          <div className={styles.stack} data-testid="vip-next">
            <h3 className={styles.goalTitle}>{t('vip.mine.next', { name: mine.next.name })}</h3>
            <Meter
              label={t('vip.mine.deposits')}
              done={mine.deposits}
              needed={mine.next.depositsNeeded}
              left={mine.next.depositsLeft}
              money={money}
            />
            <Meter
              label={t('vip.mine.validBets')}
              done={mine.validBets}
              needed={mine.next.betsNeeded}
              left={mine.next.betsLeft}
              money={money}
            />
          </div>
        ) : (
          <p className={styles.notice}>{t('vip.mine.top')}</p>
        )}
        {mine.keep ? (
          <div className={styles.stack} data-testid="vip-keep">
            <h3 className={styles.goalTitle}>{t('vip.mine.keep', { name: mine.name })}</h3>
            <p className={styles.muted}>
              {mine.period.daysLeft > 0
                ? t('vip.mine.review', { days: mine.period.daysLeft })
                : t('vip.mine.reviewSoon')}
            </p>
            <Meter
              label={t('vip.mine.deposits')}
              done={mine.keep.deposits}
              needed={mine.keep.depositsNeeded}
              money={money}
            />
            <Meter
              label={t('vip.mine.validBets')}
              done={mine.keep.validBets}
              needed={mine.keep.betsNeeded}
              money={money}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** One figure towards its goal: "₫150,000 of ₫500,000", what is left, and a bar a screen reader reads. */
function Meter(props: {
  label: string;
  done: string;
  needed: string;
  left?: string;
  money: (amount: string) => string;
}) {
  const { t } = useT('vip');
  const percent = progressPercent(props.done, props.needed);
  const left =
    props.left ??
    (BigInt(props.needed) > BigInt(props.done)
      ? (BigInt(props.needed) - BigInt(props.done)).toString()
      : '0');
  const figures = t('vip.mine.progress', {
    done: props.money(props.done),
    needed: props.money(props.needed),
  });
  return (
    <div className={styles.meter}>
      <div className={styles.meterHead}>
        <span className={styles.meterLabel}>{props.label}</span>
        <span className={styles.meterFigures}>{figures}</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={props.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={figures}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.muted}>
        {left === '0' ? t('vip.mine.done') : t('vip.mine.left', { amount: props.money(left) })}
      </span>
    </div>
  );
}
