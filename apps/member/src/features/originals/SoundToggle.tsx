import { useT } from '@lotus/i18n';
import { useGameSoundMuted } from './game-sound.ts';
import * as styles from './game-sound.css.ts';

/**
 * The games' sound switch: a speaker, crossed out while muted (the default). Its name says what a
 * press does; `aria-pressed` says whether sound is on. The choice is remembered across visits.
 */
export function SoundToggle() {
  const { t } = useT('originals');
  const [muted, setMuted] = useGameSoundMuted();
  return (
    <button
      type="button"
      className={styles.soundToggle}
      aria-pressed={!muted}
      aria-label={t(muted ? 'originals.sound.turnOn' : 'originals.sound.turnOff')}
      title={t(muted ? 'originals.sound.turnOn' : 'originals.sound.turnOff')}
      data-testid="game-sound"
      onClick={() => setMuted(!muted)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {muted ? (
          <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path
            d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            fill="none"
          />
        )}
      </svg>
    </button>
  );
}
