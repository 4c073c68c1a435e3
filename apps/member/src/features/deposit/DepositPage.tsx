import { useSessionStore } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, EmptyState } from '@lotus/ui';
import { useSearchParams } from 'react-router';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import { DepositDetails } from './DepositDetails.tsx';
import { DepositForm } from './DepositForm.tsx';
import { RecentDeposits } from './RecentDeposits.tsx';
import * as styles from './DepositPage.css.ts';

/**
 * The deposit page: the form, or one deposit's details when the address names it (`?deposit=`,
 * where a bank transfer's instructions live and where the payment gateway sends the member back
 * with `gatewayResult`), and the recent deposits under it.
 */
export function DepositPage() {
  const { t } = useT();
  const token = useSessionStore((state) => state.token);
  const openLogin = useLoginModal((state) => state.open);
  const [params, setParams] = useSearchParams();
  if (!token) {
    return (
      <EmptyState
        title={t('errors.error_not_logged_in')}
        action={<Button onClick={openLogin}>{t('shell.login')}</Button>}
      />
    );
  }
  const shown = params.get('deposit');
  const open = (id: string) => setParams({ deposit: id });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('deposit.title')}</h1>
      {shown && /^\d{1,19}$/.test(shown) ? (
        <DepositDetails
          key={shown}
          id={shown}
          returnedFromGateway={params.has('gatewayResult')}
          onBack={() => setParams({})}
        />
      ) : (
        <DepositForm onCreated={(deposit) => open(deposit.id)} />
      )}
      <RecentDeposits onOpen={open} />
    </div>
  );
}
