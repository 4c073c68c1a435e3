import { localStore } from '@lotus/app-shell';
import { useSyncExternalStore } from 'react';

// The house games' sounds: short tones synthesised with the Web Audio API (no audio files to load).
// Muted until the player turns sound on; the choice is remembered in localStorage. The AudioContext
// is made on the player's first gesture after sound is on (browsers refuse to start one otherwise);
// without the Web Audio API (jsdom, old browsers) nothing plays and nothing fails.

/** What happened, as the games sound it. */
export type GameSoundKind =
  'bet' | 'reveal' | 'gem' | 'mine' | 'win' | 'lose' | 'tick' | 'peg' | 'land' | 'cashout' | 'crash';

const storageKey = 'lotus.originals.sound';
const listeners = new Set<() => void>();

function readOn(): boolean {
  return localStore.get(storageKey) === 'on';
}

/** Whether sound is off (the default until the player turns it on). */
export function isGameSoundMuted(): boolean {
  return !readOn();
}

/** Turns the games' sound on or off, remembered for the next visit. */
export function setGameSoundMuted(muted: boolean): void {
  if (muted) localStore.remove(storageKey);
  else localStore.set(storageKey, 'on');
  if (!muted) unlockAudio();
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** [muted, setMuted]: follows the choice live (another tab's too). */
export function useGameSoundMuted(): readonly [boolean, (muted: boolean) => void] {
  const muted = useSyncExternalStore(subscribe, isGameSoundMuted, () => true);
  return [muted, setGameSoundMuted] as const;
}

type AudioContextClass = typeof AudioContext;
let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  const scope = window as unknown as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/** Makes (or wakes) the AudioContext; call it from a user gesture. */
function unlockAudio(): AudioContext | null {
  const Context = audioContextClass();
  if (!Context) return null;
  try {
    context ??= new Context();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  } catch {
    context = null;
  }
  return context;
}

let gestureListening = false;
/** With sound on from an earlier visit, the first tap or key of this visit makes the AudioContext. */
function listenForFirstGesture(): void {
  if (gestureListening || typeof window === 'undefined' || !audioContextClass()) return;
  gestureListening = true;
  const onGesture = () => {
    if (!isGameSoundMuted()) unlockAudio();
    if (context) {
      window.removeEventListener('pointerdown', onGesture, true);
      window.removeEventListener('keydown', onGesture, true);
    }
  };
  window.addEventListener('pointerdown', onGesture, true);
  window.addEventListener('keydown', onGesture, true);
}

/** One tone: a wave from `from` Hz gliding to `to` Hz, fading out over `length` seconds. */
interface Tone {
  wave: OscillatorType;
  from: number;
  to?: number;
  length: number;
  gain: number;
  /** Seconds after the sound starts. */
  at?: number;
}

const sounds: Record<GameSoundKind, readonly Tone[]> = {
  bet: [{ wave: 'triangle', from: 520, to: 660, length: 0.09, gain: 0.18 }],
  reveal: [{ wave: 'sine', from: 700, to: 900, length: 0.06, gain: 0.12 }],
  gem: [
    { wave: 'sine', from: 1320, length: 0.12, gain: 0.16 },
    { wave: 'sine', from: 1760, length: 0.16, gain: 0.12, at: 0.06 },
  ],
  mine: [
    { wave: 'sawtooth', from: 180, to: 40, length: 0.4, gain: 0.22 },
    { wave: 'square', from: 90, to: 30, length: 0.3, gain: 0.1 },
  ],
  win: [
    { wave: 'triangle', from: 660, length: 0.12, gain: 0.16 },
    { wave: 'triangle', from: 880, length: 0.12, gain: 0.16, at: 0.1 },
    { wave: 'triangle', from: 1320, length: 0.22, gain: 0.16, at: 0.2 },
  ],
  lose: [
    { wave: 'triangle', from: 440, to: 330, length: 0.18, gain: 0.14 },
    { wave: 'triangle', from: 330, to: 220, length: 0.26, gain: 0.14, at: 0.16 },
  ],
  tick: [{ wave: 'square', from: 1200, length: 0.025, gain: 0.05 }],
  peg: [{ wave: 'sine', from: 1500, to: 1100, length: 0.04, gain: 0.07 }],
  land: [{ wave: 'triangle', from: 520, to: 260, length: 0.16, gain: 0.18 }],
  cashout: [
    { wave: 'sine', from: 880, length: 0.08, gain: 0.14 },
    { wave: 'sine', from: 1175, length: 0.08, gain: 0.14, at: 0.07 },
    { wave: 'sine', from: 1568, length: 0.2, gain: 0.14, at: 0.14 },
  ],
  crash: [{ wave: 'sawtooth', from: 300, to: 50, length: 0.5, gain: 0.2 }],
};

/** Plays one of the games' sounds, if sound is on and the browser can; never throws. */
export function playGameSound(kind: GameSoundKind): void {
  if (isGameSoundMuted()) return;
  const audio = context ?? unlockAudio();
  if (!audio) {
    listenForFirstGesture();
    return;
  }
  try {
    const start = audio.currentTime + 0.005;
    for (const tone of sounds[kind]) {
      const at = start + (tone.at ?? 0);
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = tone.wave;
      oscillator.frequency.setValueAtTime(tone.from, at);
      if (tone.to !== undefined) oscillator.frequency.exponentialRampToValueAtTime(tone.to, at + tone.length);
      gain.gain.setValueAtTime(tone.gain, at);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + tone.length);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + tone.length + 0.02);
    }
  } catch {
    // A sound is never worth an error.
  }
}
