import { useT } from '@lotus/i18n';
import { Card, EmptyState, Skeleton } from '@lotus/ui';
import { Link } from '@lotus/app-shell/routing';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { HelpContent } from '../../components/HelpContent.tsx';
import { guideCategory, useHelpCentre } from './help-queries.ts';
import * as styles from './help.css.ts';

/**
 * The beginner guide (/guide): the articles of the help centre's `guide` category, one step each,
 * in the operator's order. The operator edits the guide like any other help content.
 */
export function GuidePage() {
  const { t } = useT('common', 'help');
  const help = useHelpCentre();
  const guide = help.data ? guideCategory(help.data) : undefined;

  let body;
  if (help.isPending) {
    body = (
      <div aria-busy="true" aria-label={t('common.loading')} className={styles.steps}>
        <Skeleton height={120} radius="md" />
        <Skeleton height={120} radius="md" />
      </div>
    );
  } else if (help.isError) {
    body = <LoadFailed title={t('help.guide.loadError')} onRetry={() => void help.refetch()} />;
  } else if (!guide || guide.articles.length === 0) {
    body = (
      <EmptyState
        title={t('help.guide.empty')}
        description={t('help.guide.emptyHint')}
        action={
          <Link to="/help" className={styles.link}>
            {t('help.guide.openHelp')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <ol className={styles.steps} data-testid="guide-steps">
          {guide.articles.map((article, index) => (
            <li key={article.id}>
              <Card>
                <section className={styles.article} aria-labelledby={`guide-step-${article.id}`}>
                  <div className={styles.stepHead}>
                    <span className={styles.stepNumber} aria-hidden="true">
                      {index + 1}
                    </span>
                    <h2 id={`guide-step-${article.id}`} className={styles.articleTitle}>
                      <span className={styles.visuallyHidden}>
                        {t('help.guide.step', { number: index + 1 })}:{' '}
                      </span>
                      {article.title}
                    </h2>
                  </div>
                  <HelpContent source={article.content} />
                </section>
              </Card>
            </li>
          ))}
        </ol>
        <Link to="/help" className={styles.link}>
          {t('help.guide.openHelp')}
        </Link>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{guide?.title ?? t('help.guide.title')}</h1>
        <p className={styles.muted}>{t('help.guide.intro')}</p>
      </header>
      {body}
    </div>
  );
}
