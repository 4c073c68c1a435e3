import {
  changeOperatorPassword,
  endOperatorSession,
  finishOperatorSignIn,
  getOperatorSelf,
  recoverOperatorSignIn,
  startOperatorSignIn,
} from '@lotus/contract/operators';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { OperatorSignIn, SignInOrigin } from './service.ts';

/**
 * Each step that checks a password or a code, per client address (one budget for every instance):
 * ten a minute is plenty for a person and slows a guesser.
 */
export const operatorSignInRateLimit = { max: 10, timeWindow: 60_000 } as const;

function originOf(request: FastifyRequest): SignInOrigin {
  return { requestId: request.id, ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** The console's sign-in steps (scope console) and the signed-in operator's own session and password. */
export function signInRoutes(deps: { signIn: OperatorSignIn }) {
  return async (app: FastifyInstance) => {
    const { signIn } = deps;
    const options = { rateLimit: operatorSignInRateLimit };

    await registerCall(app, startOperatorSignIn, async ({ body }) => signIn.start(body), options);
    await registerCall(
      app,
      finishOperatorSignIn,
      async ({ body }, request) => signIn.finish(body, originOf(request)),
      options,
    );
    await registerCall(
      app,
      recoverOperatorSignIn,
      async ({ body }, request) => signIn.recover(body, originOf(request)),
      options,
    );
    await registerCall(app, getOperatorSelf, async ({ caller }) => signIn.self(caller));
    await registerCall(app, endOperatorSession, async ({ caller }) => signIn.end(caller));
    await registerCall(
      app,
      changeOperatorPassword,
      async ({ caller, body }) => signIn.changePassword(caller, body),
      options,
    );
  };
}
