import type { OpenedAccount } from '@lotus/contract/agents';
import { useT } from '@lotus/i18n';
import { useState } from 'react';
import { OpenAccountForm } from './OpenAccountForm.tsx';
import { OpenedAccountPanel } from './OpenedAccountPanel.tsx';
import * as styles from './open-account.css.ts';

/**
 * Open account (`/open-account`): an account directly below the agent, a member or an agent, whose
 * owner chooses a password at the first login; then, for an agent, a contract to offer it.
 */
export function OpenAccountPage() {
  const { t } = useT('agentOpenAccount');
  const [opened, setOpened] = useState<OpenedAccount | null>(null);
  // After "Open another account" the new form's first field has the focus.
  const [again, setAgain] = useState(false);
  return (
    <div className={styles.page} data-testid="agent-open-account-page">
      <header className={styles.header}>
        <h1 className={styles.title}>{t('agentOpenAccount.title')}</h1>
        <p className={styles.muted}>{t('agentOpenAccount.lead')}</p>
      </header>
      <div className={styles.panel}>
        {opened ? (
          <OpenedAccountPanel
            account={opened}
            onAnother={() => {
              setOpened(null);
              setAgain(true);
            }}
          />
        ) : (
          <OpenAccountForm focusFirst={again} onOpened={setOpened} />
        )}
      </div>
    </div>
  );
}
