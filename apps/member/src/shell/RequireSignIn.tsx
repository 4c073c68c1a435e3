import { useSessionStore } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, EmptyState } from '@lotus/ui';
import type { ReactNode } from 'react';
import { useLoginModal } from '../lib/login-modal-store.ts';

/** A page of the member's own: its content once signed in, else an invitation to log in. */
export function RequireSignIn(props: { children: ReactNode }) {
  const { t } = useT('errors', 'shell');
  const token = useSessionStore((state) => state.token);
  const openLogin = useLoginModal((state) => state.open);
  if (!token) {
    return (
      <EmptyState
        title={t('errors.error_not_logged_in')}
        action={<Button onClick={openLogin}>{t('shell.login')}</Button>}
      />
    );
  }
  return props.children;
}
