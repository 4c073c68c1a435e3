import { useSystemStatus } from '@lotus/app-shell';
import { Link } from '@lotus/app-shell/routing';
import type { Promotion } from '@lotus/contract/promotions';
import { formatDate, formatMoney, useT } from '@lotus/i18n';
import { Badge } from '@lotus/ui';
import { ChallengeProgress } from './ChallengeProgress.tsx';
import { PromotionActions } from './PromotionActions.tsx';
import { PromotionArt } from './PromotionArt.tsx';
import { reasonKeyOf, statusTones } from './promotions-rules.ts';
import * as styles from './promotions.css.ts';
import { SignInLadder } from './SignInLadder.tsx';

/**
 * One promotion in the activity centre: its drawing, rule and the member's status, the title (to
 * its page), summary and dates, a challenge's progress or a sign-in's ladder, and its one action.
 */
export function PromotionCard(props: { promotion: Promotion; signedIn: boolean }) {
  const { t } = useT('promotions');
  const { promotion } = props;
  const headingId = `promotion-${promotion.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="promotion-card">
      <div className={styles.art}>
        <PromotionArt rule={promotion.terms.rule} />
        <div className={styles.artBadges}>
          <Badge tone="neutral">{t(`promotions.rules.${promotion.terms.rule}`)}</Badge>
          <StatusBadge promotion={promotion} />
        </div>
      </div>
      <div className={styles.cardBody}>
        <h2 id={headingId} className={styles.cardTitle}>
          <Link to={`/promotions/${promotion.id}`} className={styles.cardTitleLink}>
            {promotion.title}
          </Link>
        </h2>
        {promotion.summary ? <p className={styles.muted}>{promotion.summary}</p> : null}
        <PromotionDates promotion={promotion} />
        <PromotionProgress promotion={promotion} />
        <PromotionActions promotion={promotion} signedIn={props.signedIn} />
      </div>
    </article>
  );
}

/** The member's status in words, in its colour; a sign-in's `signed` says it is done for today. */
export function StatusBadge(props: { promotion: Promotion }) {
  const { t } = useT('promotions');
  const { status, terms } = props.promotion;
  const words =
    status === 'signed' && terms.rule === 'daily_sign_in'
      ? t('promotions.signedToday')
      : t(`promotions.status.${status}`);
  return (
    <Badge tone={statusTones[status]} data-testid="promotion-status">
      <span className={styles.visuallyHidden}>{t('promotions.status.label')}: </span>
      {words}
    </Badge>
  );
}

/** When it runs (a coming one: when it starts), and why it is closed to the member if it is live. */
export function PromotionDates(props: { promotion: Promotion }) {
  const { t, language } = useT('promotions');
  const { brand } = useSystemStatus();
  const { promotion } = props;
  const day = (value: string) => formatDate(value, { language, timeZone: brand.timeZone });
  const reason = promotion.status === 'closed' ? reasonKeyOf(promotion.reason) : null;
  return (
    <>
      <p className={styles.muted}>
        {promotion.status === 'coming'
          ? t('promotions.startsOn', { date: day(promotion.startsAt) })
          : t('promotions.dates', { start: day(promotion.startsAt), end: day(promotion.endsAt) })}
      </p>
      {reason === 'bets_needed' && promotion.progress ? (
        <p className={styles.statusLine}>
          {t('promotions.reasons.bets_needed', {
            target: formatMoney(promotion.progress.target, promotion.currency, language),
            done: formatMoney(promotion.progress.done, promotion.currency, language),
          })}
        </p>
      ) : reason ? (
        <p className={styles.statusLine}>
          {t(`promotions.reasons.${reason === 'bets_needed' ? 'other' : reason}`)}
        </p>
      ) : null}
    </>
  );
}

/** A challenge's bar once joined; a sign-in's ladder. */
export function PromotionProgress(props: { promotion: Promotion }) {
  const { promotion } = props;
  const { terms } = promotion;
  if (terms.rule === 'daily_sign_in') {
    return (
      <SignInLadder
        amounts={terms.amounts}
        streak={promotion.streak ?? 0}
        status={promotion.status === 'claim' || promotion.status === 'signed' ? promotion.status : 'other'}
        currency={promotion.currency}
      />
    );
  }
  if (terms.rule === 'turnover_challenge' && promotion.progress) {
    return <ChallengeProgress {...promotion.progress} currency={promotion.currency} />;
  }
  return null;
}
