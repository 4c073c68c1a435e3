import type { HouseRound } from '@lotus/contract/house-games';
import type { PlinkoRisk, PlinkoRows, TowerDifficulty } from '@lotus/games';
import {
  hundredthsValue,
  multiplierValue,
  parseHundredthsInput,
  parseMultiplierInput,
} from './originals-format.ts';
import {
  assertPlinkoParams,
  assertTowerDifficulty,
  crashPointOf,
  floatSourceOf,
  hashServerSeed,
  playDice,
  playLimbo,
  playPlinko,
  startMinesRound,
  startTowerRound,
  towerTrapColumns,
} from '@lotus/games';

/** Every game the verifier recomputes: the house games and PAPPU (the multiplayer Crash). */
export const verifiableGames = ['mines-gold', 'tower', 'dice', 'limbo', 'plinko', 'pappu'] as const;
export type VerifiableGame = (typeof verifiableGames)[number];

/** The verifier's form, as text (the query string's names): seeds, nonce and each game's parameters. */
export interface VerifyForm {
  game: VerifiableGame;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  mines: string;
  difficulty: string;
  rows: string;
  risk: string;
  direction: string;
  /** Dice: the target as shown, 0.01 to 99.99 ("50.00"). */
  target: string;
  /** Limbo: the target multiplier as shown ("2.00"). */
  targetMultiplier: string;
}

export const defaultVerifyForm: VerifyForm = {
  game: 'mines-gold',
  serverSeed: '',
  clientSeed: '',
  nonce: '0',
  mines: '3',
  difficulty: 'easy',
  rows: '16',
  risk: 'medium',
  direction: 'under',
  target: '50.00',
  targetMultiplier: '2.00',
};

/** The form from a link (`/originals/verify?game=&serverSeed=&clientSeed=&nonce=&…`); unknown names ignored. */
export function verifyFormOf(query: URLSearchParams): VerifyForm {
  const form: VerifyForm = { ...defaultVerifyForm };
  for (const key of Object.keys(form) as (keyof VerifyForm)[]) {
    const value = query.get(key);
    if (value === null) continue;
    if (key === 'game') {
      if ((verifiableGames as readonly string[]).includes(value)) form.game = value as VerifiableGame;
    } else {
      form[key] = value;
    }
  }
  return form;
}

/** The query string of the form: what a "verify" link carries. */
export function verifyQueryOf(form: Partial<VerifyForm> & Pick<VerifyForm, 'game'>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) if (value !== undefined) query.set(key, value);
  return query.toString();
}

/** The verifier link of a round from the game recall, its parameters included. */
export function verifyLinkOfRound(round: HouseRound & { serverSeed: string }): string {
  const base = {
    serverSeed: round.serverSeed,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
  };
  let form: Partial<VerifyForm> & Pick<VerifyForm, 'game'>;
  switch (round.game) {
    case 'mines-gold':
      form = { game: round.game, ...base, mines: String(round.params.mines) };
      break;
    case 'tower':
      form = { game: round.game, ...base, difficulty: round.params.difficulty };
      break;
    case 'dice':
      form = {
        game: round.game,
        ...base,
        direction: round.params.direction,
        target: hundredthsValue(round.params.targetHundredths),
      };
      break;
    case 'limbo':
      form = {
        game: round.game,
        ...base,
        targetMultiplier: multiplierValue(round.params.targetMultiplier),
      };
      break;
    case 'plinko':
      form = { game: round.game, ...base, rows: String(round.params.rows), risk: round.params.risk };
      break;
  }
  return `/originals/verify?${verifyQueryOf(form)}`;
}

/** What the seeds and parameters give: the outcome each game shows. */
export type VerifiedOutcome =
  | { game: 'mines-gold'; mineTiles: readonly number[] }
  | { game: 'tower'; difficulty: TowerDifficulty; traps: number[][] }
  | { game: 'dice'; rollHundredths: number; won: boolean; payoutMultiplier: number }
  | { game: 'limbo'; outcomeMultiplier: number; won: boolean; payoutMultiplier: number }
  | {
      game: 'plinko';
      rows: PlinkoRows;
      risk: PlinkoRisk;
      path: readonly ('left' | 'right')[];
      bucket: number;
      payoutMultiplier: number;
    }
  | { game: 'pappu'; crashPoint: number };

/** The verification of a form: the server seed's hash, and the outcome or why it cannot be computed. */
export type Verification =
  | { state: 'incomplete' }
  | { state: 'invalid'; serverSeedHash: string; reason: string }
  | { state: 'done'; serverSeedHash: string; outcome: VerifiedOutcome };

function wholeNumber(text: string): number {
  if (!/^\d{1,15}$/.test(text.trim())) throw new RangeError(`not a whole number: ${JSON.stringify(text)}`);
  return Number(text.trim());
}

function outcomeOf(form: VerifyForm): VerifiedOutcome {
  const floats = floatSourceOf({
    serverSeed: form.serverSeed,
    clientSeed: form.clientSeed,
    nonce: wholeNumber(form.nonce),
  });
  switch (form.game) {
    case 'mines-gold':
      return { game: form.game, mineTiles: startMinesRound(wholeNumber(form.mines), floats).mineTiles };
    case 'tower': {
      const difficulty: string = form.difficulty;
      assertTowerDifficulty(difficulty);
      const round = startTowerRound(difficulty, floats);
      return { game: form.game, difficulty, traps: round.trapMasks.map(towerTrapColumns) };
    }
    case 'dice': {
      const direction = form.direction === 'over' ? 'over' : 'under';
      const targetHundredths = parseHundredthsInput(form.target);
      if (targetHundredths === null)
        throw new RangeError(`Dice: not a target: ${JSON.stringify(form.target)}`);
      return { game: form.game, ...playDice({ direction, targetHundredths }, floats) };
    }
    case 'limbo': {
      const targetMultiplier = parseMultiplierInput(form.targetMultiplier);
      if (targetMultiplier === null) {
        throw new RangeError(`Limbo: not a multiplier: ${JSON.stringify(form.targetMultiplier)}`);
      }
      return { game: form.game, ...playLimbo({ targetMultiplier }, floats) };
    }
    case 'plinko': {
      const params = { rows: wholeNumber(form.rows), risk: form.risk as PlinkoRisk };
      assertPlinkoParams(params);
      return { game: form.game, rows: params.rows, risk: params.risk, ...playPlinko(params, floats) };
    }
    case 'pappu':
      return { game: form.game, crashPoint: crashPointOf(floats) };
  }
}

/**
 * Recomputes the round in the browser with the same engines the server plays with (@lotus/games):
 * nothing is asked of the server, so a player can trust the answer.
 */
export function verifyRound(form: VerifyForm): Verification {
  if (form.serverSeed === '' || form.clientSeed === '' || form.nonce.trim() === '')
    return { state: 'incomplete' };
  const serverSeedHash = hashServerSeed(form.serverSeed);
  try {
    return { state: 'done', serverSeedHash, outcome: outcomeOf(form) };
  } catch (error) {
    return {
      state: 'invalid',
      serverSeedHash,
      reason: error instanceof Error ? error.message : String(error),
    };
  }
}
