import { useRefusalText, useSessionStore } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, EmptyState, Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@lotus/app-shell/routing';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import { GameFrame, useHandedLaunch } from '../launch/index.ts';
import type { RouteLaunchState } from '../../lib/use-launch-game.ts';
import { catalog, catalogLanguage } from '../../lib/catalog-queries.ts';
import { lobbyStyles } from '../lobby/index.ts';
import { lotteryQueryKeys, lotteryUrlOf } from './lottery-queries.ts';
import * as styles from './lottery.css.ts';

function isRouteLaunchState(value: unknown): value is RouteLaunchState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as RouteLaunchState;
  return (
    typeof state.code === 'string' &&
    typeof state.name === 'string' &&
    (state.gameUrl === null || typeof state.gameUrl === 'string')
  );
}

/**
 * The selected lottery, played in the game frame. A visitor is asked to log in (the lotteries play
 * with the balance); a member's game is launched by this page unless the launch flow that brought
 * the member here hands over its answer. The game's name heads the page in every state.
 */
export function LotteryPlay(props: { code: string; name: string | undefined; onBack: () => void }) {
  const signedIn = useSessionStore((state) => state.token !== null);
  const handed = useHandedLaunch(isRouteLaunchState);
  const given = handed?.code === props.code ? handed : null;
  const name = props.name ?? given?.name ?? props.code;
  if (!signedIn) return <LoginToPlay name={name} />;
  return <LaunchedLottery code={props.code} name={name} given={given} onBack={props.onBack} />;
}

function Titled(props: { name: string; children: ReactNode }) {
  return (
    <div className={styles.play}>
      <h1 className={lobbyStyles.title}>{props.name}</h1>
      {props.children}
    </div>
  );
}

function LoginToPlay(props: { name: string }) {
  const { t } = useT('lottery', 'shell');
  const openLogin = useLoginModal((state) => state.open);
  return (
    <Titled name={props.name}>
      <EmptyState
        title={t('lottery.loginToPlay', { name: props.name })}
        description={t('lottery.loginHint')}
        action={<Button onClick={openLogin}>{t('shell.login')}</Button>}
      />
    </Titled>
  );
}

function LaunchedLottery(props: {
  code: string;
  name: string;
  given: RouteLaunchState | null;
  onBack: () => void;
}) {
  const { t, language } = useT('lottery', 'shell');
  const refusalText = useRefusalText();
  const { code, name, given } = props;
  const location = useLocation();
  const lang = catalogLanguage(language);
  const launch = useQuery({
    queryKey: lotteryQueryKeys.launch(code, lang),
    queryFn: () => catalog.launch(code, lang),
    enabled: given === null,
    // A launch address carries a fresh token: asked once per visit of the game, never kept.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

  let url: string | null;
  if (given) {
    url = given.gameUrl;
  } else if (launch.isPending) {
    return (
      <Titled name={name}>
        <div role="status" aria-busy="true" aria-label={t('lottery.opening', { name })}>
          <Skeleton height="60dvh" radius="md" />
        </div>
      </Titled>
    );
  } else if (launch.isError) {
    return (
      <Titled name={name}>
        <LoadFailed
          title={refusalText(launch.error, t('lottery.launchFailed'))}
          onRetry={() => void launch.refetch()}
        />
      </Titled>
    );
  } else {
    const answer = launch.data;
    // A collection opens its list on the game's landing page.
    if (answer.mode === 'popup') return <Navigate replace to={`/game/${encodeURIComponent(code)}`} />;
    // The game belongs to the other lottery page (or is no lottery): the server's route says where.
    if (answer.mode === 'route' && answer.route.split('?')[0] !== location.pathname) {
      return <Navigate replace to={answer.route} />;
    }
    url = lotteryUrlOf(answer);
  }

  if (url === null) {
    return (
      <Titled name={name}>
        <EmptyState title={t('lottery.unavailable')} description={t('lottery.unavailableHint')} />
      </Titled>
    );
  }
  // Keyed by the address: another game (or a fresh launch) starts its frame's load watch anew.
  return <GameFrame key={url} url={url} name={name} onBack={props.onBack} />;
}
