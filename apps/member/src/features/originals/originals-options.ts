import type { UseT } from '@lotus/i18n';
import type { PlinkoRows } from '@lotus/games';
import { MINES_MAX_MINES, PLINKO_RISKS, TOWER_DIFFICULTY_NAMES } from '@lotus/games';

// The choices of each game's parameters, shared by the game's page and the verifier, so the
// verifier always offers what the game lets a member play.

type Option = { value: string; label: string };

/** Mines Gold: 1 to 24 mines. */
export const minesCountOptions: Option[] = Array.from({ length: MINES_MAX_MINES }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

export function towerDifficultyOptions(t: UseT['t']): Option[] {
  return TOWER_DIFFICULTY_NAMES.map((value) => ({
    value,
    label: t(`originals.tower.difficulties.${value}`),
  }));
}

/** Plinko: 8 to 16 rows of pins. */
export const plinkoRowChoices: PlinkoRows[] = [8, 9, 10, 11, 12, 13, 14, 15, 16];
export const plinkoRowOptions: Option[] = plinkoRowChoices.map((rows) => ({
  value: String(rows),
  label: String(rows),
}));

export function plinkoRiskOptions(t: UseT['t']): Option[] {
  return PLINKO_RISKS.map((value) => ({ value, label: t(`originals.plinko.risks.${value}`) }));
}

export function diceDirectionOptions(t: UseT['t']): Option[] {
  return [
    { value: 'under', label: t('originals.dice.under') },
    { value: 'over', label: t('originals.dice.over') },
  ];
}
