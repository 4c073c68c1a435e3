import { Link } from '@lotus/app-shell/routing';
import type { OpenedAccount } from '@lotus/contract/agents';
import { useT } from '@lotus/i18n';
import { Badge, Button } from '@lotus/ui';
import { useEffect, useId, useRef } from 'react';
import { offerAddress } from './open-account-queries.ts';
import * as styles from './open-account.css.ts';

/**
 * The account just opened: its username and type, that its owner chooses a password at the first
 * login, and for an agent the way to offer it a contract. The heading takes the focus.
 */
export function OpenedAccountPanel(props: { account: OpenedAccount; onAnother: () => void }) {
  const { t } = useT('agentOpenAccount');
  const { account } = props;
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const isAgent = account.type !== 0;
  return (
    <section className={styles.done} aria-labelledby={titleId} data-testid="opened-account">
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.doneTitle}>
        {t('agentOpenAccount.done.title')}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('agentOpenAccount.done.account')}</dt>
        <dd data-testid="opened-account-name">{account.account}</dd>
        <dt>{t('agentOpenAccount.done.type')}</dt>
        <dd>
          <Badge tone={isAgent ? 'primary' : 'neutral'}>
            {isAgent ? t('agentOpenAccount.done.agent') : t('agentOpenAccount.done.member')}
          </Badge>
        </dd>
      </dl>
      <p className={styles.firstLogin}>{t('agentOpenAccount.done.firstLogin')}</p>
      {isAgent && <p className={styles.muted}>{t('agentOpenAccount.done.offerHint')}</p>}
      <div className={styles.actions}>
        {isAgent && (
          <Link to={offerAddress(account)} className={styles.offer}>
            {t('agentOpenAccount.done.offer')}
          </Link>
        )}
        <Button variant={isAgent ? 'secondary' : 'primary'} onClick={props.onAnother}>
          {t('agentOpenAccount.done.another')}
        </Button>
      </div>
    </section>
  );
}
