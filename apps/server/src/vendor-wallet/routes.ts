import { httpStatusOf } from '@lotus/contract/errors';
import { vendorBalance, vendorCredit, vendorDebit, vendorRollback } from '@lotus/contract/vendor-wallet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../platform/http/app-error.ts';
import { registerCall } from '../platform/http/calls.ts';
import { failure, ok } from '../platform/http/envelope.ts';
import { vendorCodePattern } from '../wallet/index.ts';
import type { Decided } from './answers.ts';
import { storedCode } from './answers.ts';
import type { VendorWalletService } from './service.ts';
import { vendorSignatureHeader, vendorTimestampHeader, verifyVendorSignature } from './signing.ts';
import type { VendorService, WalletVendor } from './vendors/service.ts';

/** A vendor's request is a few hundred bytes; anything near this is not one. */
const vendorBodyLimit = 16 * 1024;

/**
 * The seamless wallet API external game vendors call: `POST /vendor-wallet/<VENDOR>/<call>` with a
 * JSON body, signed (see signing.ts and docs/vendor-wallet-api.md). The signature is checked on the
 * body exactly as it arrived, before any field of it is read: a bad or missing one is refused with
 * error_vendor_signature_invalid (401) and nothing changes.
 */
export function vendorWalletRoutes(deps: {
  vendorWallet: VendorWalletService;
  vendors: Pick<VendorService, 'findForWallet'>;
}) {
  return async (app: FastifyInstance) => {
    const rawBodies = new WeakMap<FastifyRequest, string>();
    const signedBy = new WeakMap<FastifyRequest, WalletVendor>();

    // In this plugin only: JSON is kept as the bytes that were signed, then parsed.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: vendorBodyLimit },
      (request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        rawBodies.set(request, text);
        try {
          done(null, JSON.parse(text) as unknown);
        } catch {
          done(new AppError('error_bad_request'), undefined);
        }
      },
    );

    // The vendor scope's proof: this plugin's hook runs before the route's own (the scope's) and
    // before the body is validated.
    app.addHook('preValidation', async (request) => {
      const code = (request.params as { vendor?: unknown }).vendor;
      if (typeof code !== 'string' || !vendorCodePattern.test(code))
        throw new AppError('error_vendor_not_found');
      const vendor = await deps.vendors.findForWallet(code);
      if (!vendor) throw new AppError('error_vendor_not_found');
      const signed =
        vendor.secret !== null &&
        verifyVendorSignature({
          secret: vendor.secret,
          timestamp: request.headers[vendorTimestampHeader],
          signature: request.headers[vendorSignatureHeader],
          body: rawBodies.get(request) ?? '',
          nowSeconds: Math.floor(Date.now() / 1000),
        });
      if (!signed) throw new AppError('error_vendor_signature_invalid');
      signedBy.set(request, vendor);
    });

    function vendorOf(request: FastifyRequest): WalletVendor {
      const vendor = signedBy.get(request);
      if (!vendor) throw new AppError('error_vendor_signature_invalid');
      return vendor;
    }

    /** The decided answer, a repeat exactly as the first (a header says it is one). */
    function answer(request: FastifyRequest, reply: FastifyReply, decided: Decided) {
      reply.header('x-lotus-replayed', decided.replayed ? 'true' : 'false');
      const stored = decided.answer;
      if (stored.ok) return reply.code(200).send(ok(stored.value));
      const code = storedCode(stored);
      return reply
        .code(httpStatusOf(code))
        .send(failure(request, code, stored.params === undefined ? {} : { params: stored.params }));
    }

    // Vendors are authenticated by their signature, and one vendor sends every player's rounds
    // from a few addresses: a per-address limit would stop play, not abuse.
    const options = { rateLimit: false as const, bodyLimit: vendorBodyLimit };

    await registerCall(
      app,
      vendorBalance,
      async ({ body }, request) => deps.vendorWallet.balance(vendorOf(request), body),
      options,
    );
    await registerCall(
      app,
      vendorDebit,
      async ({ body }, request, reply) =>
        answer(request, reply, await deps.vendorWallet.debit(vendorOf(request), body)),
      options,
    );
    await registerCall(
      app,
      vendorCredit,
      async ({ body }, request, reply) =>
        answer(request, reply, await deps.vendorWallet.credit(vendorOf(request), body)),
      options,
    );
    await registerCall(
      app,
      vendorRollback,
      async ({ body }, request, reply) =>
        answer(request, reply, await deps.vendorWallet.rollback(vendorOf(request), body)),
      options,
    );
  };
}
