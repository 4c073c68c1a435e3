import { isApiError } from '@lotus/api-client';
import type { BankAccount } from '@lotus/contract/bank-accounts';
import { useT } from '@lotus/i18n';
import { Badge, Button, Card, Dialog, EmptyState, Skeleton, useToast } from '@lotus/ui';
import { useSubmit } from '@lotus/app-shell';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@lotus/app-shell/routing';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { profileQueryKey } from '../../lib/account-queries.ts';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { RealMoneyOnly } from '../../components/PlayMoney.tsx';
import { AddBankAccountForm } from './AddBankAccountForm.tsx';
import { withdrawQueryKeys, withdrawals } from './withdraw-queries.ts';
import * as styles from './withdraw.css.ts';

/** The member's bank accounts for withdrawals: the list (numbers masked), add, remove. */
export function BankAccountsPage() {
  return (
    <RequireSignIn>
      <RealMoneyOnly>
        <BankAccountsContent />
      </RealMoneyOnly>
    </RequireSignIn>
  );
}

function BankAccountsContent() {
  const { t } = useT('common', 'withdraw');
  const list = useQuery({ queryKey: withdrawQueryKeys.accounts, queryFn: withdrawals.bankAccounts });
  let body;
  if (list.isPending) {
    body = <Skeleton height={240} radius="md" />;
  } else if (isApiError(list.error) && list.error.code === 'error_operation_not_allowed') {
    body = <EmptyState title={t('withdraw.notForFreePlay')} />;
  } else if (list.isError) {
    body = <LoadFailed title={t('withdraw.accounts.loadError')} onRetry={() => void list.refetch()} />;
  } else {
    const { content, max, payeeName } = list.data;
    body = (
      <>
        <Card>
          <section aria-labelledby="bank-accounts-title" className={styles.stack}>
            <h2 id="bank-accounts-title" className={styles.sectionTitle}>
              {t('withdraw.accounts.count', { count: content.length, max })}
            </h2>
            <p className={styles.muted}>{t('withdraw.accounts.intro', { max })}</p>
            {content.length === 0 ? (
              <EmptyState headingLevel={3} title={t('withdraw.accounts.empty')} />
            ) : (
              <ul className={styles.list}>
                {content.map((account) => (
                  <AccountEntry key={account.id} account={account} />
                ))}
              </ul>
            )}
          </section>
        </Card>
        <Card>
          {content.length >= max ? (
            <p className={styles.notice}>{t('withdraw.accounts.add.full', { max })}</p>
          ) : (
            <AddBankAccountForm realName={payeeName} />
          )}
        </Card>
      </>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('withdraw.accounts.title')}</h1>
      {body}
      <p className={styles.links}>
        <Link to="/withdraw">{t('withdraw.title')}</Link>
      </p>
    </div>
  );
}

function AccountEntry(props: { account: BankAccount }) {
  const { t } = useT('common', 'withdraw');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const { account } = props;
  const [asking, setAsking] = useState(false);
  const names = { bank: account.bankName, account: account.accountNumber };
  const remove = useSubmit({
    send: () => withdrawals.removeBankAccount(account.id),
    onSuccess: async () => {
      setAsking(false);
      show({ message: t('withdraw.accounts.removed'), tone: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawQueryKeys.accounts }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]);
    },
    fallback: t('common.error'),
    fieldsOf: null,
    onRefused: () => {
      setAsking(false);
      void queryClient.invalidateQueries({ queryKey: withdrawQueryKeys.accounts });
    },
  });
  const problem = remove.refusal;
  return (
    <li className={styles.account} data-testid="bank-account">
      <span>
        <strong>{account.bankName}</strong>{' '}
        <span className={styles.accountNumber}>{account.accountNumber}</span>
      </span>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('withdraw.accounts.removeLabel', names)}
        disabled={account.inUse}
        onClick={() => {
          remove.setRefusal(null);
          setAsking(true);
        }}
      >
        {t('withdraw.accounts.remove')}
      </Button>
      <span className={styles.muted}>{t('withdraw.accounts.holder', { name: account.payeeName })}</span>
      {account.inUse ? <Badge tone="warning">{t('withdraw.accounts.inUse')}</Badge> : null}
      {problem ? (
        <p role="alert" className={styles.fieldError}>
          {problem}
        </p>
      ) : null}
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('withdraw.accounts.removeTitle')}
        closeLabel={t('common.close')}
        footer={
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" loading={remove.pending} onClick={() => remove.submit()}>
              {t('withdraw.accounts.remove')}
            </Button>
          </div>
        }
      >
        <p className={styles.notice}>{t('withdraw.accounts.removeText', names)}</p>
      </Dialog>
    </li>
  );
}
