import { FormAlert, useSessionStore, useSubmit } from '@lotus/app-shell';
import type { SeedRotation } from '@lotus/contract/house-games';
import { useT } from '@lotus/i18n';
import { Button, Card, Skeleton, TextField } from '@lotus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '@lotus/app-shell/routing';
import { houseGames, originalsQueryKeys } from './originals-queries.ts';
import type { VerifiableGame } from './verify-round.ts';
import { useRevealedRoundLink } from './revealed-round-link.ts';
import * as styles from './originals.css.ts';

const clientSeedPattern = /^[\x20-\x7e]{1,64}$/;

/**
 * The provably-fair panel every house game shows: the current server seed's hash (the commitment),
 * the client seed (editable), the next nonce, and rotating the pair, which reveals the old server
 * seed with a link to verify its rounds.
 */
export function FairnessPanel(props: { game: VerifiableGame }) {
  const { t } = useT('originals');
  const signedIn = useSessionStore((session) => session.token) !== null;
  const queryClient = useQueryClient();
  const seeds = useQuery({
    queryKey: originalsQueryKeys.seeds,
    queryFn: () => houseGames.seeds(),
    enabled: signedIn,
  });
  const [draft, setDraft] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<SeedRotation['revealed'] | null>(null);
  const verifyLink = useRevealedRoundLink(props.game, revealed);
  const save = useSubmit({
    send: (clientSeed: string) => houseGames.setClientSeed(clientSeed),
    onSuccess: (next) => {
      queryClient.setQueryData(originalsQueryKeys.seeds, next);
      setDraft(null);
    },
    fallback: t('originals.fairness.error'),
    fieldsOf: null,
  });
  const rotate = useSubmit({
    send: () => houseGames.rotateSeeds(),
    fallback: t('originals.fairness.error'),
    fieldsOf: null,
    onSuccess: (rotation) => {
      queryClient.setQueryData(originalsQueryKeys.seeds, rotation.current);
      setRevealed(rotation.revealed);
      setDraft(null);
      // Rounds of the old pair now show their server seed.
      void queryClient.invalidateQueries({ queryKey: originalsQueryKeys.allRounds });
    },
  });

  let body;
  if (!signedIn) body = <p className={styles.muted}>{t('originals.fairness.signInHint')}</p>;
  else if (seeds.isPending) body = <Skeleton height={120} radius="md" />;
  else if (seeds.isError) body = <p role="alert">{t('originals.fairness.loadError')}</p>;
  else {
    const clientSeed = draft ?? seeds.data.clientSeed;
    const valid = clientSeedPattern.test(clientSeed);
    const submit = (event: FormEvent) => {
      event.preventDefault();
      if (valid && clientSeed !== seeds.data.clientSeed) {
        // A new call clears its own last refusal.
        save.setRefusal(null);
        save.submit(clientSeed);
      }
    };
    const refusal = save.refusal ?? rotate.refusal;
    body = (
      <>
        <p className={styles.muted}>{t('originals.fairness.hash')}</p>
        <p className={styles.hash} data-testid="fair-server-seed-hash">
          {seeds.data.serverSeedHash}
        </p>
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label={t('originals.fairness.clientSeed')}
            value={clientSeed}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            onChange={(event) => setDraft(event.target.value)}
            hint={t('originals.fairness.clientSeedHint')}
            error={valid ? undefined : t('originals.fairness.clientSeedInvalid')}
          />
          <div className={styles.row}>
            <Button
              type="submit"
              variant="secondary"
              size="sm"
              loading={save.pending}
              disabled={!valid || clientSeed === seeds.data.clientSeed}
            >
              {save.pending ? t('originals.fairness.saving') : t('originals.fairness.save')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              loading={rotate.pending}
              onClick={() => {
                rotate.setRefusal(null);
                rotate.submit();
              }}
            >
              {rotate.pending ? t('originals.fairness.rotating') : t('originals.fairness.rotate')}
            </Button>
          </div>
        </form>
        <p className={styles.muted}>
          {t('originals.fairness.nonce')}: <span data-testid="fair-nonce">{seeds.data.nextNonce}</span>
        </p>
        {revealed && (
          <div className={styles.stack} data-testid="fair-revealed">
            <p className={styles.muted}>{t('originals.fairness.revealed')}</p>
            <p className={styles.hash}>{revealed.serverSeed}</p>
            {verifyLink !== null && (
              <>
                <p className={styles.muted}>
                  {t('originals.fairness.revealedRounds', {
                    count: revealed.nonceCount,
                    last: revealed.nonceCount - 1,
                  })}
                </p>
                <Link className={styles.link} to={verifyLink}>
                  {t('originals.fairness.verify')}
                </Link>
              </>
            )}
          </div>
        )}
        <FormAlert message={refusal} />
      </>
    );
  }
  return (
    <Card padding="md">
      <div className={styles.stack}>
        <h2 className={styles.sectionTitle}>{t('originals.fairness.title')}</h2>
        {body}
      </div>
    </Card>
  );
}
