import type { HelpCenter } from '@lotus/contract/system';
import { useT } from '@lotus/i18n';
import { Card, EmptyState, Skeleton, TextField } from '@lotus/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from '@lotus/app-shell/routing';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { HelpContent } from '../../components/HelpContent.tsx';
import { findArticle, useHelpCentre } from './help-queries.ts';
import { searchArticles } from './help-search.ts';
import * as styles from './help.css.ts';

/**
 * The help centre (/help, and /help/:articleId for one article): the operator's categories and
 * articles in the reader's language, and a search over the article titles.
 */
export function HelpPage() {
  const { t } = useT('common', 'help');
  const help = useHelpCentre();
  const [query, setQuery] = useState('');

  let body;
  if (help.isPending) {
    body = (
      <div aria-busy="true" aria-label={t('common.loading')} className={styles.columns}>
        <Skeleton height={240} radius="md" />
        <Skeleton height={240} radius="md" />
      </div>
    );
  } else if (help.isError) {
    body = <LoadFailed title={t('help.loadError')} onRetry={() => void help.refetch()} />;
  } else if (help.data.categories.every((category) => category.articles.length === 0)) {
    body = <EmptyState title={t('help.empty')} description={t('help.emptyHint')} />;
  } else {
    body = <HelpBrowser help={help.data} query={query} />;
  }

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('help.title')}</h1>
        <p className={styles.muted}>{t('help.intro')}</p>
        <div className={styles.quickLinks}>
          <Link to="/guide" className={styles.link}>
            {t('help.guideLink')}
          </Link>
          <Link to="/download" className={styles.link}>
            {t('help.downloadLink')}
          </Link>
        </div>
      </header>
      <div role="search">
        <TextField
          type="search"
          label={t('help.searchLabel')}
          hint={t('help.searchHint')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
          data-testid="help-search"
        />
      </div>
      {body}
    </div>
  );
}

function HelpBrowser(props: { help: HelpCenter; query: string }) {
  const { articleId } = useParams();
  const selected = articleId === undefined ? undefined : Number(articleId);
  return (
    <div className={styles.columns}>
      {/* On a phone, with no article chosen, the topics stand alone. */}
      <div
        className={
          selected === undefined ? `${styles.articleColumn} ${styles.desktopOnly}` : styles.articleColumn
        }
      >
        {selected === undefined ? <PickHint /> : <ArticleView help={props.help} articleId={selected} />}
      </div>
      <div className={styles.topicsColumn}>
        {props.query.trim() === '' ? (
          <Topics help={props.help} selected={selected} />
        ) : (
          <SearchResults help={props.help} query={props.query} selected={selected} />
        )}
      </div>
    </div>
  );
}

/** On a desktop, the empty side beside the topics says what to do. */
function PickHint() {
  const { t } = useT('common', 'help');
  return <p className={styles.muted}>{t('help.pickArticle')}</p>;
}

function ArticleView(props: { help: HelpCenter; articleId: number }) {
  const { t } = useT('common', 'help');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef<number | null>(null);
  const found = Number.isInteger(props.articleId) ? findArticle(props.help, props.articleId) : undefined;
  // Moving from one article to another puts the keyboard (and a screen reader) on the new title.
  useEffect(() => {
    if (shown.current !== null && shown.current !== props.articleId) headingRef.current?.focus();
    shown.current = props.articleId;
  }, [props.articleId]);
  if (!found) {
    return (
      <EmptyState
        title={t('help.articleMissing')}
        description={t('help.articleMissingHint')}
        action={
          <Link to="/help" className={styles.link}>
            {t('help.allTopics')}
          </Link>
        }
      />
    );
  }
  return (
    <Card>
      <article className={styles.article} data-testid="help-article">
        <span className={styles.resultCategory}>{found.category.title}</span>
        <h2 ref={headingRef} tabIndex={-1} className={styles.articleTitle}>
          {found.article.title}
        </h2>
        <HelpContent source={found.article.content} />
        <Link to="/help" className={styles.link}>
          {t('help.allTopics')}
        </Link>
      </article>
    </Card>
  );
}

function TopicLink(props: { id: number; title: string; selected: number | undefined; category?: string }) {
  return (
    <Link
      to={`/help/${props.id}`}
      className={styles.topicLink}
      aria-current={props.selected === props.id ? 'page' : undefined}
    >
      {props.title}
      {props.category ? <span className={styles.resultCategory}>{props.category}</span> : null}
    </Link>
  );
}

function Topics(props: { help: HelpCenter; selected: number | undefined }) {
  const { t } = useT('common', 'help');
  return (
    <nav aria-label={t('help.topics')} data-testid="help-topics">
      {props.help.categories
        .filter((category) => category.articles.length > 0)
        .map((category) => (
          <section
            key={category.id}
            className={styles.topicGroup}
            aria-labelledby={`help-category-${category.id}`}
          >
            <h2 id={`help-category-${category.id}`} className={styles.topicHeading}>
              {category.title}
            </h2>
            <ul className={styles.topicList}>
              {category.articles.map((article) => (
                <li key={article.id}>
                  <TopicLink id={article.id} title={article.title} selected={props.selected} />
                </li>
              ))}
            </ul>
          </section>
        ))}
    </nav>
  );
}

function SearchResults(props: { help: HelpCenter; query: string; selected: number | undefined }) {
  const { t } = useT('common', 'help');
  const results = searchArticles(props.help, props.query);
  const query = props.query.trim();
  return (
    <section aria-labelledby="help-results" data-testid="help-results">
      <h2 id="help-results" className={styles.topicHeading} aria-live="polite">
        {results.length > 0 ? t('help.results', { query }) : t('help.noResults', { query })}
      </h2>
      {results.length > 0 ? (
        <ul className={styles.topicList}>
          {results.map(({ article, category }) => (
            <li key={article.id}>
              <TopicLink
                id={article.id}
                title={article.title}
                category={category.title}
                selected={props.selected}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('help.noResultsHint')}</p>
      )}
    </section>
  );
}
