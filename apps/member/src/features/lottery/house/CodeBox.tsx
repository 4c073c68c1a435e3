import { useT } from '@lotus/i18n';
import { TextArea } from '@lotus/ui';
import { useId } from 'react';
import type { CodeProblem, CodeReading } from './code-reading.ts';
import { markedPartsOf } from './code-box-marks.ts';
import * as styles from './house.css.ts';

/**
 * The quick-entry box: bets typed the way players write them for an agent. Under it, the text again
 * with each part it could not read underlined and numbered, each problem in words, then the bets it
 * read, so the player sees the slip before confirming it.
 */
export function CodeBox(props: {
  text: string;
  onChange: (text: string) => void;
  reading: CodeReading;
  /** A regional game's station names (station words choose among its draws); null on a fast game. */
  stationName: ((code: string) => string) | null;
}) {
  const { t } = useT('lotteryPlay');
  const problemsId = useId();
  const { problems, bets } = props.reading;
  const parts = markedPartsOf(props.text, problems);
  const problemWords = (code: CodeProblem['code']) => {
    if (code === 'not_offered') return t('lotteryPlay.code.notOffered');
    if (code === 'no_open_draw') return t('lotteryPlay.code.noOpenDraw');
    if (code === 'two_draws') return t('lotteryPlay.code.twoDraws');
    return t(`lotteryPlay.code.errors.${code}`);
  };
  return (
    <div className={styles.section}>
      <TextArea
        label={t('lotteryPlay.code.label')}
        hint={props.stationName === null ? t('lotteryPlay.code.hint') : t('lotteryPlay.code.hintStations')}
        rows={3}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={props.text}
        error={problems.length > 0 ? t('lotteryPlay.code.hasProblems') : undefined}
        aria-describedby={problems.length > 0 ? problemsId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {problems.length > 0 ? (
        <div id={problemsId}>
          <p className={styles.marked} aria-label={t('lotteryPlay.code.marked')} data-testid="code-marked">
            {parts.map((part) =>
              part.problems.length === 0 ? (
                <span key={part.start}>{part.text}</span>
              ) : (
                <mark key={part.start} className={styles.badPart}>
                  {part.text}
                  <sup>{part.problems.join(',')}</sup>
                </mark>
              ),
            )}
          </p>
          <ol className={styles.problems} data-testid="code-problems">
            {problems.map((problem, index) => (
              <li key={`${problem.start}-${problem.code}`} className={styles.errorText}>
                {index + 1}. «{props.text.slice(problem.start, problem.end)}»: {problemWords(problem.code)}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {bets.length > 0 ? (
        <>
          <p className={styles.legend} id={`${problemsId}-lines`}>
            {t('lotteryPlay.code.lines')}
          </p>
          <ol className={styles.lines} aria-labelledby={`${problemsId}-lines`}>
            {bets.map((bet, index) => {
              const line = t('lotteryPlay.code.line', {
                type: t(`lotteryPlay.types.${bet.type}`),
                numbers: bet.numbers.join('-'),
                points: String(bet.points),
              });
              return (
                <li key={index}>
                  {props.stationName === null || bet.station === null
                    ? line
                    : t('lotteryPlay.code.stationLine', { station: props.stationName(bet.station), line })}
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </div>
  );
}
