import { useRefusalText } from '@lotus/app-shell';
import { Link, useNavigate, useSearchParams } from '@lotus/app-shell/routing';
import type { TeamPage as TeamAnswer } from '@lotus/contract/agents';
import { useT } from '@lotus/i18n';
import { Button, EmptyState, Skeleton } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { TeamFilters } from './TeamFilters.tsx';
import { TeamPager } from './TeamPager.tsx';
import { TeamTable } from './TeamTable.tsx';
import { TeamTrail } from './TeamTrail.tsx';
import { fetchTeam, isOutsideTeam, teamQueryKey } from './team-queries.ts';
import type { TeamView } from './team-view.ts';
import { isFiltered, readTeamView, teamAddress, teamPageSize } from './team-view.ts';
import * as styles from './team.css.ts';

/**
 * Team management (`/team`): the agent's direct downline, a member's below it by drilling down the
 * trail, or every member of a team by the start of a username or a level; the view lives in the
 * address, so Back, Forward and a reload keep it.
 */
export function TeamPage() {
  const { t } = useT('agentTeam');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = readTeamView(params);
  return (
    <div className={styles.page} data-testid="agent-team-page">
      <header className={styles.header}>
        <h1 className={styles.title}>{t('agentTeam.title')}</h1>
        <p className={styles.muted}>{t('agentTeam.lead')}</p>
      </header>
      {view === 'unknown-parent' ? (
        <OutsideTeam />
      ) : (
        <TeamList view={view} onView={(next) => navigate(teamAddress(next))} />
      )}
    </div>
  );
}

function TeamList(props: { view: TeamView; onView: (view: TeamView) => void }) {
  const { view, onView } = props;
  const { t } = useT('agentTeam', 'common');
  const refusalText = useRefusalText();
  const team = useQuery({
    queryKey: teamQueryKey(view),
    queryFn: ({ signal }) => fetchTeam(view, signal),
    placeholderData: keepPreviousData,
    // A member outside the team stays outside: asking again only delays saying so.
    retry: (failures, error) => !isOutsideTeam(error) && failures < 1,
  });

  if (team.isError && isOutsideTeam(team.error)) return <OutsideTeam />;

  let list;
  if (team.isPending) list = <TeamSkeleton />;
  else if (team.isError)
    list = (
      <EmptyState
        headingLevel={2}
        title={t('agentTeam.loadFailed')}
        description={refusalText(team.error)}
        action={
          <Button loading={team.isFetching} onClick={() => void team.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else
    list = <TeamResults answer={team.data} view={view} onView={onView} refreshing={team.isPlaceholderData} />;

  return (
    <>
      <TeamFilters view={view} onChange={onView} />
      <div className={styles.section} aria-busy={team.isFetching}>
        {list}
      </div>
    </>
  );
}

function TeamResults(props: {
  answer: TeamAnswer;
  view: TeamView;
  onView: (view: TeamView) => void;
  refreshing: boolean;
}) {
  const { t } = useT('agentTeam');
  const titleId = useId();
  const { answer, view, onView } = props;
  const parent = answer.path.at(-1)?.account ?? '';
  const caption = isFiltered(view)
    ? t('agentTeam.listMatches', { account: parent })
    : t('agentTeam.listDirect', { account: parent });
  let content;
  if (answer.total === 0) {
    content = isFiltered(view) ? (
      <EmptyState
        headingLevel={3}
        title={t('agentTeam.noMatches')}
        description={t('agentTeam.noMatchesHint')}
      />
    ) : (
      <EmptyState
        headingLevel={3}
        title={t('agentTeam.empty')}
        description={
          answer.path.length > 1 ? t('agentTeam.emptyBelow', { account: parent }) : t('agentTeam.emptyHint')
        }
      />
    );
  } else {
    content = (
      <div className={props.refreshing ? styles.refreshing : undefined}>
        <TeamTable members={answer.content} caption={caption} />
      </div>
    );
  }
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      {/* At the top of the team the heading names the agent: a trail starts with the first step down. */}
      {answer.path.length > 1 && <TeamTrail path={answer.path} />}
      <div className={styles.listHeader}>
        <h2 id={titleId} className={styles.listTitle}>
          {caption}
        </h2>
        <span className={styles.muted} data-testid="team-total">
          {t('agentTeam.total', { total: answer.total })}
        </span>
      </div>
      {content}
      <TeamPager
        page={view.page}
        size={teamPageSize}
        total={answer.total}
        onPage={(page) => onView({ ...view, page })}
      />
    </section>
  );
}

/** While the first page loads: the trail's line and a few rows' shapes, announced once. */
function TeamSkeleton() {
  const { t } = useT('agentTeam');
  return (
    <div className={styles.skeleton} role="status" data-testid="team-loading">
      <span className={styles.visuallyHidden}>{t('agentTeam.loading')}</span>
      <Skeleton width="12rem" height="1.25rem" radius="sm" />
      <Skeleton width="16rem" height="1.75rem" radius="sm" />
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} height="3.5rem" radius="md" />
      ))}
    </div>
  );
}

/** A parent in the address that is not in the agent's team (an old or someone else's link). */
function OutsideTeam() {
  const { t } = useT('agentTeam');
  return (
    <EmptyState
      headingLevel={2}
      title={t('agentTeam.notFound')}
      description={t('agentTeam.notFoundHint')}
      action={
        <Link to={teamAddress()} className={styles.link}>
          {t('agentTeam.backToTop')}
        </Link>
      }
    />
  );
}
