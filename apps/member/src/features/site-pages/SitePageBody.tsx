import { useSystemStatus } from '@lotus/app-shell';
import { Link } from '@lotus/app-shell/routing';
import { isApiError } from '@lotus/api-client';
import type { SitePageSlug } from '@lotus/contract/site-pages';
import { formatDate, useT } from '@lotus/i18n';
import { EmptyState, Skeleton } from '@lotus/ui';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { HelpContent } from '../../components/HelpContent.tsx';
import { useSitePage } from './site-pages-queries.ts';
import * as styles from './site-pages.css.ts';

/**
 * A site page as the operator wrote it: its title (a heading of `headingLevel`, or none), its body
 * in the help markup (rendered as elements, never as HTML) and when it was last changed; a
 * skeleton while it loads, a retry when it fails, and a pointer to the help centre while the
 * operator has not written it.
 */
export function SitePageBody(props: { slug: SitePageSlug; heading: 'h1' | 'h2' | 'none' }) {
  const { t, language } = useT('sitePages', 'common');
  const { brand } = useSystemStatus();
  const page = useSitePage(props.slug);
  if (page.isPending) {
    return (
      <div aria-busy="true" aria-label={t('common.loading')} className={styles.page}>
        <Skeleton height={32} width="60%" radius="sm" />
        <Skeleton height={320} radius="md" />
      </div>
    );
  }
  if (page.isError) {
    if (isApiError(page.error) && page.error.code === 'error_not_found') {
      return (
        <EmptyState
          title={t('sitePages.missing')}
          description={t('sitePages.missingHint')}
          action={
            <Link to="/help" className={styles.link}>
              {t('sitePages.toHelp')}
            </Link>
          }
        />
      );
    }
    return <LoadFailed title={t('sitePages.loadError')} onRetry={() => void page.refetch()} />;
  }
  const Heading = props.heading === 'none' ? null : props.heading;
  return (
    <article className={props.heading === 'none' ? styles.embedded : styles.page} lang={page.data.language}>
      {Heading ? <Heading className={styles.title}>{page.data.title}</Heading> : null}
      <div className={styles.body}>
        <HelpContent source={page.data.body} />
      </div>
      <p className={styles.muted}>
        {t('sitePages.updated', {
          date: formatDate(page.data.updatedAt, { language, timeZone: brand.timeZone }),
        })}
      </p>
    </article>
  );
}
