import type { CrashRevealedRound, CrashState } from '@lotus/contract/crash';
import { useT } from '@lotus/i18n';
import { Badge, Card, EmptyState, Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@lotus/app-shell/routing';
import { formatMultiplier } from './crash-room-state.ts';
import { crash, crashQueryKeys } from './crash-queries.ts';
import * as styles from './crash.css.ts';

/** The verifier page recomputes a round in the browser from its revealed seeds. */
export function verifyLink(round: Pick<CrashRevealedRound, 'serverSeed' | 'clientSeed' | 'nonce'>): string {
  const query = new URLSearchParams({
    game: 'pappu',
    serverSeed: round.serverSeed,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
  });
  return `/originals/verify?${query.toString()}`;
}

function crashTone(point: number) {
  if (point >= 100_000) return 'primary' as const;
  if (point >= 20_000) return 'success' as const;
  return 'neutral' as const;
}

/** Recent crash points, the coming round's seed hash, and past rounds with links to verify them. */
export function CrashFairness(props: { state: CrashState }) {
  const { t, language } = useT('crash');
  const { round, history } = props.state;
  const past = useQuery({
    queryKey: crashQueryKeys.rounds(1),
    queryFn: () => crash.rounds({ page: 1, size: 10 }),
  });
  return (
    <>
      <Card padding="md">
        <h2 className={styles.sectionTitle}>{t('crash.history.title')}</h2>
        {history.length === 0 ? (
          <p className={styles.muted}>{t('crash.history.empty')}</p>
        ) : (
          <ul className={styles.chips}>
            {history.map((entry) => (
              <li key={entry.roundNumber}>
                <Badge
                  tone={crashTone(entry.crashPoint)}
                  title={t('crash.round', { number: entry.roundNumber })}
                >
                  {formatMultiplier(entry.crashPoint, language)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card padding="md">
        <h2 className={styles.sectionTitle}>{t('crash.fairness.title')}</h2>
        <p className={styles.muted}>{t('crash.fairness.hash', { number: round.roundNumber })}</p>
        <p className={styles.hash} data-testid="crash-seed-hash">
          {round.serverSeedHash}
        </p>
        <p className={styles.muted}>{t('crash.fairness.hashHint')}</p>
        <p className={styles.muted}>
          {t('crash.fairness.clientSeed')}: <span className={styles.hash}>{round.clientSeed}</span> ·{' '}
          {t('crash.fairness.nonce')}: {round.nonce}
        </p>
        <h3 className={styles.sectionTitle}>{t('crash.fairness.pastRounds')}</h3>
        {past.isPending ? (
          <Skeleton height={96} radius="md" />
        ) : past.isError ? (
          <p className={styles.muted}>{t('crash.fairness.roundsError')}</p>
        ) : past.data.content.length === 0 ? (
          <EmptyState headingLevel={3} title={t('crash.history.empty')} />
        ) : (
          <ul className={styles.chips}>
            {past.data.content.map((revealed) => (
              <li key={revealed.roundNumber}>
                <Link className={styles.link} to={verifyLink(revealed)}>
                  {t('crash.fairness.verify', { number: revealed.roundNumber })} (
                  {formatMultiplier(revealed.crashPoint, language)})
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
