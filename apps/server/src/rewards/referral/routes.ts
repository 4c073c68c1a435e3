import {
  claimAllReferralRewards,
  claimReferralReward,
  getReferral,
  getReferralRules,
  listReferralFriends,
  listReferrals,
  setReferralRules,
} from '@lotus/contract/referral';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { ReferralAdmin } from './operator.ts';
import type { ReferralProgramme } from './service.ts';

/** The member's referral calls: its code and link, its friends, claims. */
export function referralRoutes(deps: { programme: ReferralProgramme }) {
  const { programme } = deps;
  return async (app: FastifyInstance) => {
    await registerCall(app, getReferral, async ({ caller }) => programme.summary(caller.member.id));
    await registerCall(app, listReferralFriends, async ({ query, caller }) =>
      programme.friends(caller.member.id, query),
    );
    await registerCall(app, claimReferralReward, async ({ params, body, caller }) =>
      programme.claim(caller.member.id, BigInt(params.id), body.idempotencyKey),
    );
    await registerCall(app, claimAllReferralRewards, async ({ body, caller }) =>
      programme.claimAll(caller.member.id, body.idempotencyKey),
    );
  };
}

/** The operator's referral calls: the rules and the referrals. */
export function referralAdminRoutes(deps: { admin: ReferralAdmin }) {
  const { admin } = deps;
  return async (app: FastifyInstance) => {
    await registerCall(app, getReferralRules, async () => admin.rules());
    await registerCall(app, setReferralRules, async ({ body, caller }) => admin.setRules(body, caller));
    await registerCall(app, listReferrals, async ({ query }) => admin.referrals(query));
  };
}
