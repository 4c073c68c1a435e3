import { encryptedBodySchema } from '@lotus/contract/auth/schemas';
import {
  recoveryCodesSchema,
  totpCodeRequestSchema,
  totpDisabledSchema,
  totpDisableRequestSchema,
  totpSetupSchema,
  totpStatusSchema,
} from '@lotus/contract/login-challenge/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readEncryptedBody } from '../../platform/http/encrypted-body.ts';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';
import { credentialRateLimit } from '../routes.ts';
import type { AuthService } from '../service.ts';

/** The member's authenticator app (TOTP): status, enrolment, recovery codes, removal. */
export function totpRoutes(deps: { auth: AuthService; payloadKey: string }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['security'];

    async function realMember(request: FastifyRequest) {
      return (await deps.auth.authenticate(request)).member;
    }

    app.get(
      '/wps/member/security/totp',
      { schema: { tags, summary: 'Whether an authenticator is on', response: responses(totpStatusSchema) } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const member = await realMember(request);
        return ok(await deps.auth.totp.status(member.id));
      },
    );

    app.post(
      '/wps/member/security/totp/setup',
      {
        schema: {
          tags,
          summary:
            'A new authenticator secret and its otpauth:// address for the QR code (pending until enabled)',
          response: responses(totpSetupSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const member = await realMember(request);
        return ok(await deps.auth.totp.setup(member.id, member.username));
      },
    );

    app.post(
      '/wps/member/security/totp/enable',
      {
        config: { rateLimit: credentialRateLimit },
        schema: {
          tags,
          summary:
            'Turn the authenticator on with a code from it (encrypted body); answers 10 recovery codes, once',
          body: encryptedBodySchema,
          response: responses(recoveryCodesSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const member = await realMember(request);
        const { code } = readEncryptedBody(request.body.data, deps.payloadKey, totpCodeRequestSchema);
        return ok(await deps.auth.totp.enable(member.id, code));
      },
    );

    app.post(
      '/wps/member/security/totp/recovery-codes',
      {
        config: { rateLimit: credentialRateLimit },
        schema: {
          tags,
          summary:
            'New recovery codes, confirmed with a current code (encrypted body); the old ones stop working',
          body: encryptedBodySchema,
          response: responses(recoveryCodesSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const member = await realMember(request);
        const { code } = readEncryptedBody(request.body.data, deps.payloadKey, totpCodeRequestSchema);
        return ok(await deps.auth.totp.renewRecoveryCodes(member.id, code));
      },
    );

    app.post(
      '/wps/member/security/totp/disable',
      {
        config: { rateLimit: credentialRateLimit },
        schema: {
          tags,
          summary:
            'Turn the authenticator off with the password and a code or recovery code (encrypted body)',
          body: encryptedBodySchema,
          response: responses(totpDisabledSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const member = await realMember(request);
        const form = readEncryptedBody(request.body.data, deps.payloadKey, totpDisableRequestSchema);
        await deps.auth.totp.disable(member.id, form);
        return ok({ disabled: true as const });
      },
    );
  };
}
