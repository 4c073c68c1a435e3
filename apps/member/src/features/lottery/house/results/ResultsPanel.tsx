import { useSystemStatus } from '@lotus/app-shell';
import { formatDate, useT } from '@lotus/i18n';
import { useState } from 'react';
import { todayIn } from '../../../../lib/calendar-days.ts';
import { RequireSignIn } from '../../../../shell/RequireSignIn.tsx';
import { DayPicker } from './DayPicker.tsx';
import { DayResultsList } from './DayResultsList.tsx';
import type { HouseLotteryGameCode } from './results-queries.ts';
import * as styles from './results.css.ts';

/**
 * The results tab: a day of the Vietnam calendar (today at first) and the game's final results
 * that day, each board with its lô heads and tails; a fast draw's with its verifier. Results are a
 * member's read: a visitor is asked to log in.
 */
export function ResultsPanel(props: { gameCode: HouseLotteryGameCode }) {
  return (
    <RequireSignIn>
      <Results gameCode={props.gameCode} />
    </RequireSignIn>
  );
}

function Results(props: { gameCode: HouseLotteryGameCode }) {
  const { t, language } = useT('lotteryResults');
  const { brand } = useSystemStatus();
  const today = todayIn(brand.timeZone);
  const [day, setDay] = useState(today);
  // Noon UTC is the same calendar day in Vietnam (UTC+7), so the day is worded as the brand's.
  const dayWords = formatDate(`${day}T12:00:00Z`, { language, timeZone: brand.timeZone });
  return (
    <div className={styles.panel}>
      <DayPicker day={day} today={today} onChange={setDay} />
      <h2 className={styles.heading}>{t('lotteryResults.results.list', { date: dayWords })}</h2>
      {/* Keyed by game and day: another day starts at its first page with its newest draw open. */}
      <DayResultsList key={`${props.gameCode}-${day}`} game={props.gameCode} day={day} dayWords={dayWords} />
    </div>
  );
}
