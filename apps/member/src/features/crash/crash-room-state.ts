import type { CrashLiveEvent, CrashPlayer, CrashState } from '@lotus/contract/crash';
import { CRASH_MIN_CASH_OUT } from '@lotus/games';
import { formatMultiplier as formatMultiplierIn } from '@lotus/i18n';

/** The automatic cash-out a bet may carry: 1.01x to 1,000x (the contract's bounds). */
export const autoCashOutRange = { min: CRASH_MIN_CASH_OUT, max: 10_000_000 } as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isPlayer(value: unknown): value is CrashPlayer {
  return isRecord(value) && typeof value.name === 'string' && typeof value.stake === 'string';
}

/** The shape of a `crash` event, checked enough to apply it (anything else makes the page refetch). */
function isCrashLiveEvent(value: unknown): value is CrashLiveEvent {
  if (!isRecord(value)) return false;
  if (value.kind === 'round') {
    const round = value.round;
    return isRecord(round) && typeof round.roundNumber === 'number' && typeof round.phase === 'string';
  }
  return (
    (value.kind === 'bet' || value.kind === 'cashout') &&
    typeof value.roundNumber === 'number' &&
    isPlayer(value.player)
  );
}

/**
 * Applies one `crash` live event to the room as the page holds it. Answers `'refetch'` when the event
 * does not follow from that state (a round the page never saw, an event it cannot read): the page
 * then asks the server for the whole room again rather than guess.
 */
export function applyCrashEvent(state: CrashState, raw: unknown): CrashState | 'refetch' {
  if (!isCrashLiveEvent(raw)) return 'refetch';
  const event = raw;
  const current = state.round.roundNumber;
  if (event.kind === 'round') {
    const next = event.round;
    if (next.roundNumber === current) {
      const history =
        next.phase === 'crashed' && next.crashPoint !== null && state.history[0]?.roundNumber !== current
          ? [{ roundNumber: current, crashPoint: next.crashPoint }, ...state.history].slice(0, 20)
          : state.history;
      return { ...state, round: next, history };
    }
    // A new round opens: its players start empty, and the member's bet (of the last round) is over.
    if (next.roundNumber === current + 1 && next.phase === 'betting') {
      return { ...state, round: next, players: [], myBet: null };
    }
    return 'refetch';
  }
  if (event.roundNumber !== current) return 'refetch';
  if (event.kind === 'bet') return { ...state, players: [...state.players, event.player] };
  return { ...state, players: replacePlayer(state.players, event.player) };
}

/** A cash-out replaces the player's line (names are masked, so the first open line of that name and stake). */
function replacePlayer(players: CrashPlayer[], player: CrashPlayer): CrashPlayer[] {
  const index = players.findIndex(
    (line) => line.name === player.name && line.stake === player.stake && line.cashedOutAt === null,
  );
  if (index < 0) return [...players, player];
  return players.map((line, at) => (at === index ? player : line));
}

/** A multiplier in ten-thousandths as players read it: 23456 -> "2,34×" in Vietnamese (rounded down, like the curve). */
export function formatMultiplier(multiplier: number, language: string): string {
  return formatMultiplierIn(multiplier, language);
}

/** "2.5" or "2.50x" typed by the player as ten-thousandths on the 0.01x grid; null when it is not one. */
export function parseMultiplierInput(text: string): number | null {
  const match = /^\s*(\d{1,4})(?:[.,](\d{1,2}))?\s*[x×]?\s*$/i.exec(text);
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return hundredths * 100;
}
