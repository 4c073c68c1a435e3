import { useSystemStatus } from '@lotus/app-shell';
import type { CrashState } from '@lotus/contract/crash';
import { useT } from '@lotus/i18n';
import { Skeleton } from '@lotus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useLiveTopic } from '../../lib/live-events.ts';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion.ts';
import { SoundToggle, playGameSound } from '../originals/index.ts';
import { CrashBetPanel } from './CrashBetPanel.tsx';
import { CrashCurve } from './CrashCurve.tsx';
import { CrashFairness } from './CrashFairness.tsx';
import { CrashPlayers } from './CrashPlayers.tsx';
import { applyCrashEvent, formatMultiplier } from './crash-room-state.ts';
import { crash, crashQueryKeys } from './crash-queries.ts';
import * as styles from './crash.css.ts';
import { useRoomClock } from './use-room-clock.ts';

/** The room state with the moment it arrived: the page's clock offset from the server's. */
interface FetchedState {
  state: CrashState;
  offsetMs: number;
}

/** PAPPU, the multiplayer Crash room (`/originals/pappu`): open to visitors, betting when signed in. */
export function PappuPage() {
  const { t } = useT('crash');
  const queryClient = useQueryClient();
  const room = useQuery({
    queryKey: crashQueryKeys.state,
    queryFn: async (): Promise<FetchedState> => {
      const sent = Date.now();
      const state = await crash.state();
      // The answer was made somewhere between sending and receiving: the midpoint is the best guess.
      const received = Date.now();
      return { state, offsetMs: Date.parse(state.serverTime) - (sent + received) / 2 };
    },
  });
  const refetchOwnBet = () => void queryClient.invalidateQueries({ queryKey: crashQueryKeys.state });
  useLiveTopic('ready', () => void queryClient.invalidateQueries({ queryKey: crashQueryKeys.state }));
  useLiveTopic('crash', (data) => {
    const current = queryClient.getQueryData<FetchedState>(crashQueryKeys.state);
    if (!current) return;
    const next = applyCrashEvent(current.state, data);
    if (next === 'refetch') {
      void queryClient.invalidateQueries({ queryKey: crashQueryKeys.state });
      return;
    }
    queryClient.setQueryData<FetchedState>(crashQueryKeys.state, { ...current, state: next });
    if (next.round.phase === 'crashed' && current.state.round.phase !== 'crashed') {
      void queryClient.invalidateQueries({ queryKey: ['crash', 'rounds'] });
      // The room's events name no one: the member's own open bet is settled now, so ask for it.
      if (next.myBet && !next.myBet.settled) refetchOwnBet();
    }
  });
  // A balance change while the member's bet is open is its automatic cash-out (or the crash).
  useLiveTopic('balance', () => {
    const myBet = queryClient.getQueryData<FetchedState>(crashQueryKeys.state)?.state.myBet;
    if (myBet && !myBet.settled) refetchOwnBet();
  });

  let body;
  if (room.isPending) {
    body = (
      <div aria-busy="true" aria-label={t('crash.loading')}>
        <Skeleton height={280} radius="md" />
      </div>
    );
  } else if (room.isError) {
    body = <LoadFailed title={t('crash.loadError')} onRetry={() => void room.refetch()} />;
  } else {
    body = <Room fetched={room.data} />;
  }
  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{t('crash.title')}</h1>
        <SoundToggle />
      </div>
      <p className={styles.muted}>{t('crash.intro')}</p>
      {body}
    </div>
  );
}

function Room(props: { fetched: FetchedState }) {
  const { t, language } = useT('crash');
  const { brand } = useSystemStatus();
  const { state, offsetMs } = props.fetched;
  const reducedMotion = usePrefersReducedMotion();
  // With reduced motion the curve steps four times a second instead of moving every frame.
  const now = useRoomClock(offsetMs, state.round.phase === 'running' && !reducedMotion);
  useRoomSounds(state, now);
  const announcement = useMemo(
    () =>
      state.round.phase === 'crashed'
        ? t('crash.phase.crashed', {
            multiplier: formatMultiplier(state.round.crashPoint ?? 10_000, language),
          })
        : state.round.phase === 'running'
          ? t('crash.phase.running')
          : t('crash.round', { number: state.round.roundNumber }),
    [state.round.phase, state.round.crashPoint, state.round.roundNumber, t, language],
  );
  return (
    <div className={styles.layout}>
      <section className={styles.stage} aria-label={t('crash.round', { number: state.round.roundNumber })}>
        <div className={styles.roundLine}>
          <span>{t('crash.round', { number: state.round.roundNumber })}</span>
        </div>
        <CrashCurve round={state.round} now={now} players={state.players} myBet={state.myBet} />
        <p className={styles.visuallyHidden} aria-live="polite">
          {announcement}
        </p>
      </section>
      <CrashBetPanel state={state} now={now} currency={brand.currency} />
      <CrashPlayers players={state.players} phase={state.round.phase} currency={brand.currency} />
      <div className={styles.stage}>
        <CrashFairness state={state} />
      </div>
    </div>
  );
}

/**
 * The room's sounds (when the player turned sound on): a tick for each of the last three seconds
 * of betting, the member's own cash-out, and the crash.
 */
function useRoomSounds(state: CrashState, now: number) {
  const { round, myBet } = state;
  const seconds =
    round.phase === 'betting' ? Math.ceil((Date.parse(round.bettingEndsAt) - now) / 1000) : null;
  const cashedOut = myBet?.roundNumber === round.roundNumber ? myBet.cashedOutAt : null;
  const heard = useRef({ seconds, phase: round.phase, round: round.roundNumber, cashedOut });
  useEffect(() => {
    const before = heard.current;
    heard.current = { seconds, phase: round.phase, round: round.roundNumber, cashedOut };
    if (seconds !== null && seconds !== before.seconds && seconds >= 1 && seconds <= 3) playGameSound('tick');
    if (cashedOut !== null && before.cashedOut === null && before.round === round.roundNumber) {
      playGameSound('cashout');
    }
    if (round.phase === 'crashed' && before.phase === 'running' && before.round === round.roundNumber) {
      playGameSound('crash');
    }
  }, [seconds, round.phase, round.roundNumber, cashedOut]);
}
