import { setFirstTimeLogin } from '@lotus/contract/auth';
import { getMemberProfileForOperator } from '@lotus/contract/profile';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../platform/http/calls.ts';
import type { MemberService } from './service.ts';

/** Operator calls of the member domain: the first-login obligation, the KYC read of a profile. */
export function adminMemberRoutes(deps: { members: MemberService }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, setFirstTimeLogin, async ({ params, body, caller }) =>
      deps.members.setFirstTimeLogin(params.username, body.enabled, caller),
    );
    await registerCall(app, getMemberProfileForOperator, async ({ params, caller }) =>
      deps.members.operatorProfile(params.username, caller),
    );
  };
}
