import { usePreferences, useSessionStore } from '@lotus/app-shell';
import { formatMoney, useT } from '@lotus/i18n';
import { Button, Spinner } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PlayMoneyBadge } from '../../components/PlayMoney.tsx';
import { wallet, walletQueryKeys } from '../../lib/wallet-queries.ts';
import * as styles from './GameFrame.css.ts';

/** How long a vendor's page may take to load before the player is told to check the network. */
export const frameLoadTimeoutMs = 30_000;

/** What the frame may use: sound and full screen, nothing else (no camera, microphone, payments, location). */
const frameAllow = 'autoplay; fullscreen';

/**
 * The frame's address with the site's theme, for a game page served by the site itself (the
 * vendor simulator, which follows it). A vendor elsewhere gets its address untouched: its query
 * may be signed.
 */
export function themedFrameUrl(url: string, theme: string, here: string): string {
  const address = new URL(url, here);
  if (address.origin !== new URL(here).origin) return url;
  address.searchParams.set('theme', theme);
  return `${address.pathname}${address.search}${address.hash}`;
}

/**
 * A vendor's game in an embedded frame, under a header with the way back, the game's name, the
 * balance and full screen. The frame is watched: if it has not loaded in time the player sees why
 * and can try again.
 */
export function GameFrame(props: { url: string; name: string; onBack: () => void; timeoutMs?: number }) {
  const { t } = useT('lobby');
  const timeoutMs = props.timeoutMs ?? frameLoadTimeoutMs;
  const pageRef = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'loading' | 'ready' | 'timeout'>('loading');
  const [fullscreen, setFullscreen] = useState(false);
  // The simulator's page follows the site's theme (a frame's colour scheme is the system's).
  const theme = usePreferences((preferences) => preferences.theme);
  const src = useMemo(() => themedFrameUrl(props.url, theme, window.location.href), [props.url, theme]);

  useEffect(() => {
    if (state !== 'loading') return;
    const timer = setTimeout(() => setState('timeout'), timeoutMs);
    return () => clearTimeout(timer);
  }, [state, attempt, timeoutMs]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === pageRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void pageRef.current?.requestFullscreen?.();
  };

  return (
    <div ref={pageRef} className={styles.page} data-testid="game-frame-page">
      <div className={styles.header}>
        <Button variant="secondary" size="sm" onClick={props.onBack}>
          {t('lobby.launch.back')}
        </Button>
        <h1 className={styles.title}>{props.name}</h1>
        <FrameBalance />
        <Button variant="secondary" size="sm" aria-pressed={fullscreen} onClick={toggleFullscreen}>
          {fullscreen ? t('lobby.launch.exitFullscreen') : t('lobby.launch.fullscreen')}
        </Button>
      </div>
      <div className={styles.stage} aria-busy={state === 'loading'}>
        {state !== 'timeout' && (
          <iframe
            key={attempt}
            className={styles.frame}
            src={src}
            title={t('lobby.launch.frameTitle', { name: props.name })}
            allow={frameAllow}
            onLoad={() => setState('ready')}
            data-testid="game-frame"
          />
        )}
        {state === 'loading' && (
          <div className={styles.overlay}>
            <Spinner size="lg" label={t('lobby.launch.opening')} />
            <p>{t('lobby.launch.opening')}</p>
          </div>
        )}
        {state === 'timeout' && (
          <div className={styles.overlay} role="alert">
            <LoadFailed
              title={t('lobby.launch.timeout')}
              onRetry={() => {
                setAttempt((value) => value + 1);
                setState('loading');
              }}
            />
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * The main balance, refreshed while the game plays (rounds move it through the vendor wallet API);
 * a free-play guest's play money, labelled so (the simulator's games take it).
 */
function FrameBalance() {
  const { t, language } = useT('lobby');
  const token = useSessionStore((state) => state.token);
  const balance = useQuery({
    queryKey: walletQueryKeys.balance,
    queryFn: wallet.balance,
    enabled: Boolean(token),
    refetchInterval: 10_000,
  });
  if (!balance.data) return null;
  return (
    <p className={styles.balance} data-testid="game-frame-balance">
      {t('lobby.launch.balance')}: {formatMoney(balance.data.balance, balance.data.currency, language)}
      {balance.data.playMoney === true ? (
        <>
          {' '}
          <PlayMoneyBadge />
        </>
      ) : null}
    </p>
  );
}
