import { formatMoney, useT } from '@lotus/i18n';
import { ladderOf } from './promotions-rules.ts';
import * as styles from './promotions.css.ts';

/**
 * The daily sign-in's ladder: each day of the run with its amount, the days signed filled, today's
 * step outlined, and the run so far in words.
 */
export function SignInLadder(props: {
  amounts: readonly string[];
  streak: number;
  status: 'claim' | 'signed' | 'other';
  currency: string;
}) {
  const { t, language } = useT('promotions');
  const { steps, signed } = ladderOf(props.amounts, props.streak, props.status);
  return (
    <div className={styles.stack} data-testid="sign-in-ladder">
      <ol className={styles.ladder} aria-label={t('promotions.ladder.label')}>
        {steps.map((step) => {
          const className = [
            styles.ladderStep,
            step.done ? styles.ladderDone : '',
            step.next ? styles.ladderNext : '',
          ].join(' ');
          const state = step.done
            ? t('promotions.ladder.done')
            : step.next
              ? t('promotions.ladder.next')
              : null;
          return (
            <li key={step.day} className={className} aria-current={step.next ? 'step' : undefined}>
              <span>{t('promotions.ladder.day', { day: step.day })}</span>
              <span className={styles.ladderAmount}>
                {formatMoney(step.amount, props.currency, language)}
              </span>
              {state ? <span className={styles.visuallyHidden}>{state}</span> : null}
            </li>
          );
        })}
      </ol>
      <p className={styles.ladderCaption}>
        {signed > 0 ? t('promotions.ladder.streak', { count: signed }) : t('promotions.ladder.streakNone')}
      </p>
    </div>
  );
}
