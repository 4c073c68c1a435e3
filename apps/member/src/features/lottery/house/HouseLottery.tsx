import { useT } from '@lotus/i18n';
import { Skeleton, Tabs } from '@lotus/ui';
import { Suspense, useState } from 'react';
import { lobbyStyles } from '../../lobby/index.ts';
import type { HouseLotteryCode } from './house-codes.ts';
import { houseTabs } from './house-tabs.ts';
import * as styles from './house.css.ts';

/**
 * One of the house's own lottery games (a region's draws, or a fast draw): its name, then its
 * sections as tabs (arrow keys move between them), each panel loaded the first time it opens.
 */
export function HouseLottery(props: { code: HouseLotteryCode; name: string | undefined }) {
  const { t } = useT('lotteryPlay');
  const [tab, setTab] = useState(houseTabs[0]!.id);
  return (
    <div className={styles.page}>
      <h1 className={lobbyStyles.title}>{props.name ?? t(`lotteryPlay.games.${props.code}`)}</h1>
      <Tabs
        label={t('lotteryPlay.tabs.label')}
        selectedId={tab}
        onChange={setTab}
        items={houseTabs.map(({ id, label, panel: Panel }) => ({
          id,
          label: t(label),
          content: (
            <Suspense fallback={<Skeleton height={240} radius="md" />}>
              <Panel key={props.code} game={props.code} />
            </Suspense>
          ),
        }))}
      />
    </div>
  );
}
