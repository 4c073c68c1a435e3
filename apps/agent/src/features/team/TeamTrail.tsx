import { Link } from '@lotus/app-shell/routing';
import type { TeamPage } from '@lotus/contract/agents';
import { useT } from '@lotus/i18n';
import { teamAddress } from './team-view.ts';
import * as styles from './team.css.ts';

/**
 * The way down from the agent to the member whose team is listed: every step above the last goes
 * back up to that member's team (the agent's own step to the top of the team).
 */
export function TeamTrail(props: { path: TeamPage['path'] }) {
  const { t } = useT('agentTeam');
  const last = props.path.length - 1;
  return (
    <nav aria-label={t('agentTeam.trail')}>
      <ol className={styles.trail}>
        {props.path.map((step, index) => (
          <li key={step.id} className={styles.trailStep}>
            {index > 0 && (
              <span className={styles.trailSeparator} aria-hidden="true">
                ›
              </span>
            )}
            {index === last ? (
              <span className={styles.trailCurrent} aria-current="page">
                {step.account}
              </span>
            ) : (
              <Link to={teamAddress(index === 0 ? {} : { parentId: step.id })} className={styles.link}>
                {step.account}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
