import { useSystemStatus } from '@lotus/app-shell';
import { formatDate, useT } from '@lotus/i18n';
import { EmptyState, Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { AccountNav } from '../account/index.ts';
import { LevelCard } from './LevelCard.tsx';
import { MyLevelCard } from './MyLevelCard.tsx';
import { vipApi, vipQueryKeys } from './vip-queries.ts';
import * as styles from './vip.css.ts';

/**
 * The VIP page (`/vip`): the member's level and its progress to the next (and what keeps it), then
 * every level as a card with what reaches it and what it gives. Signed-in members only.
 */
export function VipPage() {
  const { t } = useT('vip');
  return (
    <RequireSignIn>
      <div className={styles.page}>
        <AccountNav />
        <div className={styles.stack}>
          <h1 className={styles.title}>{t('vip.title')}</h1>
          <p className={styles.notice}>{t('vip.lead')}</p>
        </div>
        <Levels />
      </div>
    </RequireSignIn>
  );
}

function Levels() {
  const { t, language } = useT('vip');
  const { brand } = useSystemStatus();
  const levels = useQuery({ queryKey: vipQueryKeys.levels, queryFn: vipApi.levels });
  const mine = useQuery({ queryKey: vipQueryKeys.mine, queryFn: vipApi.mine });
  if (levels.isPending || mine.isPending) {
    return (
      <div aria-busy="true" aria-label={t('vip.loading')} className={styles.stack}>
        <Skeleton height={180} radius="lg" />
        <Skeleton height={240} radius="lg" />
      </div>
    );
  }
  if (levels.isError) {
    return <LoadFailed title={t('vip.loadError')} onRetry={() => void levels.refetch()} />;
  }
  if (levels.data.levels.length === 0) {
    return <EmptyState title={t('vip.empty')} description={t('vip.emptyHint')} />;
  }
  const current = mine.data?.level;
  let myLevel: ReactNode;
  if (mine.isError) {
    myLevel = (
      <LoadFailed headingLevel={2} title={t('vip.mine.loadError')} onRetry={() => void mine.refetch()} />
    );
  } else {
    const level = levels.data.levels.find((row) => row.level === mine.data.level);
    myLevel = (
      <MyLevelCard
        mine={mine.data}
        since={
          mine.data.reachedAt
            ? t('vip.mine.since', {
                date: formatDate(mine.data.reachedAt, { language, timeZone: brand.timeZone }),
              })
            : null
        }
        level={level}
      />
    );
  }
  return (
    <>
      {myLevel}
      <section className={styles.stack} aria-labelledby="vip-levels-title">
        <h2 id="vip-levels-title" className={styles.sectionTitle}>
          {t('vip.levels.title')}
        </h2>
        <ul className={styles.levels}>
          {levels.data.levels.map((level) => (
            <LevelCard
              key={level.level}
              level={level}
              periodDays={levels.data.periodDays}
              currency={levels.data.currency}
              current={level.level === current}
            />
          ))}
        </ul>
      </section>
    </>
  );
}
