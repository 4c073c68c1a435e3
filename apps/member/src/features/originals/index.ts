// What other places use of the house games (the betting record shows their rounds). The games'
// pages are loaded by routes.tsx from their files.
export { formatExactMultiplier, formatHundredths, formatMultiplier } from './originals-format.ts';
export { verifyLinkOfRound, verifyQueryOf } from './verify-round.ts';
// The games' sound (PAPPU plays the house games' sounds and shows the same switch).
export { SoundToggle } from './SoundToggle.tsx';
export { playGameSound } from './game-sound.ts';
