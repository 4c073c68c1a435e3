import { useT } from '@lotus/i18n';
import { Dialog, useToast } from '@lotus/ui';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { useSessionStore } from './session-store.ts';
import { useSignOut } from './use-session.ts';

/**
 * After a login that said firstTimeLogin (or passwordExpired with the brand's switch on) nothing
 * else is possible until the password is changed: the server refuses other calls. Closing this
 * dialog (its button is labelled "Log out") logs out; there is no way round it.
 */
export function ForcedPasswordChange() {
  const { t } = useT('auth', 'shell', 'success');
  const { show } = useToast();
  const mustChange = useSessionStore((state) => state.mustChangePassword && state.token !== null);
  const signOut = useSignOut();
  return (
    <Dialog
      open={mustChange}
      onClose={() => void signOut()}
      title={t('auth.forcedChangeTitle')}
      closeLabel={t('shell.logout')}
      closeOnBackdropClick={false}
    >
      <p>{t('auth.forcedChangeBody')}</p>
      <ChangePasswordForm
        onChanged={() => show({ message: t('success.password_changed'), tone: 'success' })}
      />
    </Dialog>
  );
}
