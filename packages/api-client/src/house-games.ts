import {
  cashOutMinesRound,
  cashOutTowerRound,
  climbTower,
  getHouseLimits,
  getHouseSeeds,
  getOpenMinesRound,
  getOpenTowerRound,
  getOwnHouseRound,
  listOwnHouseRounds,
  placeDiceBet,
  placeLimboBet,
  placePlinkoBet,
  revealMinesTile,
  rotateHouseSeeds,
  setHouseClientSeed,
  startMinesRound,
  startTowerRound,
} from '@lotus/contract/house-games';
import type {
  DiceBet,
  HouseRound,
  LimboBet,
  MinesStart,
  PlinkoBet,
  TowerStart,
} from '@lotus/contract/house-games';
import { getWinnersBoard } from '@lotus/contract/winners';
import type { ApiClient } from './client.ts';

/** A game-recall filter: one game or all, newest first. */
export interface HouseRoundFilter {
  game?: HouseRound['game'];
  page: number;
  size: number;
}

/** The house games (Lotus Originals): seeds, bets and moves, the game recall, the winners board. */
export function houseGamesApi(client: ApiClient) {
  return {
    limits: () => client.call(getHouseLimits),
    seeds: () => client.call(getHouseSeeds),
    setClientSeed: (clientSeed: string) => client.call(setHouseClientSeed, { body: { clientSeed } }),
    rotateSeeds: () => client.call(rotateHouseSeeds),

    dice: (bet: DiceBet) => client.call(placeDiceBet, { body: bet }),
    limbo: (bet: LimboBet) => client.call(placeLimboBet, { body: bet }),
    plinko: (bet: PlinkoBet) => client.call(placePlinkoBet, { body: bet }),

    minesOpenRound: () => client.call(getOpenMinesRound),
    minesStart: (start: MinesStart) => client.call(startMinesRound, { body: start }),
    minesReveal: (roundId: string, tile: number) => client.call(revealMinesTile, { body: { roundId, tile } }),
    minesCashOut: (roundId: string) => client.call(cashOutMinesRound, { body: { roundId } }),

    towerOpenRound: () => client.call(getOpenTowerRound),
    towerStart: (start: TowerStart) => client.call(startTowerRound, { body: start }),
    towerClimb: (roundId: string, column: number) => client.call(climbTower, { body: { roundId, column } }),
    towerCashOut: (roundId: string) => client.call(cashOutTowerRound, { body: { roundId } }),

    rounds: (filter: HouseRoundFilter) => client.call(listOwnHouseRounds, { query: filter }),
    round: (id: string) => client.call(getOwnHouseRound, { params: { id } }),
    winners: () => client.call(getWinnersBoard),
  };
}

export type HouseGamesApi = ReturnType<typeof houseGamesApi>;
