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
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../platform/http/calls.ts';
import type { HouseHistoryService } from './rounds/history.ts';
import type { HousePlayService } from './service.ts';
import type { HouseSeedsService } from './seeds/service.ts';
import type { HouseSettingsService } from './settings/service.ts';

/** The member's house-game calls: every one but the limits acts on the session's own member. */
export function houseRoutes(deps: {
  play: HousePlayService;
  seeds: HouseSeedsService;
  history: HouseHistoryService;
  settings: HouseSettingsService;
}) {
  const { play, seeds, history, settings } = deps;
  return async (app: FastifyInstance) => {
    await registerCall(app, getHouseLimits, async () => settings.limits());

    await registerCall(app, getHouseSeeds, async ({ caller }) => seeds.current(caller.member.id));
    await registerCall(app, setHouseClientSeed, async ({ caller, body }) =>
      seeds.setClientSeed(caller.member.id, body.clientSeed),
    );
    await registerCall(app, rotateHouseSeeds, async ({ caller }) => seeds.rotate(caller.member.id));

    await registerCall(app, placeDiceBet, async ({ caller, body }) => play.dice(caller.member.id, body));
    await registerCall(app, placeLimboBet, async ({ caller, body }) => play.limbo(caller.member.id, body));
    await registerCall(app, placePlinkoBet, async ({ caller, body }) => play.plinko(caller.member.id, body));

    await registerCall(app, getOpenMinesRound, async ({ caller }) =>
      play.openRound(caller.member.id, 'mines-gold'),
    );
    await registerCall(app, startMinesRound, async ({ caller, body }) =>
      play.startMines(caller.member.id, body),
    );
    await registerCall(app, revealMinesTile, async ({ caller, body }) =>
      play.revealMines(caller.member.id, body.roundId, body.tile),
    );
    await registerCall(app, cashOutMinesRound, async ({ caller, body }) =>
      play.cashOutMines(caller.member.id, body.roundId),
    );

    await registerCall(app, getOpenTowerRound, async ({ caller }) =>
      play.openRound(caller.member.id, 'tower'),
    );
    await registerCall(app, startTowerRound, async ({ caller, body }) =>
      play.startTower(caller.member.id, body),
    );
    await registerCall(app, climbTower, async ({ caller, body }) =>
      play.climb(caller.member.id, body.roundId, body.column),
    );
    await registerCall(app, cashOutTowerRound, async ({ caller, body }) =>
      play.cashOutTower(caller.member.id, body.roundId),
    );

    await registerCall(app, listOwnHouseRounds, async ({ caller, query }) =>
      history.rounds(caller.member.id, query),
    );
    await registerCall(app, getOwnHouseRound, async ({ caller, params }) =>
      history.round(caller.member.id, params.id),
    );
  };
}
