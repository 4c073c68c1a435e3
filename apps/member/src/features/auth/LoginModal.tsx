import { apiClient, LoginForm } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Dialog } from '@lotus/ui';
import { useLoginModal } from '../../lib/login-modal-store.ts';

/** The login modal (`showLoginWrap`), opened from the header or by any action that needs a login. */
export function LoginModal() {
  const { t } = useT();
  const open = useLoginModal((state) => state.showLoginWrap);
  const close = useLoginModal((state) => state.close);
  return (
    <Dialog open={open} onClose={close} title={t('shell.login')} closeLabel={t('common.close')}>
      <LoginForm
        submitLabel={t('shell.login')}
        onSubmit={async (values) => {
          await apiClient.post('/wps/session/login', { json: values });
          close();
        }}
      />
    </Dialog>
  );
}
