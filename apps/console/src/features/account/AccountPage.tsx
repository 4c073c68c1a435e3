import { useT } from '@lotus/i18n';
import { PageHeader } from '../../components/PageHeader.tsx';
import * as page from '../../components/page.css.ts';
import { ApiTokensSection } from './ApiTokensSection.tsx';
import { ChangePasswordSection } from './ChangePasswordSection.tsx';

/** The operator's own account: the password, and the API tokens their scripts use. */
export function AccountPage() {
  const { t } = useT('console');
  return (
    <div className={page.page} data-testid="account-page">
      <PageHeader title={t('console.account.title')} lead={t('console.account.lead')} />
      <ChangePasswordSection />
      <ApiTokensSection />
    </div>
  );
}
