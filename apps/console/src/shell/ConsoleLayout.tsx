import { LogoMark, PreferenceSwitches, SiteFrame, siteFrameStyles } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Badge, Button } from '@lotus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, NavLink, Outlet, PageBoundary, useLocation } from '@lotus/app-shell/routing';
import { consoleApi } from '../lib/console-api.ts';
import type { OperatorSession } from '../lib/session-store.ts';
import { holds, useConsoleSession } from '../lib/session-store.ts';
import * as styles from './ConsoleLayout.css.ts';
import { consoleSections } from './sections.ts';

export const selfQueryKey = ['console', 'self'] as const;

/** Who is signed in: the name and the role. */
function Identity(props: { session: OperatorSession }) {
  const { t } = useT('console');
  const { operator } = props.session;
  const role = t(`console.roles.${operator.role}`);
  return (
    <span
      className={styles.identity}
      data-testid="signed-in-operator"
      title={t('console.frame.signedInAs', { name: operator.displayName, role })}
    >
      <span className={styles.name}>{operator.displayName}</span>
      <Badge tone="primary">{role}</Badge>
    </span>
  );
}

/**
 * The frame of a signed-in operator: who they are and the sections their role holds (a side column
 * on a desktop, rows above the page on a phone, where the header has room for its switches and
 * sign-out only), and sign-out.
 */
export function ConsoleLayout() {
  const { t } = useT('console');
  const queryClient = useQueryClient();
  const session = useConsoleSession((state) => state.session);
  const refresh = useConsoleSession((state) => state.refresh);
  const signOut = useConsoleSession((state) => state.signOut);
  const [signingOut, setSigningOut] = useState(false);
  const location = useLocation();
  const nav = useRef<HTMLElement>(null);
  // On a phone the sections scroll sideways: the current one is brought into view.
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [location.pathname]);
  // The role may change while signed in: the server's view of the operator keeps the sections right.
  const self = useQuery({
    queryKey: selfQueryKey,
    queryFn: consoleApi.self,
    enabled: session !== null,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (self.data) refresh(self.data);
  }, [self.data, refresh]);

  if (session === null) return <Navigate to="/sign-in" replace />;

  const leave = () => {
    setSigningOut(true);
    // The session ends on the server first; signed out here whatever it answers.
    void consoleApi
      .signOut()
      .catch(() => undefined)
      .finally(() => {
        signOut();
        queryClient.clear();
      });
  };

  return (
    <SiteFrame
      logo={
        <Link to="/" className={siteFrameStyles.logo}>
          <LogoMark className={siteFrameStyles.logoMark} />
          <span className={siteFrameStyles.logoText}>{t('console.title')}</span>
        </Link>
      }
      actions={
        <>
          <PreferenceSwitches />
          <Button size="sm" variant="secondary" onClick={leave} loading={signingOut} data-testid="sign-out">
            {t('console.frame.signOut')}
          </Button>
        </>
      }
    >
      <div className={styles.workspace}>
        <div className={styles.side}>
          <Identity session={session} />
          <nav ref={nav} aria-label={t('console.frame.sections')} className={styles.nav}>
            {consoleSections
              .filter((section) => holds(session, section.permission))
              .map((section) => (
                <NavLink
                  key={section.path}
                  to={section.path}
                  data-testid={`nav${section.path.replace('/', '-')}`}
                >
                  {t(section.label)}
                </NavLink>
              ))}
          </nav>
        </div>
        <div className={styles.content}>
          <PageBoundary>
            <Outlet />
          </PageBoundary>
        </div>
      </div>
    </SiteFrame>
  );
}
