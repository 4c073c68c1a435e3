import { useRefusalText } from '@lotus/app-shell';
import type { CampaignSeedRotation } from '@lotus/contract/campaigns';
import { useT } from '@lotus/i18n';
import { Button, Skeleton, TextField } from '@lotus/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadProblem } from './CampaignsFrame.tsx';
import { campaignsApi, campaignsQueryKeys } from './campaigns-queries.ts';
import * as styles from './campaigns.css.ts';

/**
 * The member's campaign seeds: the server seed's hash the next draws commit to, the client seed it
 * may change, and revealing the server seed (a new pair starts), after which its draws show their
 * server seed and can be verified.
 */
export function CampaignSeedsPanel() {
  const { t } = useT('campaigns');
  const refusal = useRefusalText();
  const client = useQueryClient();
  const seeds = useQuery({ queryKey: campaignsQueryKeys.seeds, queryFn: campaignsApi.seeds });
  const [clientSeed, setClientSeed] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<CampaignSeedRotation['revealed'] | null>(null);
  const done = () => void client.invalidateQueries({ queryKey: campaignsQueryKeys.all });
  const save = useMutation({
    mutationFn: (seed: string) => campaignsApi.setClientSeed(seed),
    onSuccess: () => {
      setClientSeed(null);
      setSaid(t('campaigns.seeds.saved'));
      done();
    },
  });
  const rotate = useMutation({
    mutationFn: campaignsApi.rotate,
    onSuccess: (rotation) => {
      setRevealed(rotation.revealed);
      setSaid(t('campaigns.seeds.revealed'));
      done();
    },
  });
  let body;
  if (seeds.isPending) body = <Skeleton height={120} radius="md" />;
  else if (seeds.isError)
    body = (
      <LoadProblem
        title={t('campaigns.seeds.loadError')}
        failure={seeds.error}
        onRetry={() => void seeds.refetch()}
      />
    );
  else {
    body = (
      <>
        <div>
          <p className={styles.factLabel}>{t('campaigns.seeds.hash')}</p>
          <p className={styles.seed} data-testid="seed-hash">
            {seeds.data.serverSeedHash}
          </p>
        </div>
        <form
          className={styles.seedsForm}
          onSubmit={(event) => {
            event.preventDefault();
            if (clientSeed) save.mutate(clientSeed);
          }}
        >
          <TextField
            label={t('campaigns.seeds.clientSeed')}
            value={clientSeed ?? seeds.data.clientSeed}
            onChange={(event) => setClientSeed(event.target.value)}
            spellCheck={false}
            autoComplete="off"
            maxLength={64}
          />
          <Button type="submit" variant="secondary" disabled={!clientSeed} loading={save.isPending}>
            {t('campaigns.seeds.save')}
          </Button>
        </form>
        <p className={styles.muted}>
          {t('campaigns.seeds.nextNonce')}: {seeds.data.nextNonce}
        </p>
        <div className={styles.stack}>
          <p className={styles.muted}>{t('campaigns.seeds.revealHint')}</p>
          <div>
            <Button variant="secondary" onClick={() => rotate.mutate()} loading={rotate.isPending}>
              {t('campaigns.seeds.reveal')}
            </Button>
          </div>
        </div>
        {revealed ? (
          <div>
            <p className={styles.factLabel}>{t('campaigns.draws.fields.serverSeed')}</p>
            <p className={styles.seed} data-testid="revealed-seed">
              {revealed.serverSeed}
            </p>
          </div>
        ) : null}
        {save.error || rotate.error ? (
          <p role="alert" className={styles.refusal}>
            {refusal(save.error ?? rotate.error)}
          </p>
        ) : null}
        <p aria-live="polite" className={styles.muted}>
          {said}
        </p>
      </>
    );
  }
  return (
    <section className={styles.campaign} aria-labelledby="campaign-seeds">
      <div className={styles.stack}>
        <h2 id="campaign-seeds" className={styles.sectionTitle}>
          {t('campaigns.seeds.title')}
        </h2>
        <p className={styles.muted}>{t('campaigns.seeds.intro')}</p>
      </div>
      <div className={styles.stack}>{body}</div>
    </section>
  );
}
