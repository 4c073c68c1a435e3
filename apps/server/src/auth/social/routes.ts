import { httpStatusOf } from '@lotus/contract/errors';
import { loginResultSchema } from '@lotus/contract/login-challenge/schemas';
import {
  socialLinkSchema,
  socialLinkStartSchema,
  socialLoginRequestSchema,
  socialProviderEntrySchema,
  socialProviderParamsSchema,
  socialUnlinkedSchema,
} from '@lotus/contract/social/schemas';
import type { ErrorCode } from '@lotus/contract/errors';
import type { SocialPopupMessage, SocialProvider } from '@lotus/contract/social';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';
import { credentialRateLimit } from '../routes.ts';
import type { AuthService } from '../service.ts';
import type { OAuthHttp } from './oauth-client.ts';
import { fetchHttp } from './oauth-client.ts';
import { popupResultPage, popupScript, popupScriptPath } from './popup-page.ts';
import { browserCookieName } from './service.ts';
import type { CallbackQuery, SocialService, SocialStart } from './service.ts';

/** Each start records a pending flow: a popup's worth per client, not a flood. */
export const socialStartRateLimit = { max: 30, timeWindow: 60_000 } as const;

const hostPattern = /^(?:[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/** The origin the browser sees (behind a trusted proxy, the forwarded one). */
function originOf(request: FastifyRequest): string {
  if (!hostPattern.test(request.host)) throw new AppError('error_bad_request');
  return new URL(`${request.protocol}://${request.host}`).origin;
}

/**
 * The server's calls to providers: a path is the development provider in this same server, reached
 * in-process (no network hop back to our own public address, no address taken from a Host header);
 * anything else goes over the network.
 */
export function createOAuthHttp(local: FastifyInstance, network: OAuthHttp = fetchHttp): OAuthHttp {
  return async (request) => {
    if (!request.url.startsWith('/')) return network(request);
    const response = await local.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.body === undefined ? {} : { payload: request.body }),
      remoteAddress: '127.0.0.1',
    });
    let body: unknown;
    try {
      body = response.json();
    } catch {
      body = undefined;
    }
    return { status: response.statusCode, body };
  };
}

/** Only the callback path receives the cookie; it lives as long as the flow may. */
const cookiePath = '/wps/session/social/';

function setBrowserCookie(request: FastifyRequest, reply: FastifyReply, cookie: SocialStart['cookie']): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${cookie.name}=${cookie.value}; Path=${cookiePath}; Max-Age=600; HttpOnly; SameSite=Lax${secure}`,
  );
}

function clearBrowserCookie(reply: FastifyReply, state: string | undefined): void {
  if (state === undefined || state.length > 256) return;
  reply.header(
    'set-cookie',
    `${browserCookieName(state)}=; Path=${cookiePath}; Max-Age=0; HttpOnly; SameSite=Lax`,
  );
}

/** The request's cookies (only the social ones are looked at). */
function cookiesOf(request: FastifyRequest): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const match = /^\s*(lotus_social_[0-9a-f]{12})=([A-Za-z0-9_-]{1,64})\s*$/.exec(part);
    if (match?.[1] !== undefined && match[2] !== undefined) cookies[match[1]] = match[2];
  }
  return cookies;
}

function popupPage(
  request: FastifyRequest,
  reply: FastifyReply,
  message: SocialPopupMessage,
  status: number,
): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(popupResultPage(message, pickLanguage(request.headers['accept-language'])));
}

function errorCodeOf(error: unknown): ErrorCode {
  return error instanceof AppError ? error.code : 'error_social_login_failed';
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Social login (switch login.social) and the security centre's linked social accounts. */
export function socialRoutes(deps: { auth: AuthService; social: SocialService; http?: OAuthHttp }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['auth'];
    const http = createOAuthHttp(plain, deps.http);

    app.get(
      '/wps/session/social/providers',
      {
        schema: {
          tags,
          summary: 'The social login providers offered (empty when switch login.social is off)',
          response: responses(z.array(socialProviderEntrySchema)),
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.social.providers());
      },
    );

    app.get(popupScriptPath, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('application/javascript; charset=utf-8')
        .send(popupScript),
    );

    app.get(
      '/wps/session/social/:provider/start',
      {
        config: { rateLimit: socialStartRateLimit },
        schema: {
          tags,
          summary:
            'Opened in the login popup: 302 to the provider (state and PKCE). A refusal is the popup page with its error',
          params: socialProviderParamsSchema,
        },
      },
      async (request, reply) => {
        const { provider } = request.params;
        try {
          const started = await deps.social.start(provider, {
            site: request.site,
            origin: originOf(request),
          });
          setBrowserCookie(request, reply, started.cookie);
          return reply.header('cache-control', 'no-store').redirect(started.url, 302);
        } catch (error) {
          const code = errorCodeOf(error);
          if (!(error instanceof AppError)) request.log.error({ err: error }, 'social login start failed');
          return popupPage(
            request,
            reply,
            { type: 'lotus-social', provider, error: code },
            httpStatusOf(code),
          );
        }
      },
    );

    app.get(
      '/wps/session/social/:provider/callback',
      {
        schema: {
          tags,
          summary:
            'The redirect URI to register with the provider. Answers the popup page, which posts the ticket (or the error) to its opener',
          params: socialProviderParamsSchema,
        },
      },
      async (request, reply) => {
        const { provider } = request.params;
        const query = (request.query ?? {}) as Record<string, unknown>;
        const callback: CallbackQuery = {
          code: stringOf(query.code),
          state: stringOf(query.state),
          error: stringOf(query.error),
        };
        clearBrowserCookie(reply, callback.state);
        try {
          const outcome = await deps.social.complete(provider, callback, {
            site: request.site,
            http,
            cookies: cookiesOf(request),
          });
          const message: SocialPopupMessage =
            outcome.kind === 'login'
              ? { type: 'lotus-social', provider, ticket: outcome.ticket }
              : { type: 'lotus-social', provider, linked: true };
          return popupPage(request, reply, message, 200);
        } catch (error) {
          const code = errorCodeOf(error);
          if (!(error instanceof AppError)) request.log.error({ err: error }, 'social login callback failed');
          else if (error.cause !== undefined) request.log.warn({ err: error.cause }, 'provider refused');
          return popupPage(
            request,
            reply,
            { type: 'lotus-social', provider, error: code },
            httpStatusOf(code),
          );
        }
      },
    );

    app.post(
      '/wps/session/login/social',
      {
        config: { rateLimit: credentialRateLimit },
        schema: {
          tags,
          summary: 'Log in with the ticket the social login popup posted back (single use, 2 minutes)',
          body: socialLoginRequestSchema,
          response: responses(loginResultSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const memberId = await deps.social.redeemTicket(request.body.ticket, request.site);
        const context = { site: request.site, ip: request.ip, userAgent: request.headers['user-agent'] };
        return ok(await deps.auth.admitMember(memberId, context, 'social'));
      },
    );

    app.post(
      '/wps/member/social/:provider/link',
      {
        config: { rateLimit: socialStartRateLimit },
        schema: {
          tags,
          summary: "The provider's address to open in a popup; its callback links the account to the member",
          params: socialProviderParamsSchema,
          response: responses(socialLinkStartSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        const provider: SocialProvider = request.params.provider;
        const started = await deps.social.start(provider, {
          site: request.site,
          origin: originOf(request),
          memberId: member.id,
        });
        // The page's own fetch sets it, so the popup's callback comes from this browser.
        setBrowserCookie(request, reply, started.cookie);
        return ok({ url: started.url });
      },
    );

    app.get(
      '/wps/member/social',
      {
        schema: {
          tags,
          summary: "The member's linked social accounts",
          response: responses(z.array(socialLinkSchema)),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.social.links(member.id));
      },
    );

    app.delete(
      '/wps/member/social/:provider',
      {
        schema: {
          tags,
          summary:
            'Unlinks a social account (refused while it is the only way into an account it created and no password was set)',
          params: socialProviderParamsSchema,
          response: responses(socialUnlinkedSchema),
        },
      },
      async (request) => {
        const { member } = await deps.auth.authenticate(request);
        await deps.social.unlink(member.id, request.params.provider);
        return ok({ unlinked: true as const });
      },
    );
  };
}
