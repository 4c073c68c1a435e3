import { Link, useParams } from '@lotus/app-shell/routing';
import type { Promotion } from '@lotus/contract/promotions';
import { useT } from '@lotus/i18n';
import { Badge, Button, EmptyState, Skeleton } from '@lotus/ui';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import { useState } from 'react';
import { ApplicationForm, ApplicationSent } from './ApplicationForm.tsx';
import { ApplicationsList } from './ApplicationsList.tsx';
import { PromotionActions } from './PromotionActions.tsx';
import { PromotionArt } from './PromotionArt.tsx';
import { PromotionDates, PromotionProgress, StatusBadge } from './PromotionCard.tsx';
import { LoadProblem } from './PromotionsFrame.tsx';
import { PromotionTerms } from './PromotionTerms.tsx';
import * as styles from './promotions.css.ts';
import { usePromotionList } from './use-promotions.ts';

/**
 * A promotion's page (`/promotions/:id`): its drawing, title, status and dates; the terms in plain
 * words and the operator's text; its action; for an application promotion the form and the
 * member's applications to it.
 */
export function PromotionDetailPage() {
  const { t } = useT('promotions');
  const { id } = useParams();
  // The activity centre's list holds every live and coming promotion: the page reads it from there.
  const { query, signedIn } = usePromotionList(undefined);
  let body;
  if (query.isPending) {
    body = (
      <div className={styles.stack} aria-busy="true" aria-label={t('promotions.detail.loading')}>
        <Skeleton height={180} radius="lg" />
        <Skeleton height={240} radius="lg" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <LoadProblem
        title={t('promotions.detail.loadError')}
        failure={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const promotion = query.data.promotions.find((each) => each.id === id);
    body = promotion ? (
      <PromotionDetail promotion={promotion} signedIn={signedIn} />
    ) : (
      <EmptyState
        title={t('promotions.detail.notFound')}
        description={t('promotions.detail.notFoundHint')}
        action={
          <Link to="/promotions" className={styles.quietLink}>
            {t('promotions.detail.back')}
          </Link>
        }
      />
    );
  }
  return (
    <div className={styles.page}>
      <Link to="/promotions" className={styles.backLink}>
        ← {t('promotions.detail.back')}
      </Link>
      {body}
    </div>
  );
}

function PromotionDetail(props: { promotion: Promotion; signedIn: boolean }) {
  const { t } = useT('promotions');
  const { promotion, signedIn } = props;
  const paragraphs = promotion.body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  const application = promotion.terms.rule === 'application';
  return (
    <article className={styles.stack} aria-labelledby="promotion-title" data-testid="promotion-detail">
      <div className={styles.detailArt}>
        <PromotionArt rule={promotion.terms.rule} />
        <div className={styles.artBadges}>
          <Badge tone="neutral">{t(`promotions.rules.${promotion.terms.rule}`)}</Badge>
          <StatusBadge promotion={promotion} />
        </div>
      </div>
      <div className={styles.stack}>
        <h1 id="promotion-title" className={styles.title}>
          {promotion.title}
        </h1>
        {promotion.summary ? <p className={styles.notice}>{promotion.summary}</p> : null}
        <PromotionDates promotion={promotion} />
      </div>
      {/* Where the member stands and what to do, before the terms: on a phone it is not pushed below them. */}
      <section
        className={styles.panel}
        aria-label={t('promotions.status.label')}
        data-testid="promotion-standing"
      >
        <PromotionProgress promotion={promotion} />
        <PromotionActions promotion={promotion} signedIn={signedIn} inDetail />
      </section>
      <div className={application ? styles.detailColumns : styles.stack}>
        <div className={styles.stack}>
          <section className={styles.panel} aria-labelledby="terms-title">
            <h2 id="terms-title" className={styles.sectionTitle}>
              {t('promotions.terms.title')}
            </h2>
            <PromotionTerms promotion={promotion} />
          </section>
          <section className={styles.panel} aria-labelledby="rules-title">
            <h2 id="rules-title" className={styles.sectionTitle}>
              {t('promotions.detail.rulesTitle')}
            </h2>
            {paragraphs.length > 0 ? (
              paragraphs.map((paragraph, index) => (
                <p key={index} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))
            ) : (
              <p className={styles.muted}>{t('promotions.detail.noBody')}</p>
            )}
          </section>
        </div>
        {application ? (
          <div className={styles.stack}>
            <ApplySection promotion={promotion} signedIn={signedIn} />
          </div>
        ) : null}
      </div>
    </article>
  );
}

/** An application promotion's form (while the member may apply) and its applications to it. */
function ApplySection(props: { promotion: Promotion; signedIn: boolean }) {
  const { t } = useT('promotions', 'shell');
  const openLogin = useLoginModal((state) => state.open);
  // Once sent, the news stays, though the promotion's status (now `applying`) no longer offers the form.
  const [sent, setSent] = useState(false);
  const { promotion } = props;
  const form = sent ? (
    <ApplicationSent />
  ) : promotion.status === 'join' ? (
    <ApplicationForm promotion={promotion} onSent={() => setSent(true)} />
  ) : null;
  if (!props.signedIn) {
    if (promotion.status === 'coming' || promotion.status === 'closed') return null;
    return (
      <section id="apply" className={styles.panel} aria-labelledby="apply-title">
        <h2 id="apply-title" className={styles.sectionTitle}>
          {t('promotions.apply.title')}
        </h2>
        <div>
          <Button onClick={openLogin}>{t('promotions.apply.login')}</Button>
        </div>
      </section>
    );
  }
  return (
    <>
      {form ? (
        <section id="apply" className={styles.panel} aria-labelledby="apply-title">
          <h2 id="apply-title" className={styles.sectionTitle}>
            {t('promotions.apply.title')}
          </h2>
          {form}
        </section>
      ) : null}
      <div className={styles.panel}>
        <ApplicationsList promotionId={promotion.id} currency={promotion.currency} headingLevel={2} compact />
      </div>
    </>
  );
}
