import type {
  DiceBet,
  HouseLimits,
  HouseOpenRound,
  HousePlay,
  HouseRound,
  HouseRoundPage,
  HouseSeeds,
  LimboBet,
  MinesStart,
  PlinkoBet,
  SeedRotation,
  TowerStart,
  Winners,
} from '@lotus/contract/house-games';
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
    limits: () => client.get<HouseLimits>('/wps/relay/house/limits'),
    seeds: () => client.get<HouseSeeds>('/wps/relay/house/seeds'),
    setClientSeed: (clientSeed: string) =>
      client.put<HouseSeeds>('/wps/relay/house/seeds/client', { json: { clientSeed } }),
    rotateSeeds: () => client.post<SeedRotation>('/wps/relay/house/seeds/rotate', { json: {} }),

    dice: (bet: DiceBet) => client.post<HousePlay>('/wps/relay/house/dice/bets', { json: bet }),
    limbo: (bet: LimboBet) => client.post<HousePlay>('/wps/relay/house/limbo/bets', { json: bet }),
    plinko: (bet: PlinkoBet) => client.post<HousePlay>('/wps/relay/house/plinko/bets', { json: bet }),

    minesOpenRound: () => client.get<HouseOpenRound>('/wps/relay/house/mines-gold/round'),
    minesStart: (start: MinesStart) =>
      client.post<HousePlay>('/wps/relay/house/mines-gold/rounds', { json: start }),
    minesReveal: (roundId: string, tile: number) =>
      client.post<HousePlay>('/wps/relay/house/mines-gold/reveal', { json: { roundId, tile } }),
    minesCashOut: (roundId: string) =>
      client.post<HousePlay>('/wps/relay/house/mines-gold/cash-out', { json: { roundId } }),

    towerOpenRound: () => client.get<HouseOpenRound>('/wps/relay/house/tower/round'),
    towerStart: (start: TowerStart) =>
      client.post<HousePlay>('/wps/relay/house/tower/rounds', { json: start }),
    towerClimb: (roundId: string, column: number) =>
      client.post<HousePlay>('/wps/relay/house/tower/climb', { json: { roundId, column } }),
    towerCashOut: (roundId: string) =>
      client.post<HousePlay>('/wps/relay/house/tower/cash-out', { json: { roundId } }),

    rounds: (filter: HouseRoundFilter) =>
      client.get<HouseRoundPage>('/wps/relay/house/rounds', { searchParams: { ...filter } }),
    round: (id: string) => client.get<HouseRound>(`/wps/relay/house/rounds/${encodeURIComponent(id)}`),
    winners: () => client.get<Winners>('/wps/relay/winners'),
  };
}

export type HouseGamesApi = ReturnType<typeof houseGamesApi>;
