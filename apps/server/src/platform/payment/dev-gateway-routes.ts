import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../database/pool.ts';
import type { DevDeliveryOptions } from './dev-gateway-delivery.ts';
import { deliverDevNotification } from './dev-gateway-delivery.ts';
import { devPaymentPage, devUnknownPaymentPage } from './dev-gateway-page.ts';
import { decideDevPayment, selectDevPayment } from './dev-gateway-tables.ts';
import { devGatewayPayPath, devTokenHash } from './dev-gateway.ts';

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
const maxDelayMs = 60_000;
const maxDuplicates = 5;

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function clampedInteger(value: unknown, fallback: number, max: number): number {
  const text = stringOf(value);
  if (!/^\d{1,6}$/.test(text)) return fallback;
  return Math.min(Number(text), max);
}

/** The test flags a page was opened with (`?delayMs=&duplicates=`), else the configured behaviour. */
function deliveryOptions(query: Record<string, unknown>, defaults: DevDeliveryOptions): DevDeliveryOptions {
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
 */
export function devGatewayRoutes(deps: { db: Queryable; secret: string; defaults: DevDeliveryOptions }) {
  return async (app: FastifyInstance) => {
    const hide = { hide: true };

    function htmlPage(reply: FastifyReply, status: number, html: string, formTarget?: string): FastifyReply {
      // The form posts here; the answer redirects to the merchant's return URL, which browsers
      // check against form-action too, so its origin is allowed beside 'self'.
      const formAction = formTarget === undefined ? "'self'" : `'self' ${new URL(formTarget).origin}`;
      return reply
        .code(status)
        .header('cache-control', 'no-store')
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

    async function paymentOf(request: FastifyRequest) {
      const token = stringOf((request.params as Record<string, unknown>).token);
      if (!tokenPattern.test(token)) return undefined;
      const payment = await selectDevPayment(deps.db, devTokenHash(token));
      return payment ? { token, payment } : undefined;
    }

    app.get(`${devGatewayPayPath}/:token`, { schema: hide }, async (request, reply) => {
      const found = await paymentOf(request);
      if (!found) return htmlPage(reply, 404, devUnknownPaymentPage(language(request)));
      const options = deliveryOptions((request.query ?? {}) as Record<string, unknown>, deps.defaults);
      const action = `${devGatewayPayPath}/${found.token}?${flagsQuery(options)}`;
      return htmlPage(
        reply,
        200,
        devPaymentPage({ language: language(request), payment: found.payment, action }),
        found.payment.return_url,
      );
    });

    app.post(
      `${devGatewayPayPath}/:token`,
      { schema: hide, config: { formBody: true } },
      async (request, reply) => {
        const found = await paymentOf(request);
        if (!found) return htmlPage(reply, 404, devUnknownPaymentPage(language(request)));
        const outcome = stringOf(((request.body ?? {}) as Record<string, unknown>).outcome);
        if (outcome !== 'pay' && outcome !== 'fail') {
          return htmlPage(
            reply,
            400,
            devPaymentPage({
              language: language(request),
              payment: found.payment,
              action: request.url,
            }),
            found.payment.return_url,
          );
        }
        const decided = await decideDevPayment(
          deps.db,
          devTokenHash(found.token),
          outcome === 'pay' ? 'paid' : 'failed',
        );
        // Only the first choice counts and notifies; a second submit just goes back.
        if (decided) {
          await deliverDevNotification(decided, {
            secret: deps.secret,
            log: request.log,
            options: deliveryOptions((request.query ?? {}) as Record<string, unknown>, deps.defaults),
          });
        }
        const final = decided ?? found.payment;
        return reply
          .header('cache-control', 'no-store')
          .redirect(withResult(final.return_url, final.status === 'open' ? 'pending' : final.status), 303);
      },
    );
  };
}
