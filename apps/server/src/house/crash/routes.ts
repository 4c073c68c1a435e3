import { cashOutCrashBet, getCrashRoom, listCrashRounds, placeCrashBet } from '@lotus/contract/crash';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { CrashService } from './service.ts';

/** PAPPU, the multiplayer Crash room: public state and past rounds, a member's bet and cash-out. */
export function crashRoutes(deps: { crash: CrashService }) {
  const { crash } = deps;
  return async (app: FastifyInstance) => {
    // The state is public, the own bet is not: a stale token is answered as a visitor (the room stays
    // watchable), never with another's bet.
    await registerCall(app, getCrashRoom, async ({ caller }) =>
      crash.state((await caller.signedIn())?.member.id),
    );
    await registerCall(app, placeCrashBet, async ({ caller, body }) => crash.placeBet(caller.member, body));
    await registerCall(app, cashOutCrashBet, async ({ caller }) => crash.cashOut(caller.member.id));
    await registerCall(app, listCrashRounds, async ({ query }) => crash.rounds(query));
  };
}
