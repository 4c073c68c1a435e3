import { useSystemStatus } from '@lotus/app-shell';
import { Link } from '@lotus/app-shell/routing';
import type { CampaignKind, Draw } from '@lotus/contract/campaigns';
import { campaignKinds } from '@lotus/contract/campaigns';
import { formatDateTime, useT } from '@lotus/i18n';
import { EmptyState, Select, Skeleton } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Pager } from '../../components/Pager.tsx';
import { prizeText, verifyLinkOf } from './campaign-format.ts';
import { CampaignSeedsPanel } from './CampaignSeedsPanel.tsx';
import { CampaignsFrame, LoadProblem } from './CampaignsFrame.tsx';
import { campaignsApi, campaignsQueryKeys, drawsPageSize } from './campaigns-queries.ts';
import * as styles from './campaigns.css.ts';

/** The member's draws (`/campaigns/draws`): newest first, of one kind or all, each with its seeds; and the seeds. */
export function MyDrawsPage() {
  const { t } = useT('campaigns');
  return (
    <CampaignsFrame title={t('campaigns.draws.title')} lead={t('campaigns.draws.lead')}>
      <Draws />
      <CampaignSeedsPanel />
    </CampaignsFrame>
  );
}

function Draws() {
  const { t } = useT('campaigns');
  const [kind, setKind] = useState<CampaignKind | ''>('');
  const [page, setPage] = useState(1);
  const filter = { page, size: drawsPageSize, ...(kind ? { kind } : {}) };
  const draws = useQuery({
    queryKey: campaignsQueryKeys.draws(filter),
    queryFn: () => campaignsApi.draws(filter),
    placeholderData: keepPreviousData,
  });
  let body: ReactNode;
  if (draws.isPending) {
    body = (
      <div aria-busy="true" aria-label={t('campaigns.draws.loading')} className={styles.list}>
        <Skeleton height={140} radius="md" />
        <Skeleton height={140} radius="md" />
      </div>
    );
  } else if (draws.isError) {
    body = (
      <LoadProblem
        title={t('campaigns.draws.loadError')}
        failure={draws.error}
        onRetry={() => void draws.refetch()}
      />
    );
  } else if (draws.data.total === 0) {
    body = (
      <EmptyState
        title={t('campaigns.draws.empty')}
        description={t('campaigns.draws.emptyHint')}
        action={
          <Link to="/wheel" className={styles.link}>
            {t('campaigns.draws.toWheel')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label={t('campaigns.draws.caption')} aria-busy={draws.isFetching}>
          {draws.data.content.map((draw) => (
            <DrawRecord key={draw.id} draw={draw} />
          ))}
        </ul>
        <Pager
          page={page}
          size={drawsPageSize}
          total={draws.data.total}
          onPage={setPage}
          texts={{
            label: t('campaigns.draws.pager.label'),
            previous: t('campaigns.draws.pager.previous'),
            next: t('campaigns.draws.pager.next'),
            pageOf: (current, pages) => t('campaigns.draws.pager.pageOf', { page: current, pages }),
          }}
        />
      </>
    );
  }
  return (
    <section className={styles.stack}>
      <div className={styles.filterRow}>
        <Select
          label={t('campaigns.draws.kindFilter')}
          value={kind}
          options={[
            { value: '', label: t('campaigns.draws.allKinds') },
            ...campaignKinds.map((value) => ({ value, label: t(`campaigns.kinds.${value}`) })),
          ]}
          onChange={(event) => {
            setKind(event.target.value as CampaignKind | '');
            setPage(1);
          }}
        />
      </div>
      {body}
    </section>
  );
}

function DrawRecord(props: { draw: Draw }) {
  const { t, language } = useT('campaigns');
  const { brand } = useSystemStatus();
  const { draw } = props;
  const fields: Array<{ key: string; label: string; value: ReactNode; seed?: boolean }> = [
    {
      key: 'time',
      label: t('campaigns.draws.fields.time'),
      value: formatDateTime(draw.createdAt, { language, timeZone: brand.timeZone }),
    },
    {
      key: 'prize',
      label: t('campaigns.draws.fields.prize'),
      value: prizeText(draw.prize, draw.currency, t, language),
    },
    { key: 'nonce', label: t('campaigns.draws.fields.nonce'), value: draw.nonce },
    { key: 'hash', label: t('campaigns.draws.fields.hash'), value: draw.serverSeedHash, seed: true },
    { key: 'clientSeed', label: t('campaigns.draws.fields.clientSeed'), value: draw.clientSeed, seed: true },
    {
      key: 'serverSeed',
      label: t('campaigns.draws.fields.serverSeed'),
      value: draw.serverSeed ?? t('campaigns.draws.notRevealed'),
      seed: draw.serverSeed !== null,
    },
  ];
  return (
    <li className={styles.record} data-testid="draw-record">
      <div className={styles.recordHead}>
        <h3 className={styles.recordTitle}>
          {draw.campaignName} · {t(`campaigns.kinds.${draw.kind}`)}
        </h3>
        {draw.serverSeed !== null ? (
          <Link to={verifyLinkOf(draw)} className={styles.link}>
            {t('campaigns.draws.verify')}
          </Link>
        ) : null}
      </div>
      <dl className={styles.recordFields}>
        {fields.map((field) => (
          <div key={field.key}>
            <dt className={styles.factLabel}>{field.label}</dt>
            <dd className={field.seed ? styles.seed : styles.factValue}>{field.value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
