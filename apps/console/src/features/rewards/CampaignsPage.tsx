import type { OperatorCampaign } from '@lotus/contract/campaigns';
import { useT } from '@lotus/i18n';
import { Button, Dialog, EmptyState, Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import * as page from '../../components/page.css.ts';
import { holds, useConsoleSession } from '../../lib/session-store.ts';
import { CampaignDraws } from './CampaignDraws.tsx';
import { CampaignEntry } from './CampaignEntry.tsx';
import { CampaignForm } from './CampaignForm.tsx';
import { campaignName } from './campaign-words.ts';
import { campaignsApi, campaignsKey } from './campaigns-api.ts';
import { CloseCampaign } from './CloseCampaign.tsx';
import { defaultCurrency } from './rewards-money.ts';
import * as styles from './rewards.css.ts';

type Open = { what: 'new' } | { what: 'edit' | 'draws' | 'close'; campaign: OperatorCampaign } | null;

/**
 * The campaigns (red envelopes, prize wheels, lucky tickets), newest first, with their budgets
 * used, and each one's draws (rewards.read: who sets rewards up and who reviews their queues); an
 * operator who sets up rewards also opens, changes and closes them (rewards.manage).
 */
export function CampaignsPage() {
  const { t, language } = useT('common', 'consoleRewards');
  const canManage = useConsoleSession((state) => holds(state.session, 'rewards.manage'));
  const campaigns = useQuery({ queryKey: campaignsKey, queryFn: campaignsApi.campaigns });
  const [open, setOpen] = useState<Open>(null);
  const done = () => setOpen(null);
  const currency = campaigns.data?.campaigns[0]?.currency ?? defaultCurrency;
  const nameOf = (campaign: OperatorCampaign) =>
    campaignName(campaign, language) ?? t('consoleRewards.campaigns.unnamed');

  let body;
  if (campaigns.isPending)
    body = (
      <div aria-busy="true" data-testid="campaigns-loading">
        <Skeleton height={220} radius="md" />
      </div>
    );
  else if (campaigns.isError)
    body = (
      <LoadFailed title={t('consoleRewards.campaigns.loadFailed')} onRetry={() => void campaigns.refetch()} />
    );
  else if (campaigns.data.campaigns.length === 0)
    body = (
      <EmptyState
        headingLevel={3}
        title={t('consoleRewards.campaigns.empty')}
        description={canManage ? t('consoleRewards.campaigns.emptyHint') : undefined}
      />
    );
  else
    body = (
      <ul
        className={page.list}
        aria-label={t('consoleRewards.campaigns.list')}
        aria-busy={campaigns.isFetching}
      >
        {campaigns.data.campaigns.map((campaign) => (
          <CampaignEntry
            key={campaign.id}
            campaign={campaign}
            canManage={canManage}
            onDraws={() => setOpen({ what: 'draws', campaign })}
            onEdit={() => setOpen({ what: 'edit', campaign })}
            onClose={() => setOpen({ what: 'close', campaign })}
          />
        ))}
      </ul>
    );

  const editing = open?.what === 'new' ? null : open?.what === 'edit' ? open.campaign : undefined;
  return (
    <div className={page.page} data-testid="campaigns-page">
      <div className={styles.sectionHead}>
        <PageHeader
          title={t('consoleRewards.campaigns.title')}
          lead={canManage ? t('consoleRewards.campaigns.lead') : t('consoleRewards.campaigns.leadReadOnly')}
        />
        {canManage ? (
          <Button size="sm" disabled={!campaigns.data} onClick={() => setOpen({ what: 'new' })}>
            {t('consoleRewards.campaigns.add')}
          </Button>
        ) : null}
      </div>
      {body}
      <Dialog
        open={editing !== undefined}
        onClose={done}
        size="lg"
        title={
          editing === null || editing === undefined
            ? t('consoleRewards.campaignForm.addTitle')
            : t('consoleRewards.campaignForm.editTitle', { name: nameOf(editing) })
        }
        closeLabel={t('common.close')}
        closeOnBackdropClick={false}
      >
        {editing !== undefined && campaigns.data ? (
          <CampaignForm
            key={editing === null ? 'new' : editing.id}
            campaign={editing}
            currency={editing === null ? currency : editing.currency}
            onDone={done}
            onCancel={done}
          />
        ) : null}
      </Dialog>
      <Dialog
        open={open?.what === 'draws'}
        onClose={done}
        size="lg"
        title={
          open?.what === 'draws' ? t('consoleRewards.campaigns.drawsOf', { name: nameOf(open.campaign) }) : ''
        }
        closeLabel={t('common.close')}
      >
        {open?.what === 'draws' ? <CampaignDraws campaign={open.campaign} /> : null}
      </Dialog>
      <CloseCampaign
        campaign={open?.what === 'close' ? open.campaign : null}
        name={open?.what === 'close' ? nameOf(open.campaign) : ''}
        onDone={done}
      />
    </div>
  );
}
