import { decideDevGatewayPayment, showDevGatewayPayment } from '@lotus/contract/deposits';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../database/pool.ts';
import { registerCall } from '../http/calls.ts';
import type { DevDeliveryOptions } from './dev-gateway-delivery.ts';
import { deliverDevNotification } from './dev-gateway-delivery.ts';
import { devPaymentPage, devUnknownPaymentPage } from './dev-gateway-page.ts';
import { decideDevPayment, selectDevPayment } from './dev-gateway-tables.ts';
import { devGatewayPayPath, devTokenHash } from './dev-gateway.ts';

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
const maxDelayMs = 60_000;
const maxDuplicates = 5;

function clampedInteger(text: string | undefined, fallback: number, max: number): number {
  if (text === undefined || !/^\d{1,6}$/.test(text)) return fallback;
  return Math.min(Number(text), max);
}

/** The test flags a page was opened with (`?delayMs=&duplicates=`), else the configured behaviour. */
function deliveryOptions(
  query: { delayMs?: string | undefined; duplicates?: string | undefined },
  defaults: DevDeliveryOptions,
): DevDeliveryOptions {
  return {
    delayMs: clampedInteger(query.delayMs, defaults.delayMs, maxDelayMs),
    duplicates: clampedInteger(query.duplicates, defaults.duplicates, maxDuplicates),
  };
}

function flagsQuery(options: DevDeliveryOptions): string {
  return new URLSearchParams({
    delayMs: String(options.delayMs),
    duplicates: String(options.duplicates),
  }).toString();
}

function withResult(returnUrl: string, result: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('gatewayResult', result);
  return url.toString();
}

/**
 * The development gateway's own systems, served by this server so that it needs nothing else:
 * the hosted payment page (GET, a form with Pay and Fail) and the payer's choice (POST), which
 * sends the signed notification to the merchant by a real HTTP POST and then sends the browser
 * back. It can be slow or send duplicates, by PAYMENT_DEV_GATEWAY_DELAY_MS and
 * PAYMENT_DEV_GATEWAY_DUPLICATES or per payment by the page's `?delayMs=&duplicates=` flags.
 * Both are public pages the payer's browser opens (scope visitor, never cached, open during
 * maintenance) and answer HTML or a redirect, not an envelope.
 */
export function devGatewayRoutes(deps: { db: Queryable; secret: string; defaults: DevDeliveryOptions }) {
  return async (app: FastifyInstance) => {
    function htmlPage(reply: FastifyReply, status: number, html: string, formTarget?: string): FastifyReply {
      // The form posts here; the answer redirects to the merchant's return URL, which browsers
      // check against form-action too, so its origin is allowed beside 'self'.
      const formAction = formTarget === undefined ? "'self'" : `'self' ${new URL(formTarget).origin}`;
      return reply
        .code(status)
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
        )
        .type('text/html; charset=utf-8')
        .send(html);
    }

    function language(request: FastifyRequest): string {
      return pickLanguage(request.headers['accept-language']);
    }

    async function paymentOf(token: string) {
      if (!tokenPattern.test(token)) return undefined;
      const payment = await selectDevPayment(deps.db, devTokenHash(token));
      return payment ? { token, payment } : undefined;
    }

    await registerCall(app, showDevGatewayPayment, async ({ params, query }, request, reply) => {
      const found = await paymentOf(params.token);
      if (!found) return htmlPage(reply, 404, devUnknownPaymentPage(language(request)));
      const action = `${devGatewayPayPath}/${found.token}?${flagsQuery(deliveryOptions(query, deps.defaults))}`;
      return htmlPage(
        reply,
        200,
        devPaymentPage({ language: language(request), payment: found.payment, action }),
        found.payment.return_url,
      );
    });

    await registerCall(app, decideDevGatewayPayment, async ({ params, query, body }, request, reply) => {
      const found = await paymentOf(params.token);
      if (!found) return htmlPage(reply, 404, devUnknownPaymentPage(language(request)));
      if (body.outcome === undefined) {
        return htmlPage(
          reply,
          400,
          devPaymentPage({ language: language(request), payment: found.payment, action: request.url }),
          found.payment.return_url,
        );
      }
      const decided = await decideDevPayment(
        deps.db,
        devTokenHash(found.token),
        body.outcome === 'pay' ? 'paid' : 'failed',
      );
      // Only the first choice counts and notifies; a second submit just goes back.
      if (decided) {
        await deliverDevNotification(decided, {
          secret: deps.secret,
          log: request.log,
          options: deliveryOptions(query, deps.defaults),
        });
      }
      const final = decided ?? found.payment;
      return reply.redirect(
        withResult(final.return_url, final.status === 'open' ? 'pending' : final.status),
        303,
      );
    });
  };
}
