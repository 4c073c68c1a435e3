import type { LobbyGame } from '../lib/catalog-queries.ts';

/** A catalog game as the server answers it, for the lobby's tests. */
export function lobbyGame(index: number, changes: Partial<LobbyGame> = {}): LobbyGame {
  return {
    nodeId: index + 1,
    code: `slot-${index}`,
    name: `Slot ${index}`,
    vendor: 'SIM_SLOTS',
    vendorName: 'Simulator Slots',
    category: 'slots',
    tags: [],
    imageUrl: `/img/slot-${index}.png`,
    minBet: '1000',
    lines: 25,
    rtp: 9650,
    defaultPlayType: null,
    accountTypeName: null,
    isGame: true,
    vassalage: null,
    isFav: false,
    ...changes,
  };
}
