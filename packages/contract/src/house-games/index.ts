import { defineCall } from '../call.ts';
import type { ErrorCode } from '../errors.ts';

// The house-games calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/house-games/schemas).
export type {
  AdminHouseRound,
  AdminHouseRoundPage,
  AdminHouseRoundQuery,
  DiceBet,
  HouseGame,
  HouseLimits,
  HouseOpenRound,
  HousePlay,
  HouseRound,
  HouseRoundPage,
  HouseRoundQuery,
  HouseSeeds,
  HouseSettings,
  LimboBet,
  MinesStart,
  PlinkoBet,
  SeedRotation,
  TowerStart,
  Winner,
  Winners,
} from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'house games';
const operatorTag = 'operator: house games';

/**
 * What taking a stake may answer: the member's money, player protection, a free-play account, and a
 * reused idempotency key that asked something else (error_conflict; the same request answers the first).
 */
const stakeErrors = [
  'error_maintenance',
  'error_conflict',
  'error_house_stake_out_of_range',
  'error_house_max_win_exceeded',
  'error_insufficient_funds',
  'error_operation_not_allowed',
  'error_loss_limit_reached',
  'error_timed_out',
  'error_self_excluded',
] as const satisfies readonly ErrorCode[];

/** What a move on an open Mines Gold or Tower round may answer (the last move settles it). */
const moveErrors = [
  'error_maintenance',
  'error_not_found',
  'error_house_round_over',
  'error_house_move_invalid',
] as const satisfies readonly ErrorCode[];

// ---------------------------------------------------------------------------------------------
// Limits and seeds

export const getHouseLimits = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/house/limits',
  scope: 'visitor',
  tag,
  summary: 'Each house game’s stake range and the max win per round',
  errors: [],
  schemas: (s) => ({ value: s.houseLimitsSchema }),
});

export const getHouseSeeds = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/house/seeds',
  scope: 'member',
  tag,
  summary: 'The current server seed’s SHA-256, the client seed and the next nonce',
  errors: [],
  schemas: (s) => ({ value: s.houseSeedsSchema }),
});

export const setHouseClientSeed = defineCall(schemas, {
  method: 'PUT',
  path: '/wps/relay/house/seeds/client',
  scope: 'member',
  tag,
  summary: 'Sets the client seed (refused while a Mines Gold or Tower round is open)',
  errors: ['error_house_round_open'],
  schemas: (s) => ({ body: s.setClientSeedSchema, value: s.houseSeedsSchema }),
});

export const rotateHouseSeeds = defineCall(schemas, {
  method: 'POST',
  path: '/wps/relay/house/seeds/rotate',
  scope: 'member',
  tag,
  summary: 'Reveals the current server seed and starts a new pair (refused while a round is open)',
  errors: ['error_house_round_open'],
  schemas: (s) => ({ value: s.seedRotationSchema }),
});

// ---------------------------------------------------------------------------------------------
// Instant games

export const placeDiceBet = defineCall(schemas, {
  method: 'POST',
  path: '/wps/relay/house/dice/bets',
  scope: 'member',
  tag,
  summary: 'A Dice bet, settled at once',
  closedInMaintenance: true,
  errors: stakeErrors,
  schemas: (s) => ({ body: s.diceBetSchema, value: s.housePlaySchema }),
});

export const placeLimboBet = defineCall(schemas, {
  method: 'POST',
  path: '/wps/relay/house/limbo/bets',
  scope: 'member',
  tag,
  summary: 'A Limbo bet, settled at once',
  closedInMaintenance: true,
  errors: stakeErrors,
  schemas: (s) => ({ body: s.limboBetSchema, value: s.housePlaySchema }),
});

export const placePlinkoBet = defineCall(schemas, {
  method: 'POST',
  path: '/wps/relay/house/plinko/bets',
  scope: 'member',
  tag,
  summary: 'A Plinko drop, settled at once',
  closedInMaintenance: true,
  errors: stakeErrors,
  schemas: (s) => ({ body: s.plinkoBetSchema, value: s.housePlaySchema }),
});

// ---------------------------------------------------------------------------------------------
// Mines Gold

export const getOpenMinesRound = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/house/mines-gold/round',
  scope: 'member',
  tag,
  summary: 'The open Mines Gold round, to resume (null: none)',
  errors: [],
  schemas: (s) => ({ value: s.houseOpenRoundSchema }),
});

export const startMinesRound = defineCall(schemas, {
  method: 'POST',
  path: '/wps/relay/house/mines-gold/rounds',
  scope: 'member',
  tag,
  summary: 'Starts a Mines Gold round (the stake is taken)',
  closedInMaintenance: true,
  errors: [...stakeErrors, 'error_house_round_open'],
  schemas: (s) => ({ body: s.minesStartSchema, value: s.housePlaySchema }),
});

export const revealMinesTile = defineCall(schemas, {
  method: 'POST',
  path: '/wps/relay/house/mines-gold/reveal',
  scope: 'member',
  tag,
  summary: 'Reveals a tile of the open round',
  closedInMaintenance: true,
  errors: moveErrors,
  schemas: (s) => ({ body: s.minesRevealSchema, value: s.housePlaySchema }),
});

export const cashOutMinesRound = defineCall(schemas, {
  method: 'POST',
  path: '/wps/relay/house/mines-gold/cash-out',
  scope: 'member',
  tag,
  summary: 'Cashes out the open round',
  closedInMaintenance: true,
  errors: moveErrors,
  schemas: (s) => ({ body: s.houseCashOutSchema, value: s.housePlaySchema }),
});

// ---------------------------------------------------------------------------------------------
// Tower

export const getOpenTowerRound = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/house/tower/round',
  scope: 'member',
  tag,
  summary: 'The open Tower round, to resume (null: none)',
  errors: [],
  schemas: (s) => ({ value: s.houseOpenRoundSchema }),
});

export const startTowerRound = defineCall(schemas, {
  method: 'POST',
  path: '/wps/relay/house/tower/rounds',
  scope: 'member',
  tag,
  summary: 'Starts a Tower round (the stake is taken)',
  closedInMaintenance: true,
  errors: [...stakeErrors, 'error_house_round_open'],
  schemas: (s) => ({ body: s.towerStartSchema, value: s.housePlaySchema }),
});

export const climbTower = defineCall(schemas, {
  method: 'POST',
  path: '/wps/relay/house/tower/climb',
  scope: 'member',
  tag,
  summary: 'Chooses a column on the next level',
  closedInMaintenance: true,
  errors: moveErrors,
  schemas: (s) => ({ body: s.towerClimbSchema, value: s.housePlaySchema }),
});

export const cashOutTowerRound = defineCall(schemas, {
  method: 'POST',
  path: '/wps/relay/house/tower/cash-out',
  scope: 'member',
  tag,
  summary: 'Cashes out the open round',
  closedInMaintenance: true,
  errors: moveErrors,
  schemas: (s) => ({ body: s.houseCashOutSchema, value: s.housePlaySchema }),
});

// ---------------------------------------------------------------------------------------------
// Game recall

export const listOwnHouseRounds = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/house/rounds',
  scope: 'member',
  tag,
  summary: 'The member’s own house rounds, newest first (game recall)',
  errors: [],
  schemas: (s) => ({ query: s.houseRoundQuerySchema, value: s.houseRoundPageSchema }),
});

export const getOwnHouseRound = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/house/rounds/:id',
  scope: 'member',
  tag,
  summary: 'One of the member’s rounds with its seeds (the server seed once rotated)',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.houseRoundParamsSchema, value: s.houseRoundSchema }),
});

// ---------------------------------------------------------------------------------------------
// The operator's

export const listHouseRoundsForOperator = defineCall(schemas, {
  method: 'GET',
  path: '/admin/house/rounds',
  scope: 'operator',
  permission: 'wallet.read',
  tag: operatorTag,
  summary: 'House rounds of every member (or one by username), newest first, with server seeds',
  errors: [],
  schemas: (s) => ({ query: s.adminHouseRoundQuerySchema, value: s.adminHouseRoundPageSchema }),
});

export const getHouseRoundForOperator = defineCall(schemas, {
  method: 'GET',
  path: '/admin/house/rounds/:id',
  scope: 'operator',
  permission: 'wallet.read',
  tag: operatorTag,
  summary: 'One house round with its seeds',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.houseRoundParamsSchema, value: s.adminHouseRoundSchema }),
});

export const getHouseSettings = defineCall(schemas, {
  method: 'GET',
  path: '/admin/house/settings',
  scope: 'operator',
  permission: 'risk.manage',
  tag: operatorTag,
  summary: 'Jackpot share and trigger, winners threshold, max win',
  errors: [],
  schemas: (s) => ({ value: s.houseSettingsSchema }),
});

export const updateHouseSettings = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/house/settings',
  scope: 'operator',
  permission: 'risk.manage',
  tag: operatorTag,
  summary: 'Changes the house-game settings (audited)',
  errors: [],
  schemas: (s) => ({ body: s.houseSettingsSchema, value: s.houseSettingsSchema }),
});
