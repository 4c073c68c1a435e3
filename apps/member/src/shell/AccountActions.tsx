import { profile, useMemberInfo, useSessionStore } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate } from '@lotus/app-shell/routing';
import { memberIconQueryKey } from '../lib/account-queries.ts';
import { useLoginModal } from '../lib/login-modal-store.ts';
import { useLeave } from '../lib/use-session-end.ts';
import * as styles from './AccountActions.css.ts';
import { desktopOnly } from './header.css.ts';

/**
 * Header actions: log in and register for visitors; the inbox's envelope (handed in), the account
 * name and log out once signed in (on a phone those three are in the menu, the header keeping the
 * money).
 */
export function AccountActions(props: { inboxLink: ReactNode }) {
  const { t } = useT('common', 'shell');
  const navigate = useNavigate();
  const token = useSessionStore((state) => state.token);
  const info = useMemberInfo();
  const signOut = useLeave();
  const openLogin = useLoginModal((state) => state.open);
  const icon = useQuery({
    queryKey: memberIconQueryKey,
    queryFn: profile.icon,
    enabled: token !== null,
    staleTime: 300_000,
  });
  if (token) {
    return (
      <div className={desktopOnly}>
        {props.inboxLink}
        <Link to="/account/profile" className={styles.accountLink} aria-label={t('shell.account')}>
          {icon.data ? (
            <img src={icon.data.url} alt="" className={styles.avatar} width={28} height={28} />
          ) : null}
          <span className={styles.account} data-testid="signed-in-as">
            {info.data ? info.data.account : t('common.loading')}
          </span>
        </Link>
        <Button size="sm" variant="secondary" onClick={() => void signOut()} data-testid="logout">
          {t('shell.logout')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => void navigate('/register')}
        data-testid="open-register"
      >
        {t('shell.register')}
      </Button>
      <Button size="sm" onClick={openLogin} data-testid="open-login">
        {t('shell.login')}
      </Button>
    </>
  );
}
