import { useRefusalText } from '@lotus/app-shell';
import type { RegistrationLink } from '@lotus/contract/agents';
import { formatNumber, useT } from '@lotus/i18n';
import { Button, EmptyState, Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LinkCard } from './LinkCard.tsx';
import { LinkQrDialog } from './LinkQrDialog.tsx';
import { NewLinkForm } from './NewLinkForm.tsx';
import { fetchLinks, linksQueryKey } from './links-queries.ts';
import * as styles from './links.css.ts';

/**
 * Registration links (`/links`): a new link for a member or an agent, and the agent's links with
 * their clicks and registrations, each switched on or off, its note edited in place, its address
 * copied or shown as a QR code.
 */
export function LinksPage() {
  const { t } = useT('agentLinks');
  return (
    <div className={styles.page} data-testid="agent-links-page">
      <header className={styles.header}>
        <h1 className={styles.title}>{t('agentLinks.title')}</h1>
        <p className={styles.muted}>{t('agentLinks.lead')}</p>
      </header>
      <NewLinkForm />
      <LinkList />
    </div>
  );
}

function LinkList() {
  const { t, language } = useT('agentLinks', 'common');
  const titleId = useId();
  const refusalText = useRefusalText();
  const [qrOf, setQrOf] = useState<RegistrationLink | null>(null);
  const links = useQuery({ queryKey: linksQueryKey, queryFn: ({ signal }) => fetchLinks(signal) });

  let content;
  if (links.isPending) content = <LinksSkeleton />;
  else if (links.isError)
    content = (
      <EmptyState
        headingLevel={3}
        title={t('agentLinks.loadFailed')}
        description={refusalText(links.error)}
        action={
          <Button loading={links.isFetching} onClick={() => void links.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (links.data.links.length === 0)
    content = (
      <EmptyState
        headingLevel={3}
        title={t('agentLinks.list.empty')}
        description={t('agentLinks.list.emptyHint')}
      />
    );
  else
    content = (
      <ul className={styles.list}>
        {links.data.links.map((link) => (
          <LinkCard key={link.id} link={link} onQr={setQrOf} />
        ))}
      </ul>
    );

  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={links.isFetching}>
      <div className={styles.listHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {t('agentLinks.list.title')}
        </h2>
        {links.data && links.data.links.length > 0 && (
          <span className={styles.muted} data-testid="links-count">
            {t('agentLinks.list.count', { count: formatNumber(links.data.links.length, language) })}
          </span>
        )}
      </div>
      {content}
      {qrOf && <LinkQrDialog link={qrOf} onClose={() => setQrOf(null)} />}
    </section>
  );
}

/** While the list loads: a few cards' shapes, announced once. */
function LinksSkeleton() {
  const { t } = useT('agentLinks');
  return (
    <div className={styles.list} role="status" data-testid="links-loading">
      <span className={styles.visuallyHidden}>{t('agentLinks.loading')}</span>
      {[0, 1, 2].map((card) => (
        <Skeleton key={card} height="9.5rem" radius="md" />
      ))}
    </div>
  );
}
