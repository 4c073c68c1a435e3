import { useSessionStore } from '@lotus/app-shell';
import type { RealityCheck } from '@lotus/contract/protection';
import { formatMoney, useT } from '@lotus/i18n';
import { Button, Dialog } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from '@lotus/app-shell/routing';
import { protection, protectionQueryKeys, useRealityCheck } from './protection-queries.ts';
import * as styles from './ResponsibleGamingPage.css.ts';
import { useLeave } from '../../lib/use-session-end.ts';

/**
 * When the next reminder is due, in ms from now: the session start plus a whole number of
 * intervals, on the server's clock (`skewMs` = server time minus this device's time).
 */
export function nextReminderDelay(check: RealityCheck, skewMs: number, nowMs: number): number | null {
  if (check.intervalMinutes === null) return null;
  const interval = check.intervalMinutes * 60_000;
  const start = Date.parse(check.sessionStartedAt);
  const serverNow = nowMs + skewMs;
  const next = start + (Math.floor(Math.max(0, serverNow - start) / interval) + 1) * interval;
  return next - serverNow;
}

/**
 * The reality check: every N minutes of a session (the member's setting, off by default) a
 * reminder of how long they have been logged in and their net result since, with the way to their
 * limits and out. Mounted once in the layout.
 */
export function RealityCheckReminder() {
  const { t, language } = useT('common', 'protection');
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useLeave();
  const check = useRealityCheck();
  const [shown, setShown] = useState<{ check: RealityCheck; playedMs: number } | null>(null);
  const [round, setRound] = useState(0);

  const data = check.data;
  const fetchedAt = check.dataUpdatedAt;
  useEffect(() => {
    if (token === null || data === undefined) return undefined;
    const skew = Date.parse(data.serverTime) - fetchedAt;
    const delay = nextReminderDelay(data, skew, Date.now());
    if (delay === null) return undefined;
    const timer = window.setTimeout(() => {
      void queryClient
        .fetchQuery({
          queryKey: protectionQueryKeys.realityCheck,
          queryFn: protection.realityCheck,
          staleTime: 0,
        })
        .then((fresh) => {
          const playedMs = Date.parse(fresh.serverTime) - Date.parse(fresh.sessionStartedAt);
          if (fresh.intervalMinutes !== null) setShown({ check: fresh, playedMs });
        })
        .catch(() => setRound((value) => value + 1));
    }, delay);
    return () => window.clearTimeout(timer);
  }, [token, data, fetchedAt, round, queryClient]);

  if (token === null || shown === null) return null;
  const minutesPlayed = Math.max(0, Math.floor(shown.playedMs / 60_000));
  const hours = Math.floor(minutesPlayed / 60);
  const minutes = minutesPlayed % 60;
  const duration =
    hours > 0
      ? t('protection.realityCheck.hoursMinutes', { hours, minutes })
      : t('protection.realityCheck.minutesOnly', { minutes });
  const net = shown.check.netResult;
  const amount = `${/^\d/.test(net) && net !== '0' ? '+' : ''}${formatMoney(net, shown.check.currency, language)}`;
  const close = () => setShown(null);
  return (
    <Dialog
      open
      onClose={close}
      title={t('protection.realityCheck.dialogTitle')}
      closeLabel={t('common.close')}
      size="sm"
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              close();
              void signOut();
            }}
          >
            {t('protection.realityCheck.logOut')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              close();
              void navigate('/responsible-gaming');
            }}
          >
            {t('protection.realityCheck.viewLimits')}
          </Button>
          <Button onClick={close}>{t('protection.realityCheck.keepPlaying')}</Button>
        </>
      }
    >
      <div className={styles.stack} data-testid="reality-check">
        <p>{t('protection.realityCheck.playedFor', { duration })}</p>
        <p>{t('protection.realityCheck.netResult', { amount })}</p>
      </div>
    </Dialog>
  );
}
