import { answerLoginChallenge, sendLoginChallengeCode } from '@lotus/contract/login-challenge';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { AuthVerification } from '../needs.ts';
import { credentialRateLimit, loginContext } from '../routes.ts';
import type { AuthService } from '../service.ts';

/** Each call may send a message: as few per client as any other call that sends a code. */
export const challengeCodeRateLimit = { max: 10, timeWindow: 60_000 } as const;

/** The second step of a login: a code for the challenge, then the answer that opens the session. */
export function challengeRoutes(deps: {
  auth: AuthService;
  verification: Pick<AuthVerification, 'codeSent'>;
}) {
  return async (app: FastifyInstance) => {
    await registerCall(
      app,
      sendLoginChallengeCode,
      async ({ body }, request) => {
        await deps.auth.sendChallengeCode(
          body,
          loginContext(request),
          pickLanguage(request.headers['accept-language']),
        );
        return deps.verification.codeSent;
      },
      { rateLimit: challengeCodeRateLimit },
    );

    await registerCall(
      app,
      answerLoginChallenge,
      async ({ body }, request) => deps.auth.passChallenge(body, loginContext(request)),
      { rateLimit: credentialRateLimit },
    );
  };
}
