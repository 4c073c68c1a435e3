import {
  answerDevOAuthConsent,
  exchangeDevOAuthCode,
  getDevOAuthUserInfo,
  showDevOAuthConsent,
} from '@lotus/contract/social';
import type { SocialProvider } from '@lotus/contract/social';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../platform/database/pool.ts';
import { registerCall } from '../../platform/http/calls.ts';
import { devConsentPage, devErrorPage, devTestIdentities } from './dev-provider-page.ts';
import type { DevIdentity } from './dev-provider-tables.ts';
import { consumeDevCode, insertDevCode, insertDevToken, selectDevToken } from './dev-provider-tables.ts';
import { challengeFor } from './oauth-client.ts';
import { cleanProfile, devClientId, devClientSecret } from './providers.ts';
import { callbackUri } from './service.ts';

/** RFC 6749 suggests codes live minutes at most; this provider gives 60 s. */
const codeLifetimeMs = 60_000;
const tokenLifetimeSeconds = 3600;

const scopesOf: Record<SocialProvider, readonly string[]> = {
  google: ['openid', 'email', 'profile'],
  facebook: ['email', 'public_profile'],
};

function sha256(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The subject of a test identity: derived from the address alone (and the provider), so the same
 * identity always comes back as the same person. Digits, like Google's and Facebook's ids.
 */
export function devSubject(provider: SocialProvider, email: string): string {
  const digest = createHash('sha256').update(`${provider}:${email.trim().toLowerCase()}`).digest();
  return (BigInt(`0x${digest.subarray(0, 12).toString('hex')}`) % 10n ** 21n).toString().padStart(21, '1');
}

/** The user info in the shape of the provider the development one stands in for. */
function userInfoAs(provider: SocialProvider, identity: DevIdentity) {
  if (provider === 'facebook') {
    return { id: identity.subject, name: identity.name ?? undefined, email: identity.email ?? undefined };
  }
  return {
    sub: identity.subject,
    name: identity.name ?? undefined,
    email: identity.email ?? undefined,
    email_verified: identity.email !== null,
  };
}

/**
 * A development OAuth 2.0 provider (authorization code with PKCE S256) standing in for google and
 * facebook when they have no client id (OAUTH_DEV_PROVIDER). It behaves like the real ones: it
 * checks the client, the registered redirect URI and PKCE, codes are single use and short-lived,
 * Cancel answers access_denied; the consent page lets a tester pick or type an identity. Its calls
 * answer pages, redirects and OAuth's own JSON, never the envelope, and are never cached.
 */
export function devProviderRoutes(deps: { db: Queryable; secretKey: string }) {
  const clients = new Map<string, { provider: SocialProvider; secret: string }>(
    (['google', 'facebook'] as const).map((provider) => {
      const clientId = devClientId(provider);
      return [clientId, { provider, secret: devClientSecret(deps.secretKey, clientId) }];
    }),
  );

  return async (app: FastifyInstance) => {
    /** The origin this provider is served on; empty (no redirect URI matches it) for an odd Host. */
    function origin(request: FastifyRequest): string {
      return URL.canParse(`${request.protocol}://${request.host}`)
        ? new URL(`${request.protocol}://${request.host}`).origin
        : '';
    }

    function language(request: FastifyRequest): string {
      return pickLanguage(request.headers['accept-language']);
    }

    function htmlPage(reply: FastifyReply, status: number, html: string): FastifyReply {
      return reply.code(status).type('text/html; charset=utf-8').send(html);
    }

    /** Back to the client's redirect URI with the answer (RFC 6749 section 4.1.2). */
    function redirectBack(
      reply: FastifyReply,
      redirectUri: string,
      params: Record<string, string>,
    ): FastifyReply {
      const url = new URL(redirectUri);
      for (const [name, value] of Object.entries(params)) if (value !== '') url.searchParams.set(name, value);
      return reply.redirect(url.toString(), 302);
    }

    /**
     * The request's client and redirect URI are checked first: with either wrong the provider must not
     * redirect anywhere, so it shows an error page. The other checks answer on the redirect URI.
     */
    function checkRequest(
      request: FastifyRequest,
      reply: FastifyReply,
      fields: Record<string, unknown>,
    ):
      { provider: SocialProvider; redirectUri: string; state: string; codeChallenge: string } | FastifyReply {
      const client = clients.get(stringOf(fields.client_id));
      if (!client)
        return htmlPage(reply, 400, devErrorPage(language(request), 'invalid_client: unknown client_id'));
      const redirectUri = stringOf(fields.redirect_uri);
      // The registered redirect URI of each client: the callback on the origin this provider is served from.
      if (redirectUri !== callbackUri(origin(request), client.provider)) {
        return htmlPage(
          reply,
          400,
          devErrorPage(language(request), 'redirect_uri_mismatch: redirect_uri is not registered'),
        );
      }
      const state = stringOf(fields.state);
      const back = (error: string, description: string) =>
        redirectBack(reply, redirectUri, { error, error_description: description, state });
      if (stringOf(fields.response_type) !== 'code')
        return back('unsupported_response_type', 'response_type must be code');
      if (state === '' || state.length > 512) return back('invalid_request', 'state is required');
      const codeChallenge = stringOf(fields.code_challenge);
      if (stringOf(fields.code_challenge_method) !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(codeChallenge)) {
        return back('invalid_request', 'code_challenge with code_challenge_method S256 is required');
      }
      return { provider: client.provider, redirectUri, state, codeChallenge };
    }

    await registerCall(app, showDevOAuthConsent, async (_input, request, reply) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const checked = checkRequest(request, reply, query);
      if (!('provider' in checked)) return checked;
      return htmlPage(
        reply,
        200,
        devConsentPage({
          provider: checked.provider,
          language: language(request),
          scopes: scopesOf[checked.provider],
          hidden: {
            response_type: 'code',
            client_id: devClientId(checked.provider),
            redirect_uri: checked.redirectUri,
            state: checked.state,
            code_challenge: checked.codeChallenge,
            code_challenge_method: 'S256',
          },
        }),
      );
    });

    await registerCall(app, answerDevOAuthConsent, async (_input, request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      const checked = checkRequest(request, reply, form);
      if (!('provider' in checked)) return checked;
      if (stringOf(form.decision) !== 'allow') {
        return redirectBack(reply, checked.redirectUri, {
          error: 'access_denied',
          error_description: 'The user denied the request',
          state: checked.state,
        });
      }
      const choice = stringOf(form.identity);
      const preset = /^\d$/.test(choice) ? devTestIdentities[Number(choice)] : undefined;
      const typed = { name: stringOf(form.name).slice(0, 64), email: stringOf(form.email).slice(0, 128) };
      const chosen = preset ?? typed;
      const profile = cleanProfile(devSubject(checked.provider, chosen.email), chosen.email, chosen.name);
      if (!profile || profile.email === null) {
        return htmlPage(
          reply,
          400,
          devConsentPage({
            provider: checked.provider,
            language: language(request),
            scopes: scopesOf[checked.provider],
            hidden: Object.fromEntries(
              [
                'response_type',
                'client_id',
                'redirect_uri',
                'state',
                'code_challenge',
                'code_challenge_method',
              ].map((name) => [name, stringOf(form[name])]),
            ),
            typed,
            error: true,
          }),
        );
      }
      const code = randomBytes(32).toString('base64url');
      await insertDevCode(deps.db, {
        codeHash: sha256(code),
        clientId: devClientId(checked.provider),
        redirectUri: checked.redirectUri,
        codeChallenge: checked.codeChallenge,
        identity: { ...profile, name: profile.name ?? profile.email.split('@')[0] ?? null },
        expiresAt: new Date(Date.now() + codeLifetimeMs),
      });
      return redirectBack(reply, checked.redirectUri, { code, state: checked.state });
    });

    await registerCall(app, exchangeDevOAuthCode, async (_input, request, reply) => {
      reply.header('pragma', 'no-cache');
      const form = (request.body ?? {}) as Record<string, unknown>;
      const refuse = (status: number, error: string, description: string) =>
        reply.code(status).send({ error, error_description: description });
      // Client authentication: client_secret_post or client_secret_basic.
      let clientId = stringOf(form.client_id);
      let secret = stringOf(form.client_secret);
      const basic = /^Basic ([A-Za-z0-9+/=]+)$/.exec(request.headers.authorization ?? '');
      if (basic?.[1] !== undefined) {
        const [id = '', password = ''] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
        try {
          clientId = decodeURIComponent(id);
          secret = decodeURIComponent(password);
        } catch {
          return refuse(401, 'invalid_client', 'client authentication failed');
        }
      }
      const client = clients.get(clientId);
      if (!client || !sameSecret(secret, client.secret)) {
        return refuse(401, 'invalid_client', 'client authentication failed');
      }
      if (stringOf(form.grant_type) !== 'authorization_code') {
        return refuse(400, 'unsupported_grant_type', 'only authorization_code');
      }
      const code = stringOf(form.code);
      const verifier = stringOf(form.code_verifier);
      // Whatever happens next, the code is spent: a code tried once is never good again.
      const issued =
        code === '' || code.length > 256 ? undefined : await consumeDevCode(deps.db, sha256(code));
      if (!issued || issued.client_id !== clientId)
        return refuse(400, 'invalid_grant', 'code is invalid or expired');
      if (issued.redirect_uri !== stringOf(form.redirect_uri)) {
        return refuse(400, 'invalid_grant', 'redirect_uri does not match the authorization request');
      }
      if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || challengeFor(verifier) !== issued.code_challenge) {
        return refuse(400, 'invalid_grant', 'PKCE verification failed');
      }
      const accessToken = randomBytes(32).toString('base64url');
      await insertDevToken(deps.db, {
        tokenHash: sha256(accessToken),
        clientId,
        identity: { subject: issued.subject, email: issued.email, name: issued.name },
        expiresAt: new Date(Date.now() + tokenLifetimeSeconds * 1000),
      });
      return {
        access_token: accessToken,
        token_type: 'Bearer' as const,
        expires_in: tokenLifetimeSeconds,
        scope: scopesOf[client.provider].join(' '),
      };
    });

    await registerCall(app, getDevOAuthUserInfo, async (_input, request, reply) => {
      const match = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(request.headers.authorization ?? '');
      const token = match?.[1] === undefined ? undefined : await selectDevToken(deps.db, sha256(match[1]));
      const client = token === undefined ? undefined : clients.get(token.client_id);
      if (!token || !client) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer error="invalid_token"')
          .send({ error: 'invalid_token' });
      }
      return userInfoAs(client.provider, token);
    });
  };
}
