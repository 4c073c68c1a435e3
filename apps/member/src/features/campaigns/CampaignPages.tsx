import type { CampaignKind } from '@lotus/contract/campaigns';
import { useT } from '@lotus/i18n';
import { EmptyState, Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { CampaignCard } from './CampaignCard.tsx';
import { CampaignsFrame, LoadProblem } from './CampaignsFrame.tsx';
import { campaignsApi, campaignsQueryKeys } from './campaigns-queries.ts';
import * as styles from './campaigns.css.ts';

/** The prize wheel (`/wheel`). */
export function WheelPage() {
  return <CampaignKindPage kind="wheel" />;
}

/** The red envelope (`/red-envelope`). */
export function RedEnvelopePage() {
  return <CampaignKindPage kind="red_envelope" />;
}

/** The lucky ticket (`/lucky-ticket`). */
export function LuckyTicketPage() {
  return <CampaignKindPage kind="lucky_ticket" />;
}

/** A kind's page: every campaign of it running or about to, and the seeds' hash its draws commit to. */
function CampaignKindPage(props: { kind: CampaignKind }) {
  const { t } = useT('campaigns');
  return (
    <CampaignsFrame
      title={t(`campaigns.pages.${props.kind}.title`)}
      lead={t(`campaigns.pages.${props.kind}.lead`)}
    >
      <Campaigns kind={props.kind} />
    </CampaignsFrame>
  );
}

function Campaigns(props: { kind: CampaignKind }) {
  const { t } = useT('campaigns');
  const list = useQuery({
    queryKey: campaignsQueryKeys.list(props.kind),
    queryFn: () => campaignsApi.list(props.kind),
  });
  if (list.isPending) {
    return (
      <div aria-busy="true" aria-label={t('campaigns.list.loading')} className={styles.stack}>
        <Skeleton height={360} radius="lg" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <LoadProblem
        title={t('campaigns.list.loadError')}
        failure={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.data.campaigns.length === 0) {
    return <EmptyState title={t('campaigns.list.empty')} description={t('campaigns.list.emptyHint')} />;
  }
  return (
    <>
      {list.data.campaigns.map((campaign) => (
        <CampaignCard key={campaign.id} campaign={campaign} />
      ))}
      <section className={styles.stack} aria-labelledby="campaign-fairness">
        <h2 id="campaign-fairness" className={styles.sectionTitle}>
          {t('campaigns.seeds.title')}
        </h2>
        <p className={styles.muted}>{t('campaigns.seeds.intro')}</p>
        <div>
          <p className={styles.factLabel}>{t('campaigns.seeds.hash')}</p>
          <p className={styles.seed} data-testid="seed-hash">
            {list.data.seeds.serverSeedHash}
          </p>
        </div>
      </section>
    </>
  );
}
