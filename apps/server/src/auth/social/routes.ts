import { httpStatusOf } from '@lotus/contract/errors';
import type { ErrorCode } from '@lotus/contract/errors';
import {
  finishSocialLogin,
  getSocialPopupScript,
  listSocialLinks,
  listSocialProviders,
  logInBySocialTicket,
  startSocialLink,
  startSocialLogin,
  unlinkSocialAccount,
} from '@lotus/contract/social';
import type { SocialPopupMessage } from '@lotus/contract/social';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import { registerCall } from '../../platform/http/calls.ts';
import { credentialRateLimit, loginContext } from '../routes.ts';
import type { AuthService } from '../service.ts';
import type { OAuthHttp } from './oauth-client.ts';
import { fetchHttp } from './oauth-client.ts';
import { popupResultPage, popupScript } from './popup-page.ts';
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

/** Only the social popup's paths (the callback's) receive the cookie; it lives as long as the flow may. */
const cookiePath = finishSocialLogin.path.slice(0, finishSocialLogin.path.indexOf(':provider'));

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
    .type('text/html; charset=utf-8')
    .send(popupResultPage(message, pickLanguage(request.headers['accept-language'])));
}

function errorCodeOf(error: unknown): ErrorCode {
  return error instanceof AppError ? error.code : 'error_social_login_failed';
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * Social login (switch login.social) and the security centre's linked social accounts. The popup's
 * calls answer pages and redirects, not the envelope (their declarations say so).
 */
export function socialRoutes(deps: { auth: AuthService; social: SocialService; http?: OAuthHttp }) {
  return async (app: FastifyInstance) => {
    const http = createOAuthHttp(app, deps.http);

    await registerCall(app, listSocialProviders, async () => deps.social.providers());

    await registerCall(app, getSocialPopupScript, async (_input, _request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('application/javascript; charset=utf-8')
        .send(popupScript),
    );

    await registerCall(
      app,
      startSocialLogin,
      async ({ params }, request, reply) => {
        const { provider } = params;
        try {
          const started = await deps.social.start(provider, {
            site: request.site,
            origin: originOf(request),
          });
          setBrowserCookie(request, reply, started.cookie);
          return reply.redirect(started.url, 302);
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
      { rateLimit: socialStartRateLimit },
    );

    await registerCall(app, finishSocialLogin, async ({ params }, request, reply) => {
      const { provider } = params;
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
        return popupPage(request, reply, { type: 'lotus-social', provider, error: code }, httpStatusOf(code));
      }
    });

    await registerCall(
      app,
      logInBySocialTicket,
      async ({ body }, request) => {
        const memberId = await deps.social.redeemTicket(body.ticket, request.site);
        return deps.auth.admitMember(memberId, loginContext(request), 'social');
      },
      { rateLimit: credentialRateLimit },
    );

    await registerCall(
      app,
      startSocialLink,
      async ({ caller, params }, request, reply) => {
        const started = await deps.social.start(params.provider, {
          site: request.site,
          origin: originOf(request),
          memberId: caller.member.id,
        });
        // The page's own fetch sets it, so the popup's callback comes from this browser.
        setBrowserCookie(request, reply, started.cookie);
        return { url: started.url };
      },
      { rateLimit: socialStartRateLimit },
    );

    await registerCall(app, listSocialLinks, async ({ caller }) => deps.social.links(caller.member.id));

    await registerCall(app, unlinkSocialAccount, async ({ caller, params }) => {
      await deps.social.unlink(caller.member.id, params.provider);
      return { unlinked: true as const };
    });
  };
}
