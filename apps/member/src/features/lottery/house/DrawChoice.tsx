import { useSystemStatus } from '@lotus/app-shell';
import { formatDate, formatTime, useT } from '@lotus/i18n';
import type { HouseLotteryCode } from './house-codes.ts';
import { fastIntervalOf } from './house-codes.ts';
import { stationNameOf } from './station-draws.ts';
import { countdownText, nextDrawAfter, secondsUntil } from './server-clock.ts';
import type { OpenDraw } from './station-draws.ts';
import * as styles from './house.css.ts';

interface DrawChoiceProps {
  game: HouseLotteryCode;
  draws: readonly OpenDraw[];
  /** Today's stations of a regional game (the game menu's), named above the draws. */
  todayStations: readonly { code: string; name: string }[];
  selectedId: string | null;
  onSelect: (drawId: string) => void;
  /** The server's clock now, ticking each second. */
  serverNow: number;
}

/**
 * The draws taking bets, to choose one: each with its station (a regional game's), its day and the
 * countdown to its close on the server's clock. None open: says so, and when the next draw is.
 */
export function DrawChoice(props: DrawChoiceProps) {
  const { t, language } = useT('lotteryPlay');
  const { brand } = useSystemStatus();
  const clock = { language, timeZone: brand.timeZone };
  const fast = fastIntervalOf(props.game) !== null;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('lotteryPlay.draws.label')}</legend>
      {!fast && props.todayStations.length > 0 ? (
        <p className={styles.muted}>
          {t('lotteryPlay.draws.todayStations', {
            stations: props.todayStations.map((station) => station.name).join(', '),
          })}
        </p>
      ) : null}
      {props.draws.length === 0 ? (
        <div role="status">
          <p className={styles.notice}>{t('lotteryPlay.draws.noneOpen')}</p>
          <p className={styles.muted}>
            {t('lotteryPlay.draws.nextDraw', {
              time: formatTime(nextDrawAfter(props.game, props.serverNow), clock),
            })}
          </p>
        </div>
      ) : (
        props.draws.map((draw) => {
          const left = secondsUntil(draw.closesAt, props.serverNow);
          const name = fast
            ? t('lotteryPlay.draws.fastDraw', { time: formatTime(draw.drawsAt, clock) })
            : t('lotteryPlay.draws.station', {
                station: stationNameOf(draw.station, props.todayStations),
                date: formatDate(draw.drawsAt, clock),
              });
          return (
            <label key={draw.drawId} className={styles.drawOption} data-testid="lottery-draw">
              <input
                type="radio"
                name="lottery-draw"
                value={draw.drawId}
                checked={draw.drawId === props.selectedId}
                onChange={() => props.onSelect(draw.drawId)}
              />
              <span>
                {name}
                <br />
                <span className={styles.muted}>
                  {t('lotteryPlay.draws.drawsAt', { time: formatTime(draw.drawsAt, clock) })}
                </span>
              </span>
              {left > 0 ? (
                <span className={styles.countdown} data-testid="lottery-countdown">
                  {t('lotteryPlay.draws.closesIn', { time: countdownText(left) })}
                </span>
              ) : (
                <span className={styles.closing}>{t('lotteryPlay.draws.closing')}</span>
              )}
            </label>
          );
        })
      )}
    </fieldset>
  );
}
