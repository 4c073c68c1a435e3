import type { VipLevel } from '@lotus/contract/vip';
import { rebateGameTypes } from '@lotus/contract/vip';
import { formatMoney, useT } from '@lotus/i18n';
import { Badge } from '@lotus/ui';
import { VipGem } from './VipGem.tsx';
import { formatRate } from './vip-rules.ts';
import * as styles from './vip.css.ts';

/**
 * One level: its gem and name, what reaches and keeps it over the period, its bonuses and daily
 * withdrawals, and its rebate and cashback by game type. The member's own is marked.
 */
export function LevelCard(props: {
  level: VipLevel;
  periodDays: number;
  currency: string;
  current: boolean;
}) {
  const { t, language } = useT('vip');
  const { level } = props;
  const money = (amount: string) => formatMoney(amount, props.currency, language);
  const none = t('vip.levels.none');
  const bonus = (amount: string) => (amount === '0' ? none : money(amount));
  const titleId = `vip-level-${level.level}`;
  const reachFree = level.depositsNeeded === '0' && level.betsNeeded === '0';
  const keepFree = level.keepDeposits === '0' && level.keepBets === '0';
  const withdrawals =
    level.withdrawDailyCount === null && level.withdrawDailyAmount === null
      ? t('vip.levels.standard')
      : [
          level.withdrawDailyCount === null
            ? null
            : t('vip.levels.withdrawCount', { count: level.withdrawDailyCount }),
          level.withdrawDailyAmount === null
            ? null
            : t('vip.levels.withdrawAmount', { amount: money(level.withdrawDailyAmount) }),
        ]
          .filter(Boolean)
          .join(', ');
  const rates = rebateGameTypes.filter(
    (type) => level.rebateRates[type] !== undefined || level.cashbackRates[type] !== undefined,
  );
  return (
    <li
      className={props.current ? `${styles.card} ${styles.cardCurrent}` : styles.card}
      aria-labelledby={titleId}
      aria-current={props.current ? 'true' : undefined}
      data-testid="vip-level"
    >
      <div className={styles.cardHead}>
        <VipGem level={level.level} />
        <div>
          <p className={styles.levelTag}>{t('vip.level', { level: level.level })}</p>
          <h3 id={titleId} className={styles.cardTitle}>
            {level.name}
          </h3>
          {props.current ? <Badge tone="primary">{t('vip.levels.yours')}</Badge> : null}
        </div>
      </div>
      <p className={styles.cardSection}>{t('vip.levels.reach')}</p>
      {reachFree ? (
        <p className={styles.muted}>{t('vip.levels.everyone')}</p>
      ) : (
        <p className={styles.muted}>
          {[
            level.depositsNeeded === '0'
              ? null
              : t('vip.levels.deposits', { amount: money(level.depositsNeeded) }),
            level.betsNeeded === '0' ? null : t('vip.levels.bets', { amount: money(level.betsNeeded) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      {keepFree ? null : (
        <>
          <p className={styles.cardSection}>{t('vip.levels.keep')}</p>
          <p className={styles.muted}>
            {[
              level.keepDeposits === '0'
                ? null
                : t('vip.levels.deposits', { amount: money(level.keepDeposits) }),
              level.keepBets === '0' ? null : t('vip.levels.bets', { amount: money(level.keepBets) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </>
      )}
      <p className={styles.cardSection}>{t('vip.levels.perks')}</p>
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('vip.levels.upgradeBonus')}</dt>
        <dd className={styles.factValue}>{bonus(level.upgradeBonus)}</dd>
        <dt className={styles.factName}>{t('vip.levels.weeklyBonus')}</dt>
        <dd className={styles.factValue}>{bonus(level.weeklyBonus)}</dd>
        <dt className={styles.factName}>{t('vip.levels.monthlyBonus')}</dt>
        <dd className={styles.factValue}>{bonus(level.monthlyBonus)}</dd>
        <dt className={styles.factName}>{t('vip.levels.birthdayBonus')}</dt>
        <dd className={styles.factValue}>{bonus(level.birthdayBonus)}</dd>
        <dt className={styles.factName}>{t('vip.levels.withdrawals')}</dt>
        <dd className={styles.factValue}>{withdrawals}</dd>
      </dl>
      <p className={styles.cardSection}>{t('vip.levels.rebate')}</p>
      {rates.length === 0 ? (
        <p className={styles.muted}>{t('vip.levels.noRebate')}</p>
      ) : (
        <table className={styles.rates}>
          <thead>
            <tr>
              <th scope="col" className={styles.rateHead}>
                <span className={styles.hidden}>{t('vip.levels.game')}</span>
              </th>
              <th scope="col" className={styles.rateHead}>
                {t('vip.levels.rebateRate')}
              </th>
              <th scope="col" className={styles.rateHead}>
                {t('vip.levels.cashbackRate')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rates.map((type) => (
              <tr key={type}>
                <th scope="row" className={styles.rateName}>
                  {t(`vip.gameTypes.${type}`)}
                </th>
                <td className={styles.rateValue}>{formatRate(level.rebateRates[type] ?? 0, language)}</td>
                <td className={styles.rateValue}>{formatRate(level.cashbackRates[type] ?? 0, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}
