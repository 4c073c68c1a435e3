import { useT } from '@lotus/i18n';
import { useSearchParams } from '@lotus/app-shell/routing';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { RealMoneyOnly } from '../../components/PlayMoney.tsx';
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
  return (
    <RequireSignIn>
      <RealMoneyOnly>
        <DepositContent />
      </RealMoneyOnly>
    </RequireSignIn>
  );
}

function DepositContent() {
  const { t } = useT('deposit');
  const [params, setParams] = useSearchParams();
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
