import { encryptedBodySchema, loginResponseSchema, smsSentSchema } from '@lotus/contract/auth/schemas';
import {
  challengeAnswerRequestSchema,
  challengeCodeRequestSchema,
} from '@lotus/contract/login-challenge/schemas';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readEncryptedBody } from '../../platform/http/encrypted-body.ts';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';
import type { VerificationService } from '../../verification/service.ts';
import { smsRateLimit } from '../../verification/routes.ts';
import { credentialRateLimit } from '../routes.ts';
import type { AuthService } from '../service.ts';

/** The second step of a login: a code for the challenge, then the answer that opens the session. */
export function challengeRoutes(deps: {
  auth: AuthService;
  verification: VerificationService;
  payloadKey: string;
}) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['auth'];

    app.post(
      '/wps/session/login/challenge/code',
      {
        config: { rateLimit: smsRateLimit },
        schema: {
          tags,
          summary: "Send the login challenge's code to the account's bound number (sms) or address (email)",
          body: challengeCodeRequestSchema,
          response: responses(smsSentSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const context = { site: request.site, ip: request.ip, userAgent: request.headers['user-agent'] };
        await deps.auth.sendChallengeCode(
          request.body,
          context,
          pickLanguage(request.headers['accept-language']),
        );
        return ok(deps.verification.codeSent);
      },
    );

    app.post(
      '/wps/session/login/challenge',
      {
        config: { rateLimit: credentialRateLimit },
        schema: {
          tags,
          summary:
            'Answer a login challenge (encrypted body): a code (sms, email, totp or a recovery code) or the payee name',
          body: encryptedBodySchema,
          response: responses(loginResponseSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const answer = readEncryptedBody(request.body.data, deps.payloadKey, challengeAnswerRequestSchema);
        const context = { site: request.site, ip: request.ip, userAgent: request.headers['user-agent'] };
        return ok(await deps.auth.passChallenge(answer, context));
      },
    );
  };
}
